import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

let fontAwesomePath = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

private func load(_ text: String, fragment: String? = nil, lenient: Bool = false) throws(InputError) -> LoadedInput {
    try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: fragment), lenient: lenient)
}

/// Errors inside attribute values are reported at their line and column in the file.
struct FilePositionCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let message: String
    var testDescription: String { rule }
}

let filePositionCases: [FilePositionCase] = [
    FilePositionCase(rule: "error in a d attribute on line 3", text: """
        <svg xmlns="http://www.w3.org/2000/svg">
          <path d="M0 0L10 10"/>
          <path id="bad" d="M0 0L1 x"/>
        </svg>
        """, message: "icon.svg:3:28: expected a number after 'L', found 'x'"),
    FilePositionCase(rule: "d attribute spanning lines", text: """
        <svg>
          <path d="M0 0
                   L10 10
                   C1 2 3"/>
        </svg>
        """, message: "icon.svg:4:18: expected a number after 'C', found end of data"),
    FilePositionCase(rule: "after a character reference the column is still the file's", text: """
        <svg><path d="M0&#x20;0 L1 ?"/></svg>
        """, message: "icon.svg:1:28: expected a number after 'L', found '?'"),
    FilePositionCase(rule: "glyph d attribute in an SVG font", text: """
        <svg><defs><font><glyph glyph-name="ok" d="M0 0h10"/>
        <glyph glyph-name="broken" d="M0 0h"/></font></defs></svg>
        """, message: "icon.svg:2:36: expected a number after 'h', found end of data"),
    FilePositionCase(rule: "XML error", text: "<svg><path d='M0 0'></svg>",
                     message: "icon.svg:1:21: mismatched end tag </svg>: expected </path>"),
]

@Test("errors point into the file", arguments: filePositionCases)
func filePositions(_ row: FilePositionCase) {
    do {
        _ = try load(row.text)
        Issue.record("expected an error")
    } catch {
        #expect(error.description == row.message)
        #expect(error.kind == .invalidData)
    }
}

@Test("every <path d> of a document is a layer, in document order, named by id")
func documentLayers() throws {
    let input = try load("""
        <svg viewBox="0 0 24 24"><g><path id="a" d="M0 0H5"/><defs><path id="hidden" d="M0 0H1"/></defs>
        <path d="M1 1V3"/></g><path d="M2 2h1"/></svg>
        """)
    #expect(input.layers.map(\.name) == ["a", "path2", "path3"])
    #expect(input.viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
}

@Test("#id selects one element, or a group's paths")
func fragments() throws {
    let text = "<svg><g id='g'><path id='a' d='M0 0H5'/><path id='b' d='M0 0V5'/></g><path id='c' d='M0 0h1'/></svg>"
    #expect(try load(text, fragment: "b").layers.map(\.name) == ["b"])
    #expect(try load(text, fragment: "g").layers.map(\.name) == ["a", "b"])
    #expect(throws: InputError(file: "icon.svg", .svg(.noElement(id: "zz")))) {
        try load(text, fragment: "zz")
    }
}

@Test("lenient mode keeps a broken d attribute up to the error, with the error as a warning")
func lenientDocument() throws {
    let input = try load("<svg><path d='M0 0H5V5L9'/></svg>", lenient: true)
    #expect(input.layers[0].path.segmentCount == 2)
    #expect(input.warnings.map(\.description) == ["icon.svg:1:25: expected a number after 'L', found end of data"])
}

@Test("raw path data and #fragments on it")
func rawPathData() throws {
    let input = try InputLoader.load(Array("M0 0 10 0".utf8), spec: InputSpec("dir/arrow.path"))
    #expect(input.layers.map(\.name) == ["arrow"])
    #expect(input.layers[0].path.segmentCount == 1)
    #expect(throws: InputError.self) { try InputLoader.load(Array("M0 0".utf8), spec: InputSpec("a.path#x")) }
    let invalid: [UInt8] = Array("M0 0 L".utf8) + [0xFF]
    do {
        _ = try InputLoader.load(invalid, spec: InputSpec("bin.path"))
        Issue.record("expected an error")
    } catch {
        #expect(error.description == "bin.path:1:7: input is not valid UTF-8")
    }
}

@Test("input specs split at the last #", arguments: [
    ("icon.svg", "icon.svg", nil), ("font.svg#refresh", "font.svg", "refresh"), ("a#b.svg#c", "a#b.svg", "c"),
    ("trailing#", "trailing#", nil), ("#only", "#only", nil), ("-", "-", nil),
] as [(String, String, String?)])
func inputSpecs(_ argument: String, path: String, fragment: String?) {
    let spec = InputSpec(argument)
    #expect(spec.path == path && spec.fragment == fragment)
}

