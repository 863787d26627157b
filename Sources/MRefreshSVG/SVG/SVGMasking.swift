#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore

/// `clip-path` and `mask` as the document reader applies them: to what an element draws, once it is
/// drawn (its layers are known, and with them its bounding box), in the element's user space.
///
/// A clip goes to each of the element's layers (clipping a group is clipping each of its parts); a mask
/// goes to the element's group, composited through it (``OpacityGroup/mask``).
enum SVGMasking {
    /// The properties read for clipping and masking (`clip-rule` is inherited and kept with the paint
    /// properties, the others here).
    static let properties: Set<String> = ["clip-path", "clip-rule", "mask", "mask-type", "filter"]
    /// Clip paths and masks resolved one inside another (a clip path's clip path, a mask in a mask's
    /// content): each level is a walk, and a mask a canvas-sized surface while it is drawn.
    static let maximumDepth = 8

    /// An element's `clip-path`, `mask` and `mask-type`, as declared (text: checked where used).
    struct Properties: Sendable {
        var clipPath: String?
        var mask: String?
        var maskType: Mask.Kind = .luminance
        /// `filter` (SVGFilters.swift), applied to the element's group like a mask.
        var filter: String?

        /// Whether the element is clipped, masked or filtered.
        var isSet: Bool { clipPath != nil || mask != nil || filter != nil }

        mutating func apply(_ property: String, _ value: String) {
            let none = value.lowercased() == "none"
            switch property {
            case "clip-path": clipPath = none ? nil : value
            case "mask": mask = none ? nil : value
            case "filter": filter = none ? nil : value
            case "mask-type":
                switch value.lowercased() {
                case "luminance": maskType = .luminance
                case "alpha": maskType = .alpha
                default: break
                }
            default: break
            }
        }

        mutating func inherit(_ property: String, from parent: Properties) {
            switch property {
            case "clip-path": clipPath = parent.clipPath
            case "mask": mask = parent.mask
            case "filter": filter = parent.filter
            case "mask-type": maskType = parent.maskType
            default: break
            }
        }
    }

    /// A clip path or mask waiting for the element's layers: pushed when the walk enters the element,
    /// applied when it leaves it.
    struct Pending {
        var element: XMLElement
        var properties: Properties
        /// The element's user space → document units.
        var transform: AffineTransform
        var viewport: Rect
        /// The group a mask or filter composites (opened for it when the element has no opacity group of
        /// its own).
        var group: Int?
        /// The id of the first group opened at the element or inside it: later groups are its own or its
        /// descendants'.
        var firstGroup: Int
    }

    /// The user space (→ document units) `element`'s clip path and mask are in, when its own transform
    /// makes `transform`: a `<use>`'s x and y are part of its transform (SVG 1.1 §5.6, SVG 2 §5.6.2). (A
    /// malformed x or y counts as 0 here; the walk reports it.)
    static func userSpace(of element: XMLElement, _ transform: AffineTransform, _ viewport: Rect,
                          _ lengths: SVGLength.Context) -> AffineTransform {
        guard element.localName == "use" else { return transform }
        func length(_ name: String, _ base: Double) -> Double {
            element.attribute(name).flatMap { SVGLength.parse($0.value) }.map { $0.pixels(lengths, percentOf: base) } ?? 0
        }
        return AffineTransform.translation(length("x", viewport.width), length("y", viewport.height)).then(transform)
    }

    /// The id of a value that is one `url(#id)` (quoted or not); nil for anything else, a list of
    /// references included (``references(_:)``).
    static func fragment(_ value: String) -> String? {
        guard let ids = references(value), ids.count == 1 else { return nil }
        return ids[0]
    }

    /// The ids of a value that is a list of `url(#id)` references separated by white space, as CSS filter
    /// lists write them (`url(#a) url(#b)`); nil when the value is anything else. Each reference ends at
    /// its own `)`, so `url(#f) url(#f)` is two references to `f`, not one to `f) url(#f` (finding 36).
    static func references(_ value: String) -> [String]? {
        var rest = Substring(value).drop { $0.isWhitespace }
        var ids: [String] = []
        while !rest.isEmpty {
            guard rest.prefix(4).lowercased() == "url(" else { return nil }
            rest = rest.dropFirst(4).drop { $0.isWhitespace }
            let inner: Substring
            if let quote = rest.first, quote == "'" || quote == "\"" {
                guard let close = rest.dropFirst().firstIndex(of: quote) else { return nil }
                inner = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
            } else {
                guard let close = rest.firstIndex(of: ")") else { return nil }
                inner = Substring(rest[..<close].trimmingWhitespace())
                rest = rest[close...]
            }
            guard rest.first == ")", inner.hasPrefix("#"), inner.count > 1 else { return nil }
            ids.append(String(inner.dropFirst()))
            rest = rest.dropFirst().drop { $0.isWhitespace }
        }
        return ids.isEmpty ? nil : ids
    }

