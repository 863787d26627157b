/// A straight segment from `start` to `end`.
public struct Line: ParametricCurve {
    public var start: Point
    public var end: Point

    /// Creates a line between two points.
    public init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    public func point(at t: Double) -> Point { start.lerp(to: end, t) }
    public func derivative(at t: Double) -> Vector { end - start }

    public func split(at t: Double) -> (Line, Line) {
        let m = point(at: t)
        return (Line(start, m), Line(m, end))
    }

    public var bounds: Rect { Rect(enclosing: start, end) }

    public func transformed(by transform: AffineTransform) -> Line {
        Line(transform.apply(start), transform.apply(end))
    }

    public var controlPoints: [Point] { [start, end] }

    /// The exact length: a line's length needs no quadrature.
    public func arcLength(accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        start.distance(to: end)
    }

    /// The exact parameter at a length along the line.
    public func parameter(atArcLength length: Double, accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        let total = arcLength()
        guard total > 0 else { return 0 }
        return min(max(length / total, 0), 1)
    }
}
