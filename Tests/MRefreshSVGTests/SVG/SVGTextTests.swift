import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

// SVG text (issue 34): how <text> and <tspan> become a TextBlock, and the bounds on hostile text.

private func read(lenient: Bool = true, _ body: String) throws -> LoadedInput {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>"
    return try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: lenient)
}

private func block(_ body: String) throws -> TextBlock {
    try #require(try read(body).layers.first?.text)
}

/// Each chunk's start and its runs' texts.
private func shape(_ block: TextBlock) -> [String] {
    block.chunks.map { chunk in
        let start = "\(chunk.x.map { "\(Int($0))" } ?? "-"),\(chunk.y.map { "\(Int($0))" } ?? "-")"
        return start + " " + chunk.runs.map { run in
            (run.offset == .zero ? "" : "(\(Int(run.offset.x)),\(Int(run.offset.y)))") + "[\(run.text)]"
        }.joined()
    }
}

struct TextLayoutCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let body: String
    let expected: [String]
    var testDescription: String { rule }
}

let textLayoutCases: [TextLayoutCase] = [
    TextLayoutCase(rule: "white space collapses across tspans; leading and trailing spaces go",
                   body: "<text x='1' y='2'>  a \n\t b <tspan> c</tspan>  </text>", expected: ["1,2 [a b c]"]),
    TextLayoutCase(rule: "xml:space=preserve keeps every space, a newline or tab as a space",
                   body: "<text xml:space='preserve' x='1' y='2'> a\n b </text>", expected: ["1,2 [ a  b ]"]),
    TextLayoutCase(rule: "white-space: pre keeps spaces too", body: "<text style='white-space: pre' x='1' y='2'>a  b</text>",
                   expected: ["1,2 [a  b]"]),
    TextLayoutCase(rule: "an absolute x or y starts a chunk; the other coordinate goes on",
                   body: "<text x='1 5' y='2'>abc</text>", expected: ["1,2 [a]", "5,- [bc]"]),
    TextLayoutCase(rule: "dx and dy start a run moved from where the text before ends",
                   body: "<text x='1' y='2' dx='0 3' dy='0 0 -4'>abcd</text>", expected: ["1,2 [a](3,0)[b](0,-4)[cd]"]),
    TextLayoutCase(rule: "a tspan's list overrides for its characters; past its end the text's list reaches on",
                   body: "<text x='10 20 30 40'>a<tspan x='7'>bc</tspan>d</text>", expected: ["10,- [a]", "7,- [b]", "30,- [c]", "40,- [d]"]),
    TextLayoutCase(rule: "a tspan of another paint is a run of its own, in the same chunk",
                   body: "<text x='1' y='2'>a<tspan fill='red'>b</tspan>c</text>", expected: ["1,2 [a][b][c]"]),
    TextLayoutCase(rule: "display:none leaves a tspan out; unknown children are not text",
                   body: "<text x='1' y='2'>a<tspan display='none'>b</tspan><foo>c</foo>d</text>", expected: ["1,2 [ad]"]),
]

@Test("SVG text: chunks, runs and white space as SVG 2 and CSS place them", arguments: textLayoutCases)
func textLayout(_ row: TextLayoutCase) throws {
    #expect(shape(try block(row.body)) == row.expected)
}

@Test("font properties: families unquoted, sizes in units and percentages, weights incl. bolder/lighter, the font shorthand")
func fontProperties() throws {
    let fonts = try read("""
        <g font-size="10"><text font-family="'DejaVu Sans', serif">a</text><text font-size="150%">b</text>
        <text font-size="12pt" font-weight="bold"><tspan font-weight="bolder">c</tspan></text>
        <text style="font: italic 600 condensed 20px/1.5 Foo Bar, sans-serif">d</text>
        <text font-stretch="62.5%" font-style="oblique 10deg" font-weight="lighter">e</text></g>
        """).layers.compactMap { $0.text?.chunks.first?.runs.first?.font }
    #expect(fonts.map(\.families) == ["DejaVu Sans, serif", "sans-serif", "sans-serif", "Foo Bar, sans-serif", "sans-serif"])
    #expect(fonts.map(\.size) == [10, 15, 16, 20, 10])
    #expect(fonts.map(\.weight) == [400, 400, 900, 600, 100])
    #expect(fonts.map(\.style) == [.normal, .normal, .normal, .italic, .oblique])
    #expect(fonts.map(\.stretch) == [100, 100, 100, 75, 62.5])
}

@Test("spacing and anchor: letter- and word-spacing in lengths (em of the font size), text-anchor per chunk from its first character")
func spacingAndAnchor() throws {
    let text = try block("""
        <text font-size="10" letter-spacing="0.5em" word-spacing="3" text-anchor="end" x="50" y="9">a<tspan text-anchor="middle" x="20">b</tspan></text>
        """)
    #expect(text.chunks.map(\.anchor) == [.end, .middle])
    #expect(text.chunks[0].runs[0].letterSpacing == 5 && text.chunks[0].runs[0].wordSpacing == 3)
}

