import MRefreshPNG
import MRefreshRender

/// The PNG encoder with a choice of method: the product's own (``PNGEncoder``), or a row filter followed by
/// a general-purpose DEFLATE library. For the benchmark and the tests, which measure and check the
/// product's encoder against these; the product itself neither has nor links them.
///
/// Every method yields a valid PNG decoding to the same pixels; they differ in speed and size only.
/// Output is deterministic for a given method (and, for the libraries, library version).
package struct ComparisonPNGEncoder: Hashable, Sendable {
    /// How pixel rows become the compressed image data.
    package enum Method: Hashable, Sendable {
        /// ``PNGEncoder``: unfiltered rows, compressed by mrefresh's own DEFLATE encoder.
        case pixelMatches
        /// `filter`, then libdeflate at `level` 1 (fastest) … 12 (smallest).
        case libdeflate(filter: PNGFilter, level: Int)
        /// `filter`, then zlib (what libpng, and so Cairo, uses) at `level` 1 … 9 with `strategy`.
        case zlib(filter: PNGFilter, level: Int, strategy: ZlibStrategy)
    }

    package var method: Method

    /// Creates an encoder using `method`.
    package init(method: Method) {
        self.method = method
    }

    /// The PNG file of `surface`'s pixels.
    ///
    /// - Throws: ``RenderError`` wrapping ``PNGError/Kind/compressionFailed(_:)`` when a library compressor
    ///   fails or its level is out of range.
    package func encode(_ surface: ImageSurface) throws(RenderError) -> [UInt8] {
        try surface.withPixels { pixels throws(RenderError) in
            do throws(PNGError) {
                return try encode(pixels, width: surface.width, height: surface.height)
            } catch {
                throw RenderError(error)
            }
        }
    }

    /// The PNG file of premultiplied `0xAARRGGBB` `pixels`, `width` per row, rows from the top.
    ///
    /// - Throws: ``PNGError`` for a size that cannot be a PNG of `pixels`, or when a library compressor fails
    ///   or its level is out of range.
    package func encode(pixels: [UInt32], width: Int, height: Int) throws(PNGError) -> [UInt8] {
        try encode(pixels.span, width: width, height: height)
    }

    /// The PNG file of premultiplied `0xAARRGGBB` `pixels`, `width` per row, rows from the top.
    package func encode(_ pixels: Span<UInt32>, width: Int, height: Int) throws(PNGError) -> [UInt8] {
        let imageData: [UInt8]
        let opaque: Bool
        switch method {
        case .pixelMatches:
            return try PNGEncoder.standard.encode(pixels, width: width, height: height)
        case .libdeflate(let filter, let level):
            try PNGEncoder.check(pixels, width: width, height: height)
            opaque = PNGEncoder.isOpaque(pixels)
            let scanlines = FilteredScanlines(pixels: pixels, width: width, height: height, opaque: opaque, filter: filter)
            imageData = try libdeflateZlibStream(scanlines.bytes, level: level)
        case .zlib(let filter, let level, let strategy):
            try PNGEncoder.check(pixels, width: width, height: height)
            opaque = PNGEncoder.isOpaque(pixels)
            let scanlines = FilteredScanlines(pixels: pixels, width: width, height: height, opaque: opaque, filter: filter)
            imageData = try zlibZlibStream(scanlines.bytes, level: level, strategy: strategy)
        }
        return PNGEncoder.file(width: width, height: height, opaque: opaque, imageData: imageData)
    }
}
