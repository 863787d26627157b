import MRefreshSyntax
import MRefreshCore

/// The style properties mrefresh draws with, as SVG computes them for an element: presentation
/// attributes, then `<style>` rules, then the `style` attribute, over what the parent passes down.
struct SVGComputedStyle: Sendable {
    // Inherited properties.
    var fill: SVGPaint = .color(.black)
    /// The id of the paint server (gradient) `fill` refers to, if any; ``fill`` then holds its fallback.
    var fillServer: String?
    var fillOpacity = 1.0
    var fillRule: FillRule = .nonZero
    /// `clip-rule`: how a clip path's child covers the region.
    var clipRule: FillRule = .nonZero
    var stroke: SVGPaint = .none
    /// The id of the paint server `stroke` refers to, if any.
    var strokeServer: String?
    var strokeOpacity = 1.0
    /// In user units of the element (scaled by its transform when drawn).
    var strokeWidth = 1.0
    var lineCap: LineCap = .butt
    var lineJoin: LineJoin = .miter
    /// `stroke-dasharray` in user units, an even count (an odd list is repeated); nil for solid.
    var dashArray: [Double]?
    /// `stroke-dashoffset` in user units.
    var dashOffset = 0.0
    /// `stroke-miterlimit`, at least 1.
    var miterLimit = 4.0
    /// Whether `paint-order` paints the stroke before (under) the fill.
    var strokeFirst = false
    /// Whether `paint-order` paints the markers before (under) both the fill and the stroke.
    var markersFirst = false
    /// Whether `paint-order` paints the markers between the fill and the stroke.
    var markersBetween = false
    /// The ids of the `<marker>`s `marker-start`, `marker-mid` and `marker-end` refer to (nil: none).
    var markers = SVGMarkerReferences()
    /// Inside a marker, the fill and stroke of the shape it is drawn on: what `context-fill` and
    /// `context-stroke` paint with.
    var contextPaint: SVGContextPaint?
    /// Whether images are scaled smoothly: false for `image-rendering` `pixelated`, `optimizeSpeed` or
    /// `crisp-edges` (the nearest pixel).
    var smoothImages = true
    var color: Color = .black
    var visible = true
    /// In user units: what `em` (and half of it, `ex` and `ch`) means in lengths.
    var fontSize = 16.0
    /// The root element's font size (`rem`) and viewport (`vw`, `vh`, `vmin`, `vmax`), passed down unchanged.
    var rootFontSize = 16.0
    var rootViewport = Size(width: 100, height: 100)
    /// Font, spacing, anchor and white space of text (inherited).
    var text = SVGTextStyle()
    // Not inherited: reset for every child.
    var opacity = 1.0
    var displayed = true
    /// The CSS transform properties (`transform`, `translate`, `rotate`, `scale`, `transform-box`) from a
    /// style sheet or `style` attribute; when set they replace the `transform` attribute (SVG 2 §8.5).
    var transform = CSSTransform()
    /// `transform-origin` as written (resolved against the element's viewport where it is drawn).
    var transformOrigin: String?
    /// `clip-path`, `mask` and `mask-type` (``SVGMasking``).
    var masking = SVGMasking.Properties()
    /// `mix-blend-mode` (CSS only: there is no such presentation attribute).
    var blend: BlendMode = .normal
    /// `isolation: isolate` (CSS only): the element's content blends within it alone.
    var isolated = false
    /// The custom properties in effect (`--accent`), substituted, inherited by the children.
    var variables: [String: String] = [:]

    /// What relative lengths are relative to, for this element.
    var lengths: SVGLength.Context {
        SVGLength.Context(fontSize: fontSize, rootFontSize: rootFontSize, viewportWidth: rootViewport.width,
                          viewportHeight: rootViewport.height)
    }

    /// The properties a child does not inherit (``inherited`` resets them).
    static let uninherited: Set<String> = SVGMasking.properties.union(CSSTransform.properties)
        .union(["opacity", "display", "transform-origin", "mix-blend-mode", "isolation"])

    /// What a child starts from: the inherited properties, the others at their initial values.
    var inherited: SVGComputedStyle {
        var child = self
        child.opacity = 1
        child.displayed = true
        child.transform = CSSTransform()
        child.transformOrigin = nil
        child.masking = SVGMasking.Properties()
        child.blend = .normal
        child.isolated = false
        return child
    }

