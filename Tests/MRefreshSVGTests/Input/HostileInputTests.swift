import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

/// One hostile or broken input: the document, and the message and position the user must see.
struct HostileCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let fragment: String?
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { rule }

    init(_ rule: String, _ text: String, fragment: String? = nil, message: String, line: Int, column: Int) {
        self.rule = rule
        self.text = text
        self.fragment = fragment
        self.message = message
        self.line = line
        self.column = column
    }
}

private let header = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 20 20\">\n"

private func font(_ attributes: String, face: String = "units-per-em=\"1000\" ascent=\"800\" descent=\"-200\"") -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\"><defs><font \(attributes)>\n<font-face \(face)/>\n"
        + "<glyph glyph-name=\"g\" unicode=\"a\" d=\"M0 0L100 100L200 0Z\"/></font></defs></svg>"
}

/// Reliability findings 2 and 3, and the other ways a number in a document can be out of range: each is
/// an error at the attribute or element that holds it, never NaN or infinity flowing on.
let hostileCases: [HostileCase] = [
    HostileCase("finding 2: stroke-opacity nan%", header + "<path d=\"M0 0H10\" stroke=\"red\" stroke-opacity=\"nan%\"/></svg>",
                message: "expected a number or percentage for 'stroke-opacity', found 'nan%'", line: 2, column: 48),
    HostileCase("opacity inf", header + "<path d=\"M0 0H10\" stroke=\"red\" opacity=\"inf\"/></svg>",
                message: "expected a number or percentage for 'opacity', found 'inf'", line: 2, column: 41),
    HostileCase("fill-opacity in hexadecimal", header + "<path d=\"M0 0H10\" fill-opacity=\"0x1p-1\"/></svg>",
                message: "expected a number or percentage for 'fill-opacity', found '0x1p-1'", line: 2, column: 33),
    HostileCase("a style attribute with NaN", header + "<path d=\"M0 0H10\" stroke=\"red\" style=\"stroke-opacity: NaN\"/></svg>",
                message: "expected a number or percentage for 'stroke-opacity', found 'NaN'", line: 2, column: 39),
    HostileCase("stroke-width out of the double range", header + "<path d=\"M0 0H10\" stroke=\"red\" stroke-width=\"1e400\"/></svg>",
                message: "expected a length for 'stroke-width', found '1e400'", line: 2, column: 46),
    HostileCase("finding 3: horiz-adv-x inf", font("horiz-adv-x=\"inf\""),
                message: "expected a number within ±1e15 for 'horiz-adv-x', found 'inf'", line: 1, column: 66),
    HostileCase("a font ascent of nan", font("horiz-adv-x=\"1000\"", face: "units-per-em=\"1000\" ascent=\"nan\""),
                message: "expected a number within ±1e15 for 'ascent', found 'nan'", line: 2, column: 40),
    HostileCase("a glyph advance past the limit", font("horiz-adv-x=\"1e300\""),
                message: "expected a number within ±1e15 for 'horiz-adv-x', found '1e300'", line: 1, column: 66),
    HostileCase("nested transforms that multiply past the limit",
                header + "<g transform=\"scale(1e10)\"><g transform=\"scale(1e10)\">\n  <path d=\"M0 0H10\" stroke=\"red\"/></g></g></svg>",
                message: "<path> is out of range after its transforms: its points reach 1e+21 units, beyond ±1e15",
                line: 3, column: 3),
    HostileCase("a rectangle past the limit", header + "<rect width=\"1e300\" height=\"5\"/></svg>",
                message: "<rect> is out of range: its geometry reaches beyond ±1e15 units",
                line: 2, column: 1),
    HostileCase("a stroke width that a transform carries past the limit",
                header + "<g transform=\"scale(1e10)\"><path d=\"M0 0H1\" stroke=\"red\" stroke-width=\"1e10\"/></g></svg>",
                message: "<path> is out of range after its transforms: its stroke width reaches 1e+20 units, beyond ±1e15",
                line: 2, column: 28),
    HostileCase("a gradient with too many stops",
                header + "<linearGradient id=\"g\">" + String(repeating: "<stop offset=\"0\"/>", count: 257)
                    + "</linearGradient>\n<rect width=\"5\" height=\"5\" fill=\"url(#g)\"/></svg>",
                message: "<linearGradient> has more than 256 stops", line: 2, column: 1),
]

@Test("hostile documents fail where the problem is", arguments: hostileCases)
func hostileDocuments(_ row: HostileCase) {
    do {
        let input = try InputLoader.load(Array(row.text.utf8), spec: InputSpec(path: "icon.svg", fragment: row.fragment))
        Issue.record("expected an error, read \(input.layers.count) layers")
    } catch {
        #expect(error.kind == .invalidData)
        #expect(error.message == row.message)
        #expect(error.location?.line == row.line, "line of \(error)")
        #expect(error.location?.column == row.column, "column of \(error)")
    }
}

@Test("lenient mode warns about a bad number and keeps the property's value", arguments: [true, false])
func lenientBadNumber(_ inStyleAttribute: Bool) throws {
    let attribute = inStyleAttribute ? "style=\"stroke-opacity: nan%\"" : "stroke-opacity=\"nan%\""
    let text = header + "<path d=\"M0 0H10\" stroke=\"red\" \(attribute)/></svg>"
    let input = try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: true)
    #expect(input.warnings.map(\.message) == ["expected a number or percentage for 'stroke-opacity', found 'nan%'"])
    #expect(input.layers.first?.style?.stroke == Color(css: "red"))
}

@Test("a style sheet drops a declaration with a bad number, as CSS does")
func styleSheetDropsBadNumbers() throws {
    let text = header + "<style>path { stroke-opacity: nan%; stroke-width: inf }</style><path d=\"M0 0H10\" stroke=\"red\"/></svg>"
    let input = try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil))
    #expect(input.layers.first?.style?.stroke == Color(css: "red"))
    #expect(input.layers.first?.style?.lineWidth == 1)
}

@Test("<use> of a big path many times is refused once the segments pass the limit")
func useExpansionIsBounded() {
    let half = GeometryLimits.maximumSegments / 2 + 1
    let d = "M0 0" + String(repeating: "h1", count: half)
    let text = header + "<defs><path id=\"p\" d=\"\(d)\" stroke=\"red\"/></defs>\n<use href=\"#p\"/><use href=\"#p\"/>\n<use href=\"#p\"/></svg>"
    do {
        _ = try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil))
        Issue.record("expected an error")
    } catch {
        #expect(error.message == "more than \(GeometryLimits.maximumSegments) segments to draw (after <use> expansion); refusing the document")
        #expect(error.location?.line == 2)
    }
}
