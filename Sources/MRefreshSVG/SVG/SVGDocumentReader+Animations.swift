import MRefreshSyntax
import MRefreshCore

extension SVGDocumentReader {
    /// Notes what animates `element` that is not played (SVGAnimatedDocument plays `<animate>`, `<set>` and
    /// `<animateTransform>`): `<animateMotion>`, `<animateColor>` (which browsers dropped too), and a CSS
    /// animation declared on it (`animation`, `animation-name` other than `none`). A spinner is then never
    /// drawn still in silence: the warning names what is not played, and `--strict` refuses it.
    mutating func noteAnimations(of element: XMLElement) {
        for child in element.childElements
        where SVGUnsupported.animationElements.contains(child.localName) && !SVGUnsupported.playedAnimationElements.contains(child.localName)
            && !document.isForeign(child) {
            animations.note("<\(child.localName)>", at: child.location)
        }
        let inline = element.attribute("style")?.value.contains("animation") == true
        guard inline || SVGUnsupported.animationProperties.contains(where: document.styleSheet.declares) else { return }
        for property in SVGUnsupported.animationProperties {
            if let value = declaredValue(property, of: element), Self.startsAnimation(value) {
                animations.note("CSS animation", at: element.location)
                return
            }
        }
    }

    /// Whether an `animation` or `animation-name` value names an animation (`none` and the empty value do not).
    static func startsAnimation(_ value: String) -> Bool {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
        return !words.isEmpty && !words.allSatisfy { $0.lowercased() == "none" }
    }
}
