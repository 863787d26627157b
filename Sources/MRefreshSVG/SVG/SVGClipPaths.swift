import MRefreshSyntax
import MRefreshCore

/// `<clipPath>` as SVG and CSS Masking define it: the union of its children's geometry (shapes, and
/// `<use>`s of shapes), each filled by its own `clip-rule` and cut by its own `clip-path`, placed by its
/// `transform` and `clipPathUnits`, intersected with the clip path's own `clip-path`.
extension SVGDocumentReader {
    /// The clip region `value` (an element's `clip-path`) refers to, in document units: `transform` maps the
    /// element's user space there, `box` is its bounding box in that space (for objectBoundingBox units).
    ///
    /// Nil when the reference cannot be followed (no such element, not a clip path, a cycle, too deep):
    /// CSS Masking treats such a `clip-path` as if it were not specified, so the element is drawn
    /// unclipped, with a warning. A region without shapes lets nothing through.
    mutating func clip(referredToBy value: String, on element: XMLElement, transform: AffineTransform, box: Rect?,
                       viewport: Rect) throws(InputError) -> Clip? {
        guard let target = try maskingTarget(value, property: "clip-path", kind: "clipPath", on: element,
                                             consequence: .drawnUnclipped) else { return nil }
        maskingReferences.append(target.id)
        defer { maskingReferences.removeLast() }
        return try clipPath(target.element, transform: transform, box: box, viewport: viewport)
    }

    /// The element `value` (a `clip-path` or `mask`) refers to, when it is one of `kind` that can be
    /// followed from here; nil after a problem with `consequence`.
    mutating func maskingTarget(_ value: String, property: String, kind: String, on element: XMLElement,
                                consequence: InputError.Consequence) throws(InputError) -> (id: String, element: XMLElement)? {
        let location = element.attribute(property)?.sourceLocation(ofValueByte: 0) ?? element.location
        guard let id = SVGMasking.fragment(value) else {
            let found: SVGProblem = if let ids = SVGMasking.references(value), ids.count > 1 {
                .masking(.referenceList(property: property, value: value, count: ids.count))
            } else if value.trimmingWhitespace().lowercased().hasPrefix("url(") {
                .externalReference(value)
            } else {
                .masking(.notAReference(property: property, value: value))
            }
            try problem(at: location, found, consequence)
            return nil
        }
        guard let target = ids[id] else {
            try problem(at: location, .masking(.missingReference(property: property, id: id)), consequence)
            return nil
        }
        guard target.localName == kind, !document.isForeign(target) else {
            try problem(at: location, .masking(.wrongElement(property: property, id: id, element: target.localName, expected: kind)), consequence)
            return nil
        }
        guard !maskingReferences.contains(id) else {
            try problem(at: location, .masking(.referenceCycle(property: property, id: id)), consequence)
            return nil
        }
        guard maskingReferences.count < SVGMasking.maximumDepth else {
            try problem(at: location, .masking(.tooDeep(limit: SVGMasking.maximumDepth)), consequence)
            return nil
        }
        return (id, target)
    }

    /// `clipPath`'s region for an element whose user space `transform` maps to document units.
    private mutating func clipPath(_ clipPath: XMLElement, transform: AffineTransform, box: Rect?,
                                   viewport: Rect) throws(InputError) -> Clip {
        let style = try definitionStyle(of: clipPath)
        var space = transform
        if clipPath.attribute("clipPathUnits")?.value.trimmingSpaces() == "objectBoundingBox" {
            // Units of a box that has no area clip everything away.
            guard let box, box.width > 0, box.height > 0 else { return Clip(shapes: []) }
            space = SVGMasking.boxTransform(box).then(space)
        }
        space = try ownTransform(of: clipPath, style: style, viewport: viewport).then(space)
        var shapes: [Clip.Shape] = []
        for child in clipPath.childElements {
            if let shape = try clipShape(child, space: space, parentStyle: style, viewport: viewport) { shapes.append(shape) }
        }
        var region = Clip(shapes: shapes)
        // The clip path's own clip path cuts the whole region, in the referring element's space.
        if let value = style.masking.clipPath,
           let outer = try clip(referredToBy: value, on: clipPath, transform: transform, box: box, viewport: viewport) {
            region.clips.append(outer)
        }
        return region
    }

    /// One child of a clip path as a shape of its region, or nil when it adds nothing: a shape or a `<use>`
    /// of one that is displayed and visible. Other children (groups, text) are not part of a clip path.
    private mutating func clipShape(_ child: XMLElement, space: AffineTransform, parentStyle: SVGComputedStyle,
                                    viewport: Rect) throws(InputError) -> Clip.Shape? {
        visits += 1
        guard visits <= Self.maximumVisits else {
            throw InputError(file: file, location: child.location, .svg(.tooManyElements(limit: Self.maximumVisits)))
        }
        guard !document.isForeign(child), SVGConditions.hold(on: child) else { return nil }
        let childStyle = try style(of: child, parent: parentStyle, viewport: viewport)
        guard childStyle.displayed else { return nil }
        var shape = child, shapeStyle = childStyle, viaUse = false
        var shapeSpace = try ownTransform(of: child, style: childStyle, viewport: viewport).then(space)
        if child.localName == "use" {
            // A <use> in a clip path draws a shape directly (SVG 1.1 §14.3.5).
            guard let href = child.href?.value.trimmingSpaces(), href.hasPrefix("#"),
                  let target = ids[String(href.dropFirst())], Self.shapes.contains(target.localName) else { return nil }
            let x = try length(child, "x", viewport.width, in: childStyle.lengths) ?? 0
            let y = try length(child, "y", viewport.height, in: childStyle.lengths) ?? 0
            shapeStyle = try style(of: target, parent: childStyle, viewport: viewport)
            guard shapeStyle.displayed else { return nil }
            shapeSpace = try ownTransform(of: target, style: shapeStyle, viewport: viewport)
                .then(.translation(x, y)).then(shapeSpace)
            shape = target
            viaUse = true
        } else if child.localName == "text" {
            unsupported.note("<text> in a clip path", at: child.location)
            return nil
        }
        guard Self.shapes.contains(shape.localName), shapeStyle.visible,
              let (path, _) = try geometry(of: shape, viewport: viewport, lengths: shapeStyle.lengths), !path.isEmpty else { return nil }
        var clips: [Clip] = []
        // A child's own clip path, in its user space (a <use>'s before its x and y).
        let value = childStyle.masking.clipPath ?? (viaUse ? shapeStyle.masking.clipPath : nil)
        if let value, let own = try clip(referredToBy: value, on: child, transform: shapeSpace, box: path.bounds, viewport: viewport) {
            clips.append(own)
        }
        return Clip.Shape(path: path.transformed(by: shapeSpace), rule: shapeStyle.clipRule, clips: clips)
    }
}
