#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore

/// Reads `<linearGradient>` and `<radialGradient>` paint servers (SVG 2 §14.2–3): attributes and stops
/// inherited through `href` (SVG 2's `href` before `xlink:href`; a gradient of the other kind lends only
/// the attributes both kinds have), objectBoundingBox and userSpaceOnUse units, gradientTransform,
/// spreadMethod; stop colours `currentColor` and `inherit`.
enum SVGGradients {
    /// How many `href` links are followed (gradients referring to gradients); more is treated as a cycle.
    static let maximumLinks = 16

    /// The chain of gradient elements from `id` through its `href`s.
    static func chain(_ id: String, in ids: [String: XMLElement]) -> [XMLElement] {
        var chain: [XMLElement] = []
        var next: String? = id
        while let current = next, chain.count < maximumLinks, let element = ids[current],
              element.localName == "linearGradient" || element.localName == "radialGradient" {
            chain.append(element)
            next = element.href
                .map { String($0.value.trimmingSpaces().dropFirst()) }
        }
        return chain
    }

    /// The most stops one gradient may have. Real gradients have a handful; each stop is set on Cairo's
    /// pattern for every layer of every frame, so a hostile file with thousands would make drawing slow.
    static let maximumStops = 256

    /// The stops of every gradient in `ids`, by id, each from the first element of its `href` chain that
    /// has any (an empty list when none has). Each element's stops are read once, however many gradients
    /// refer to it.
    ///
    /// - Returns: the stops, and the first gradient element with more than ``maximumStops`` stops (whose
    ///   list is cut to that many).
    ///   - colors: the `color` each gradient element has, by byte offset (``inheritedColors(under:)``), which
    ///     its stops' `currentColor` takes.
    static func allStops(in ids: [String: XMLElement], colors: [Int: Color] = [:],
                         document: SVGDocument? = nil) -> (stops: [String: [Gradient.Stop]], oversized: XMLElement?) {
        var own: [Int: [Gradient.Stop]] = [:]  // by the element's byte offset: one list per element
        var oversized: XMLElement?
        var result: [String: [Gradient.Stop]] = [:]
        for (id, element) in ids where element.localName == "linearGradient" || element.localName == "radialGradient" {
            var stops: [Gradient.Stop] = []
            for link in chain(id, in: ids) {
                let key = link.byteOffset
                if own[key] == nil {
                    let children = link.childElements.filter { $0.localName == "stop" }
                    if children.count > maximumStops, oversized == nil { oversized = link }
                    own[key] = Self.stops(children.prefix(maximumStops), in: link, color: colors[key] ?? .black, document: document)
                }
                if let found = own[key], !found.isEmpty {
                    stops = found
                    break
                }
            }
            result[id] = stops
        }
        return (result, oversized)
    }

    /// `<stop>` elements of `gradient` as stops: offsets clamped to 0…1 and never going back (SVG 2
    /// §14.2.4); a stop colour `currentColor` is the stop's `color` (its own, else the gradient's
    /// `color`), `inherit` the gradient's stop colour.
    private static func stops(_ elements: some Sequence<XMLElement>, in gradient: XMLElement, color current: Color,
                              document: SVGDocument?) -> [Gradient.Stop] {
        let gradientStop = stopColor(of: gradient, color: current, inherited: .black, document: document)
        var result: [Gradient.Stop] = []
        var last = 0.0
        for stop in elements {
            var offset = number(stop.attribute("offset")?.value, fraction: true) ?? 0
            offset = max(min(max(offset, 0), 1), last)
            last = offset
            let own = property("color", of: stop, document).flatMap { $0 == "inherit" ? nil : Color(css: $0) } ?? current
            let color = stopColor(of: stop, color: own, inherited: gradientStop, document: document)
            let opacity = property("stop-opacity", of: stop, document).flatMap(SVGComputedStyle.opacity) ?? 1
            result.append(Gradient.Stop(offset: offset, color: color.withOpacity(opacity)))
        }
        return result
    }

    /// The `stop-color` `element` sets (its `style` attribute over the presentation attribute), with
    /// `currentColor` as `color` and `inherit` (or none set, or a value that is not a colour) as `inherited`.
    private static func stopColor(of element: XMLElement, color: Color, inherited: Color, document: SVGDocument?) -> Color {
        guard let value = property("stop-color", of: element, document) else { return inherited }
        switch value.trimmingSpaces().lowercased() {
        case "currentcolor": return color
        case "inherit": return inherited
        default: return Color(css: value) ?? inherited
        }
    }

    /// The value `element` gives `name`: the cascade's (`document`'s style sheet, as its appearance sees
    /// it, and the `style` attribute), else the presentation attribute.
    private static func property(_ name: String, of element: XMLElement, _ document: SVGDocument? = nil) -> String? {
        if let document { return document.declaredValue(name, of: element) }
        let declared = CSSStyleSheet.declarations(inStyleAttribute: element.attribute("style")?.value ?? "")
        return declared.last { $0.0 == name }?.1 ?? element.attribute(name)?.value
    }

    /// The `color` property at every gradient element under `root`, by byte offset: its own `color`, else
    /// its nearest ancestor's (black where none sets one), from attributes and `style` attributes.
    static func inheritedColors(under root: XMLElement, document: SVGDocument? = nil) -> [Int: Color] {
        var colors: [Int: Color] = [:]
        var stack: [(XMLElement, Color)] = [(root, .black)]
        while let (element, inherited) = stack.popLast() {
            let color = property("color", of: element, document).flatMap { $0 == "inherit" ? nil : Color(css: $0) } ?? inherited
            if element.localName == "linearGradient" || element.localName == "radialGradient" {
                colors[element.byteOffset] = color
            }
            stack += element.childElements.map { ($0, color) }
        }
        return colors
    }

