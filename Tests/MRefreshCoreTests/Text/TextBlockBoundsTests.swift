import MRefreshCore
import Testing

/// The box fitting counts for SVG text: chunks placed and anchored as the renderer places them, in em
/// estimates (0.6 em a character, 0.93 up, 0.24 down).
struct TextBlockBoundsTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let block: TextBlock
        let expected: Rect?
        var testDescription: String { name }
    }

    static func run(_ text: String, size: Double = 10, dx: Double = 0, fill: Color? = .black, visible: Bool = true) -> TextBlock.Run {
        TextBlock.Run(text: text, font: TextBlock.Font(size: size), offset: Vector(dx, 0), fill: fill, visible: visible)
    }

    static let rows: [Row] = [
        Row(name: "start-anchored at its x", block: TextBlock(chunks: [.init(x: 10, y: 20, anchor: .start, runs: [run("abcd")])]),
            expected: Rect(x: 10, y: 20 - 9.3, width: 24, height: 11.7)),
        Row(name: "middle-anchored about its x", block: TextBlock(chunks: [.init(x: 50, y: 20, anchor: .middle, runs: [run("abcd")])]),
            expected: Rect(x: 38, y: 20 - 9.3, width: 24, height: 11.7)),
        Row(name: "end-anchored ending at its x", block: TextBlock(chunks: [.init(x: 50, y: 20, anchor: .end, runs: [run("abcd")])]),
            expected: Rect(x: 26, y: 20 - 9.3, width: 24, height: 11.7)),
        Row(name: "a second chunk without x continues where the first ended",
            block: TextBlock(chunks: [.init(x: 0, y: 10, anchor: .start, runs: [run("ab")]), .init(x: nil, y: 30, anchor: .start, runs: [run("cd")])]),
            expected: Rect(x: 0, y: 10 - 9.3, width: 24, height: 20 + 11.7)),
        Row(name: "dx moves a run; a hidden run takes room but covers nothing",
            block: TextBlock(chunks: [.init(x: 0, y: 10, anchor: .start, runs: [run("ab", visible: false), run("c", dx: 4)])]),
            expected: Rect(x: 16, y: 10 - 9.3, width: 6, height: 11.7)),
        Row(name: "no paint, no box", block: TextBlock(chunks: [.init(x: 0, y: 0, anchor: .start, runs: [run("ab", fill: nil)])]), expected: nil),
        Row(name: "only spaces, no box", block: TextBlock(chunks: [.init(x: 0, y: 0, anchor: .start, runs: [run("   ")])]), expected: nil),
        Row(name: "the element's transform applies", block: TextBlock(chunks: [.init(x: 0, y: 10, anchor: .start, runs: [run("ab")])],
                                                                   transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 5, f: 0)),
            expected: Rect(x: 5, y: 2 * (10 - 9.3), width: 24, height: 2 * 11.7)),
    ]

    @Test(arguments: rows)
    func estimatedBounds(_ row: Row) {
        let box = row.block.estimatedBounds
        guard let expected = row.expected else { #expect(box == nil); return }
        guard let box else { Issue.record("no box, expected \(expected)"); return }
        for (a, b) in [(box.minX, expected.minX), (box.minY, expected.minY), (box.maxX, expected.maxX), (box.maxY, expected.maxY)] {
            #expect(abs(a - b) < 1e-9, "\(box) expected \(expected)")
        }
    }
}
