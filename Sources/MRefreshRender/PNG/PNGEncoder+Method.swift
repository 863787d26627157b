extension PNGEncoder {
    /// How the encoder turns pixel rows into a zlib stream: the purpose-built matcher, or a row filter
    /// followed by a general-purpose DEFLATE library.
    ///
    /// Every method yields a valid PNG decoding to the same pixels; they differ in speed and size only.
    /// Output is deterministic for a given method (and, for the libraries, library version).
    public enum Method: Hashable, Sendable {
        /// Unfiltered rows, compressed by mrefresh's own DEFLATE encoder: LZ77 matches found by
        /// comparing whole pixels with the pixel to the left and the pixel above, then one dynamic
        /// Huffman block. Its work grows with runs of pixels, not bytes, which suits icon frames:
        /// large flat areas and anti-aliased edges.
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
}
