import MRefreshSyntax
import MRefreshCore

extension SVGDocumentReader {
    /// The element's own transform: its CSS transform properties, else its `transform` attribute (one in
    /// error is no transform, with a problem), about its `transform-origin` in its `transform-box`; the
    /// identity when it has none.
    mutating func ownTransform(of element: XMLElement, style: SVGComputedStyle, viewport: Rect) throws(InputError) -> AffineTransform {
        let css = style.transform
        // The reference box: the viewport, or the element's own bounds (fill-box, stroke-box), found only
        // when something is relative to it.
        var box = viewport
        if css.box != .viewBox, css.isSet || element.attribute("transform") != nil,
           let bounds = referenceBox(of: element, style: style, viewport: viewport, stroked: css.box == .strokeBox) {
            box = bounds
        }
        var own: AffineTransform?
        if css.isSet {
            own = css.matrix(in: box, lengths: style.lengths)
        } else if let attribute = element.attribute("transform") {
            do {
                own = try SVGTransformList.parse(attribute.value)
            } catch {
                // SVG: a transform in error is no transform.
                try problem(at: attribute.sourceLocation(ofValueByte: error.byteOffset), .syntax(error), .drawnUntransformed)
            }
        }
        guard let local = own else { return .identity }
        // The transform is about the origin: moved there, transformed, moved back. Without one it is the
        // box's top left corner (0 0), the viewport's origin for view-box.
        let origin: Point
        if let text = style.transformOrigin {
            if let o = SVGTransformOrigin.point(text, viewport: box, lengths: style.lengths) {
                origin = o
            } else {
                try problem(at: element.location, .invalidTransformOrigin(text), .transformAboutZero)
                origin = Point(box.minX, box.minY)
            }
        } else {
            origin = css.box == .viewBox ? .zero : Point(box.minX, box.minY)
        }
        if origin == .zero { return local }
        return AffineTransform.translation(-origin.x, -origin.y).then(local).then(.translation(origin.x, origin.y))
    }

    /// The element's bounds in its own user space (CSS `transform-box: fill-box`, SVG's object bounding
    /// box): a shape's geometry, a container's children's boxes each in its own transform; grown by half
    /// the stroke width for `stroke-box`. Nil when it draws no geometry (text, images and `<use>` are
    /// not measured; their transforms then use the viewport). Read on a copy of the reader, so the
    /// element's problems are reported once, when it is drawn.
    private func referenceBox(of element: XMLElement, style: SVGComputedStyle, viewport: Rect, stroked: Bool) -> Rect? {
        var probe = self
        guard let box = probe.geometryBox(of: element, style: style, viewport: viewport, depth: 0) else { return nil }
        guard stroked, style.stroke != .none else { return box }
        let half = style.strokeWidth / 2
        return Rect(x: box.minX - half, y: box.minY - half, width: box.width + 2 * half, height: box.height + 2 * half)
    }

    private mutating func geometryBox(of element: XMLElement, style: SVGComputedStyle, viewport: Rect, depth: Int) -> Rect? {
        let name = element.localName
        if Self.shapes.contains(name) {
            guard let geometry = try? geometry(of: element, viewport: viewport, lengths: style.lengths) else { return nil }
            return geometry.0.bounds
        }
        guard Self.containers.contains(name), depth < 64 else { return nil }
        var union: Rect?
        for child in element.childElements where !document.isForeign(child) && !Self.nonRendered.contains(child.localName) {
            guard let childStyle = try? self.style(of: child, parent: style, viewport: viewport), childStyle.displayed,
                  let box = geometryBox(of: child, style: childStyle, viewport: viewport, depth: depth + 1) else { continue }
            let own = (try? ownTransform(of: child, style: childStyle, viewport: viewport)) ?? .identity
            let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.minX, box.maxY), Point(box.maxX, box.maxY)]
                .map(own.apply)
            var moved = Rect(x: corners[0].x, y: corners[0].y, width: 0, height: 0)
            for corner in corners.dropFirst() { moved = moved.union(corner) }
            union = union.map { $0.union(moved) } ?? moved
        }
        return union
    }
}
