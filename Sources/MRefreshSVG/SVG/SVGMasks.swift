import MRefreshSyntax
import MRefreshCore

/// `<mask>` as CSS Masking defines it for SVG: its content, drawn whole in `maskContentUnits`, shows the
/// masked element by its luminance or alpha (`mask-type`), inside the rectangle `x`, `y`, `width`,
/// `height` gives in `maskUnits` (by default −10%, −10%, 120%, 120% of the element's bounding box).
extension SVGDocumentReader {
    /// The mask `value` (an element's `mask`) refers to, in document units: `transform` maps the element's
    /// user space there, `box` is its bounding box in that space.
    ///
    /// Nil when nothing shows through it: CSS Masking counts a reference that cannot be followed (no such
    /// element, not a mask, a cycle, too deep) as a transparent black mask, so the element is not drawn,
    /// with a warning; a mask without content or with an empty rectangle hides the element too.
    mutating func mask(referredToBy value: String, on element: XMLElement, transform: AffineTransform, box: Rect?,
                       viewport: Rect) throws(InputError) -> Mask? {
        guard let target = try maskingTarget(value, property: "mask", kind: "mask", on: element,
                                             consequence: .notDrawn) else { return nil }
        maskingReferences.append(target.id)
        defer { maskingReferences.removeLast() }
        let mask = target.element
        let style = try definitionStyle(of: mask)
        func units(_ name: String, default initial: String) -> Bool {
            (mask.attribute(name)?.value.trimmingSpaces() ?? initial) == "objectBoundingBox"
        }
        let usable = box.map { $0.width > 0 && $0.height > 0 } ?? false
        // The mask's rectangle.
        guard let region = try effectRegion(of: mask, units: "maskUnits", box: box, viewport: viewport, style: style) else { return nil }
        guard region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else { return nil }
        var space = transform
        if units("maskContentUnits", default: "userSpaceOnUse") {
            guard let box, usable else { return nil }
            space = SVGMasking.boxTransform(box).then(space)
        }
        // The content is drawn on its own: none of the walk's viewports, groups or layers are its.
        let saved = (layers, clips, opacityGroups)
        (layers, clips, opacityGroups) = ([], [], [])
        defer { (layers, clips, opacityGroups) = saved }
        for child in mask.childElements {
            try visit(child, transform: space, parentStyle: style, viewport: viewport, selected: true, uses: [])
        }
        var content = layers
        Self.foldSingleLayerGroups(&content)
        guard !content.isEmpty else { return nil }
        // A mask on the mask masks its content, as one group, in the masked element's space.
        if let value = style.masking.mask {
            guard let outer = try self.mask(referredToBy: value, on: mask, transform: transform, box: box, viewport: viewport) else {
                return nil
            }
            for i in content.indices { content[i].opacityGroups.insert(OpacityGroup(id: nextGroup, opacity: 1, mask: outer), at: 0) }
            nextGroup += 1
        }
        return Mask(kind: style.masking.maskType, region: SVGMasking.rectangle(region).transformed(by: transform), content: content)
    }
}

extension SVGDocumentReader {
    /// The rectangle `x`, `y`, `width`, `height` of a mask or filter (`element`) in the units its
    /// `unitsAttribute` names: fractions of `box` (objectBoundingBox, the initial value; by default −10%,
    /// −10%, 120%, 120%), or lengths in `viewport`'s user space (by default the same share of the
    /// viewport). Nil when it is in box units and the element's box has no area; a malformed value is
    /// reported and its default used.
    mutating func effectRegion(of element: XMLElement, units unitsAttribute: String, box: Rect?, viewport: Rect,
                               style: SVGComputedStyle) throws(InputError) -> Rect? {
        let units = element.attribute(unitsAttribute)?.value.trimmingSpaces() ?? "objectBoundingBox"
        guard units == "objectBoundingBox" else {
            let x = try length(element, "x", viewport.width, in: style.lengths) ?? -0.1 * viewport.width
            let y = try length(element, "y", viewport.height, in: style.lengths) ?? -0.1 * viewport.height
            let width = try length(element, "width", viewport.width, in: style.lengths) ?? 1.2 * viewport.width
            let height = try length(element, "height", viewport.height, in: style.lengths) ?? 1.2 * viewport.height
            return Rect(x: x, y: y, width: width, height: height)
        }
        guard let box, box.width > 0, box.height > 0 else { return nil }
        func fraction(_ name: String, _ initial: Double) throws(InputError) -> Double {
            guard let attribute = element.attribute(name) else { return initial }
            guard let length = SVGLength.parse(attribute.value) else {
                try problem(at: attribute.sourceLocation(ofValueByte: 0), .invalidLength(attribute: name, value: attribute.value),
                            .initialValueUsed)
                return initial
            }
            // In box units a number is a fraction, a percentage a hundredth of one.
            return length.unit == .percent ? length.value / 100 : length.pixels(style.lengths, percentOf: 1)
        }
        return Rect(x: box.minX + box.width * (try fraction("x", -0.1)), y: box.minY + box.height * (try fraction("y", -0.1)),
                    width: box.width * (try fraction("width", 1.2)), height: box.height * (try fraction("height", 1.2)))
    }
}
