/// One drawing segment of a path: a line, a quadratic or a cubic Bézier curve.
package enum Segment: Hashable, Sendable {
    case line(Line)
    case quadratic(QuadraticBezier)
    case cubic(CubicBezier)

    /// The curve's start point.
    package var start: Point {
        switch self {
        case .line(let s): s.start
        case .quadratic(let s): s.start
        case .cubic(let s): s.start
        }
    }

    /// The curve's end point.
    package var end: Point {
        switch self {
        case .line(let s): s.end
        case .quadratic(let s): s.end
        case .cubic(let s): s.end
        }
    }

    /// B(t).
    package func point(at t: Double) -> Point {
        switch self {
        case .line(let s): s.point(at: t)
        case .quadratic(let s): s.point(at: t)
        case .cubic(let s): s.point(at: t)
        }
    }

    /// B′(t).
    package func derivative(at t: Double) -> Vector {
        switch self {
        case .line(let s): s.derivative(at: t)
        case .quadratic(let s): s.derivative(at: t)
        case .cubic(let s): s.derivative(at: t)
        }
    }

    /// The unit tangent at t.
    package func tangent(at t: Double) -> Vector {
        switch self {
        case .line(let s): s.tangent(at: t)
        case .quadratic(let s): s.tangent(at: t)
        case .cubic(let s): s.tangent(at: t)
        }
    }

    /// The two halves at t (de Casteljau).
    package func split(at t: Double) -> (Segment, Segment) {
        switch self {
        case .line(let s): let (a, b) = s.split(at: t); return (.line(a), .line(b))
        case .quadratic(let s): let (a, b) = s.split(at: t); return (.quadratic(a), .quadratic(b))
        case .cubic(let s): let (a, b) = s.split(at: t); return (.cubic(a), .cubic(b))
        }
    }

    /// The part between t0 and t1.
    package func subsegment(_ t0: Double, _ t1: Double) -> Segment {
        switch self {
        case .line(let s): .line(s.subsegment(t0, t1))
        case .quadratic(let s): .quadratic(s.subsegment(t0, t1))
        case .cubic(let s): .cubic(s.subsegment(t0, t1))
        }
    }

    /// The exact bounding box.
    package var bounds: Rect {
        switch self {
        case .line(let s): s.bounds
        case .quadratic(let s): s.bounds
        case .cubic(let s): s.bounds
        }
    }

    /// The length with relative error at most `accuracy`.
    package func arcLength(accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        switch self {
        case .line(let s): s.arcLength(accuracy: accuracy)
        case .quadratic(let s): s.arcLength(accuracy: accuracy)
        case .cubic(let s): s.arcLength(accuracy: accuracy)
        }
    }

    /// The parameter at a length from the start.
    package func parameter(atArcLength length: Double, accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        switch self {
        case .line(let s): s.parameter(atArcLength: length, accuracy: accuracy)
        case .quadratic(let s): s.parameter(atArcLength: length, accuracy: accuracy)
        case .cubic(let s): s.parameter(atArcLength: length, accuracy: accuracy)
        }
    }

    /// The segment mapped by `transform`.
    package func transformed(by transform: AffineTransform) -> Segment {
        switch self {
        case .line(let s): .line(s.transformed(by: transform))
        case .quadratic(let s): .quadratic(s.transformed(by: transform))
        case .cubic(let s): .cubic(s.transformed(by: transform))
        }
    }

    /// The control points, start to end.
    package var controlPoints: [Point] {
        switch self {
        case .line(let s): s.controlPoints
        case .quadratic(let s): s.controlPoints
        case .cubic(let s): s.controlPoints
        }
    }
}
