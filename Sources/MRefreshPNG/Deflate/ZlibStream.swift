/// A zlib stream (RFC 1950) of DEFLATE blocks with dynamic Huffman codes, appended one at a time: a
/// frame's parse as one block, a sprite sheet's a row of cells at a time (MRefreshRender's sheet canvas), so
/// that its codes are built and its tokens written while later frames are drawn, not all at the end.
package struct ZlibStream {
    private var writer: BitWriter

    /// Starts a stream; `capacity` is a guess of its size in bytes (the writer grows if it was too little).
    package init(capacity: Int) {
        // CMF 0x78: DEFLATE with a 32 KiB window; FLG 0x01: no dictionary, "fastest" level, and
        // 0x7801 divisible by 31 as the header check requires.
        writer = BitWriter(prefix: [0x78, 0x01], capacity: capacity)
    }

    /// Appends `tokens` (``PixelMatchTokens/tokens``) as one block with codes for their frequencies;
    /// `isFinal` for the last.
    package mutating func append(_ tokens: [UInt32], literalLengthFrequencies: [Int], distanceFrequencies: [Int], isFinal: Bool) {
        DynamicHuffmanBlock.write(tokens, literalLengthFrequencies: literalLengthFrequencies,
                                  distanceFrequencies: distanceFrequencies, isFinal: isFinal, into: &writer)
    }

    /// The stream, after its last block, ending with `adler`, the Adler-32 of the uncompressed bytes.
    package mutating func finish(adler: UInt32) -> [UInt8] {
        var stream = writer.finish()
        stream += [UInt8(adler >> 24), UInt8(truncatingIfNeeded: adler >> 16),
                   UInt8(truncatingIfNeeded: adler >> 8), UInt8(truncatingIfNeeded: adler)]
        return stream
    }
}
