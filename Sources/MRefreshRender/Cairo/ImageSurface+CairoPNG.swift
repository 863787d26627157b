import CCairo

// Cairo's own PNG reader and writer (libpng underneath), driven through in-memory streams. The reader
// decodes the PNG images SVG documents hold (ImageSurface+Decoding) and is the decoder the tests trust; the
// writer is the baseline the encoder is measured and checked against (the product writes its PNGs with
// MRefreshPNG). They live here because every Cairo call lives in this folder (no other target imports
// CCairo), so the surface's pointer stays internal to MRefreshRender.

extension ImageSurface {
    /// The surface as a PNG file written by Cairo's own writer (`cairo_surface_write_to_png_stream`).
    ///
    /// Cairo writes 8-bit RGB when every pixel is opaque and 8-bit RGBA otherwise, un-premultiplied,
    /// with libpng's default compression.
    ///
    /// - Throws: the Cairo status of the write when it is not success.
    package func pngDataFromCairo() throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(pointer, { closure, data, length in
            let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        try checkCairo(status, "writing a \(width)×\(height) surface as PNG with Cairo")
        return sink.bytes
    }

    /// Decodes a PNG file with Cairo's reader (`cairo_image_surface_create_from_png_stream`).
    ///
    /// Opaque PNGs, which Cairo reads as RGB24, are converted to ARGB32 with every alpha 255, so the
    /// surface always has the format ``ImageSurface`` documents.
    ///
    /// - Throws: Cairo's status when the data is not a PNG it can read (truncated, bad CRC, …).
    package convenience init(png: [UInt8]) throws(RenderError) {
        try CairoLibrary.require()
        let source = ByteSource(png)
        let read = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            return source.read(into: data!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())
        let operation = "reading a PNG of \(png.count) bytes with Cairo"
        try self.init(owning: try Self.argb32(read, operation: operation), operation: operation)
    }

    /// `surface` itself when it is ARGB32; otherwise an ARGB32 copy (and `surface` released).
    private static func argb32(_ surface: OpaquePointer?, operation: String) throws(RenderError) -> OpaquePointer? {
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return surface }
        defer { cairo_surface_destroy(surface) }
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32,
                                              cairo_image_surface_get_width(surface),
                                              cairo_image_surface_get_height(surface))
        try checkCairo(cairo_surface_status(copy), operation)
        let cr = cairo_create(copy)
        defer { cairo_destroy(cr) }
        // SOURCE copies pixels as they are; RGB24 sources read as alpha 255.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(copy)
            throw RenderError(cairoStatus: status, operation: operation)
        }
        return copy
    }
}

/// Collects what a Cairo write stream produces.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// Hands a byte array to a Cairo read stream in the pieces it asks for.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies the next `count` bytes to `destination`; false (nothing copied) when fewer remain.
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
