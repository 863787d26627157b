import Testing
@testable import MRefreshPNG

/// A sprite sheet keeps each frame's rows between their first and last non-zero pixel only: what it
/// writes into the sheet must be the frame exactly, zeros and all.
@Suite("Row spans of a frame's pixels")
struct RowSpanPixelsTests {
    /// Premultiplied frames (4 wide), each row a case: empty, one pixel at either edge, a gap inside the
    /// span, full, and a transparent pixel with colour left (not zero, so inside the span).
    static let frames: [(String, [UInt32])] = [
        ("empty rows and edges", [
            0, 0, 0, 0,
            0xFF00_00FF, 0, 0, 0,
            0, 0, 0, 0x8040_2010,
            0, 0xFF11_2233, 0, 0xFF44_5566,
        ]),
        ("full rows", [
            0xFF01_0203, 0xFF01_0203, 0xFF01_0203, 0xFF01_0203,
            0x80FF_0000, 0x4000_4000, 0x2000_0020, 0x1010_1010,
        ]),
        ("transparent with colour", [
            0, 0x0000_0001, 0, 0,
            0, 0, 0, 0,
        ]),
        ("nothing drawn", [UInt32](repeating: 0, count: 12)),
    ]

    @Test("spans cover exactly the rows' first to last non-zero pixel", arguments: frames)
    func spans(name: String, pixels: [UInt32]) {
        let height = pixels.count / 4
        let (_, _, _, spans) = straightRGBAWords(pixels.span, width: 4, height: height)
        for y in 0..<height {
            let row = pixels[(y * 4)..<(y * 4 + 4)]
            let nonZero = row.indices.filter { row[$0] != 0 }.map { $0 - y * 4 }
            let expected = nonZero.isEmpty ? (0, 0) : (nonZero.first!, nonZero.last! + 1)
            #expect((Int(spans.starts[y]), Int(spans.ends[y])) == expected, "\(name), row \(y)")
        }
    }

