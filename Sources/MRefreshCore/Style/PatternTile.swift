/// A pattern paint (SVG `<pattern>`): one tile's drawing, repeated across the plane.
///
/// The tile is the rectangle (0, 0, ``width``, ``height``) of pattern space; its content is painting
/// operations in that space (clipped to the tile), drawn once and repeated. ``transform`` maps pattern
/// space to the painted layer's units (the pattern's x and y, its `patternTransform`, the element's
/// transforms).
///
/// A class (compared by value): a tile holds tiles, and a reference keeps every type that holds one of
/// fixed size.
public final class PatternTile: Hashable, Sendable {
    /// What a shape of the tile is painted with.
    public enum Paint: Hashable, Sendable {
        case color(Color)
        /// Gradient space → tile space.
        case gradient(Gradient, transform: AffineTransform)
        /// A pattern inside the tile: its pattern space → tile space, at an opacity.
        case pattern(PatternTile, transform: AffineTransform, opacity: Double)
    }

    /// How a shape of the tile is stroked, in tile units.
    public struct Stroke: Hashable, Sendable {
        public var width: Double
        public var cap: LineCap
        public var join: LineJoin
        public var dashes: [Double]
        public var dashOffset: Double
        public var miterLimit: Double
        /// Pen space → tile space for a pen that is not round.
        public var transform: AffineTransform?

        public init(width: Double, cap: LineCap, join: LineJoin, dashes: [Double], dashOffset: Double, miterLimit: Double,
                    transform: AffineTransform?) {
            (self.width, self.cap, self.join, self.dashes, self.dashOffset, self.miterLimit, self.transform)
                = (width, cap, join, dashes, dashOffset, miterLimit, transform)
        }
    }

    /// One painting operation of the tile, in tile units.
    public enum Operation: Hashable, Sendable {
        case fill(Path, Paint, FillRule)
        case stroke(Path, Paint, Stroke)
        /// An image placed by its own transform (pixels → tile space).
        case image(LayerImage, opacity: Double)
    }

    public let width: Double
    public let height: Double
    public let operations: [Operation]
    public let transform: AffineTransform
    /// The paint's own opacity (`fill-opacity`, `stroke-opacity`).
    public let opacity: Double

    public init(width: Double, height: Double, operations: [Operation], transform: AffineTransform, opacity: Double = 1) {
        (self.width, self.height, self.operations, self.transform, self.opacity) = (width, height, operations, transform, opacity)
    }

    /// The same tile painted at `opacity`.
    public func withOpacity(_ opacity: Double) -> PatternTile {
        PatternTile(width: width, height: height, operations: operations, transform: transform, opacity: opacity)
    }

    public static func == (a: PatternTile, b: PatternTile) -> Bool {
        a === b || (a.width == b.width && a.height == b.height && a.transform == b.transform && a.opacity == b.opacity
            && a.operations == b.operations)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(transform)
        hasher.combine(opacity)
        hasher.combine(operations)
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
