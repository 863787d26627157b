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
        Case(rule: "SMIL elements that play warn of nothing",
             body: #"<circle cx="50" cy="50" r="20"><animateTransform attributeName="transform" type="rotate" from="0 50 50" to="360 50 50" dur="1s" repeatCount="indefinite"/><animate attributeName="r" values="20;10;20" dur="1s"/><set attributeName="fill" to="red" begin="0.5s"/></circle>"#,
             warning: nil),
        Case(rule: "animateColor is not played (browsers dropped it), each counted, in the order met",
             body: #"<rect width="10" height="10"><animateMotion path="M0 0H9" dur="1s"/><animateColor attributeName="fill" to="red" dur="1s"/></rect><g><animateColor attributeName="fill" to="blue" dur="1s"/><path d="M0 0H9"/></g>"#,
             warning: "not animated: <animateColor> (2 uses) (every frame shows the document as it stands before its animations start)",
             at: "<animateColor"),
        Case(rule: "animateMotion plays: no warning",
             body: #"<rect width="10" height="10"><animateMotion path="M0 0H9" dur="1s" rotate="auto"/></rect>"#, warning: nil),
        Case(rule: "a CSS animation plays: no warning",
             body: spinner + #"<path class="s" d="M0 0H9" stroke="black"/>"#, warning: nil),
        Case(rule: "an animation naming no keyframes runs nothing, as in browsers",
             body: #"<path style="animation-name: pulse; animation-duration: 2s" d="M0 0H9" stroke="black"/>"#, warning: nil),
        Case(rule: "animation: none animates nothing",
             body: #"<path style="animation: none" d="M0 0H9" stroke="black"/>"#, warning: nil),
        Case(rule: "keyframes no element uses animate nothing",
             body: "<style>@keyframes spin { to { opacity: 0 } }</style>" + #"<path d="M0 0H9" stroke="black"/>"#, warning: nil),
        Case(rule: "an animation outside the selected element is not this input's",
             body: #"<path id="still" d="M0 0H9" stroke="black"/><circle r="5"><animateMotion path="M0 0H9" dur="1s"/></circle>"#,
             id: "still", warning: nil),
        Case(rule: "an animation inside a defs element is never drawn",
             body: #"<defs><circle id="c" r="5"><animateMotion path="M0 0H9" dur="1s"/></circle></defs><path d="M0 0H9" stroke="black"/>"#,
             warning: nil),
    ]

    /// SMIL elements in error are not played, each said with its attribute and value, at the value.
    static let refusals: [Case] = [
        Case(rule: "a duration that is not a clock value", body: #"<circle r="5"><animate attributeName="r" to="9" dur="fast"/></circle>"#,
             warning: "<animate> dur='fast' is not a clock value of at most a day (the other animations play)", at: "fast"),
        Case(rule: "a hostile duration", body: #"<circle r="5"><animate attributeName="r" to="9" dur="1e-300s"/></circle>"#,
             warning: "<animate> dur='1e-300s' is not a clock value of at most a day (the other animations play)", at: "1e-300s"),
        Case(rule: "a repeat count past a million", body: #"<circle r="5"><animate attributeName="r" to="9" dur="1s" repeatCount="1e308"/></circle>"#,
             warning: "<animate> repeatCount='1e308' is not a count above 0 (or indefinite) (the other animations play)", at: "1e308"),
        Case(rule: "key splines out of range", body: #"<circle r="5"><animate attributeName="r" values="5;9" calcMode="spline" keySplines="0 0 2 1" dur="1s"/></circle>"#,
             warning: "<animate> keySplines='0 0 2 1' does not hold 1 groups of four numbers in 0…1 (the other animations play)", at: "0 0 2 1"),
        Case(rule: "key times that do not match the values", body: #"<circle r="5"><animate attributeName="r" values="5;9;5" keyTimes="0;1" dur="1s"/></circle>"#,
             warning: "<animate> keyTimes='0;1' does not list 3 times from 0 to 1, each after the last (the other animations play)", at: "0;1"),
        Case(rule: "a transform type that is none", body: #"<circle r="5"><animateTransform attributeName="transform" type="wobble" to="9" dur="1s"/></circle>"#,
             warning: "<animateTransform> type='wobble' is not translate, scale, rotate, skewX or skewY (the other animations play)", at: "wobble"),
        Case(rule: "a motion turned by a word that is no rotation", body: #"<circle r="5"><animateMotion path="M0 0H9" rotate="sideways" dur="1s"/></circle>"#,
             warning: "<animateMotion> rotate='sideways' is not auto, auto-reverse or an angle (the other animations play)", at: "sideways"),
        Case(rule: "a motion path that is not path data", body: #"<circle r="5"><animateMotion path="Q" dur="1s"/></circle>"#,
             warning: "<animateMotion> path='Q' is not path data (the other animations play)", at: "Q\""),
        Case(rule: "key points without key times", body: #"<circle r="5"><animateMotion path="M0 0H9" keyPoints="0;1" calcMode="linear" dur="1s"/></circle>"#,
             warning: "<animateMotion> keyPoints='0;1' needs keyTimes, one per point (the other animations play)", at: "0;1"),
        Case(rule: "key points out of range", body: #"<circle r="5"><animateMotion path="M0 0H9" keyPoints="0;2" keyTimes="0;1" calcMode="linear" dur="1s"/></circle>"#,
             warning: "<animateMotion> keyPoints='0;2' is not a list of fractions in 0…1 (the other animations play)", at: "0;2"),
        Case(rule: "a motion with nowhere to go", body: #"<circle r="5"><animateMotion dur="1s"/></circle>"#,
             warning: "<animateMotion> has no path (path, mpath, values, to or by) (the other animations play)", at: "<animateMotion"),
        Case(rule: "an animation only a click starts never starts in frames", body: #"<circle r="5"><animate attributeName="r" to="9" dur="1s" begin="click"/></circle>"#,
             warning: "<animate> begin='click' waits for an event or a script, which frames never have: it never starts (the other animations play)", at: "click"),
        Case(rule: "begin indefinite waits for a script", body: #"<circle r="5"><animate attributeName="r" to="9" dur="1s" begin="indefinite"/></circle>"#,
             warning: "<animate> begin='indefinite' waits for an event or a script, which frames never have: it never starts (the other animations play)", at: "indefinite"),
        Case(rule: "an event among offsets: it plays at the offset, no warning", body: #"<circle r="5"><animate attributeName="r" to="9" dur="1s" begin="click; 0.5s"/></circle>"#,
             warning: nil),
        Case(rule: "a CSS property the reader does not draw", body: "<style>.m { animation: go 1s infinite } @keyframes go { to { offset-distance: 100% } }</style>" + #"<circle class="m" r="2"/>"#,
             warning: "<circle> animates offset-distance (@keyframes go), which mrefresh does not draw (the other animations play)", at: "<circle"),
        Case(rule: "a scroll timeline", body: "<style>.m { animation: go 1s infinite; animation-timeline: scroll() } @keyframes go { to { opacity: 0 } }</style>" + #"<circle class="m" r="2"/>"#,
             warning: "<circle> has animation-timeline: scroll(), which is not played: frames follow the document's time (the other animations play)", at: "<circle"),
        Case(rule: "composition other than replace", body: "<style>.m { animation: go 1s infinite; animation-composition: add } @keyframes go { to { opacity: 0 } }</style>" + #"<circle class="m" r="2"/>"#,
             warning: "<circle> has animation-composition: add, which is not played: each animation replaces the value below it (the other animations play)", at: "<circle"),
        Case(rule: "syncbases on each other's begins settle on one interval", body: #"<circle r="5"><animate id="a" attributeName="r" to="9" dur="1s" begin="b.begin"/><animate id="b" attributeName="r" to="3" dur="1s" begin="0;a.begin"/></circle>"#,
             warning: nil),
    ]

    static func document(_ body: String) -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>".utf8)
    }

    @Test("an animated document warns, naming what is not played", arguments: cases)
    func warns(_ row: Case) throws {
        try check(row) { if case .svg(.notAnimated) = $0 { true } else { false } }
    }

    @Test("an animation element in error is not played, and says why at its value", arguments: refusals)
    func refused(_ row: Case) throws {
        try check(row) { if case .svg(.animationNotPlayed) = $0 { true } else { false } }
    }

    func check(_ row: Case, _ kind: (InputError.Cause) -> Bool) throws {
        let loaded = try InputLoader.load(Self.document(row.body), spec: InputSpec(path: "icon.svg", fragment: row.id),
                                          lenient: false, strict: false)
        let warnings = loaded.warnings.filter { kind($0.cause) }
        #expect(warnings.map { "\($0.message) (\($0.consequenceDescription ?? ""))" } == (row.warning.map { [$0] } ?? []))
        if row.warning != nil {
            let bytes = Self.document(row.body)
            let offset = try #require(bytes.firstRange(of: Array(row.at.utf8))).lowerBound
            #expect(warnings.first?.location == MRefreshSyntax.SourceLocation(byteOffset: offset, in: bytes))
        }
        #expect(!loaded.layers.isEmpty)
    }

    @Test("a document with more animations than the bound plays the first 2,000 and says where the rest begin, in one line")
    func tooManyAnimations() throws {
        let one = #"<animate attributeName="r" values="5;9;5" dur="1s" repeatCount="indefinite"/>"#
        let body = "<circle r=\"5\">" + String(repeating: one, count: 2_001) + "</circle>"
        let loaded = try InputLoader.load(Self.document(body), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: false, strict: false)
        let lines = loaded.warnings.map(\.message)
        #expect(lines == ["<animate> is past the document's 2000th animation: it and the ones after it are not played"], "\(lines.prefix(3))")
        #expect(loaded.animation?.entries.count == 2_000)
    }

    @Test("--strict refuses a document with an animation it does not play, at the animation")
    func strictRefuses() {
        let bytes = Self.document(Self.cases[1].body)
        let offset = Array(bytes).firstRange(of: Array("<animateColor".utf8))!.lowerBound
        #expect(throws: InputError(file: "icon.svg", location: MRefreshSyntax.SourceLocation(byteOffset: offset, in: bytes),
                                   .svg(.notAnimated([.init("<animateColor>", count: 2)])), consequence: .drawnStill)) {
            try InputLoader.load(bytes, spec: InputSpec(path: "icon.svg", fragment: nil), strict: true)
        }
    }
}
