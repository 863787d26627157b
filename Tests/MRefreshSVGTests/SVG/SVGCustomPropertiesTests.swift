import Testing
@testable import MRefreshCore
@testable import MRefreshSVG
@testable import MRefreshSyntax

/// Custom properties in documents: inherited, substituted in attributes and declarations, a `var()` with no
/// value unsetting its property (said), a cycle said at its element; `@media` by appearance.
struct SVGCustomPropertiesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var body: String
        var fill: String?
        var warning: String? = nil
        var appearance = Appearance.light
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "inherited from an ancestor, in a presentation attribute", body: ##"<g style="--c: #00ff00"><rect width="9" height="9" fill="var(--c)"/></g>"##,
             fill: "#00ff00"),
        Case(rule: "a fallback where the property is not set", body: ##"<rect width="9" height="9" style="fill: var(--nope, #0000ff)"/>"##, fill: "#0000ff"),
        Case(rule: "no value: the property is unset, so fill inherits, and the line says why",
             body: ##"<g fill="#ff0000"><rect width="9" height="9" style="fill: #00ff00; fill: var(--nope)"/></g>"##, fill: "#ff0000",
             warning: "'fill: var(--nope)' names a custom property that is not set, with no fallback (the property is unset (inherited, or its initial value))"),
        Case(rule: "a cycle: both invalid, the fallback used, said once",
             body: ##"<rect width="9" height="9" style="--a: var(--b); --b: var(--a); fill: var(--a, #123456)"/>"##, fill: "#123456",
             warning: "custom properties --a, --b refer to each other in a cycle, so none of them has a value (the property is unset (inherited, or its initial value))"),
        Case(rule: "a dark appearance's @media rule sets the property", body: "<style>svg { --c: #000000 } @media (prefers-color-scheme: dark) { svg { --c: #ffffff } }</style>"
             + ##"<rect width="9" height="9" fill="var(--c)"/>"##, fill: "#ffffff", appearance: .dark),
        Case(rule: "and the light one does not", body: "<style>svg { --c: #000000 } @media (prefers-color-scheme: dark) { svg { --c: #ffffff } }</style>"
             + ##"<rect width="9" height="9" fill="var(--c)"/>"##, fill: "#000000"),
    ]

    @Test("a layer's fill and the warning", arguments: cases)
    func fill(_ row: Case) throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\(row.body)</svg>"
        let loaded = try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: false, strict: false,
                                          media: row.appearance.media(canvas: Size(width: 10, height: 10)))
        #expect(loaded.layers.first?.style?.fill == row.fill.flatMap { Color(css: $0) })
        #expect(loaded.warnings.map { "\($0.message) (\($0.consequenceDescription ?? ""))" } == (row.warning.map { [$0] } ?? []))
    }

    @Test("--strict refuses a var() with no value, at its element")
    func strict() {
        let text = ##"<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" fill="var(--nope)"/></svg>"##
        #expect(throws: InputError.self) {
            try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), strict: true)
        }
    }
}
