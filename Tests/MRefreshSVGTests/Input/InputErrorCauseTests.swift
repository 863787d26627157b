import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSyntax
@testable import MRefreshSVG

/// One input and the error value reading it gives: the lower layer's error kept whole as the cause, at
/// its place in the file.
struct CauseCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    var fragment: String? = nil
    var lenient = false
    /// The error thrown, or (lenient) the first warning.
    let expected: InputError
    var testDescription: String { rule }
}

private func at(_ line: Int, _ column: Int, offset: Int = 0) -> MRefreshSyntax.SourceLocation {
    MRefreshSyntax.SourceLocation(offset: offset, line: line, column: column)
}

let causeCases: [CauseCase] = [
    CauseCase(rule: "path data: the parser's error, at its place in the file", text: "M0 0\nL1 x",
              expected: InputError(file: "icon.svg", location: at(2, 4, offset: 8),
                                   .pathData(PathDataError(expected: "a number after 'L'", found: "'x'",
                                                           location: at(2, 4, offset: 8), byteOffset: 8)))),
    CauseCase(rule: "path data, lenient: the same error as a warning, the path kept", text: "M0 0 L1 1 L2", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 13, offset: 12),
                                   .pathData(PathDataError(expected: "a number after 'L'", found: "end of data",
                                                           location: at(1, 13, offset: 12), byteOffset: 12)),
                                   consequence: .pathKept)),
    CauseCase(rule: "a d attribute: the parser's error (its own position in the value), at the file's", text: "<svg><path d='M0 0L1 x'/></svg>",
              expected: InputError(file: "icon.svg", location: at(1, 22, offset: 21),
                                   .pathData(PathDataError(expected: "a number after 'L'", found: "'x'",
                                                           location: at(1, 8, offset: 7), byteOffset: 7)))),
    CauseCase(rule: "a glyph's d attribute", text: "<svg><font><glyph glyph-name='a' d='M0 0h'/></font></svg>",
              expected: InputError(file: "icon.svg", location: at(1, 42, offset: 41),
                                   .pathData(PathDataError(expected: "a number after 'h'", found: "end of data",
                                                           location: at(1, 6, offset: 5), byteOffset: 5)))),
    CauseCase(rule: "XML: the reader's error, at its place in the file", text: "<svg><path d='M0 0'></svg>",
              expected: InputError(file: "icon.svg", location: at(1, 21, offset: 20),
                                   .xml(XMLError(message: "mismatched end tag </svg>: expected </path>",
                                                 location: at(1, 21, offset: 20))))),
    CauseCase(rule: "XML limits are the reader's errors too", text: "<svg>" + String(repeating: "<g>", count: 300),
              expected: InputError(file: "icon.svg", location: at(1, 771, offset: 770),
                                   .xml(XMLError(message: "elements nested too deeply: the limit is 256 levels",
                                                 location: at(1, 771, offset: 770))))),
    CauseCase(rule: "SVG: the root is not <svg>", text: "<html/>",
              expected: InputError(file: "icon.svg", location: at(1, 1), .svg(.notSVG(root: "html")))),
    CauseCase(rule: "SVG: no element with the #id", text: "<svg><path d='M0 0H1'/></svg>", fragment: "nope",
              expected: InputError(file: "icon.svg", .svg(.noElement(id: "nope")))),
    CauseCase(rule: "SVG: a transform list's syntax error is the parser's value, at its byte in the file",
              text: "<svg><path transform='rotate(x)' d='M0 0H1'/></svg>",
              expected: InputError(file: "icon.svg", location: at(1, 30, offset: 29),
                                   .svg(.syntax(SVGSyntaxError(expected: "a number in rotate()", found: "'x'", byteOffset: 7))),
                                   consequence: .drawnUntransformed)),
    CauseCase(rule: "SVG, lenient: a length in error is a warning, its initial value used",
              text: "<svg><rect width='wide' height='3'/><path d='M0 0H1'/></svg>", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 19, offset: 18),
                                   .svg(.invalidLength(attribute: "width", value: "wide")), consequence: .initialValueUsed)),
    CauseCase(rule: "SVG, lenient: a style value in error keeps the value as written",
              text: "<svg><path stroke-width=' 1zz ' d='M0 0H1'/></svg>", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 26, offset: 25),
                                   .svg(.invalidValue(property: "stroke-width", value: " 1zz ")), consequence: .attributeIgnored)),
    CauseCase(rule: "SVG, lenient: a <use> of a missing id", text: "<svg><use href='#gone'/><path d='M0 0H1'/></svg>", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 17, offset: 16), .svg(.missingReference(id: "gone")),
                                   consequence: .useNotDrawn)),
    CauseCase(rule: "SVG, lenient: what is not drawn, each feature counted, at its first use",
              text: "<svg><foreignObject/><foreignObject/><filter id='c'><feTurbulence/></filter><path filter='url(#c)' d='M0 0H1V1Z'/></svg>",
              lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 6, offset: 5),
                                   .svg(.unsupported([.init("<foreignObject>", count: 2), .init("<feTurbulence>")])), consequence: .restDrawn)),
    CauseCase(rule: "SVG, lenient: a filter of a missing id, at the reference",
              text: "<svg><path filter='url(#c)' d='M0 0H1'/></svg>", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 20, offset: 19),
                                   .svg(.masking(.missingReference(property: "filter", id: "c"))), consequence: .drawnUnfiltered)),
    CauseCase(rule: "SVG, lenient: a clip path of a missing id, at the reference",
              text: "<svg><path clip-path='url(#c)' d='M0 0H1'/></svg>", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 23, offset: 22),
                                   .svg(.masking(.missingReference(property: "clip-path", id: "c"))), consequence: .drawnUnclipped)),
    CauseCase(rule: "SVG: a shape carried past the limits by its transform",
              text: "<svg><g transform='scale(1e10)'><path transform='scale(1e10)' d='M0 0H1'/></g></svg>",
              expected: InputError(file: "icon.svg", location: at(1, 33, offset: 32),
                                   .svg(.transformedOutOfRange(element: "path", .points(1e20))), consequence: .notDrawn)),
    CauseCase(rule: "font: no glyph of that name", text: "<svg><font><glyph glyph-name='a' d='M0 0h1'/></font></svg>", fragment: "b",
              expected: InputError(file: "icon.svg", .font(.noGlyphNamed("b", glyphs: 1)))),
    CauseCase(rule: "font, lenient: a metric in error, its default used",
              text: "<svg><font horiz-adv-x='wide'><glyph glyph-name='a' d='M0 0h1'/></font></svg>", fragment: "a", lenient: true,
              expected: InputError(file: "icon.svg", location: at(1, 25, offset: 24),
                                   .font(.invalidMetric(attribute: "horiz-adv-x", value: "wide")), consequence: .defaultUsed)),
    CauseCase(rule: "a #fragment on path data", text: "M0 0H1", fragment: "a",
              expected: InputError(file: "icon.svg", .fragmentOnPathData("a"))),
]

