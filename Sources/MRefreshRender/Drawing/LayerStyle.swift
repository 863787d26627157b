import MRefreshCore

/// How the layers of an indicator are painted. Path data and glyphs carry no style, so the options
/// give it (MRefresh strokes only); widths are in canvas points.
public struct LayerStyle: Hashable, Sendable {
    /// The stroke colour, or nil for no stroke.
    public var stroke: Color?
    /// The stroke width in canvas points.
    public var lineWidth: Double
    /// The fill colour, or nil for no fill.
    public var fill: Color?
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var fillRule: FillRule
    /// The last share of a layer's progress over which its fill fades in (0 shows the fill only at 1).
    public var fillIn: Double

    /// Creates a style; the defaults are MRefresh's look: a 2-point black round-capped stroke, no fill.
    public init(stroke: Color? = .black, lineWidth: Double = 2, fill: Color? = nil, lineCap: LineCap = .round,
                lineJoin: LineJoin = .round, fillRule: FillRule = .nonZero, fillIn: Double = 0.2) {
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.fill = fill
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fillRule = fillRule
        self.fillIn = fillIn
    }

    /// The fill's opacity at a layer's local progress: 0 until 1 − fillIn, then rising linearly to 1.
    public func fillOpacity(atLocalProgress local: Double) -> Double {
        guard fillIn > 0 else { return local >= 1 ? 1 : 0 }
        return min(max((local - (1 - fillIn)) / fillIn, 0), 1)
    }
}
