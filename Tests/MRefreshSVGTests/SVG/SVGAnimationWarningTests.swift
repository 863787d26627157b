import MRefreshSyntax
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

/// An animated document is drawn still for now, and says so: a warning naming what is not played (SMIL
/// elements, CSS animations, each counted), at the first of them; `--strict` (not lenient) refuses it.
struct SVGAnimationWarningTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var body: String
        var id: String? = nil
        /// The warning's message and consequence, nil for none.
        var warning: String?
        /// Where the warning points: the first occurrence of this text in the document.
        var at = ""
        var testDescription: String { rule }
    }

    static let spinner = "<style>.s { animation: spin 1s linear infinite } @keyframes spin { to { transform: rotate(360deg) } }</style>"

    static let cases: [Case] = [
        Case(rule: "a SMIL element on a shape",
             body: #"<circle cx="50" cy="50" r="20"><animateTransform attributeName="transform" type="rotate" from="0 50 50" to="360 50 50" dur="1s" repeatCount="indefinite"/></circle>"#,
             warning: "not animated: <animateTransform> (every frame shows the document as it stands before its animations start)",
             at: "<animateTransform"),
        Case(rule: "each SMIL element counted, in the order met",
             body: #"<rect width="10" height="10"><animate attributeName="opacity" values="1;0;1" dur="1s"/><animate attributeName="x" to="5" dur="1s"/></rect><g><set attributeName="fill" to="red"/><path d="M0 0H9"/></g>"#,
             warning: "not animated: <animate> (2 uses), <set> (every frame shows the document as it stands before its animations start)",
             at: "<animate "),
        Case(rule: "a CSS animation from the style sheet",
             body: spinner + #"<path class="s" d="M0 0H9" stroke="black"/>"#,
             warning: "not animated: CSS animation (every frame shows the document as it stands before its animations start)",
             at: "<path"),
        Case(rule: "a CSS animation in a style attribute",
             body: #"<path style="animation-name: pulse; animation-duration: 2s" d="M0 0H9" stroke="black"/>"#,
             warning: "not animated: CSS animation (every frame shows the document as it stands before its animations start)",
             at: "<path"),
        Case(rule: "animation: none animates nothing",
             body: #"<path style="animation: none" d="M0 0H9" stroke="black"/>"#, warning: nil),
        Case(rule: "keyframes no element uses animate nothing",
             body: "<style>@keyframes spin { to { opacity: 0 } }</style>" + #"<path d="M0 0H9" stroke="black"/>"#, warning: nil),
        Case(rule: "an animation outside the selected element is not this input's",
             body: #"<path id="still" d="M0 0H9" stroke="black"/><circle r="5"><animate attributeName="r" to="9" dur="1s"/></circle>"#,
             id: "still", warning: nil),
        Case(rule: "an animation inside a defs element is never drawn",
             body: #"<defs><circle id="c" r="5"><animate attributeName="r" to="9" dur="1s"/></circle></defs><path d="M0 0H9" stroke="black"/>"#,
             warning: nil),
    ]

    static func document(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>".utf8)
    }

    @Test("an animated document warns, naming what is not played", arguments: cases)
    func warns(_ row: Case) throws {
        let loaded = try InputLoader.load(Self.document(row.body), spec: InputSpec(path: "icon.svg", fragment: row.id),
                                          lenient: false, strict: false)
        let warnings = loaded.warnings.filter { if case .svg(.notAnimated) = $0.cause { true } else { false } }
        #expect(warnings.map { "\($0.message) (\($0.consequenceDescription ?? ""))" } == (row.warning.map { [$0] } ?? []))
        if row.warning != nil {
            let bytes = Self.document(row.body)
            let offset = try #require(bytes.firstRange(of: Array(row.at.utf8))).lowerBound
            #expect(warnings.first?.location == MRefreshSyntax.SourceLocation(byteOffset: offset, in: bytes))
        }
        #expect(!loaded.layers.isEmpty)
    }

    @Test("--strict refuses an animated document at its first animation")
    func strictRefuses() {
        let bytes = Self.document(Self.cases[0].body)
        let offset = Array(bytes).firstRange(of: Array("<animateTransform".utf8))!.lowerBound
        #expect(throws: InputError(file: "icon.svg", location: MRefreshSyntax.SourceLocation(byteOffset: offset, in: bytes),
                                   .svg(.notAnimated([.init("<animateTransform>", count: 1)])), consequence: .drawnStill)) {
            try InputLoader.load(bytes, spec: InputSpec(path: "icon.svg", fragment: nil), strict: true)
        }
    }
}
