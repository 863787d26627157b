#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import RealModule
import MRefreshCore

/// `<filter>` as Filter Effects Level 1 defines it, for the primitives design tools export: Figma's drop
/// and inner shadows and layer blurs (feFlood, feColorMatrix, feOffset, feGaussianBlur, feComposite,
/// feBlend), Inkscape's blurs and glows (feGaussianBlur, feComposite, feMerge), and feDropShadow.
///
/// The region is `x`, `y`, `width`, `height` in `filterUnits` (by default −10%, −10%, 120%, 120% of the
/// element's bounding box); numbers and subregions of the primitives are in `primitiveUnits`. A filter
/// that cannot be followed leaves the element drawn unfiltered, with a warning; one that holds a
/// primitive mrefresh does not draw too, the primitive named in the one line of what is not drawn. A
/// filter without primitives, or whose region is empty, hides the element.
enum SVGFilters {
    /// The most primitives one filter may chain: each holds a surface the size of its region while drawn.
    static let maximumPrimitives = 32

    /// What a `filter` property comes to.
    enum Resolution {
        /// The element is not drawn.
        case hidden
        /// The element is drawn as if it had no filter (a warning was given).
        case ignored
        case filter(Filter)
    }

    /// The primitives drawn; any other `fe…` element makes the filter ignored.
    static let primitives: Set<String> = [
        "feGaussianBlur", "feOffset", "feFlood", "feColorMatrix", "feComposite", "feBlend", "feMerge", "feDropShadow",
    ]

    /// `feColorMatrix`'s matrix for `type` and `values` (Filter Effects 1 §15.10); the identity for a
    /// list of the wrong length.
    static func colorMatrix(type: String, values: [Double]?) -> [Double] {
        let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]
        switch type {
        case "saturate":
            let s = values?.count == 1 ? values![0] : 1
            return [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                    0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                    0, 0, 0, 1, 0]
        case "hueRotate":
            let a = (values?.count == 1 ? values![0] : 0) * .pi / 180
            let c = Double.cos(a), s = Double.sin(a)
            return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                    0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                    0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                    0, 0, 0, 1, 0]
        case "luminanceToAlpha":
            return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0]
        default:
            guard let values, values.count == 20 else { return identity }
            return values
        }
    }
}

