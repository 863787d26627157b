/// Writes LZ77 tokens as a DEFLATE block with dynamic Huffman codes (RFC 1951 §3.2.7).
enum DynamicHuffmanBlock {
    /// The order in which code-length code lengths are stored, rarest-expected last.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Appends the block of `tokens` (``PixelMatchTokens/tokens``), whose symbols occur as
    /// `literalLengthFrequencies` and `distanceFrequencies` say: header, code tables, every token, end
    /// of block. `isFinal` marks the stream's last block.
    static func write(_ tokens: [UInt32], literalLengthFrequencies: [Int], distanceFrequencies: [Int], isFinal: Bool,
                      into writer: inout BitWriter) {
        var literalFrequencies = literalLengthFrequencies
        literalFrequencies[DeflateSymbols.endOfBlock] += 1
        let literalCode = HuffmanCode(frequencies: atLeastTwoUsed(literalFrequencies), maximumLength: 15)
        let distanceCode = HuffmanCode(frequencies: atLeastTwoUsed(distanceFrequencies), maximumLength: 15)

        // Trailing unused symbols need not be described, down to the format's minimum counts.
        let literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        var lengths = literalCode.lengths
        lengths.removeSubrange(literalCount...)
        lengths += distanceCode.lengths.prefix(distanceCount)
        let runs = codeLengthRuns(lengths)
        var runFrequencies = [Int](repeating: 0, count: 19)
        for run in runs { runFrequencies[run.symbol] += 1 }
        let runCode = HuffmanCode(frequencies: atLeastTwoUsed(runFrequencies), maximumLength: 7)
        let storedRunLengths = max(4, (codeLengthOrder.lastIndex { runCode.lengths[$0] > 0 } ?? 0) + 1)

        writer.write(isFinal ? 1 : 0, count: 1)  // BFINAL
        writer.write(2, count: 2)  // BTYPE 10: dynamic Huffman
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(storedRunLengths - 4), count: 4)
        for symbol in codeLengthOrder.prefix(storedRunLengths) {
            writer.write(UInt32(runCode.lengths[symbol]), count: 3)
        }
        for run in runs {
            writer.write(runCode.codes[run.symbol], count: runCode.lengths[run.symbol])
            if run.extraBits > 0 { writer.write(UInt32(run.extraValue), count: run.extraBits) }
        }

        writer.write(tokens, codes: TokenCodes(literals: literalCode, distances: distanceCode,
                                               literalLengthFrequencies: literalLengthFrequencies,
                                               distanceFrequencies: distanceFrequencies))
        writer.write(literalCode.codes[DeflateSymbols.endOfBlock],
                     count: literalCode.lengths[DeflateSymbols.endOfBlock])
    }

    /// `frequencies` with the lowest unused symbols given frequency 1 until two are in use: inflate
    /// (zlib, libpng) rejects incomplete codes, and a code over fewer than two symbols is incomplete.
    private static func atLeastTwoUsed(_ frequencies: [Int]) -> [Int] {
        var used = frequencies.count(where: { $0 > 0 })
        if used >= 2 { return frequencies }  // (Not copied: nearly every block.)
        var result = frequencies
        var symbol = 0
        while used < 2 {
            if result[symbol] == 0 { result[symbol] = 1; used += 1 }
            symbol += 1
        }
        return result
    }

    /// One symbol of the code-length alphabet: a length 0…15, or a repeat (16: previous length 3–6
    /// times, 17: zero 3–10 times, 18: zero 11–138 times) with its extra bits.
    private struct Run {
        var symbol: Int
        var extraBits = 0
        var extraValue = 0
    }

    /// Run-length codes the code lengths of both alphabets together, as RFC 1951 allows.
    private static func codeLengthRuns(_ lengths: [Int]) -> [Run] {
        var runs: [Run] = []
        runs.reserveCapacity(lengths.count)
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var count = 1
            while i + count < lengths.count && lengths[i + count] == length { count += 1 }
            i += count
            if length == 0 {
                while count >= 11 {
                    let piece = min(count, 138)
                    runs.append(Run(symbol: 18, extraBits: 7, extraValue: piece - 11))
                    count -= piece
                }
                if count >= 3 {
                    runs.append(Run(symbol: 17, extraBits: 3, extraValue: count - 3))
                    count = 0
                }
            } else {
                runs.append(Run(symbol: length))
                count -= 1
                while count >= 3 {
                    let piece = min(count, 6)
                    runs.append(Run(symbol: 16, extraBits: 2, extraValue: piece - 3))
                    count -= piece
                }
            }
            for _ in 0..<count { runs.append(Run(symbol: length)) }
        }
        return runs
    }
}

/// A block's Huffman codes as ``BitWriter/write(_:codes:)`` looks them up: each literal and each match
/// length as one (bits, count) pair, the symbol's code with the length's extra bits above it, so that a
/// token costs one lookup and one write, not four.
struct TokenCodes {
    let literalBits: [UInt32]
    let literalCounts: [Int]
    let lengthBits: [UInt32]
    let lengthCounts: [Int]
    let distanceCodes: [UInt32]
    let distanceLengths: [Int]
    /// How many bits the tokens whose symbols occur as the frequencies given take, extra bits included.
    let tokenBits: Int

    init(literals literalCode: HuffmanCode, distances distanceCode: HuffmanCode, literalLengthFrequencies: [Int],
         distanceFrequencies: [Int]) {
        literalBits = Array(literalCode.codes.prefix(256))
        literalCounts = Array(literalCode.lengths.prefix(256))
        var lengthBits = [UInt32](repeating: 0, count: DeflateSymbols.maximumMatchLength + 1)
        var lengthCounts = [Int](repeating: 0, count: DeflateSymbols.maximumMatchLength + 1)
        for length in DeflateSymbols.minimumMatchLength...DeflateSymbols.maximumMatchLength {
            let entry = DeflateSymbols.lengthCodes[length]
            let symbol = Int(entry & 0xFFFF), extra = Int(entry >> 16 & 0xFF)
            lengthBits[length] = literalCode.codes[symbol] | (entry >> 24) << UInt32(literalCode.lengths[symbol])
            lengthCounts[length] = literalCode.lengths[symbol] + extra
        }
        (self.lengthBits, self.lengthCounts) = (lengthBits, lengthCounts)
        (distanceCodes, distanceLengths) = (distanceCode.codes, distanceCode.lengths)
        var bits = 0
        for (symbol, count) in literalLengthFrequencies.enumerated() where count > 0 {
            bits += count * (literalCode.lengths[symbol] + DeflateSymbols.extraBits(lengthSymbol: symbol))
        }
        for (symbol, count) in distanceFrequencies.enumerated() where count > 0 {
            bits += count * (distanceCode.lengths[symbol] + DeflateSymbols.extraBits(distanceSymbol: symbol))
        }
        tokenBits = bits
    }
}
