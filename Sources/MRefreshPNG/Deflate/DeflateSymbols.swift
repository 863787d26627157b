/// The DEFLATE alphabets of RFC 1951 §3.2.5: how match lengths and distances map to Huffman symbols
/// plus extra bits.
enum DeflateSymbols {
    /// The literal/length symbol that ends a block.
    static let endOfBlock = 256
    /// Size of the literal/length alphabet actually used (0…285).
    static let literalLengthCount = 286
    /// Size of the distance alphabet actually used (0…29).
    static let distanceCount = 30
    /// The longest match DEFLATE can express, in bytes.
    static let maximumMatchLength = 258
    /// The shortest match DEFLATE can express, in bytes.
    static let minimumMatchLength = 3
    /// The farthest back a match can reach, in bytes (the 32 KiB window).
    static let maximumDistance = 32768

    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                             35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                                 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                               257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                               8193, 12289, 16385, 24577]

    /// For each length 0…258: symbol (257…285) | extra-bit count << 16 | extra value << 24.
    /// Entries below 3 are unused.
    static let lengthCodes: [UInt32] = {
        var table = [UInt32](repeating: 0, count: maximumMatchLength + 1)
        for (index, base) in lengthBases.enumerated() {
            let extra = lengthExtraBits[index]
            for length in base..<min(base + (1 << extra), maximumMatchLength + 1) {
                table[length] = UInt32(257 + index) | UInt32(extra) << 16 | UInt32(length - base) << 24
            }
        }
        // 258 has its own symbol (285, no extra bits) although symbol 284 with 31 extra could also
        // reach it; RFC 1951 and every decoder expect 285.
        table[maximumMatchLength] = 285
        return table
    }()

    /// The extra bits after literal/length symbol `symbol` (0…285): none after a literal or the end of a block.
    static func extraBits(lengthSymbol symbol: Int) -> Int {
        symbol > endOfBlock ? lengthExtraBits[symbol - endOfBlock - 1] : 0
    }

    /// The extra bits after distance symbol `symbol` (0…29).
    static func extraBits(distanceSymbol symbol: Int) -> Int {
        symbol < 4 ? 0 : symbol / 2 - 1
    }

    /// The distance symbol (0…29), extra-bit count and extra value of a distance 1…32768.
    @inline(__always)
    static func distanceCode(_ distance: Int) -> (symbol: Int, extraBits: Int, extraValue: Int) {
        let v = distance - 1
        guard v >= 4 else { return (v, 0, 0) }
        // Two symbols per power of two: the top bit picks the pair, the bit below it the symbol.
        let top = Int.bitWidth - 1 - v.leadingZeroBitCount
        let symbol = 2 * top + ((v >> (top - 1)) & 1)
        return (symbol, top - 1, distance - distanceBases[symbol])
    }
}
