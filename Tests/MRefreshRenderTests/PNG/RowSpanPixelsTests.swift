import Testing
@testable import MRefreshRender

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
        let (_, _, _, spans) = straightRGBAWords(pixels.span, width: 4, height: height, recordsSpans: true)
        for y in 0..<height {
            let row = pixels[(y * 4)..<(y * 4 + 4)]
            let nonZero = row.indices.filter { row[$0] != 0 }.map { $0 - y * 4 }
            let expected = nonZero.isEmpty ? (0, 0) : (nonZero.first!, nonZero.last! + 1)
            #expect(spans.map { (Int($0.starts[y]), Int($0.ends[y])) } ?? (-1, -1) == expected, "\(name), row \(y)")
        }
    }

    @Test("kept spans copied into a sheet give the frame's words, zeros around them", arguments: frames)
    func copy(name: String, pixels: [UInt32]) {
        let height = pixels.count / 4
        let (words, _, _, spans) = straightRGBAWords(pixels.span, width: 4, height: height, recordsSpans: true)
        let kept = RowSpanPixels(words.span, width: 4, spans: spans)
        #expect(kept.words.count == (0..<height).reduce(0) { $0 + Int(spans!.ends[$1] - spans!.starts[$1]) })
        // Into a 3-column sheet row, the middle column, over words that were not zero (the last band's).
        var sheet = [UInt32](repeating: 0xDEAD_BEEF, count: 12 * height)
        copyPixelBlock(kept, rows: 0..<height, into: &sheet, offset: 4, stride: 12)
        for y in 0..<height {
            #expect(Array(sheet[(y * 12 + 4)..<(y * 12 + 8)]) == Array(words[(y * 4)..<(y * 4 + 4)]), "\(name), row \(y)")
            #expect(sheet[(y * 12)..<(y * 12 + 4)].allSatisfy { $0 == 0xDEAD_BEEF }, "\(name): left cell untouched")
            for x in 0..<4 { #expect(kept.word(x: x, y: y) == words[y * 4 + x], "\(name) (\(x), \(y))") }
        }
        // A band of the rows from the second on: the cells are copied a few rows at a time.
        if height > 1 {
            var part = [UInt32](repeating: 7, count: 4 * (height - 1))
            copyPixelBlock(kept, rows: 1..<height, into: &part, offset: 0, stride: 4)
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
