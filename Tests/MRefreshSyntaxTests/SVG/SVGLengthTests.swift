import Testing
@testable import MRefreshSyntax

/// Lengths in every unit, and what is not a length.
@Suite struct SVGLengthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var text: String
        var value: Double
        var unit: SVGLength.Unit
        /// Pixels with a font size of 10 (the root's 16), a root viewport of 300×50 and a percentage
        /// reference of 200.
        var pixels: Double
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "no unit is user units", text: "12", value: 12, unit: .none, pixels: 12),
        Case(rule: "px", text: "12px", value: 12, unit: .px, pixels: 12),
        Case(rule: "pt is 4/3 px", text: "3pt", value: 3, unit: .pt, pixels: 4),
        Case(rule: "pc is 16 px", text: "2pc", value: 2, unit: .pc, pixels: 32),
        Case(rule: "mm is 96/25.4 px, whitespace around", text: " 1.5mm ", value: 1.5, unit: .mm,
             pixels: 1.5 * 96 / 25.4),
        Case(rule: "cm is 96/2.54 px", text: "2.54cm", value: 2.54, unit: .cm, pixels: 96),
        Case(rule: "in is 96 px", text: "1in", value: 1, unit: .in, pixels: 96),
        Case(rule: "em is the font size", text: "2em", value: 2, unit: .em, pixels: 20),
        Case(rule: "ex is half the font size", text: "2ex", value: 2, unit: .ex, pixels: 10),
        Case(rule: "percent of the reference", text: "50%", value: 50, unit: .percent, pixels: 100),
        Case(rule: "exponent before a unit", text: "1e2px", value: 100, unit: .px, pixels: 100),
        Case(rule: "e of em is not an exponent", text: "1.5em", value: 1.5, unit: .em, pixels: 15),
        Case(rule: "exponent before em", text: "1e1em", value: 10, unit: .em, pixels: 100),
        Case(rule: "units are case-insensitive", text: "-.5E1PX", value: -5, unit: .px, pixels: -5),
        Case(rule: "explicit plus sign", text: "+3", value: 3, unit: .none, pixels: 3),
        Case(rule: "any XML whitespace around", text: "\t\n4\r ", value: 4, unit: .none, pixels: 4),
        Case(rule: "trailing dot", text: "5.mm", value: 5, unit: .mm, pixels: 5 * 96 / 25.4),
        Case(rule: "negative percentage", text: "-10%", value: -10, unit: .percent, pixels: -20),
        Case(rule: "ch is half the font size", text: "4ch", value: 4, unit: .ch, pixels: 20),
        Case(rule: "rem is the root's font size", text: "2rem", value: 2, unit: .rem, pixels: 32),
        Case(rule: "Q is a quarter millimetre", text: "4Q", value: 4, unit: .q, pixels: 96 / 25.4),
        Case(rule: "vw is 1% of the root viewport's width", text: "10vw", value: 10, unit: .vw, pixels: 30),
        Case(rule: "vh is 1% of its height", text: "10VH", value: 10, unit: .vh, pixels: 5),
        Case(rule: "vmin is 1% of its smaller side", text: "10vmin", value: 10, unit: .vmin, pixels: 5),
        Case(rule: "vmax is 1% of its larger side", text: "10vmax", value: 10, unit: .vmax, pixels: 30),
    ]

    @Test("lengths parse and convert", arguments: cases)
    func lengths(_ row: Case) throws {
        let length = try #require(SVGLength.parse(row.text))
        #expect(length == SVGLength(value: row.value, unit: row.unit))
        let context = SVGLength.Context(fontSize: 10, rootFontSize: 16, viewportWidth: 300, viewportHeight: 50)
        let pixels = length.pixels(context, percentOf: 200)
        #expect(abs(pixels - row.pixels) <= 1e-12 * max(1, abs(row.pixels)), "\(pixels) vs \(row.pixels)")
    }

    @Test("not lengths", arguments: [
        "", "  ", "px", "12 px", "12p", "12pxx", "1e", "12px;", "1e999", "-1e999px", "nan", "inf", "12none",
        "12percent", "%", "1 2", "--1", "12,5", "1.2.3", "12\u{00A0}",
    ])
    func notLengths(_ text: String) {
        #expect(SVGLength.parse(text) == nil)
    }

    @Test("em defaults to a 16 px font")
    func defaultFontSize() {
        #expect(SVGLength(value: 1.5, unit: .em).pixels(percentOf: 0) == 24)
        #expect(SVGLength(value: 1, unit: .ex).pixels(percentOf: 0) == 8)
    }

    @Test("every unit's suffix reads back as that unit", arguments: SVGLength.Unit.allCases)
    func suffixRoundTrip(_ unit: SVGLength.Unit) {
        #expect(SVGLength.parse("7\(unit.suffix)")?.unit == unit)
    }
}
