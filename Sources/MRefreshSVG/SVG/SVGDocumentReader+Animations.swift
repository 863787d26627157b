import MRefreshSyntax
import MRefreshCore

extension SVGDocumentReader {
    /// Notes what animates `element` that is not played (SVGAnimatedDocument plays `<animate>`, `<set>`,
    /// `<animateTransform>`, `<animateMotion>` and CSS animations): `<animateColor>`, which browsers
    /// dropped too. A spinner is then never drawn still in silence: the warning names what is not played,
    /// and `--strict` refuses it.
    mutating func noteAnimations(of element: XMLElement) {
        for child in element.childElements
        where SVGUnsupported.animationElements.contains(child.localName) && !SVGUnsupported.playedAnimationElements.contains(child.localName)
            && !document.isForeign(child) {
            animations.note("<\(child.localName)>", at: child.location)
        }
    }
}