    /// The gradient `id` as painted on an element whose own bounding box is `box` and whose user space maps
    /// to the source by `transform`; nil when it cannot be drawn as a gradient (not a gradient, fewer than
    /// two stops, or an empty box with objectBoundingBox units).
    ///   - stops: the stops of every gradient, from ``allStops(in:)``.
    static func gradient(_ id: String, in ids: [String: XMLElement], stops allStops: [String: [Gradient.Stop]],
                         box: Rect?, viewport: Rect, transform: AffineTransform) -> Gradient? {
        let chain = chain(id, in: ids)
        guard let first = chain.first, let stops = allStops[id], stops.count >= 2 else { return nil }
        /// An attribute from the first element of the chain that sets it; a geometric one only from a
        /// gradient of the same kind.
        func attribute(_ name: String) -> String? {
            let shared = ["gradientUnits", "gradientTransform", "spreadMethod", "transform-origin"].contains(name)
            return chain.lazy.filter { shared || $0.localName == first.localName }.compactMap { $0.attribute(name)?.value }.first
        }
        let userSpace = attribute("gradientUnits")?.trimmingSpaces() == "userSpaceOnUse"
        func coordinate(_ name: String, _ fallback: Double, horizontal: Bool?) -> Double {
            guard let text = attribute(name) else { return fallback }
            if userSpace {
                let base: Double
                switch horizontal {
                case true?: base = viewport.width
                case false?: base = viewport.height
                case nil: base = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
                }
                return SVGLength.parse(text)?.pixels(percentOf: base) ?? fallback
            }
            return number(text, fraction: true) ?? fallback
        }
        let shape: Gradient.Shape
        if first.localName == "linearGradient" {
            shape = .linear(x1: coordinate("x1", 0, horizontal: true), y1: coordinate("y1", 0, horizontal: false),
                            x2: coordinate("x2", userSpace ? viewport.width : 1, horizontal: true),
                            y2: coordinate("y2", 0, horizontal: false))
        } else {
            let half = userSpace ? 0.5 : 0.5
            let cx = coordinate("cx", userSpace ? viewport.width * half : half, horizontal: true)
            let cy = coordinate("cy", userSpace ? viewport.height * half : half, horizontal: false)
            let r = coordinate("r", userSpace ? 0.5 * ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot() : 0.5,
                               horizontal: nil)
            shape = .radial(cx: cx, cy: cy, r: r, fx: coordinate("fx", cx, horizontal: true),
                            fy: coordinate("fy", cy, horizontal: false), fr: max(coordinate("fr", 0, horizontal: nil), 0))
        }
        // A gradientTransform that cannot be inverted is ignored, as resvg ignores it (SVG leaves it open).
        var placement = attribute("gradientTransform").flatMap { try? SVGTransformList.parse($0) }
            .flatMap { $0.inverted == nil ? nil : $0 } ?? .identity
        // About its transform-origin: of the viewport in userSpaceOnUse units, of the unit box in
        // objectBoundingBox units.
        if let text = attribute("transform-origin"),
           let o = SVGTransformOrigin.point(text, viewport: userSpace ? viewport : Rect(x: 0, y: 0, width: 1, height: 1),
                                            lengths: SVGLength.Context()) {
            placement = AffineTransform.translation(-o.x, -o.y).then(placement).then(.translation(o.x, o.y))
        }
        if !userSpace {
            // objectBoundingBox: the unit square is the element's box (an empty box cannot carry a gradient).
            guard let box, box.width > 0, box.height > 0 else { return nil }
            placement = placement.then(AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.minX, f: box.minY))
        }
        let spread: Gradient.Spread
        switch attribute("spreadMethod")?.trimmingSpaces() {
        case "reflect": spread = .reflect
        case "repeat": spread = .repeat
        default: spread = .pad
        }
        var gradient = Gradient(shape: shape, stops: stops, spread: spread, transform: placement.then(transform))
        if case let .radial(_, _, r, _, _, _) = shape, r <= 0, let last = stops.last {
            // A radial gradient of no (or negative) radius paints the last stop's colour (SVG 2 §14.3.3).
            gradient = Gradient(shape: .linear(x1: 0, y1: 0, x2: 1, y2: 0), stops: [Gradient.Stop(offset: 0, color: last.color),
                                                                                  Gradient.Stop(offset: 1, color: last.color)],
                                transform: placement.then(transform))
        }
        return gradient.transform.inverted == nil ? nil : gradient
    }

    /// The gradient `id` as SVG text is painted with it: in the text's user space, or in the unit square
    /// of the text's box (objectBoundingBox units), which the renderer knows once it has shaped the
    /// glyphs; nil when it cannot be drawn as a gradient.
    static func textPaint(_ id: String, in ids: [String: XMLElement], stops: [String: [Gradient.Stop]],
                          viewport: Rect) -> TextBlock.GradientPaint? {
        let units = chain(id, in: ids).lazy.compactMap { $0.attribute("gradientUnits")?.value }.first
        let inBox = units?.trimmingSpaces() != "userSpaceOnUse"
        return gradient(id, in: ids, stops: stops, box: inBox ? Rect(x: 0, y: 0, width: 1, height: 1) : nil, viewport: viewport,
                        transform: .identity).map { TextBlock.GradientPaint(gradient: $0, inBoundingBox: inBox) }
    }

    /// A number, or with `fraction` a percentage as a fraction ("50%" → 0.5).
    static func number(_ text: String?, fraction: Bool) -> Double? {
        guard let text else { return nil }
        return fraction ? NumberScanner.numberOrPercentage(in: text) : NumberScanner.number(in: text)
    }
}
