/// A curve B(t) for t in [0, 1], with the abilities every segment kind shares.
package protocol ParametricCurve: Hashable, Sendable {
    /// B(0).
    var start: Point { get }
    /// B(1).
    var end: Point { get }
    /// B(t); t outside [0, 1] extrapolates the polynomial.
    func point(at t: Double) -> Point
    /// B′(t), the velocity at t.
    func derivative(at t: Double) -> Vector
    /// The two halves of the curve at t, by de Casteljau's algorithm; the first runs from 0 to t.
    func split(at t: Double) -> (Self, Self)
    /// The part of the curve between parameters t0 and t1 (t0 ≤ t1), reparameterised to [0, 1].
    func subsegment(_ t0: Double, _ t1: Double) -> Self
    /// The exact bounding box, from the end points and the extrema of each coordinate.
    var bounds: Rect { get }
    /// The curve mapped by `transform` (exact: affine maps keep Bézier curves Bézier).
    func transformed(by transform: AffineTransform) -> Self
    /// The control points, start to end.
    var controlPoints: [Point] { get }
}

extension ParametricCurve {
    /// The length of the curve, with relative error at most `accuracy`.
    package func arcLength(accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        let estimate = GaussLegendre.order16.integrate(0, 1, speed)
        guard estimate > 0 else { return 0 }
        return ArcLength.integrate(0, 1, accuracy: accuracy * estimate, speed: speed)
    }

    /// The parameter at which the length from the start equals `length` (clamped to [0, 1]), with the
    /// length matched to relative accuracy `accuracy`.
    package func parameter(atArcLength length: Double, accuracy: Double = ArcLength.defaultAccuracy) -> Double {
        let total = arcLength(accuracy: accuracy)
        guard total > 0 else { return 0 }
        return ArcLength.parameter(atLength: length, total: total, accuracy: accuracy * total, speed: speed)
    }

    /// The unit tangent at t. Where the velocity vanishes (a cusp or coincident control points) the
    /// direction is taken from a point slightly inside the curve, then from the chord.
    package func tangent(at t: Double) -> Vector {
        let d = derivative(at: t)
        if d.lengthSquared > 1e-24 { return d.normalized }
        let nudged = t < 0.5 ? t + 1e-6 : t - 1e-6
        let e = derivative(at: nudged)
        if e.lengthSquared > 1e-24 { return e.normalized }
        return (end - start).normalized
    }

    /// The box of the end points and the points at `parameters`: the exact bounds when they are the
    /// curve's extrema.
    func box(through parameters: [Double]) -> Rect {
        var box = Rect(enclosing: start, end)
        for t in parameters { box = box.union(point(at: t)) }
        return box
    }

    /// |B′(t)|.
    @inline(__always)
    func speed(_ t: Double) -> Double { derivative(at: t).length }

    package func subsegment(_ t0: Double, _ t1: Double) -> Self {
        // Special case: a piece starting at 0 needs one split only.
        if t0 <= 0 { return split(at: t1).0 }
        let tail = split(at: t0).1
        // Special case: t1 at the end (or the empty piece at t0 == 1).
        if t1 >= 1 || t0 >= 1 { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).0
    }
}
