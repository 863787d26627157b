import Testing
@testable import MRefreshSyntax

/// fill and stroke values: every paint form, and what is not a paint.
@Suite struct SVGPaintTests {
    static let red = CSSColor(red: 1, green: 0, blue: 0)
    static let lime = CSSColor(red: 0, green: 1, blue: 0)

    @Test("paints", arguments: [
        ("none", SVGPaint.none),
        (" NONE ", .none),
        ("currentColor", .currentColor),
        ("currentcolor", .currentColor),
        ("red", .color(red)),
        ("#00ff00", .color(lime)),
        ("\n#0F0\t", .color(lime)),
        ("rgb(255, 0, 0)", .color(red)),
        ("transparent", .color(.clear)),
        ("url(#gradient)", .unsupported(fallback: nil)),
        ("url(#gradient) red", .unsupported(fallback: .color(red))),
        ("URL( '#g' )  #0f0", .unsupported(fallback: .color(lime))),
        ("url(#g) none", .unsupported(fallback: .color(.clear))),
        ("url(#g) currentColor", .unsupported(fallback: .currentColor)),
        ("hsl(120, 100%, 50%)", .color(lime)),
        ("hsl(480deg 100% 50%)", .color(lime)),
        ("hsla(0, 100%, 50%, 0.5)", .color(CSSColor(red: 1, green: 0, blue: 0, alpha: 0.5))),
        ("hwb(0 0% 0%)", .unsupported(fallback: nil)),
        ("oklch(0.7 0.1 200)", .unsupported(fallback: nil)),
        ("context-stroke", .unsupported(fallback: nil)),
        ("context-fill", .unsupported(fallback: nil)),
    ])
    func paints(_ text: String, _ expected: SVGPaint) {
        #expect(SVGPaint.parse(text) == expected)
    }

    @Test("not paints", arguments: [
        "", "  ", "inherit", "bogus", "url(#g) bogus", "url(#g", "url(#a) url(#b)", "#12", "icc-color(x, 1)",
        "red blue", "bogus icc-color(x, 1)", "hsl(120, 100%, 50%", "none red",
        // SVG 2 has no ICC colours: librsvg and resvg drop such a paint, so the inherited or initial one shows.
        "#f00 icc-color(acmecmyk, 0.11, 0.48, 0.83, 0.00)", "red ICC-COLOR(x, 1)",
        // The legacy comma form takes numbers or percentages, not both; hsl's s and l are percentages.
        "rgb(0, 50%, 0)", "hsl(120, 100, 50)",
    ])
    func notPaints(_ text: String) {
        #expect(SVGPaint.parse(text) == nil)
    }
}
