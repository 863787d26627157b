/// A straight segment from `start` to `end`.
package struct Line: ParametricCurve {
    package var start: Point
    package var end: Point

    /// Creates a line between two points.
    package init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    package func point(at t: Double) -> Point { start.lerp(to: end, t) }
    package func derivative(at t: Double) -> Vector { end - start }

    package func split(at t: Double) -> (Line, Line) {
        let m = point(at: t)
        return (Line(start, m), Line(m, end))
    }

    package var bounds: Rect { Rect(enclosing: start, end) }

    package func transformed(by transform: AffineTransform) -> Line {
        Line(transform.apply(start), transform.apply(end))
    }

    package var controlPoints: [Point] { [start, end] }

    /// The exact length: a line's length needs no quadrature.
    package func arcLength(accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        start.distance(to: end)
    }

    /// The exact parameter at a length along the line.
    package func parameter(atArcLength length: Double, accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        let total = arcLength()
        guard total > 0 else { return 0 }
        return min(max(length / total, 0), 1)
    }
}