    @Test("kept spans placed in a sheet give the frame's words, zeros around them", arguments: frames)
    func place(name: String, pixels: [UInt32]) {
        let height = pixels.count / 4
        let (words, _, _, spans) = straightRGBAWords(pixels.span, width: 4, height: height)
        let kept = RowSpanPixels(words.span, width: 4, spans: spans)
        #expect(kept.words.count == (0..<height).reduce(0) { $0 + Int(spans.ends[$1] - spans.starts[$1]) })
        for x in 0..<4 { for y in 0..<height { #expect(kept.word(x: x, y: y) == words[y * 4 + x], "\(name) (\(x), \(y))") } }
        // Into the middle column of a 3-column sheet row, over another frame placed there before (held).
        let before = RowSpanPixels([UInt32](repeating: 0xDEAD_BEEF, count: 4 * height).span, width: 4, spans: nil)
        var sheet = [UInt32](repeating: 0, count: 12 * height), held = RowSpans(height: height, perRow: 3)
        placeCellRows([before, before, nil], rows: 0..<height, into: &sheet, slot: 0, stride: 12, cellWidth: 4, held: &held)
        placeCellRows([nil, kept, nil], rows: 0..<height, into: &sheet, slot: 0, stride: 12, cellWidth: 4, held: &held)
        for y in 0..<height {
            #expect(Array(sheet[(y * 12)..<(y * 12 + 12)]) == [UInt32](repeating: 0, count: 4) + words[(y * 4)..<(y * 4 + 4)]
                    + [UInt32](repeating: 0, count: 4), "\(name), row \(y)")
            #expect(held.starts[y * 3 + 1] == spans.starts[y] && held.ends[y * 3 + 1] == spans.ends[y], "\(name), row \(y)")
            #expect(held.ends[y * 3] == held.starts[y * 3], "\(name): the first cell holds nothing now")
        }
        // A band of the rows from the second on: the cells are placed a few rows at a time.
        if height > 1 {
            var part = [UInt32](repeating: 0, count: 4 * (height - 1)), partHeld = RowSpans(height: height - 1)
            placeCellRows([kept], rows: 1..<height, into: &part, slot: 0, stride: 4, cellWidth: 4, held: &partHeld)
            #expect(part == Array(words[4...]), "\(name): rows 1…")
        }
    }

    @Test("an opaque frame is kept whole, as straight RGBA words")
    func opaque() {
        let pixels: [UInt32] = [0xFF11_2233, 0xFF44_5566, 0xFF77_8899, 0xFFAA_BBCC]
        let parse = PixelMatchTokens(pixels: pixels.span, width: 2, height: 2, keepsWords: true)
        #expect(parse.isOpaque)
        let kept = parse.kept!
        #expect(kept.words == pixels.map(PixelWordLayout.straightWord(ofOpaque:)))
        #expect(kept.starts == [0, 0] && kept.ends == [2, 2])
    }
}

/// The parse passes over the zeros between the spans it is given unread: the tokens must be those of
/// the parse that reads them.
@Suite("Parsing with row spans")
struct ParseWithSpansTests {
    /// A sheet-like image: `cells` cells of `cellWidth` side by side, `height` rows; cell `c` draws a ring-ish
    /// shape (pixels repeating along rows and from row to row) or nothing when `c` is in `empty`.
    static func image(cells: Int, cellWidth: Int, height: Int, empty: Set<Int>) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: cells * cellWidth * height)
        for y in 0..<height {
            for c in 0..<cells where !empty.contains(c) {
                let middle = cellWidth / 2, radius = abs(y - height / 2) / 2 + c
                for x in 0..<cellWidth where abs(x - middle) >= radius && abs(x - middle) < radius + 3 + y % 2 {
                    words[y * cells * cellWidth + c * cellWidth + x] = x % 3 == 0 ? 0xFF20_4080 : 0x8010_2040 | UInt32(y % 4)
                }
            }
        }
        return words
    }

    /// How the spans are given: one per cell exactly; one per cell widened by `slack` pixels each side
    /// (zeros inside a span are read as before); or one span for the whole row.
    static let cases: [(String, Int, Int, Int, Set<Int>, Int, Bool)] = [
        ("one cell, exact spans", 1, 24, 20, [], 0, false),
        ("four cells, exact", 4, 16, 18, [], 0, false),
        ("four cells, an empty one between", 4, 16, 18, [1], 0, false),
        ("three cells, spans widened", 3, 20, 16, [2], 2, false),
        ("three cells, one span a row", 3, 20, 16, [0], 0, true),
    ]

    @Test("the tokens are the same with spans as without", arguments: cases)
    func sameTokens(name: String, cells: Int, cellWidth: Int, height: Int, empty: Set<Int>, slack: Int, wholeRow: Bool) {
        let width = cells * cellWidth
        let words = Self.image(cells: cells, cellWidth: cellWidth, height: height, empty: empty)
        let uniform = (0..<height).map { y in words[(y * width)..<((y + 1) * width)].allSatisfy { $0 == words[y * width] } }
        var spans = RowSpans(height: height, perRow: wholeRow ? 1 : cells)
        for y in 0..<height {
            for c in 0..<(wholeRow ? 1 : cells) {
                let from = wholeRow ? 0 : c * cellWidth, to = wholeRow ? width : from + cellWidth
                let drawn = (from..<to).filter { words[y * width + $0] != 0 }
                guard let first = drawn.first, let last = drawn.last else { continue }
                spans.starts[y * spans.perRow + c] = Int32(max(from, first - slack))
                spans.ends[y * spans.perRow + c] = Int32(min(to, last + 1 + slack))
            }
        }
        var reading = ScanlineParse(layout: .straightRGBA, width: width, rows: height)
        reading.parse(words.span, history: 0, uniform: uniform)
        var skipping = ScanlineParse(layout: .straightRGBA, width: width, rows: height)
        skipping.parse(words.span, history: 0, uniform: uniform, spans: spans)
        let (read, skipped) = (reading.finish(), skipping.finish())
        #expect(read.tokens.count > height, "\(name): a parse with matches and literals")
        #expect(skipped.tokens == read.tokens, "\(name)")
        #expect(skipped.literalLengthFrequencies == read.literalLengthFrequencies, "\(name)")
    }
}