    /// The properties this reader understands (others in style sheets are ignored, as browsers do).
    static let properties: Set<String> = Set([
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "stroke-dasharray", "stroke-dashoffset", "stroke-miterlimit", "paint-order", "transform-origin", "color", "visibility", "opacity",
        "display", "font-size", "marker-start", "marker-mid", "marker-end", "image-rendering",
    ]).union(SVGMasking.properties).union(SVGTextStyle.properties)

    /// CSS's absolute font-size keywords in pixels (CSS Fonts 4 §2.5, `medium` 16).
    private static let fontSizeKeywords: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
        "xxx-large": 48,
    ]

    /// Applies one declaration; `inherit` takes the parent's value.
    ///
    /// - Returns: false when a numeric property (an opacity, `stroke-width`) has a value that is not a
    ///   finite number of its kind (`nan%`, `inf`, `1e400`, `5 px`): the style is unchanged and the caller
    ///   reports the value where it stands. Keywords it does not understand are ignored (the CSS rule).
    @discardableResult
    mutating func apply(_ property: String, _ rawValue: String, parent: SVGComputedStyle,
                        resolvePaint: (String) -> (SVGPaint, server: String?)?, percentBase: Double) -> Bool {
        let value = rawValue.trimmingWhitespace()
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
            case "stroke-dasharray": dashArray = parent.dashArray
            case "stroke-dashoffset": dashOffset = parent.dashOffset
            case "stroke-miterlimit": miterLimit = parent.miterLimit
            case "paint-order":
                (strokeFirst, markersFirst, markersBetween) = (parent.strokeFirst, parent.markersFirst, parent.markersBetween)
            case "marker-start": markers.start = parent.markers.start
            case "marker-mid": markers.mid = parent.markers.mid
            case "marker-end": markers.end = parent.markers.end
            case "marker": markers = parent.markers
            case "image-rendering": smoothImages = parent.smoothImages
            case "color": color = parent.color
            case "visibility": visible = parent.visible
            case "font-size": fontSize = parent.fontSize
            case "opacity": opacity = parent.opacity
            case "clip-rule": clipRule = parent.clipRule
            case "mix-blend-mode": blend = parent.blend
            case "isolation": isolated = parent.isolated
            default:
                masking.inherit(property, from: parent.masking)
                text.inherit(property, from: parent.text)
            }
            return true
        }
        switch property {
        case "fill", "stroke":
            var paint = resolvePaint(value)
            if let context = SVGContextPaint.keyword(value) {
                // Outside a marker there is no context element: nothing is painted.
                paint = contextPaint.map { context == .fill ? ($0.fill, $0.fillServer) : ($0.stroke, $0.strokeServer) } ?? (.none, nil)
            }
            if let paint {
                if property == "fill" { (fill, fillServer) = paint } else { (stroke, strokeServer) = paint }
            }
        case "fill-opacity":
            guard let v = Self.opacity(value) else { return false }
            fillOpacity = v
        case "stroke-opacity":
            guard let v = Self.opacity(value) else { return false }
            strokeOpacity = v
        case "opacity":
            guard let v = Self.opacity(value) else { return false }
            opacity = v
        case "fill-rule":
            switch value {
            case "nonzero": fillRule = .nonZero
            case "evenodd": fillRule = .evenOdd
            default: break
            }
        case "stroke-width":
            guard let length = SVGLength.parse(value) else { return false }
            // A negative width draws no stroke, as librsvg and resvg draw it.
            let width = length.pixels(lengths, percentOf: percentBase)
            if width.isFinite { strokeWidth = max(width, 0) }
        case "stroke-linecap":
            if let cap = LineCap(rawValue: value) { lineCap = cap }
        case "stroke-linejoin":
            switch value {
            case "miter", "miter-clip", "arcs": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: break
            }
        case "stroke-dasharray":
            guard let dashes = Self.dashArray(value, lengths: lengths, percentBase: percentBase) else { return false }
            dashArray = dashes
        case "stroke-dashoffset":
            guard let length = SVGLength.parse(value) else { return false }
            let offset = length.pixels(lengths, percentOf: percentBase)
            guard offset.isFinite else { return false }
            dashOffset = offset
        case "stroke-miterlimit":
            guard let limit = NumberScanner.number(in: value), limit.isFinite, limit >= 1 else { return false }
            miterLimit = limit
        case "transform-origin":
            transformOrigin = value
        case "paint-order":
            // `normal`, or fill, stroke and markers each at most once; the ones left out follow in that order.
            let words = value.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
            if words == ["normal"] {
                (strokeFirst, markersFirst, markersBetween) = (false, false, false)
            } else if !words.isEmpty, Set(words).count == words.count, words.allSatisfy(["fill", "stroke", "markers"].contains) {
                let order = words + ["fill", "stroke", "markers"].filter { !words.contains($0) }
                strokeFirst = order.firstIndex(of: "stroke")! < order.firstIndex(of: "fill")!
                markersFirst = order.first == "markers"
                markersBetween = order[1] == "markers"
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
        case "mix-blend-mode":
            if let mode = BlendMode(css: value) { blend = mode }
        case "isolation":
            switch value.lowercased() {
            case "isolate": isolated = true
            case "auto": isolated = false
            default: break
            }
        case "image-rendering":
            switch value.lowercased() {
            case "pixelated", "optimizespeed", "crisp-edges": smoothImages = false
            case "auto", "optimizequality", "smooth", "high-quality": smoothImages = true
            default: break
            }
        case "marker-start", "marker-mid", "marker-end", "marker":
            // `marker` (the shorthand, CSS only: not an attribute) sets all three.
            guard let id = SVGMarkerReferences.reference(value) else { return property == "marker" }
            if property != "marker-mid" && property != "marker-end" { markers.start = id }
            if property != "marker-start" && property != "marker-end" { markers.mid = id }
            if property != "marker-start" && property != "marker-mid" { markers.end = id }
        case "font-size":
            // Relative to the parent's size; a value mrefresh cannot read (calc()…) keeps the parent's.
            let parentSize = parent.fontSize
            if let keyword = Self.fontSizeKeywords[value.lowercased()] {
                fontSize = keyword
            } else if value.lowercased() == "larger" {
                fontSize = parentSize * 1.2
            } else if value.lowercased() == "smaller" {
                fontSize = parentSize / 1.2
            } else if let length = SVGLength.parse(value), length.value >= 0 {
                var context = parent.lengths
                context.fontSize = parentSize
                let size = length.pixels(context, percentOf: parentSize)
                if size.isFinite { fontSize = size }
            }
        case "clip-rule":
            switch value {
            case "nonzero": clipRule = .nonZero
            case "evenodd": clipRule = .evenOdd
            default: break
            }
        case _ where SVGMasking.properties.contains(property):
            masking.apply(property, value)
        case _ where CSSTransform.properties.contains(property):
            // Only from CSS (the attribute is read by the document reader, with its errors reported).
            return transform.apply(property, value)
        default:
            // The font shorthand sets the size too.
            if let size = text.apply(property, value, parentWeight: parent.text.weight) {
                return apply("font-size", size, parent: parent, resolvePaint: resolvePaint, percentBase: percentBase)
            }
        }
        return true
    }

    /// A `stroke-dasharray` value in user units: `.some(nil)` for `none` and for dashes that add up to
    /// nothing (a solid stroke), an odd list repeated to an even one; nil when the value is not a list of
    /// non-negative lengths (the declaration is then ignored).
    static func dashArray(_ value: String, lengths: SVGLength.Context, percentBase: Double) -> [Double]?? {
        if value.lowercased() == "none" { return .some(nil) }
        let items = value.split(whereSeparator: { $0 == "," || $0.isWhitespace })
        guard !items.isEmpty else { return nil }
        var dashes: [Double] = []
        for item in items {
            guard let length = SVGLength.parse(String(item)) else { return nil }
            let dash = length.pixels(lengths, percentOf: percentBase)
            guard dash.isFinite, dash >= 0 else { return nil }
            dashes.append(dash)
        }
        guard dashes.reduce(0, +) > 0 else { return .some(nil) }
        return .some(dashes.count.isMultiple(of: 2) ? dashes : dashes + dashes)
    }

    /// A number or percentage clamped to 0…1; nil when the text is neither.
    static func opacity(_ text: String) -> Double? {
        NumberScanner.numberOrPercentage(in: text).map { min(max($0, 0), 1) }
    }

    /// The colour a paint draws with, or nil for none.
    func color(of paint: SVGPaint, opacity: Double) -> Color? {
        switch paint {
        case .none: nil
        case .color(let c): Color(c).withOpacity(opacity)
        case .currentColor: color.withOpacity(opacity)
        case .unsupported(.color(let fallback)?): Color(fallback).withOpacity(opacity)
        case .unsupported(.currentColor?): color.withOpacity(opacity)
        case .unsupported(nil): nil
        }
    }
}
