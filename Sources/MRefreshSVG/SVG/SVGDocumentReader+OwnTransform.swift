import MRefreshSyntax
import MRefreshCore

extension SVGDocumentReader {
    /// The element's own transform: its CSS `transform`, else its `transform` attribute (one in error is no
    /// transform, with a problem), about its `transform-origin`; the identity when it has none.
    mutating func ownTransform(of element: XMLElement, style: SVGComputedStyle, viewport: Rect) throws(InputError) -> AffineTransform {
        var own: AffineTransform?
        if let css = style.transform {
            own = css
        } else if let attribute = element.attribute("transform") {
            do {
                own = try SVGTransformList.parse(attribute.value)
            } catch {
                // SVG: a transform in error is no transform.
                try problem(at: attribute.sourceLocation(ofValueByte: error.byteOffset), .syntax(error), .drawnUntransformed)
            }
        }
        if let local = own, let text = style.transformOrigin {
            // The transform is about the origin: moved there, transformed, moved back.
            if let o = SVGTransformOrigin.point(text, viewport: viewport, lengths: style.lengths) {
                own = AffineTransform.translation(-o.x, -o.y).then(local).then(.translation(o.x, o.y))
            } else {
                try problem(at: element.location, .invalidTransformOrigin(text), .transformAboutZero)
            }
        }
        return own ?? .identity
    }
}
