import Testing
@testable import MRefreshPNG

@Suite("DEFLATE internals")
struct DeflateInternalsTests {
    @Test("distance codes follow RFC 1951's table", arguments: [
        (1, 0, 0, 0), (4, 3, 0, 0), (5, 4, 1, 0), (6, 4, 1, 1), (7, 5, 1, 0), (8, 5, 1, 1), (9, 6, 2, 0),
        (12, 6, 2, 3), (13, 7, 2, 0), (513, 18, 8, 0), (1537, 21, 9, 0), (24577, 29, 13, 0), (32768, 29, 13, 8191),
    ])
    func distanceCode(distance: Int, symbol: Int, extraBits: Int, extraValue: Int) {
        let code = DeflateSymbols.distanceCode(distance)
        #expect(code.symbol == symbol && code.extraBits == extraBits && code.extraValue == extraValue)
    }

    @Test("length codes follow RFC 1951's table", arguments: [
        (3, 257, 0, 0), (10, 264, 0, 0), (11, 265, 1, 0), (12, 265, 1, 1), (19, 269, 2, 0), (130, 280, 4, 15),
        (227, 284, 5, 0), (257, 284, 5, 30), (258, 285, 0, 0),
    ])
    func lengthCode(length: Int, symbol: Int, extraBits: Int, extraValue: Int) {
        let entry = DeflateSymbols.lengthCodes[length]
        #expect(Int(entry & 0xFFFF) == symbol && Int(entry >> 16 & 0xFF) == extraBits && Int(entry >> 24) == extraValue)
    }

    /// Frequencies that make plain Huffman codes too long, or sit at the edges of the algorithm.
    static let frequencyTables: [(String, [Int], Int)] = [
        ("two symbols", [5, 0, 0, 9], 15),
        ("uniform", [Int](repeating: 3, count: 286), 15),
        ("fibonacci, 30 symbols, limit 15", (0..<30).reduce(into: [1, 1]) { f, _ in f.append(f[f.count - 1] + f[f.count - 2]) }, 15),
        ("fibonacci, 19 symbols, limit 7", Array((0..<17).reduce(into: [1, 1]) { f, _ in f.append(f[f.count - 1] + f[f.count - 2]) }.prefix(19)), 7),
        ("one dominant", [1_000_000] + [Int](repeating: 1, count: 40) + [0, 0, 2], 15),
    ]

    /// A token stream, named for the test's output.
    struct TokenStream: CustomTestStringConvertible, Sendable {
        let name: String
        let tokens: [UInt32]
        /// Bits the writer holds before the tokens.
        let leadingBits: Int
        var testDescription: String { name }
    }

    static func match(length: Int, distance: Int) -> UInt32 {
        PixelMatchTokens.matchFlag | UInt32(length) << 16 | UInt32(distance)
    }

    /// Literals only; matches at every distance class and many lengths; and a mix after bits that are not
    /// a whole byte.
    static let tokenStreams: [TokenStream] = [
        TokenStream(name: "literals", tokens: (0..<600).map { (i: Int) -> UInt32 in UInt32(i * 37 % 256) }, leadingBits: 0),
        TokenStream(name: "matches", tokens: (0..<400).map { (i: Int) -> UInt32 in
            match(length: 3 + i * 7 % 256, distance: 1 + i * 613 % 32768)
        }, leadingBits: 5),
        TokenStream(name: "mixed, longest and farthest", tokens: (0..<500).map { (i: Int) -> UInt32 in
            i % 3 == 0 ? UInt32(i % 256) : match(length: i % 2 == 0 ? 258 : 3, distance: i % 5 == 0 ? 32768 : 4)
        }, leadingBits: 13),
    ]

