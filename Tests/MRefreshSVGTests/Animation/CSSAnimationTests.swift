import Testing
@testable import MRefreshCore
@testable import MRefreshSVG
@testable import MRefreshSyntax

/// CSS animations in SVG: what a property holds at a time (CSS Animations 1), as tables.
struct CSSAnimationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var sheet: String
        /// The circle's own attributes (class="c" and a style, say).
        var attributes = #"class="c""#
        var time: Double
        var property: String
        var value: String?
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "from–to, linear, half-way", sheet: ".c{animation:a 2s linear} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 1, property: "opacity", value: "0.5"),
        Case(rule: "a missing 0% keyframe starts from the element's value", sheet: ".c{opacity:0.2;animation:a 1s linear} @keyframes a{to{opacity:1}}",
             time: 0.5, property: "opacity", value: "0.6"),
        Case(rule: "percent keyframes and selector lists", sheet: ".c{animation:a 1s linear} @keyframes a{0%,100%{opacity:1}50%{opacity:0}}",
             time: 0.75, property: "opacity", value: "0.5"),
        Case(rule: "ease is the default timing", sheet: ".c{animation:a 1s} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.5, property: "opacity", value: "0.80240338774"),
        Case(rule: "a keyframe's own timing function", sheet: ".c{animation:a 1s} @keyframes a{from{opacity:0;animation-timing-function:linear}to{opacity:1}}",
             time: 0.25, property: "opacity", value: "0.25"),
        Case(rule: "steps(4) jumps at the end of each step", sheet: ".c{animation:a 1s steps(4)} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.6, property: "opacity", value: "0.5"),
        Case(rule: "steps(4, start) jumps at the start", sheet: ".c{animation:a 1s steps(4, start)} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.6, property: "opacity", value: "0.75"),
        Case(rule: "a delay holds the element's value", sheet: ".c{animation:a 1s linear 0.5s} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.25, property: "opacity", value: nil),
        Case(rule: "backwards fill shows the first keyframe during the delay", sheet: ".c{animation:a 1s linear 0.5s backwards} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.25, property: "opacity", value: "0"),
        Case(rule: "a negative delay is already under way", sheet: ".c{animation:a 1s linear -0.25s} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0, property: "opacity", value: "0.25"),
        Case(rule: "infinite repeats wrap", sheet: ".c{animation:a 1s linear infinite} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 3.5, property: "opacity", value: "0.5"),
        Case(rule: "alternate runs every other iteration backwards", sheet: ".c{animation:a 1s linear infinite alternate} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 1.25, property: "opacity", value: "0.75"),
        Case(rule: "reverse", sheet: ".c{animation:a 1s linear reverse} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.25, property: "opacity", value: "0.75"),
        Case(rule: "forwards fill holds the last keyframe", sheet: ".c{animation:a 1s linear 2 forwards} @keyframes a{from{opacity:0}to{opacity:0.5}}",
             time: 9, property: "opacity", value: "0.5"),
        Case(rule: "without fill the element's value returns", sheet: ".c{animation:a 1s linear} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 2, property: "opacity", value: nil),
        Case(rule: "longhands override the shorthand", sheet: ".c{animation:a 1s linear;animation-duration:2s} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 1, property: "opacity", value: "0.5"),
        Case(rule: "a style attribute's animation", sheet: "@keyframes a{from{opacity:0}to{opacity:1}}", attributes: #"style="animation: a 4s linear""#,
             time: 1, property: "opacity", value: "0.25"),
        Case(rule: "colours interpolate in sRGB", sheet: ".c{animation:a 1s linear} @keyframes a{from{fill:#000}to{fill:#fff}}",
             time: 0.5, property: "fill", value: "rgba(128, 128, 128, 1)"),
        Case(rule: "transform from none is from the identity", sheet: ".c{animation:a 1s linear} @keyframes a{to{transform:rotate(360deg) scale(2)}}",
             time: 0.25, property: "transform", value: "rotate(90deg) scale(1.25)"),
        Case(rule: "cubic-bezier with commas, among two animations", sheet: ".c{animation:b 1s linear, a 1s cubic-bezier(0, 0, 1, 1)} @keyframes a{from{opacity:0}to{opacity:1}} @keyframes b{to{fill:red}}",
             time: 0.5, property: "opacity", value: "0.5"),
        Case(rule: "a name without keyframes runs nothing", sheet: ".c{animation:nope 1s linear}", time: 0.5, property: "opacity", value: nil),
        Case(rule: "a zero duration runs nothing", sheet: ".c{animation:a 0s linear} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0, property: "opacity", value: nil),
        Case(rule: "a paused animation holds its start", sheet: ".c{animation:a 1s linear paused} @keyframes a{from{opacity:0.1}to{opacity:1}}",
             time: 0.5, property: "opacity", value: "0.1"),
        Case(rule: "a paused animation with a negative delay holds where that delay put it", sheet: ".c{animation:a 1s linear -0.5s paused} @keyframes a{from{opacity:0}to{opacity:1}}",
             time: 0.8, property: "opacity", value: "0.5"),
        Case(rule: "angles in turns and degrees interpolate in one unit", sheet: ".c{animation:a 1s linear} @keyframes a{from{transform:rotate(0deg)}to{transform:rotate(1turn)}}",
             time: 0.25, property: "transform", value: "rotate(90deg)"),
        Case(rule: "the rotate property from none", sheet: ".c{animation:a 1s linear} @keyframes a{to{rotate:180deg}}",
             time: 0.5, property: "rotate", value: "90deg"),
        Case(rule: "translate with one length is translate x 0", sheet: ".c{animation:a 1s linear} @keyframes a{from{translate:0}to{translate:10px 4px}}",
             time: 0.5, property: "translate", value: "5px 2px"),
        Case(rule: "the scale property from none is from 1", sheet: ".c{animation:a 1s linear} @keyframes a{to{scale:3}}",
             time: 0.5, property: "scale", value: "2"),
    ]

    @Test("a property's value at a time", arguments: cases)
    func valueAtTime(_ row: Case) throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg"><style>\#(row.sheet)</style><circle id="t" r="5" \#(row.attributes)/></svg>"#
        var problems: [SVGAnimatedDocument.Problem] = []
        let xml = try XMLDocument.parse(text, name: "t.svg")
        let animated = SVGAnimatedDocument(SVGDocument(xml), horizon: 61, problems: &problems)
        let element = try #require(SVGDocument(animated?.xml(at: row.time) ?? xml).ids["t"])
        let declared = element.attribute("style").map { CSSStyleSheet.declarations(inStyleAttribute: $0.value) } ?? []
        // The animated value is the last declaration of the style attribute, added after the element's own.
        let own = try XMLDocument.parse(text, name: "t.svg").root.childElements.last?.attribute("style")
            .map { CSSStyleSheet.declarations(inStyleAttribute: $0.value).count } ?? 0
        let value = declared.dropFirst(own).last { $0.property == row.property }?.value
        // Numbers to 1e-8 (an eased value is solved numerically), everything else exactly.
        if let got = value.flatMap(Double.init), let expected = row.value.flatMap(Double.init) {
            #expect(abs(got - expected) < 1e-8, "\(got) ≠ \(expected)")
        } else {
            #expect(value == row.value)
        }
    }

    @Test("keyframes rules: offsets sorted, selector lists, a bad selector drops the rule, the last rule of a name wins")
    func keyframesRules() {
        let sheet = CSSStyleSheet(parsing: "@keyframes a{to{opacity:1} 0%,50%{opacity:0}} @keyframes b{from{x:1} wat{x:2}} @-webkit-keyframes c{to{x:1}} @keyframes c{to{x:3}}")
        #expect(sheet.keyframes["a"]?.keyframes.map(\.offset) == [0, 0.5, 1])
        #expect(sheet.keyframes["b"] == nil)
        #expect(sheet.keyframes["c"]?.keyframes.first?.declarations.first?.value == "3")
    }
}