@Test("a text layer is placed by its transforms and takes its paints and opacity; text that paints nothing is no layer")
func textLayerStyle() throws {
    let input = try read("""
        <g transform="translate(5 0)" opacity="0.5"><text transform="scale(2)" fill="#ff0000" fill-opacity="0.5" x="1" y="2">a</text></g>
        <text fill="none">unseen</text><text>  </text>
        """)
    #expect(input.layers.count == 1)
    let layer = try #require(input.layers.first)
    #expect(layer.path.isEmpty && layer.text?.transform == AffineTransform.scale(2, 2).then(.translation(5, 0)))
    #expect(layer.text?.chunks[0].runs[0].fill == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(layer.style?.opacity == 0.5)
}

/// Hostile text: each ends fast with a warning at its <text>, the text up to the limit kept.
struct HostileTextCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let body: String
    let warning: String
    var testDescription: String { rule }
}

let hostileTextCases: [HostileTextCase] = [
    HostileTextCase(rule: "100,000 tspans", body: "<text>" + String(repeating: "<tspan dx='1'>a</tspan>", count: 100_000) + "</text>",
                    warning: "icon.svg:1:63: <text> goes beyond 500 runs of one font and paint"),
    HostileTextCase(rule: "a 1 MB text node", body: "<text>" + String(repeating: "word ", count: 200_000) + "</text>",
                    warning: "icon.svg:1:63: <text> goes beyond 1000 characters"),
    HostileTextCase(rule: "tspans nested 200 deep", body: "<text>b" + String(repeating: "<tspan>", count: 200) + "a"
                        + String(repeating: "</tspan>", count: 200) + "</text>",
                    warning: "icon.svg:1:63: <text> goes beyond 32 nested <tspan>s"),
    HostileTextCase(rule: "an absurd font size", body: "<text font-size='1e30'>huge</text><text font-size='9999'>big</text>",
                    warning: "icon.svg:1:63: <text> goes beyond a font size of 10000 units"),
    HostileTextCase(rule: "a million-long x list", body: "<text x='" + String(repeating: "1 ", count: 1_000_000) + "'>ab</text>",
                    warning: ""),
    HostileTextCase(rule: "many texts past the document's characters",
                    body: String(repeating: "<text>" + String(repeating: "x", count: 1000) + "</text>", count: 20),
                    warning: "icon.svg:1:4115: <text> goes beyond the document's 4000 characters of text"),
]

@Test("hostile text ends fast with one positioned warning, the text up to the limit kept; strict refuses it", arguments: hostileTextCases)
func hostileText(_ row: HostileTextCase) throws {
    let start = ContinuousClock.now
    let input = try read(row.body)
    #expect(ContinuousClock.now - start < .seconds(10), "\(row.rule) took \(ContinuousClock.now - start)")
    #expect(input.warnings.map(\.description) == (row.warning.isEmpty ? [] : [row.warning]))
    #expect(input.warnings.allSatisfy { $0.consequence == .restDrawn })
    let characters = input.layers.compactMap(\.text).reduce(0) { $0 + $1.characterCount }
    #expect(characters > 0 && characters <= TextBlock.maximumDocumentCharacters)
    if !row.warning.isEmpty {
        #expect(throws: InputError.self) { try read(lenient: false, row.body) }
    }
}

@Test("textPath: its characters a chunk of their own along the shape it names (the shape's transform applied, startOffset in lengths or a percentage of its length); text after it goes on in a chunk of its own")
func textPathChunk() throws {
    let input = try read("""
        <defs><path id='p' d='M0 50 H80' transform='translate(10 0)'/></defs>\
        <text x='1' y='9'>a<textPath href='#p' startOffset='25%'>on a <tspan fill='red'>path</tspan></textPath>b</text>
        """)
    #expect(input.warnings.isEmpty, "\(input.warnings)")
    let text = try #require(input.layers.first?.text)
    #expect(shape(text) == ["1,9 [a]", "-,- [on a ][path]", "-,- [b]"])
    let along = try #require(text.chunks[1].path)
    #expect(along.startOffset == 20 && along.path.bounds == Rect(x: 10, y: 50, width: 80, height: 0))
    #expect(text.chunks[0].path == nil && text.chunks[2].path == nil)
}

@Test("a textPath that names no shape is not drawn, with a warning at it; the rest of the text is")
func textPathWithoutShape() throws {
    let input = try read("<g id='g'/><text x='1' y='9'>a<textPath href='#q'>gone</textPath><textPath href='#g'>too</textPath>b</text>")
    #expect(input.warnings.map(\.description) == [
        "icon.svg:1:93: <textPath> refers to '#q', which is not a shape of the document",
        "icon.svg:1:128: <textPath> refers to '#g', which is not a shape of the document",
    ])
    #expect(input.warnings.allSatisfy { $0.consequence == .notDrawn })
    #expect(shape(try #require(input.layers.first?.text)) == ["1,9 [ab]"])
}
