import CCairo
@_spi(PNGComparison) import MRefreshRender

// Cairo's own PNG writer (libpng underneath), driven through an in-memory stream: the baseline the
// purpose-built encoder is measured and checked against.

extension ImageSurface {
    /// The surface as a PNG file written by Cairo's own writer (`cairo_surface_write_to_png_stream`).
    ///
    /// Cairo writes 8-bit RGB when every pixel is opaque and 8-bit RGBA otherwise, un-premultiplied,
    /// with libpng's default compression.
    ///
    /// - Throws: the Cairo status of the write when it is not success.
    public func pngDataFromCairo() throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let status = withCairoSurface { surface in
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(cairoStatus: status, operation: "writing a \(width)×\(height) surface as PNG with Cairo")
        }
        return sink.bytes
    }
}

/// Collects the bytes Cairo's writer hands over.
private final class ByteSink {
    var bytes: [UInt8] = []
}
