import CCairo
import CJPEG
import class Foundation.NSLock
import MRefreshCore

extension ImageSurface {
    /// Decodes an image a layer draws: PNG with Cairo's reader, JPEG with libjpeg-turbo. Its size was
    /// checked against the pixel budget from its header before (``ImageHeader``); a decoded size that
    /// differs from the header's is refused.
    ///
    /// - Throws: ``RenderError`` when the data does not decode (a corrupt stream the header check could
    ///   not see).
    convenience init(decoding image: LayerImage.Data) throws(RenderError) {
        switch image.format {
        case .png:
            try self.init(png: image.bytes)
        case .jpeg:
            try self.init(width: image.width, height: image.height)
            let stride = Int(cairo_image_surface_get_stride(pointer))
            cairo_surface_flush(pointer)
            let status = image.bytes.withUnsafeBufferPointer { bytes in
                mrefresh_jpeg_decode(bytes.baseAddress, UInt(bytes.count), cairo_image_surface_get_data(pointer),
                                     Int32(image.width), Int32(image.height), Int32(stride))
            }
            cairo_surface_mark_dirty(pointer)
            // 3: libjpeg warned of corrupt data and decoded what it could, as browsers show it.
            guard status == 0 || status == 3 else {
                throw RenderError(.cairo(code: Int(status), message: "libjpeg could not decode it"),
                                  operation: "decoding a JPEG of \(image.bytes.count) bytes")
            }
        }
        guard width == image.width, height == image.height else {
            throw RenderError(.invalidSize(width: width, height: height), operation: "decoding an image whose size is not its header's")
        }
    }
}

/// Decoded images by their data, so that every frame of a render decodes each image once. Bounded by the
/// document's decoding budget (``SVGImages``), which every image was counted against when it was read.
final class DecodedImages: @unchecked Sendable {
    static let shared = DecodedImages()
    private let lock = NSLock()
    private var surfaces: [ObjectIdentifier: (data: LayerImage.Data, surface: ImageSurface?)] = [:]
    /// The most images kept decoded at once; past it the oldest are dropped (decoded again if needed).
    private let capacity = 64

    /// `image` decoded, or nil when it does not decode.
    func surface(for image: LayerImage.Data) -> ImageSurface? {
        let key = ObjectIdentifier(image)
        lock.lock()
        if let known = surfaces[key], known.data === image {
            lock.unlock()
            return known.surface
        }
        lock.unlock()
        let surface = try? ImageSurface(decoding: image)
        lock.lock()
        if surfaces.count >= capacity { surfaces.removeAll() }
        surfaces[key] = (image, surface)
        lock.unlock()
        return surface
    }
}

extension GraphicsContext {
    /// Paints `surface`'s pixels placed by `transform` (pixels → user space) at `opacity`, inside the
    /// image's own rectangle, smoothly or to the nearest pixel.
    func paintImage(_ surface: ImageSurface, transform: MRefreshCore.AffineTransform, opacity: Double, smooth: Bool) throws(RenderError) {
        guard let inverse = transform.inverted, transform.coefficients.allSatisfy(\.isFinite) else { return }
        let pattern = cairo_pattern_create_for_surface(surface.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = Self.matrix(inverse)
        cairo_pattern_set_matrix(pattern, &matrix)
        // Edges pad (no fade to transparent past the last pixel); the clip below ends the image.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        try checkCairo(cairo_pattern_status(pattern), "making an image pattern")
        cairo_save(pointer)
        let w = Double(surface.width), h = Double(surface.height)
        let corners = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)].map(transform.apply)
        cairo_new_path(pointer)
        cairo_move_to(pointer, corners[0].x, corners[0].y)
        for corner in corners.dropFirst() { cairo_line_to(pointer, corner.x, corner.y) }
        cairo_close_path(pointer)
        cairo_clip(pointer)
        cairo_set_source(pointer, pattern)
        cairo_paint_with_alpha(pointer, opacity)
        cairo_restore(pointer)
        try checkStatus("painting an image")
    }
}

extension GraphicsContext {
    /// Sets the source to `surface` repeated across the plane, its pixels placed by `transform` (surface
    /// pixels → user space): a pattern's tile.
    func setSourceTile(_ surface: ImageSurface, transform: MRefreshCore.AffineTransform) throws(RenderError) {
        guard let inverse = transform.inverted, transform.coefficients.allSatisfy(\.isFinite) else {
            throw RenderError(.nonFiniteValue, operation: "setting a pattern with a singular transform")
        }
        let pattern = cairo_pattern_create_for_surface(surface.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = Self.matrix(inverse)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        try checkCairo(cairo_pattern_status(pattern), "making a pattern")
        cairo_set_source(pointer, pattern)
        try checkStatus("setting a pattern source")
    }
}
