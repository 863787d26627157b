import Testing
@testable import MRefreshSyntax

/// `@media` queries as Media Queries 4–5 evaluate them for an appearance on a 96-pixel viewport.
struct CSSMediaTests {
    static let dark = CSSMedia(colorScheme: .dark, contrast: .noPreference, width: 96, height: 96)
    static let lightMore = CSSMedia(colorScheme: .light, contrast: .more, width: 96, height: 96)

    @Test("queries for a dark screen with no contrast preference", arguments: [
        ("(prefers-color-scheme: dark)", true), ("(prefers-color-scheme: light)", false),
        ("(prefers-color-scheme)", true), ("(prefers-contrast: more)", false), ("(prefers-contrast)", false),
        ("not (prefers-color-scheme: dark)", false), ("not (prefers-contrast: more)", true),
        ("screen and (prefers-color-scheme: dark)", true), ("only screen and (prefers-color-scheme: dark)", true),
        ("print and (prefers-color-scheme: dark)", false), ("not print", true), ("not screen", false), ("all", true),
        ("(prefers-contrast: more) or (prefers-color-scheme: dark)", true),
        ("(prefers-contrast: more) and (prefers-color-scheme: dark)", false),
        ("(prefers-contrast: more), (prefers-color-scheme: dark)", true),
        ("((prefers-color-scheme: dark) and (color))", true),
        ("(min-width: 50px)", true), ("(max-width: 50px)", false), ("(orientation: portrait)", true),
        ("(prefers-reduced-motion: reduce)", false), ("(prefers-reduced-motion: no-preference)", true),
        ("(forced-colors: active)", false),
        // Unknown features and syntax hold neither way.
        ("(hover: hover)", false), ("not (hover: hover)", false), ("(width >= 10px)", false),
        ("(prefers-color-scheme: sepia)", false), ("tv", false), ("", true),
        ("(prefers-color-scheme: dark) and", false), ("(a) and (b) or (c)", false),
    ] as [(String, Bool)])
    func dark(_ query: String, _ holds: Bool) {
        #expect(Self.dark.matches(query) == holds, "\(query)")
    }

    @Test("queries for a light screen asking for more contrast", arguments: [
        ("(prefers-contrast: more)", true), ("(prefers-contrast)", true), ("(prefers-contrast: less)", false),
        ("(prefers-color-scheme: dark) and (prefers-contrast: more)", false), ("not (prefers-color-scheme: dark)", true),
    ] as [(String, Bool)])
    func highContrast(_ query: String, _ holds: Bool) {
        #expect(Self.lightMore.matches(query) == holds, "\(query)")
    }

    @Test("a sheet keeps @media rules, nested too, and applies those that hold for the medium")
    func sheet() {
        let sheet = CSSStyleSheet(parsing: """
            a { fill: red }
            @media (prefers-color-scheme: dark) { a { fill: blue } @media (prefers-contrast: more) { a { fill: white } } }
            @media print { a { fill: green } }
            """)
        #expect(sheet.hasMediaRules)
        func fill(_ medium: CSSMedia) -> String? {
            sheet.evaluated(for: medium).declarations(element: "a", id: nil, classes: []).last { $0.property == "fill" }?.value
        }
        #expect(fill(.light) == "red")
        #expect(fill(CSSMedia(colorScheme: .dark)) == "blue")
        #expect(fill(CSSMedia(colorScheme: .dark, contrast: .more)) == "white")
        #expect(!CSSStyleSheet(parsing: "a { fill: red }").hasMediaRules)
    }
}
