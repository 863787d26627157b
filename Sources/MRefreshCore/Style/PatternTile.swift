/// A pattern paint (SVG `<pattern>`): one tile's drawing, repeated across the plane.
///
/// The tile is the rectangle (0, 0, ``width``, ``height``) of pattern space; its content is display-list
/// operations in that space (clipped to the tile), drawn once and repeated. ``transform`` maps pattern
/// space to the painted layer's units (the pattern's x and y, its `patternTransform`, the element's
/// transforms).
public struct PatternTile: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var operations: [DisplayList.Operation]
    public var transform: AffineTransform
    /// The paint's own opacity (`fill-opacity`, `stroke-opacity`).
    public var opacity: Double

    public init(width: Double, height: Double, operations: [DisplayList.Operation], transform: AffineTransform,
                opacity: Double = 1) {
        (self.width, self.height, self.operations, self.transform, self.opacity) = (width, height, operations, transform, opacity)
    }

    /// The colour that stands for the pattern where one colour must (the drawing pen, vector exports):
    /// its first filled or stroked colour, black when it has none.
    public var placeholder: Color {
        for operation in operations {
            switch operation {
            case .fill(_, .color(let c), _), .stroke(_, .color(let c), _): return c.withOpacity(opacity)
            case .fill(_, .gradient(let g, _), _), .stroke(_, .gradient(let g, _), _):
                if let c = g.stops.first?.color { return c.withOpacity(opacity) }
            default: continue
            }
        }
        return Color.black.withOpacity(opacity)
    }
}
