import CCairo

/// A raster of premultiplied ARGB32 pixels in memory, owned by Cairo.
///
/// Pixels are 32-bit words `0xAARRGGBB` with red, green and blue already multiplied by alpha (Cairo's
/// `CAIRO_FORMAT_ARGB32`). Row 0 is the top row. A new surface is fully transparent.
package final class ImageSurface {
    /// The largest width or height Cairo's image surfaces accept, in pixels (the PNG encoder's
    /// `PNGEncoder.maximumSide` too).
    package static let maximumSide = 32767

    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int

    // Owned: one reference, released in deinit. Never nil: creation failures are thrown before init ends.
    // Package access for Cairo's own PNG reader and writer (MRefreshPNGComparison's Cairo folder).
    let pointer: OpaquePointer

    /// Creates a transparent surface of `width` × `height` pixels.
    ///
    /// - Throws: ``RenderError/Kind/invalidSize(width:height:)`` when a side is outside
    ///   1…``maximumSide`` (checked before allocating), or a Cairo error (e.g. out of memory).
    package convenience init(width: Int, height: Int) throws(RenderError) {
        let operation = "creating a \(width)×\(height) image surface"
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RenderError(.invalidSize(width: width, height: height), operation: operation)
        }
        try CairoLibrary.require()
        try self.init(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                      operation: operation)
    }

    /// Creates a surface holding `pixels`: premultiplied `0xAARRGGBB` words, row by row from the top.
    ///
    /// - Throws: ``RenderError/Kind/pixelCountMismatch(expected:found:)`` when `pixels.count` is not
    ///   `width × height`, or any error of ``init(width:height:)``.
    package convenience init(width: Int, height: Int, pixels: [UInt32]) throws(RenderError) {
        try self.init(width: width, height: height)
        try replacePixels(with: pixels)
    }

    /// Takes over a surface Cairo just created (in error or not) and checks it is a usable ARGB32 surface.
    init(owning surface: OpaquePointer?, operation: @autoclosure () -> String) throws(RenderError) {
        // Cairo never returns NULL: failures come back as an "error surface" carrying the status.
        guard let surface else {
            throw RenderError(cairoStatus: CAIRO_STATUS_NO_MEMORY, operation: operation())
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError(cairoStatus: status, operation: operation())
        }
        precondition(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
                     "ImageSurface only wraps ARGB32 surfaces")
        self.pointer = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Bytes from one row to the next in Cairo's buffer (at least `width × 4`).
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// A copy of every pixel, premultiplied `0xAARRGGBB`, `width` per row, rows from the top.
    package var pixels: [UInt32] {
        var result = [UInt32](repeating: 0, count: width * height)
        result.withUnsafeMutableBytes { destination in
            flushed { data in
                for y in 0..<height {
                    destination.baseAddress!.advanced(by: y * width * 4)
                        .copyMemory(from: data.advanced(by: y * stride), byteCount: width * 4)
                }
            }
        }
        return result
    }

    /// A copy of row `y` (0 at the top), premultiplied `0xAARRGGBB`.
    package func row(_ y: Int) -> [UInt32] {
        precondition((0..<height).contains(y), "row \(y) outside 0..<\(height)")
        return [UInt32](unsafeUninitializedCapacity: width) { buffer, count in
            flushed { data in
                UnsafeMutableRawPointer(buffer.baseAddress!)
                    .copyMemory(from: data.advanced(by: y * stride), byteCount: width * 4)
            }
            count = width
        }
    }

    /// The premultiplied `0xAARRGGBB` pixel at column `x`, row `y` (0, 0 at the top left).
    package func pixel(x: Int, y: Int) -> UInt32 {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) outside the surface")
        return flushed { data in data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }

    /// Overwrites every pixel with `pixels` (premultiplied `0xAARRGGBB`, `width` per row, from the top).
    ///
    /// - Throws: ``RenderError/Kind/pixelCountMismatch(expected:found:)`` on a wrong count.
    package func replacePixels(with pixels: [UInt32]) throws(RenderError) {
        guard pixels.count == width * height else {
            throw RenderError(.pixelCountMismatch(expected: width * height, found: pixels.count),
                              operation: "replacing the pixels of a \(width)×\(height) surface")
        }
        cairo_surface_flush(pointer)
        let data = self.data
        let stride = self.stride
        pixels.withUnsafeBytes { source in
            for y in 0..<height {
                data.advanced(by: y * stride)
                    .copyMemory(from: source.baseAddress!.advanced(by: y * width * 4), byteCount: width * 4)
            }
        }
        // Cairo caches nothing about our writes unless told; without this a later draw may be wrong.
        cairo_surface_mark_dirty(pointer)
    }

    /// Calls `body` with every pixel, premultiplied `0xAARRGGBB`, `width` per row from the top,
    /// without copying the surface.
    ///
    /// The span is bounds-checked and cannot outlive the call. Drawing on the surface during the call
    /// is not allowed (Cairo would write under the span).
    package func withPixels<R, E: Error>(_ body: (Span<UInt32>) throws(E) -> R) throws(E) -> R {
        // ARGB32 rows are 4-byte aligned, so Cairo never pads them; checked, not assumed.
        guard stride == width * 4 else {
            return try body(pixels.span)
        }
        cairo_surface_flush(pointer)
        let buffer = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                         count: width * height)
        return try body(Span(_unsafeElements: buffer))
    }

    /// Calls `body` with Cairo's pixel buffer after finishing any drawing Cairo still has pending.
    private func flushed<R>(_ body: (UnsafeRawPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        return try body(data)
    }

    /// Cairo's pixel buffer. Never nil here: Cairo returns NULL only for surfaces in error or
    /// finished, and an `ImageSurface` is checked at creation and never finished.
    private var data: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!)
    }
}
