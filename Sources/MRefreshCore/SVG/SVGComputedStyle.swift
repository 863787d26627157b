/// The style properties mrefresh draws with, as SVG computes them for an element: presentation
/// attributes, then `<style>` rules, then the `style` attribute, over what the parent passes down.
struct SVGComputedStyle: Sendable {
    // Inherited properties.
    var fill: SVGPaint = .color(.black)
    /// The id of the paint server (gradient) `fill` refers to, if any; ``fill`` then holds its fallback.
    var fillServer: String?
    var fillOpacity = 1.0
    var fillRule: FillRule = .nonZero
    var stroke: SVGPaint = .none
    /// The id of the paint server `stroke` refers to, if any.
    var strokeServer: String?
    var strokeOpacity = 1.0
    /// In user units of the element (scaled by its transform when drawn).
    var strokeWidth = 1.0
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    var color: Color = .black
    var visible = true
    // Not inherited: reset for every child.
    var opacity = 1.0
    var displayed = true

    /// What a child starts from: the inherited properties, the others at their initial values.
    var inherited: SVGComputedStyle {
        var child = self
        child.opacity = 1
        child.displayed = true
        return child
    }

    /// The properties this reader understands (others in style sheets are ignored, as browsers do).
    static let properties: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "color", "visibility", "opacity", "display",
    ]

    /// Applies one declaration; values it does not understand are ignored (the CSS rule), `inherit`
    /// takes the parent's value.
    mutating func apply(_ property: String, _ rawValue: String, parent: SVGComputedStyle,
                        resolvePaint: (String) -> (SVGPaint, server: String?)?, percentBase: Double) {
        let value = rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
        if value == "inherit" {
            switch property {
            case "fill": (fill, fillServer) = (parent.fill, parent.fillServer)
            case "fill-opacity": fillOpacity = parent.fillOpacity
            case "fill-rule": fillRule = parent.fillRule
            case "stroke": (stroke, strokeServer) = (parent.stroke, parent.strokeServer)
            case "stroke-opacity": strokeOpacity = parent.strokeOpacity
            case "stroke-width": strokeWidth = parent.strokeWidth
            case "stroke-linecap": lineCap = parent.lineCap
            case "stroke-linejoin": lineJoin = parent.lineJoin
            case "color": color = parent.color
            case "visibility": visible = parent.visible
            case "opacity": opacity = parent.opacity
            default: break
            }
            return
        }
        switch property {
        case "fill": if let paint = resolvePaint(value) { (fill, fillServer) = paint }
        case "stroke": if let paint = resolvePaint(value) { (stroke, strokeServer) = paint }
        case "fill-opacity": if let v = Self.opacity(value) { fillOpacity = v }
        case "stroke-opacity": if let v = Self.opacity(value) { strokeOpacity = v }
        case "opacity": if let v = Self.opacity(value) { opacity = v }
        case "fill-rule":
            switch value {
            case "nonzero": fillRule = .nonZero
            case "evenodd": fillRule = .evenOdd
            default: break
            }
        case "stroke-width":
            if let length = SVGLength.parse(value), length.value >= 0 {
                strokeWidth = length.pixels(percentOf: percentBase)
            }
        case "stroke-linecap":
            if let cap = LineCap(rawValue: value) { lineCap = cap }
        case "stroke-linejoin":
            switch value {
            case "miter", "miter-clip", "arcs": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: break
            }
        case "color":
            if let c = Color(css: value) { color = c }
        case "visibility":
            switch value {
            case "visible": visible = true
            case "hidden", "collapse": visible = false
            default: break
            }
        case "display":
            displayed = value != "none"
        default:
            break
        }
    }

    /// A number or percentage clamped to 0…1.
    static func opacity(_ text: String) -> Double? {
        if text.hasSuffix("%") {
            return Double(text.dropLast()).map { min(max($0 / 100, 0), 1) }
        }
        return Double(text).flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
    }

    /// The colour a paint draws with, or nil for none.
    func color(of paint: SVGPaint, opacity: Double) -> Color? {
        switch paint {
        case .none: nil
        case .color(let c): c.withOpacity(opacity)
        case .currentColor: color.withOpacity(opacity)
        case .unsupported(let fallback): fallback?.withOpacity(opacity)
        }
    }
}