@Test("every Font Awesome glyph parses strictly")
func fontAwesomeGlyphs() throws {
    let bytes = try FontAwesome.bytes()
    let input = try InputLoader.load(bytes, spec: InputSpec(fontAwesomePath))
    #expect(input.layers.count == 707)
    #expect(input.warnings.isEmpty)
    #expect(input.layers.allSatisfy { $0.isYUp })
    let drawable = input.layers.filter { !$0.path.isEmpty }
    #expect(drawable.count > 650)
    for layer in drawable {
        let bounds = try #require(layer.path.bounds, "\(layer.name)")
        #expect(bounds.width > 0 && bounds.height > 0, "\(layer.name)")
        #expect(layer.path.length() > 0, "\(layer.name)")
    }
}

@Test("a glyph by name: the refresh icon")
func fontAwesomeRefresh() throws {
    let input = try InputLoader.load(try FontAwesome.bytes(), spec: InputSpec(fontAwesomePath + "#refresh"))
    let layer = try #require(input.layers.first)
    #expect(input.layers.count == 1 && layer.name == "refresh" && layer.isYUp)
    #expect(layer.path.subpaths.count == 2)
    #expect(layer.path.bounds == Rect(x: 0, y: -128, width: 1536, height: 1536))
}

/// A glyph asked for by name is read with the font's other glyphs hollowed (``SVGFontInput/otherGlyphs(than:)``):
/// what comes of it, layers or error, is what reading the whole document gives.
struct HollowedReadCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String?
    let fragment: String
    var testDescription: String { rule }
}

let hollowedReadCases: [HollowedReadCase] = [
    HollowedReadCase(rule: "Font Awesome's refresh glyph", text: nil, fragment: "refresh"),
    HollowedReadCase(rule: "a name Font Awesome has no glyph for: the count of all its glyphs", text: nil, fragment: "nope"),
    HollowedReadCase(rule: "the font's advance and face give the box", text: """
        <svg><font horiz-adv-x="900"><font-face units-per-em="1000" ascent="800" descent="-200"/>
        <glyph glyph-name="a" d="M0 0h10"/><glyph glyph-name="b" horiz-adv-x="500" d="M0 0v10"/></font></svg>
        """, fragment: "b"),
    HollowedReadCase(rule: "the named glyph's error at its place; others' errors are not read", text: """
        <svg><font><glyph glyph-name="a" d="M0 0h"/>
        <glyph glyph-name="b" d="M0 0L1"/></font></svg>
        """, fragment: "b"),
    HollowedReadCase(rule: "the named glyph's bad metric", text: """
        <svg><font><glyph glyph-name="a"/><glyph glyph-name="b" horiz-adv-x="wide" d="M0 0h1"/></font></svg>
        """, fragment: "b"),
    HollowedReadCase(rule: "no glyph of that name among three", text: """
        <svg><font><glyph glyph-name="a"/><glyph glyph-name="b"/><glyph unicode="c"/></font></svg>
        """, fragment: "z"),
    HollowedReadCase(rule: "not a font (its first <font> has no glyph): read whole, a path by id", text: """
        <svg><font/><font><glyph id="g" glyph-name="x" d="M0 0h5"/></font><path id="p" d="M0 0h9"/></svg>
        """, fragment: "p"),
    HollowedReadCase(rule: "not a font: a glyph's id is still found", text: """
        <svg><font/><font><glyph id="g" glyph-name="x" d="M0 0h5"/></font><use id="u" href="#g"/></svg>
        """, fragment: "g"),
]

@Test(arguments: hollowedReadCases)
func hollowedReadIsWholeRead(_ row: HollowedReadCase) throws {
    let bytes = try row.text.map { Array($0.utf8) } ?? FontAwesome.bytes()
    let spec = InputSpec(path: "font.svg", fragment: row.fragment)
    func outcome(_ read: () throws(InputError) -> LoadedInput) -> String {
        do {
            let input = try read()
            return (input.layers.map { "\($0.name): \($0.path)" } + ["box \(String(describing: input.viewBox))"]
                + input.warnings.map(\.description)).joined(separator: "\n")
        } catch {
            return "error: \(error.description)"
        }
    }
    let hollowed = outcome { () throws(InputError) in try InputLoader.load(bytes, spec: spec, lenient: true) }
    let whole = outcome { () throws(InputError) in
        try InputLoader.load(try InputLoader.document(bytes, file: "font.svg"), spec: spec, lenient: true)
    }
    #expect(hollowed == whole)
    let strict = outcome { () throws(InputError) in try InputLoader.load(bytes, spec: spec) }
    let wholeStrict = outcome { () throws(InputError) in try InputLoader.load(try InputLoader.document(bytes, file: "font.svg"), spec: spec) }
    #expect(strict == wholeStrict)
}

/// Debian's fonts-font-awesome: an SVG font of ~700 glyphs. `make test` installs it; a missing font fails
/// the tests that need it rather than skipping them.
enum FontAwesome {
    static func bytes() throws -> [UInt8] {
        try FileBytes.read(fontAwesomePath)
    }
}
