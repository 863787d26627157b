@_spi(PNGComparison) import MRefreshRender

/// The PNG encoder with a choice of method: the product's own (``PNGEncoder``), or a row filter followed by
/// a general-purpose DEFLATE library. For the benchmark and the tests, which measure and check the
/// product's encoder against these; the product itself neither has nor links them.
///
/// Every method yields a valid PNG decoding to the same pixels; they differ in speed and size only.
/// Output is deterministic for a given method (and, for the libraries, library version).
public struct ComparisonPNGEncoder: Hashable, Sendable {
    /// How pixel rows become the compressed image data.
    public enum Method: Hashable, Sendable {
        /// ``PNGEncoder``: unfiltered rows, compressed by mrefresh's own DEFLATE encoder.
        case pixelMatches
        /// `filter`, then libdeflate at `level` 1 (fastest) … 12 (smallest).
        case libdeflate(filter: PNGFilter, level: Int)
        /// `filter`, then zlib (what libpng, and so Cairo, uses) at `level` 1 … 9 with `strategy`.
        case zlib(filter: PNGFilter, level: Int, strategy: ZlibStrategy)
    }

    /// zlib's match-finding strategies (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, …).
    public enum ZlibStrategy: String, Hashable, Sendable, CaseIterable {
        /// General-purpose LZ77 + Huffman.
        case standard
        /// Prefers Huffman coding over short matches; libpng's default for filtered rows.
        case filtered
        /// Matches of distance 1 only: fast, good on runs of equal bytes.
        case runLength
        /// No matches at all, Huffman coding only.
        case huffmanOnly
    }

    public var method: Method

    /// Creates an encoder using `method`.
    public init(method: Method) {
        self.method = method
    }

    /// The PNG file of `surface`'s pixels.
    ///
    /// - Throws: ``RenderError/Kind/compressionFailed(_:)`` when a library compressor fails or its level
    ///   is out of range.
    public func encode(_ surface: ImageSurface) throws(RenderError) -> [UInt8] {
        if method == .pixelMatches { return try PNGEncoder.standard.encode(surface) }
        return try surface.withPixels { pixels throws(RenderError) in
            try encode(pixels, width: surface.width, height: surface.height)
        }
    }

    /// The PNG file of premultiplied `0xAARRGGBB` `pixels`, `width` per row, rows from the top.
    public func encode(pixels: [UInt32], width: Int, height: Int) throws(RenderError) -> [UInt8] {
        if method == .pixelMatches { return try PNGEncoder.standard.encode(pixels: pixels, width: width, height: height) }
        return try encode(pixels.span, width: width, height: height)
    }

    private func encode(_ pixels: Span<UInt32>, width: Int, height: Int) throws(RenderError) -> [UInt8] {
        let imageData: [UInt8]
        let opaque: Bool
        switch method {
        case .pixelMatches:
            preconditionFailure("handled by PNGEncoder before the span is taken")
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
