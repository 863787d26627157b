import Testing
@testable import MRefreshPNG

/// The PNG parse measures its matches and transparent runs eight words at a time: the counts must be
/// the word-by-word counts exactly, wherever the run ends (inside or at the edge of an eight-word step,
/// at the limit) and however the two runs are placed (overlapping, unaligned), or the files change.
@Suite("Runs of equal and zero words")
struct WordRunsTests {
    /// Run lengths around the eight-word steps: none, inside the first step, at its edges, and a few
    /// steps long.
    static let lengths = [0, 1, 2, 7, 8, 9, 15, 16, 17, 25, 40]

    /// How the second run is placed after the first: overlapping one word on (a run of one colour
    /// matched from the pixel to its left), odd, and far.
    static let distances = [1, 3, 8, 41]

    @Test("an equal run ends at the first word that differs, or at the limit", arguments: lengths, distances)
    func equalRun(length: Int, distance: Int) {
        let limits = [0, 1, length, length + 1, length + 9, 60]
        for limit in limits {
            // A repeating pattern, so that the run at `distance` on matches; then one word changed.
            var words = (0..<(distance + 70)).map { UInt32($0 % distance) &* 0x0101_0101 | 0xFF00_0000 }
            words[distance + length] ^= 0x0000_0100
            let naive = naiveEqualCount(words, distance, 0, limit: limit)
            #expect(equalWordCount(words.span, distance, 0, limit: limit) == naive,
                    "length \(length), distance \(distance), limit \(limit)")
            #expect(naive == min(limit, length))
        }
    }

    @Test("a zero run ends at the first word with a scanline byte set, or at the limit", arguments: lengths)
    func zeroRun(length: Int) {
        // Straight RGBA reads every byte; Cairo's opaque words leave out the alpha byte.
        let cases: [(mask: UInt32, stop: UInt32, ignored: UInt32)] = [
            (0xFFFF_FFFF, 0x0100_0000, 0), (0x00FF_FFFF, 0x0000_0001, 0xFF00_0000),
        ]
        for (mask, stop, ignored) in cases {
            for start in [0, 1, 5] {
                var words = [UInt32](repeating: ignored, count: start + 70)
                words[start + length] = stop
                for limit in [0, 1, length, length + 1, 60] {
                    let count = zeroWordCount(words.span, from: start, limit: limit, mask: mask)
                    #expect(count == min(limit, length), "mask \(mask), start \(start), limit \(limit)")
                }
            }
        }
    }

    private func naiveEqualCount(_ words: [UInt32], _ a: Int, _ b: Int, limit: Int) -> Int {
        var n = 0
        while n < limit && words[a + n] == words[b + n] { n += 1 }
        return n
    }
}
