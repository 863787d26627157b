import Testing
@testable import MRefreshPNG

/// ``ScanlineParse`` takes its pixel-pair table from a pool, uncleared: whatever images the table served
/// before, a parse must give the tokens a new table gives.
@Suite("Pixel-pair tables reused between parses")
struct PairTablesTests {
    /// A `width`×`height` image of diagonal strokes whose pixels repeat at `seed`-dependent places, so its
    /// pairs recur and the table is used.
    static func image(width: Int, height: Int, seed: UInt32) -> [UInt32] {
        (0..<(width * height)).map { i in
            let x = i % width, y = i / width
            return (x + y + Int(seed)) % 7 < 2 ? 0xFF00_0000 | (seed &* 0x0101_0101 &+ UInt32((x / 3) % 4)) & 0xFF_FFFF : 0
        }
    }

    static func tokens(_ words: [UInt32], width: Int, height: Int) -> [UInt32] {
        let uniform = (0..<height).map { y in words[(y * width)..<((y + 1) * width)].allSatisfy { $0 == words[y * width] } }
        var parse = ScanlineParse(layout: .straightRGBA, width: width, rows: height)
        parse.parse(words.span, history: 0, uniform: uniform)
        return parse.finish().tokens
    }

    @Test("the same image gives the same tokens before and after a table served other images")
    func sameTokensWhateverTheTableServed() {
        let first = Self.image(width: 40, height: 30, seed: 1)
        let reference = Self.tokens(first, width: 40, height: 30)
        #expect(reference.count > 30, "a parse with matches and literals")
        // Other images, the same size and not, fill the pooled tables with their positions, which lie
        // in the first image's range: a table not offset past them would offer false matches.
        for seed in 2..<40 {
            let (width, height) = seed % 3 == 0 ? (40, 30) : (24 + seed, 10 + seed)
            _ = Self.tokens(Self.image(width: width, height: height, seed: UInt32(seed)), width: width, height: height)
            #expect(Self.tokens(first, width: 40, height: 30) == reference, "after image \(seed)")
        }
    }

    @Test("an image parsed on several threads at once gives one set of tokens")
    func sameTokensConcurrently() async {
        let words = Self.image(width: 64, height: 48, seed: 5)
        let reference = Self.tokens(words, width: 64, height: 48)
        let results = await withTaskGroup(of: [UInt32].self) { group in
            for index in 0..<32 {
                group.addTask {
                    // Interleaved with other images, so tables move between threads in any order.
                    _ = Self.tokens(Self.image(width: 30, height: 20, seed: UInt32(index)), width: 30, height: 20)
                    return Self.tokens(words, width: 64, height: 48)
                }
            }
            return await group.reduce(into: [[UInt32]]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == reference })
    }
}