@Test("an input's error wraps the lower layer's value", arguments: causeCases)
func inputErrorCauses(_ row: CauseCase) {
    do {
        let input = try InputLoader.load(Array(row.text.utf8), spec: InputSpec(path: "icon.svg", fragment: row.fragment),
                                         lenient: row.lenient)
        #expect(input.warnings.first == row.expected)
    } catch {
        #expect(!row.lenient, "\(error)")
        #expect(error == row.expected)
    }
}

@Test("path data given directly is named as the caller names it, and its warning keeps the path as a file's does")
func pathDataGivenDirectly() {
    #expect(throws: InputError(file: "option", location: at(1, 6, offset: 5),
                               .pathData(PathDataError(expected: "a number after 'L'", found: "end of data",
                                                       location: at(1, 6, offset: 5), byteOffset: 5)))) {
        try LoadedInput(pathData: "M0 0L", layerName: "path", file: "option")
    }
    let lenient = try? LoadedInput(pathData: "M0 0L1 1L", layerName: "path", file: "option", lenient: true)
    #expect(lenient?.warnings.first?.consequence == .pathKept)
    #expect(lenient?.warnings.first?.cause == .pathData(PathDataError(expected: "a number after 'L'", found: "end of data",
                                                                      location: at(1, 10, offset: 9), byteOffset: 9)))
}

@Test("an error placed at a layer's source: value keeps the input's error whole, its kind with it")
func placedErrors() {
    let inner = InputError(file: "bar.svg", .file(.cannotOpen(errno: ENOENT)))
    let placed = Indicator.placed(inner, at: SourceReference(file: "bar.yaml", location: at(12, 13)))
    #expect(placed == InputError(file: "bar.yaml", location: at(12, 13), .placed(inner)))
    #expect(placed.kind == .unreadable)
    #expect(placed.description == "bar.yaml:12:13: bar.svg: no such file")
}