    /// A rectangle as a closed path.
    static func rectangle(_ r: Rect) -> Path {
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
        return Path(subpaths: [Subpath(start: corners[0], segments: (0..<4).map { .line(Line(corners[$0], corners[($0 + 1) % 4])) },
                                       isClosed: true)])
    }

    /// The map from objectBoundingBox units (0…1 across `box`) to the box's user space.
    static func boxTransform(_ box: Rect) -> AffineTransform {
        AffineTransform.scale(box.width, box.height).then(.translation(box.minX, box.minY))
    }
}

extension SVGDocumentReader {
    /// Visits `element` (``visitElement(_:transform:parentStyle:viewport:selected:uses:viaUse:instanceName:)``),
    /// then clips and masks what it drew by its `clip-path` and `mask`.
    mutating func visit(_ element: XMLElement, transform: AffineTransform, parentStyle: SVGComputedStyle, viewport: Rect,
                        selected: Bool, uses: [String], viaUse: Bool = false, instanceName: String? = nil) throws(InputError) {
        let start = layers.count, depth = pendingMasking.count
        try visitElement(element, transform: transform, parentStyle: parentStyle, viewport: viewport, selected: selected,
                         uses: uses, viaUse: viaUse, instanceName: instanceName)
        guard pendingMasking.count > depth else { return }
        let pending = pendingMasking.removeLast()
        guard start < layers.count else { return }
        try applyMasking(pending, toLayersFrom: start)
    }

    /// Clips and masks the layers from `start` on (what `pending`'s element drew).
    mutating func applyMasking(_ pending: SVGMasking.Pending, toLayersFrom start: Int) throws(InputError) {
        let element = pending.element
        // objectBoundingBox units are the box of what the element draws, in its user space (clips do not
        // change it).
        var box: Rect?
        if let inverse = pending.transform.inverted {
            for layer in layers[start...] {
                guard let b = layer.path.transformed(by: inverse).bounds else { continue }
                box = box.map { $0.union(b) } ?? b
            }
        }
        let drawn = layers.count - start
        if let value = pending.properties.filter, let group = pending.group {
            switch try filter(referredToBy: value, on: element, transform: pending.transform, box: box, viewport: pending.viewport) {
            case .hidden:
                layers.removeSubrange(start...)
                return
            case .ignored:
                break
            case .filter(let filter):
                for i in start..<layers.count {
                    if let j = layers[i].opacityGroups.firstIndex(where: { $0.id == group }) { layers[i].opacityGroups[j].filter = filter }
                }
            }
        }
        if let value = pending.properties.clipPath,
           let clip = try clip(referredToBy: value, on: element, transform: pending.transform, box: box, viewport: pending.viewport) {
            guard clip.bounds != nil else {
                // Nothing shows through it.
                layers.removeSubrange(start...)
                return
            }
            try count(segments: clip.segmentCount * drawn, at: element)
            for i in start..<layers.count {
                // A filter at the element or inside it comes before the clip: the clip cuts what the
                // outermost such filter makes (Filter Effects 1 §3), so that a blur does not spread past it.
                if let j = layers[i].opacityGroups.firstIndex(where: { $0.id >= pending.firstGroup && $0.filter != nil }) {
                    layers[i].opacityGroups[j].clips.append(clip)
                } else {
                    layers[i].clips.append(clip)
                }
            }
        }
        if let value = pending.properties.mask, let group = pending.group {
            guard let mask = try mask(referredToBy: value, on: element, transform: pending.transform, box: box,
                                      viewport: pending.viewport) else {
                layers.removeSubrange(start...)
                return
            }
            try count(segments: mask.segmentCount * drawn, at: element)
            for i in start..<layers.count {
                if let j = layers[i].opacityGroups.firstIndex(where: { $0.id == group }) { layers[i].opacityGroups[j].mask = mask }
            }
        }
    }

    /// Counts `segments` more to draw: each layer keeps its clips and masks, so one used by many layers
    /// costs as many times.
    private mutating func count(segments: Int, at element: XMLElement) throws(InputError) {
        segmentTotal += segments
        guard segmentTotal <= GeometryLimits.maximumSegments else {
            throw InputError(file: file, location: element.location, .svg(.tooManySegments(limit: GeometryLimits.maximumSegments)))
        }
    }
}
