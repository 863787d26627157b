import Testing
@testable import MRefreshCore
@testable import MRefreshSVG
@testable import MRefreshSyntax

/// SMIL played on text: what an animated attribute holds at a time, as SVG 1.1 §19 and SMIL 3.0 timing say.
struct SVGAnimatedDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        /// The content of the element with id `t`, an animation or several.
        var animations: String
        var attributes = #"r="5""#
        var time: Double
        /// The attribute (or style property) and its expected text.
        var attribute: String
        var value: String?
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "from–to, linear, half-way", animations: #"<animate attributeName="r" from="0" to="10" dur="2s"/>"#,
             time: 1, attribute: "r", value: "5"),
        Case(rule: "values with key times", animations: #"<animate attributeName="r" values="0;10;20" keyTimes="0;0.8;1" dur="1s"/>"#,
             time: 0.9, attribute: "r", value: "15"),
        Case(rule: "discrete values step at each slot", animations: #"<animate attributeName="r" values="1;2;3" calcMode="discrete" dur="3s"/>"#,
             time: 1.5, attribute: "r", value: "2"),
        Case(rule: "paced spaces the values by distance", animations: #"<animate attributeName="r" values="0;10;40" calcMode="paced" dur="4s"/>"#,
             time: 1, attribute: "r", value: "10"),
        Case(rule: "spline eases the segment", animations: #"<animate attributeName="r" values="0;100" calcMode="spline" keySplines="0 0 1 1" dur="1s"/>"#,
             time: 0.25, attribute: "r", value: "25"),
        Case(rule: "before its begin the attribute is its own", animations: #"<animate attributeName="r" to="10" dur="1s" begin="2s"/>"#,
             time: 1, attribute: "r", value: "5"),
        Case(rule: "a negative begin is already under way", animations: #"<animate attributeName="r" from="0" to="10" dur="1s" begin="-0.5s"/>"#,
             time: 0, attribute: "r", value: "5"),
        Case(rule: "repeats: the value wraps", animations: #"<animate attributeName="r" from="0" to="10" dur="1s" repeatCount="indefinite"/>"#,
             time: 2.25, attribute: "r", value: "2.5"),
        Case(rule: "after the end without fill the attribute is its own", animations: #"<animate attributeName="r" from="0" to="10" dur="1s"/>"#,
             time: 3, attribute: "r", value: "5"),
        Case(rule: "freeze holds the last value of the last iteration", animations: #"<animate attributeName="r" from="0" to="10" dur="1s" repeatCount="2" fill="freeze"/>"#,
             time: 5, attribute: "r", value: "10"),
        Case(rule: "freeze part-way through an iteration holds that value", animations: #"<animate attributeName="r" from="0" to="10" dur="1s" repeatDur="1.5s" fill="freeze"/>"#,
             time: 5, attribute: "r", value: "5"),
        Case(rule: "end cuts the interval short", animations: #"<animate attributeName="r" from="0" to="10" dur="4s" end="1s" fill="freeze"/>"#,
             time: 2, attribute: "r", value: "2.5"),
        Case(rule: "by alone adds to the attribute", animations: #"<animate attributeName="r" by="10" dur="1s"/>"#,
             time: 0.5, attribute: "r", value: "10"),
        Case(rule: "to alone goes from the attribute", animations: #"<animate attributeName="r" to="15" dur="1s"/>"#,
             time: 0.5, attribute: "r", value: "10"),
        Case(rule: "additive sum over the attribute", animations: #"<animate attributeName="r" from="0" to="10" dur="1s" additive="sum"/>"#,
             time: 0.5, attribute: "r", value: "10"),
        Case(rule: "accumulate adds the last value per iteration", animations: #"<animate attributeName="r" from="0" to="10" dur="1s" repeatCount="3" accumulate="sum"/>"#,
             time: 2.5, attribute: "r", value: "25"),
        Case(rule: "set holds its value from its begin", animations: #"<set attributeName="r" to="9" begin="1s"/>"#,
             time: 4, attribute: "r", value: "9"),
        Case(rule: "a later animation is on top", animations: #"<animate attributeName="r" to="20" dur="1s"/><animate attributeName="r" from="1" to="3" dur="1s"/>"#,
             time: 0.5, attribute: "r", value: "2"),
        Case(rule: "syncbase: the next begins when the first ends", animations: #"<animate id="a" attributeName="r" from="0" to="10" dur="1s"/><animate attributeName="r" from="100" to="200" dur="1s" begin="a.end"/>"#,
             time: 1.5, attribute: "r", value: "150"),
        Case(rule: "a looping chain keeps going", animations: #"<set id="h" attributeName="visibility" to="hidden" begin="0s;s.end" dur="0.5s"/><set id="s" attributeName="visibility" to="visible" begin="h.end" dur="0.5s"/>"#,
             time: 10.25, attribute: "visibility", value: "hidden"),
        Case(rule: "colours interpolate in sRGB, 8 bits a channel", animations: ##"<animate attributeName="fill" from="#000" to="#fff" dur="1s"/>"##,
             time: 0.5, attribute: "fill", value: "rgba(128, 128, 128, 1)"),
        Case(rule: "a rotation about a centre", animations: #"<animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="1s"/>"#,
             attributes: #"transform="translate(1 2)""#, time: 0.25, attribute: "transform", value: "rotate(90 12 12)"),
        Case(rule: "a scale added after the element's transform", animations: #"<animateTransform attributeName="transform" type="scale" values="1;3" additive="sum" dur="1s"/>"#,
             attributes: #"transform="translate(1 2)""#, time: 0.5, attribute: "transform", value: "translate(1 2) scale(2 2)"),
        Case(rule: "values that do not interpolate step", animations: #"<animate attributeName="d" values="M0 0H9;M0 0V9Z" dur="1s"/>"#,
             time: 0.4, attribute: "d", value: "M0 0H9"),
        Case(rule: "path data with the same commands interpolates", animations: #"<animate attributeName="d" values="M0 0H10;M10 0H30" dur="1s"/>"#,
             time: 0.5, attribute: "d", value: "M5 0H20"),
        Case(rule: "motion along a path is in front of the element's transform", animations: #"<animateMotion path="M0 0H10V10" dur="2s"/>"#,
             attributes: #"transform="scale(2)""#, time: 1.5, attribute: "transform", value: "translate(10 5) scale(2)"),
        Case(rule: "rotate=auto turns along the path", animations: #"<animateMotion path="M0 0H10V10" rotate="auto" dur="2s"/>"#,
             time: 1.5, attribute: "transform", value: "translate(10 5) rotate(90)"),
        Case(rule: "rotate=auto-reverse turns against it", animations: #"<animateMotion path="M0 0H10" rotate="auto-reverse" dur="2s"/>"#,
             time: 1, attribute: "transform", value: "translate(5 0) rotate(180)"),
        // Chromium ignores a fixed angle (it draws rotate="45" as 0); SVG 1.1 and Firefox turn by it.
        Case(rule: "a fixed rotate angle turns by it, as SVG says", animations: #"<animateMotion path="M0 0H10" rotate="45" dur="2s"/>"#,
             time: 1, attribute: "transform", value: "translate(5 0) rotate(45)"),
        Case(rule: "keyPoints pick the fraction of the length at each key time", animations: #"<animateMotion path="M0 0H10" keyPoints="1;0" keyTimes="0;1" calcMode="linear" dur="1s"/>"#,
             time: 0.25, attribute: "transform", value: "translate(7.5 0)"),
        Case(rule: "mpath wins over path", animations: ##"<animateMotion path="M0 0H10" dur="1s"><mpath href="#p"/></animateMotion>"##,
             time: 0.5, attribute: "transform", value: "translate(0 20)"),
        Case(rule: "motion through values is paced by default", animations: #"<animateMotion values="0,0;10,0;10,30" dur="4s"/>"#,
             time: 2, attribute: "transform", value: "translate(10 10)"),
        Case(rule: "accumulated motion adds the end point per repeat", animations: #"<animateMotion path="M0 0H10" dur="1s" repeatCount="3" accumulate="sum"/>"#,
             time: 2.5, attribute: "transform", value: "translate(25 0)"),
    ]

    static func played(_ row: Case) throws -> XMLElement? {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg"><path id="p" d="M0 0V40"/><circle id="t" \#(row.attributes)>\#(row.animations)</circle></svg>"#
        let xml = try XMLDocument.parse(text, name: "t.svg")
        var problems: [SVGAnimatedDocument.Problem] = []
        let animated = try #require(SVGAnimatedDocument(SVGDocument(xml), horizon: 61, problems: &problems))
        #expect(problems.isEmpty, "\(problems.map(\.refusal.reason))")
        return SVGDocument(animated.xml(at: row.time)).ids["t"]
    }

    @Test("an animated attribute's value at a time", arguments: cases)
    func valueAtTime(_ row: Case) throws {
        let element = try #require(try Self.played(row))
        let style = element.attribute("style").map { CSSStyleSheet.declarations(inStyleAttribute: $0.value) } ?? []
        let value = style.last { $0.property == row.attribute }?.value ?? element.attribute(row.attribute)?.value
        #expect(value == row.value)
    }

    @Test("the loop: the least common multiple of the repeating periods, in whole frames, at most the cap", arguments: [
        (#"<animate attributeName="r" to="9" dur="0.8s" repeatCount="indefinite"/>"#, 48, false),
        (#"<animate attributeName="r" to="9" dur="0.6s" repeatCount="indefinite"/><animate attributeName="cx" to="9" dur="0.4s" repeatCount="indefinite"/>"#, 72, false),
        (#"<animate attributeName="r" to="9" dur="7s" repeatCount="indefinite"/><animate attributeName="cx" to="9" dur="11s" repeatCount="indefinite"/>"#, 1800, true),
        (#"<animate attributeName="r" to="9" dur="2s" fill="freeze"/>"#, 120, false),
        (#"<set id="h" attributeName="visibility" to="hidden" begin="0s;s.end" dur="0.5s"/><set id="s" attributeName="visibility" to="visible" begin="h.end" dur="0.5s"/>"#, 60, false),
    ] as [(String, Int, Bool)])
    func loop(animations: String, frames: Int, capped: Bool) throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg"><circle r="5">\#(animations)</circle></svg>"#
        var problems: [SVGAnimatedDocument.Problem] = []
        let animated = try #require(SVGAnimatedDocument(SVGDocument(try XMLDocument.parse(text, name: "t.svg")), horizon: 61, problems: &problems))
        let loop = try #require(animated.loop(fps: 60, cap: 30))
        #expect(loop.frames == frames && loop.capped == capped)
    }
}
