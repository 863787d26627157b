import CCairo
import CJPEG
import CWebP
import Synchronization
import MRefreshCore

extension ImageSurface {
    /// Decodes an image a layer draws: PNG with Cairo's reader, JPEG with libjpeg-turbo (CMYK converted as
    /// gdk-pixbuf converts it), a GIF's first frame in Swift (``GIFDecoder``), WebP with libwebp (an
    /// animated one's first frame). Its size was checked against the pixel budget from its header before
    /// (``ImageHeader``); a decoded size that differs from the header's is refused.
    ///
    /// - Returns: the pixels (nil when the data does not decode: a corrupt stream the header check could
    ///   not see), and what was wrong with the data, in the decoder's words, when anything was.
    static func decoding(_ image: LayerImage.Data) -> (surface: ImageSurface?, problem: SVGImageRefusal?) {
        let name = image.reference
        switch image.format {
        case .png:
            do {
                let surface = try ImageSurface(png: image.bytes)
                guard surface.width == image.width, surface.height == image.height else {
                    return (nil, .undecodable(name, reason: "its pixels are not the \(image.width)×\(image.height) its header says"))
                }
                return (surface, nil)
            } catch {
                // Cairo keeps none of libpng's words (its status for any libpng error is "out of memory").
                return (nil, .undecodable(name, reason: "libpng refused its pixel data, which is corrupt or cut short"))
            }
        case .gif:
            switch GIFDecoder.firstFrame(image.bytes, width: image.width, height: image.height) {
            case .failure(.malformed(let why)): return (nil, .undecodable(name, reason: why))
            case .success(let frame):
                guard let surface = try? ImageSurface(width: image.width, height: image.height, pixels: frame.pixels) else {
                    return (nil, .undecodable(name, reason: "no memory for \(image.width)×\(image.height) pixels"))
                }
                return (surface, frame.corrupt ? .corrupt(name, reason: "its first frame's LZW data is cut short or corrupt") : nil)
            }
        case .webp:
            let functions: mrefresh_webp_functions
            switch ImageLibraries.webp {
            case .success(let loaded): functions = loaded.table
            case .failure(let failure): return (nil, .undecodable(name, reason: failure.reason))
            }
            guard let surface = try? ImageSurface(width: image.width, height: image.height) else {
                return (nil, .undecodable(name, reason: "no memory for \(image.width)×\(image.height) pixels"))
            }
            let stride = Int(cairo_image_surface_get_stride(surface.pointer))
            cairo_surface_flush(surface.pointer)
            let status = image.bytes.withUnsafeBufferPointer { bytes in
                withUnsafePointer(to: functions) { functions in
                    mrefresh_webp_decode(functions, bytes.baseAddress, bytes.count, cairo_image_surface_get_data(surface.pointer),
                                         Int32(image.width), Int32(image.height), Int32(stride))
                }
            }
            cairo_surface_mark_dirty(surface.pointer)
            switch status {
            case 0: return (surface, nil)
            case 2: return (nil, .undecodable(name, reason: "its pixels are not the \(image.width)×\(image.height) its header says"))
            default: return (nil, .undecodable(name, reason: "libwebp refused its data, which is corrupt or cut short"))
            }
        case .jpeg:
            let functions: mrefresh_jpeg_functions
            switch ImageLibraries.jpeg {
            case .success(let loaded): functions = loaded.table
            case .failure(let failure): return (nil, .undecodable(name, reason: failure.reason))
            }
            guard let surface = try? ImageSurface(width: image.width, height: image.height) else {
                return (nil, .undecodable(name, reason: "no memory for \(image.width)×\(image.height) pixels"))
            }
            let stride = Int(cairo_image_surface_get_stride(surface.pointer))
            cairo_surface_flush(surface.pointer)
            var words = [CChar](repeating: 0, count: 256)
            let status = image.bytes.withUnsafeBufferPointer { bytes in
                words.withUnsafeMutableBufferPointer { words in
                    withUnsafePointer(to: functions) { functions in
                        mrefresh_jpeg_decode(functions, bytes.baseAddress, UInt(bytes.count), cairo_image_surface_get_data(surface.pointer),
                                             Int32(image.width), Int32(image.height), Int32(stride), words.baseAddress, Int32(words.count))
                    }
                }
            }
            cairo_surface_mark_dirty(surface.pointer)
            let message = String(decoding: words.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let reason = message.isEmpty ? "libjpeg refused it" : "libjpeg says \"\(message)\""
            switch status {
            case 0: return (surface, nil)
            // libjpeg warned of corrupt data and decoded what it could, as browsers show it.
            case 3: return (surface, .corrupt(name, reason: reason))
            case 2: return (nil, .undecodable(name, reason: "its pixels are not the \(image.width)×\(image.height) its header says"))
            default: return (nil, .undecodable(name, reason: reason))
            }
        }
    }
}

/// Decoded images by their data, so that every frame of a render decodes each image once: filled before
/// the first frame is drawn (``ImageDecoding``), which also counts them against the run's memory budget.
/// An image is kept while its data is alive (an indicator holds it), and at most ``capacity`` at once.
final class DecodedImages: @unchecked Sendable {
    static let shared = DecodedImages()
    // Shared between the threads that draw: a decoded surface is only read once made.
    private struct Entry: @unchecked Sendable {
        weak var data: LayerImage.Data?
        var surface: ImageSurface?
        var problem: SVGImageRefusal?
    }
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])
    /// The most images kept decoded at once; past it the oldest are dropped (decoded again if needed).
    private let capacity = 64

    /// `image` decoded, or nil when it does not decode.
    func surface(for image: LayerImage.Data) -> ImageSurface? { decoded(image).surface }

    /// `image` decoded (nil when it does not decode), and what was wrong with its data, if anything.
    func decoded(_ image: LayerImage.Data) -> (surface: ImageSurface?, problem: SVGImageRefusal?) {
        let key = ObjectIdentifier(image)
        let known = entries.withLock { entries -> Entry? in
            if let known = entries[key], known.data === image { return known }
            // The images of indicators that are gone are dropped before another is decoded (their
            // identifiers may be reused, and their pixels are no run's any more).
            entries = entries.filter { $0.value.data != nil }
            return nil
        }
        if let known { return (known.surface, known.problem) }
        let decoded = ImageSurface.decoding(image)
        let capacity = capacity
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = Entry(data: image, surface: decoded.surface, problem: decoded.problem)
        }
        return decoded
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
