import MRefreshCore
import MRefreshSyntax
import Testing
@testable import MRefreshRender

/// One font description and what Pango reported for it: the family asked for and the one loaded.
struct FontFallbackCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let font: String
    let asked: String?
    let used: String?
    /// Whether it is a fallback worth a warning.
    let falls: Bool
    var testDescription: String { rule }
}

private let fontFallbackCases: [FontFallbackCase] = [
    FontFallbackCase(rule: "the family loaded is the one asked for", font: "DejaVu Sans Bold 13", asked: "DejaVu Sans",
                     used: "DejaVu Sans", falls: false),
    FontFallbackCase(rule: "families compare without case", font: "dejavu sans 13", asked: "dejavu sans", used: "DejaVu Sans",
                     falls: false),
    FontFallbackCase(rule: "another family: a fallback", font: "Helvetica Neue 13", asked: "Helvetica Neue", used: "DejaVu Sans",
                     falls: true),
    FontFallbackCase(rule: "a list: any of its families will do", font: "Helvetica, DejaVu Sans 13", asked: "Helvetica,DejaVu Sans",
                     used: "DejaVu Sans", falls: false),
    FontFallbackCase(rule: "generic families are fontconfig's to resolve", font: "Sans Bold 13", asked: "Sans", used: "DejaVu Sans",
                     falls: false),
    FontFallbackCase(rule: "no family asked: the default is no fallback", font: "Bold 13", asked: nil, used: "DejaVu Sans", falls: false),
    FontFallbackCase(rule: "no font loaded at all: a fallback to nothing", font: "Nowhere 13", asked: "Nowhere", used: nil, falls: true),
]

@Test("a text layer's font falls back when Pango loads another family than the ones asked for", arguments: fontFallbackCases)
func fontFallback(_ row: FontFallbackCase) {
    let fallback = FontFallback.fallback(for: row.font, families: (row.asked, row.used))
    #expect((fallback != nil) == row.falls)
    if let fallback { #expect(fallback.asked == row.asked && fallback.used == row.used && fallback.font == row.font) }
}

@Test("Pango itself: an installed family loads as itself, a missing one as fontconfig's default (fonts-dejavu-core here)",
      arguments: [("DejaVu Sans Bold 12", "DejaVu Sans"), ("Nonexistent Grotesk 12", "DejaVu Sans"), ("DejaVu Serif 9", "DejaVu Serif")])
func pangoFamilies(_ font: String, used: String) throws {
    let pango = try Pango.shared.get()
    #expect(pango.families(of: font).used == used)
}

@Test("an indicator's fallbacks name each text layer whose font is missing, with its font: value's place")
func indicatorFallbacks() throws {
    var layer = LayerSpec(source: .text(TextSpec(strings: [.pulling: "Pull"], font: "Nonexistent Grotesk 12", position: Point(10, 10))))
    layer.keyLocations["font"] = SourceReference(file: "bar.yaml", location: SourceLocation(offset: 0, line: 7, column: 11))
    let fine = LayerSpec(source: .text(TextSpec(strings: [.pulling: "Pull"], position: Point(10, 30))))
    var spec = IndicatorSpec(layers: [layer, fine])
    spec.canvas = Size(width: 100, height: 40)
    let fallbacks = FontFallback.fallbacks(in: try Indicator(spec))
    #expect(fallbacks.count == 1)
    let warning = try #require(fallbacks.first.map { FontFallback.warning($0.fallback, layer: $0.layer) })
    #expect(warning.description == "bar.yaml:7:11: font 'Nonexistent Grotesk 12': family 'Nonexistent Grotesk' is not installed")
    #expect(warning.consequence == .drawnIn(family: "DejaVu Sans"))
}