    @Test("tokens written through a span are the fields written one by one, in the bits counted", arguments: tokenStreams)
    func tokenWriting(_ stream: TokenStream) {
        let (name, tokens, leadingBits) = (stream.name, stream.tokens, stream.leadingBits)
        var literalLengths = [Int](repeating: 0, count: DeflateSymbols.literalLengthCount)
        var distances = [Int](repeating: 0, count: DeflateSymbols.distanceCount)
        for token in tokens {
            if token < 256 { literalLengths[Int(token)] += 1; continue }
            literalLengths[Int(DeflateSymbols.lengthCodes[Int(token >> 16 & 0x1FF)] & 0xFFFF)] += 1
            distances[DeflateSymbols.distanceCode(Int(token & 0xFFFF)).symbol] += 1
        }
        let literalCode = HuffmanCode(frequencies: literalLengths, maximumLength: 15)
        let distanceCode = HuffmanCode(frequencies: distances.map { max($0, 1) }, maximumLength: 15)
        let codes = TokenCodes(literals: literalCode, distances: distanceCode, literalLengthFrequencies: literalLengths,
                               distanceFrequencies: distances)
        // The reference: each token's symbol code and extra bits as separate fields.
        var expected = BitWriter(prefix: [0x78], capacity: 0)
        expected.write(UInt32(1 << leadingBits) - 1, count: leadingBits)
        var bits = 0
        for token in tokens {
            if token < 256 {
                expected.write(literalCode.codes[Int(token)], count: literalCode.lengths[Int(token)])
                bits += literalCode.lengths[Int(token)]
                continue
            }
            let entry = DeflateSymbols.lengthCodes[Int(token >> 16 & 0x1FF)]
            let symbol = Int(entry & 0xFFFF), extra = Int(entry >> 16 & 0xFF)
            expected.write(literalCode.codes[symbol], count: literalCode.lengths[symbol])
            expected.write(entry >> 24, count: extra)
            let distance = DeflateSymbols.distanceCode(Int(token & 0xFFFF))
            expected.write(distanceCode.codes[distance.symbol], count: distanceCode.lengths[distance.symbol])
            expected.write(UInt32(distance.extraValue), count: distance.extraBits)
            bits += literalCode.lengths[symbol] + extra + distanceCode.lengths[distance.symbol] + distance.extraBits
        }
        // From no room at all: the writer makes what the tokens need.
        var writer = BitWriter(prefix: [0x78], capacity: 0)
        writer.write(UInt32(1 << leadingBits) - 1, count: leadingBits)
        writer.write(tokens, codes: codes)
        #expect(codes.tokenBits == bits, "\(name)")
        #expect(writer.finish() == expected.finish(), "\(name)")
    }

    @Test("Huffman codes respect the length limit and are complete prefix codes", arguments: frequencyTables)
    func huffmanCode(name: String, frequencies: [Int], limit: Int) {
        let code = HuffmanCode(frequencies: frequencies, maximumLength: limit)
        let used = code.lengths.filter { $0 > 0 }
        #expect(used.count == frequencies.count { $0 > 0 }, "\(name): every used symbol has a code")
        #expect(used.max()! <= limit, "\(name): longest \(used.max()!)")
        // Kraft: Σ 2^-length == 1 exactly, i.e. no code word is wasted and inflate accepts it.
        let kraft = used.reduce(0) { $0 + (1 << (limit - $1)) }
        #expect(kraft == 1 << limit, "\(name): Kraft sum \(kraft) of \(1 << limit)")
        // Prefix-free: no code (read in stream order) starts another.
        let words = zip(code.codes, code.lengths).filter { $0.1 > 0 }.map { code, length in
            (0..<length).map { code >> $0 & 1 }
        }
        for (i, a) in words.enumerated() {
            for (j, b) in words.enumerated() where i != j && a.count <= b.count {
                #expect(Array(b.prefix(a.count)) != a, "\(name): code \(i) prefixes code \(j)")
            }
        }
        // More frequent symbols never get longer codes.
        for i in frequencies.indices where frequencies[i] > 0 {
            for j in frequencies.indices where frequencies[j] > frequencies[i] {
                #expect(code.lengths[j] <= code.lengths[i], "\(name): \(j) longer than rarer \(i)")
            }
        }
    }

    @Test("bits are packed least significant first")
    func bitWriter() {
        var writer = BitWriter(prefix: [0xAB], capacity: 0)
        writer.write(0b1, count: 1)
        writer.write(0b10, count: 2)
        writer.write(0x1F, count: 5)
        writer.write(0x1234_5678, count: 32)
        writer.write(0b101, count: 3)
        #expect(writer.finish() == [0xAB, 0b1111_1101, 0x78, 0x56, 0x34, 0x12, 0b101])
    }
}

@Suite("Adler-32")
struct Adler32Tests {
    /// RFC 1950's definition, byte by byte.
    private func reference(_ bytes: [UInt8], from start: UInt32 = 1) -> UInt32 {
        var s1 = start & 0xFFFF, s2 = start >> 16
        for byte in bytes {
            s1 = (s1 + UInt32(byte)) % 65521
            s2 = (s2 + s1) % 65521
        }
        return s2 << 16 | s1
    }

    @Test("repetitions in closed form equal summing byte by byte", arguments: [
        ([], 1), ([0], 7), ([255, 255, 255], 1), ([255, 255, 255, 255], 32767),
        ([12, 200, 7], 5553), ([1, 2, 3, 4], 20000), ([0, 0, 0, 0], 9000),
    ] as [([UInt8], Int)])
    func repetitions(pattern: [UInt8], count: Int) {
        for start: UInt32 in [1, 0xFFF0_FFF0, 0x1234_5678 % 65521] {
            var adler = Adler32(value: start)
            adler.append(repeating: pattern, count: count)
            let bytes = Array([[UInt8]](repeating: pattern, count: count).joined())
            #expect(adler.value == reference(bytes, from: start), "start \(start)")
        }
    }

    @Test("a zero byte adds s1 to s2")
    func zeroByte() {
        var adler = Adler32(value: 0xFFF0_0005)
        adler.appendZero()
        #expect(adler.value == reference([0], from: 0xFFF0_0005))
    }
}