extension SVGDocumentReader {
    /// The filter `value` (an element's `filter`) refers to, for an element whose user space `transform`
    /// maps to document units and whose bounding box there is `box`.
    mutating func filter(referredToBy value: String, on element: XMLElement, transform: AffineTransform, box: Rect?,
                         viewport: Rect) throws(InputError) -> SVGFilters.Resolution {
        guard let target = try maskingTarget(value, property: "filter", kind: "filter", on: element,
                                             consequence: .drawnUnfiltered) else { return .ignored }
        let filter = target.element
        let style = try definitionStyle(of: filter)
        func keyword(_ name: String, on element: XMLElement) -> String? {
            declared(name, on: element)?.trimmingSpaces()
        }
        let usable = box.map { $0.width > 0 && $0.height > 0 } ?? false
        // The region.
        guard let region = try effectRegion(of: filter, units: "filterUnits", box: box, viewport: viewport, style: style) else {
            return .hidden
        }
        guard region.width > 0, region.height > 0, region.width.isFinite, region.height.isFinite else { return .hidden }
        // primitiveUnits: user units, or fractions of the box.
        let inBox = keyword("primitiveUnits", on: filter) == "objectBoundingBox"
        if inBox && !usable { return .hidden }
        let unit = inBox ? box! : Rect(x: 0, y: 0, width: 1, height: 1)
        func number(_ element: XMLElement, _ name: String, _ initial: Double, along: KeyPath<Rect, Double>) -> Double {
            guard let text = element.attribute(name)?.value, let v = NumberScanner.number(in: text), v.isFinite else { return initial }
            return v * unit[keyPath: along]
        }
        func subregion(of element: XMLElement) -> Rect {
            func side(_ name: String, _ fallback: Double, _ origin: Double, _ size: Double, _ base: Double) -> Double {
                guard let text = element.attribute(name)?.value, let length = SVGLength.parse(text) else { return fallback }
                if inBox {
                    return origin + size * (length.unit == .percent ? length.value / 100 : length.pixels(style.lengths, percentOf: 1))
                }
                return length.pixels(style.lengths, percentOf: base)
            }
            let x = side("x", region.minX, unit.minX, unit.width, viewport.width)
            let y = side("y", region.minY, unit.minY, unit.height, viewport.height)
            let width = side("width", region.width, 0, unit.width, viewport.width)
            let height = side("height", region.height, 0, unit.height, viewport.height)
            // Within the filter's region.
            let minX = max(x, region.minX), minY = max(y, region.minY)
            let maxX = min(x + max(width, 0), region.maxX), maxY = min(y + max(height, 0), region.maxY)
            return Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
        }
        var results: Set<String> = []
        func input(_ element: XMLElement, _ name: String = "in") -> Filter.Input {
            guard let text = element.attribute(name)?.value.trimmingSpaces(), !text.isEmpty else { return .previous }
            switch text {
            case "SourceGraphic": return .sourceGraphic
            case "SourceAlpha": return .sourceAlpha
            case "BackgroundImage", "BackgroundAlpha", "FillPaint", "StrokePaint": return .transparent
            default: return results.contains(text) ? .named(text) : .previous
            }
        }
        func flood(_ element: XMLElement) throws(InputError) -> Color {
            let own = try definitionStyle(of: element)
            let text = declared("flood-color", on: element)?.trimmingSpaces() ?? "black"
            let color = text.lowercased() == "currentcolor" ? own.color : (Color(css: text) ?? .black)
            let opacity = declared("flood-opacity", on: element).flatMap(SVGComputedStyle.opacity) ?? 1
            return color.withOpacity(opacity)
        }
        var steps: [Filter.Step] = []
        for child in filter.childElements where !document.isForeign(child) {
            let name = child.localName
            guard name.hasPrefix("fe") else { continue }
            // Named in the one line of what is not drawn; the element is drawn unfiltered.
            guard SVGFilters.primitives.contains(name) else {
                unsupported.note("<\(name)>", at: child.location)
                return .ignored
            }
            guard steps.count < SVGFilters.maximumPrimitives else {
                unsupported.note("filters of over \(SVGFilters.maximumPrimitives) primitives", at: child.location)
                return .ignored
            }
            let primitive: Filter.Primitive
            switch name {
            case "feGaussianBlur", "feDropShadow":
                let deviations = child.attribute("stdDeviation").flatMap { NumberScanner.numberList(in: $0.value) } ?? []
                let initial = name == "feDropShadow" ? 2.0 : 0
                let sx = deviations.count >= 1 ? deviations[0] : initial, sy = deviations.count >= 2 ? deviations[1] : sx
                // A negative deviation is an error: the primitive passes its input on unblurred.
                let x = max(sx, 0) * unit.width, y = max(sy, 0) * unit.height
                if name == "feGaussianBlur" {
                    primitive = .gaussianBlur(input(child), x: x, y: y)
                } else {
                    primitive = .dropShadow(input(child), dx: number(child, "dx", 2, along: \.width), dy: number(child, "dy", 2, along: \.height),
                                            x: x, y: y, color: try flood(child))
                }
            case "feOffset":
                primitive = .offset(input(child), dx: number(child, "dx", 0, along: \.width), dy: number(child, "dy", 0, along: \.height))
            case "feFlood":
                primitive = .flood(try flood(child))
            case "feColorMatrix":
                let type = child.attribute("type")?.value.trimmingSpaces() ?? "matrix"
                let values = child.attribute("values").flatMap { NumberScanner.numberList(in: $0.value) }
                primitive = .colorMatrix(input(child), SVGFilters.colorMatrix(type: type, values: values))
            case "feComposite":
                let k = ["k1", "k2", "k3", "k4"].map { child.attribute($0).flatMap { NumberScanner.number(in: $0.value) } ?? 0 }
                let op: Filter.CompositeOperator = switch child.attribute("operator")?.value.trimmingSpaces() {
                case "in": .in
                case "out": .out
                case "atop": .atop
                case "xor": .xor
                case "arithmetic": .arithmetic(k1: k[0], k2: k[1], k3: k[2], k4: k[3])
                default: .over
                }
                primitive = .composite(input(child), input(child, "in2"), op)
            case "feBlend":
                let mode = child.attribute("mode").flatMap { BlendMode(css: $0.value) } ?? .normal
                primitive = .blend(input(child), input(child, "in2"), mode)
            default:  // feMerge
                let nodes = child.childElements.filter { $0.localName == "feMergeNode" && !document.isForeign($0) }
                primitive = .merge(nodes.map { input($0) })
            }
            let result = child.attribute("result")?.value.trimmingSpaces()
            steps.append(Filter.Step(primitive, result: result.flatMap { $0.isEmpty ? nil : $0 }, subregion: subregion(of: child)))
            if let result, !result.isEmpty { results.insert(result) }
        }
        // A filter without primitives hides the element (Filter Effects 1 §7.1).
        guard !steps.isEmpty else { return .hidden }
        let interpolation = declared("color-interpolation-filters", on: filter)?.trimmingSpaces().lowercased()
        return .filter(Filter(region: region, steps: steps, linearRGB: interpolation != "srgb", transform: transform))
    }

    /// The value `element` declares for `property`: by its attribute, a style-sheet rule or its `style`
    /// attribute, the last of them winning; nil when none does.
    func declared(_ property: String, on element: XMLElement) -> String? {
        var value = element.attribute(property)?.value
        for (name, declaredValue, _) in document.styleSheetDeclarations(for: element) where name == property { value = declaredValue }
        if let inline = element.attribute("style") {
            for (name, declaredValue, _) in CSSStyleSheet.declarations(inStyleAttribute: inline.value) where name == property {
                value = declaredValue
            }
        }
        return value
    }
}
