/// Collects tokens and their symbol frequencies, holding back runs of zero bytes so that each run
/// becomes as few matches as possible.
struct TokenSink {
    var tokens: [UInt32] = []
    var literalLengthFrequencies: [Int]
    var distanceFrequencies: [Int]
    /// Zero bytes that follow the tokens so far and are not written yet.
    var pendingZeros = 0
    /// Whether the last byte the tokens so far produce is zero (then a zero run can start with a
    /// distance-1 match at once).
    private var endsWithZero = false

    init(capacity: Int) {
        literalLengthFrequencies = [Int](repeating: 0, count: DeflateSymbols.literalLengthCount)
        distanceFrequencies = [Int](repeating: 0, count: DeflateSymbols.distanceCount)
        tokens.reserveCapacity(capacity)
    }

    /// A sink without even its frequency tables, so that making it allocates nothing: what a parse leaves in
    /// its place while it works on its own sink (``ScanlineParse``). Never written to.
    static var placeholder: TokenSink { TokenSink() }

    private init() {
        (literalLengthFrequencies, distanceFrequencies) = ([], [])
    }

    @inline(__always)
    mutating func literal(_ byte: UInt8) {
        flushZeros()
        append(literal: byte)
    }

    /// The stream bytes of one pixel word, as literals.
    @inline(__always)
    mutating func pixel(_ word: UInt32, layout: PixelWordLayout) {
        flushZeros()
        switch layout {
        case .straightRGBA:
            append(literal: UInt8(truncatingIfNeeded: word))
            append(literal: UInt8(truncatingIfNeeded: word >> 8))
            append(literal: UInt8(truncatingIfNeeded: word >> 16))
            append(literal: UInt8(truncatingIfNeeded: word >> 24))
        case .opaqueRGB:
            append(literal: UInt8(truncatingIfNeeded: word >> 16))
            append(literal: UInt8(truncatingIfNeeded: word >> 8))
            append(literal: UInt8(truncatingIfNeeded: word))
        }
    }

    /// Adds a match of `length` ≥ 3 bytes whose last byte is `lastByte`.
    mutating func match(length: Int, distance: Int, lastByte: UInt8) {
        flushZeros()
        append(match: length, distance: distance)
        endsWithZero = lastByte == 0
    }

    /// The tokens so far and their frequencies, as one DEFLATE block; the sink goes on empty, with the
    /// pending zeros still pending (a block may end anywhere: matches reach back into earlier blocks).
    mutating func takeBlock() -> (tokens: [UInt32], literalLengthFrequencies: [Int], distanceFrequencies: [Int]) {
        // The next block is about as long as this one: room for it at once, not grown by doubling.
        let room = max(1024, tokens.count + tokens.count / 4)
        defer {
            tokens = []
            tokens.reserveCapacity(room)
            literalLengthFrequencies = [Int](repeating: 0, count: DeflateSymbols.literalLengthCount)
            distanceFrequencies = [Int](repeating: 0, count: DeflateSymbols.distanceCount)
        }
        return (tokens, literalLengthFrequencies, distanceFrequencies)
    }

    /// Writes the pending zero bytes: a distance-1 match repeating the zero before them (written as
    /// a literal first when the stream does not already end with one).
    mutating func flushZeros() {
        guard pendingZeros > 0 else { return }
        var count = pendingZeros
        pendingZeros = 0
        if !endsWithZero {
            append(literal: 0)
            count -= 1
        }
        if count >= DeflateSymbols.minimumMatchLength {
            append(match: count, distance: 1)
        } else {
            for _ in 0..<count { append(literal: 0) }
        }
        endsWithZero = true
    }

    @inline(__always)
    private mutating func append(literal byte: UInt8) {
        tokens.append(UInt32(byte))
        literalLengthFrequencies[Int(byte)] += 1
        endsWithZero = byte == 0
    }

    /// A match of `length` ≥ 3 bytes, as several tokens when longer than DEFLATE's 258.
    private mutating func append(match length: Int, distance: Int) {
        var remaining = length
        let distanceSymbol = DeflateSymbols.distanceCode(distance).symbol
        while remaining > 0 {
            var piece = min(remaining, DeflateSymbols.maximumMatchLength)
            // Never leave a tail of 1 or 2 bytes: no match is that short.
            if (1..<DeflateSymbols.minimumMatchLength).contains(remaining - piece) {
                piece = remaining - DeflateSymbols.minimumMatchLength
            }
            tokens.append(PixelMatchTokens.matchFlag | UInt32(piece) << 16 | UInt32(distance))
            literalLengthFrequencies[Int(DeflateSymbols.lengthCodes[piece] & 0xFFFF)] += 1
            distanceFrequencies[distanceSymbol] += 1
            remaining -= piece
        }
    }
}
