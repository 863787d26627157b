/// How one layer is painted: stroke, fill, line settings and opacity.
///
/// Path data and glyphs carry no style, so the command-line options give theirs (MRefresh strokes
/// only); an SVG element brings its own, which the options override property by property.
public struct LayerStyle: Hashable, Sendable {
    /// The stroke colour (its alpha includes stroke-opacity), or nil for no stroke.
    public var stroke: Color?
    /// The stroke width: in canvas points, or in the source's units when `lineWidthScalesWithSource`.
    public var lineWidth: Double
    /// The fill colour (its alpha includes fill-opacity), or nil for no fill.
    public var fill: Color?
    /// The shape at the ends of open subpaths and dashes.
    public var lineCap: LineCap
    /// The shape where segments meet.
    public var lineJoin: LineJoin
    /// Which points are inside a filled path.
    public var fillRule: FillRule
    /// The last share of a layer's progress over which its fill fades in (0 shows the fill only at 1).
    public var fillIn: Double
    /// The layer's group opacity, 0…1 (SVG `opacity`).
    public var opacity: Double
    /// Whether ``lineWidth`` is in source units and scales with the fit (SVG `stroke-width`), rather than
    /// fixed canvas points (the `--line-width` option).
    package var lineWidthScalesWithSource: Bool
    /// A gradient the fill is painted with instead of ``fill`` (which then holds its first colour).
    package var fillGradient: Gradient?
    /// A gradient the stroke is painted with instead of ``stroke``.
    package var strokeGradient: Gradient?
    /// The stroke's dash pattern (on, off, on, off…: an even count), in the units of ``lineWidth``; empty
    /// for a solid stroke. Dashes start at each subpath's start, shifted by ``dashOffset``.
    public var dashes: [Double] = []
    /// How far into the dash pattern each subpath starts, in the units of ``lineWidth``.
    public var dashOffset = 0.0
    /// The ratio of a miter join's length to the line width beyond which it is bevelled (10, as Core
    /// Graphics and Cairo have it; SVG's default is 4).
    public var miterLimit = 10.0
    /// The space the stroke is drawn in when it is not the canvas's: a linear map (determinant ±1) from
    /// pen space to the source's units. A stroke under a non-uniform or skewing transform is drawn in its
    /// element's own space, so its pen is an ellipse and a skewed line a parallelogram; nil for a round pen.
    package var penTransform: AffineTransform?
    /// Whether the stroke is painted under the fill (SVG `paint-order: stroke`), not over it.
    package var strokeBeneath = false
    /// Whether the layer's markers (the layers after it that `MarkerTiming` ties to it) are painted
    /// between its first paint and its second (`paint-order: fill markers stroke`, `stroke markers`).
    package var markersBetween = false
    /// A pattern the fill is painted with instead of ``fill`` (which then holds its fallback colour, or
    /// the pattern's first colour: what the drawing pen and vector exports use).
    package var fillPattern: PatternTile?
    /// A pattern the stroke is painted with instead of ``stroke``.
    package var strokePattern: PatternTile?

    /// Creates a style; the defaults are MRefresh's look: a round-capped stroke and no fill.
    public init(stroke: Color? = .black, lineWidth: Double = 2, fill: Color? = nil, lineCap: LineCap = .round,
                lineJoin: LineJoin = .round, fillRule: FillRule = .nonZero, fillIn: Double = 0.2, opacity: Double = 1,
                lineWidthScalesWithSource: Bool = false) {
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fillRule = fillRule
        self.fillIn = fillIn
        self.opacity = opacity
        self.lineWidthScalesWithSource = lineWidthScalesWithSource
    }

    /// The fill's opacity at a layer's local progress: 0 until 1 − fillIn, then rising linearly to 1.
    package func fillOpacity(atLocalProgress local: Double) -> Double {
        // Special case: exactly 1 once the layer is whole ((1 − (1 − f)) / f can round below 1).
        guard fillIn > 0, local < 1 else { return local >= 1 ? 1 : 0 }
        return min(max((local - (1 - fillIn)) / fillIn, 0), 1)
    }

    /// The style with its line width in canvas points, for a layer placed by `transform`.
    package func resolved(for transform: AffineTransform) -> LayerStyle {
        guard lineWidthScalesWithSource else { return self }
        var style = self
        // A uniform fit scales lengths by √|det|; for the rare skewed source this is the mean scale.
        let scale = abs(transform.determinant).squareRoot()
        // The pen's shape through the placement too (a placement that stretches: preserveAspectRatio none).
        style.penTransform = (penTransform ?? .identity).then(transform).shapeDistortion
        style.lineWidth = lineWidth * scale
        style.dashes = dashes.map { $0 * scale }
        style.dashOffset = dashOffset * scale
        style.lineWidthScalesWithSource = false
        return style
    }
}

/// Style properties given on the command line: each one set overrides that property of every layer.
public struct StyleOverrides: Hashable, Sendable {
    /// `.some(nil)` is "none".
    public var stroke: Color??
    /// The stroke width in canvas points.
    public var lineWidth: Double?
    /// `.some(nil)` is "none".
    public var fill: Color??
    /// The line cap.
    public var lineCap: LineCap?
    /// The line join.
    public var lineJoin: LineJoin?
    /// The share of the layer's progress over which its fill fades in.
    public var fillIn: Double?

    /// Creates overrides; nil leaves a property as the layer has it.
    public init(stroke: Color?? = nil, lineWidth: Double? = nil, fill: Color?? = nil, lineCap: LineCap? = nil,
                lineJoin: LineJoin? = nil, fillIn: Double? = nil) {
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fillIn = fillIn
    }

    /// `style` with every set property replaced.
    package func applied(to style: LayerStyle) -> LayerStyle {
        var s = style
        if let stroke {
            s.stroke = stroke
            s.strokeGradient = nil
            s.strokePattern = nil
        }
        if let lineWidth {
            s.lineWidth = lineWidth
            s.lineWidthScalesWithSource = false
        }
        if let fill {
            s.fill = fill
            s.fillGradient = nil
            s.fillPattern = nil
        }
        if let lineCap { s.lineCap = lineCap }
        if let lineJoin { s.lineJoin = lineJoin }
        if let fillIn { s.fillIn = fillIn }
        return s
    }
}
