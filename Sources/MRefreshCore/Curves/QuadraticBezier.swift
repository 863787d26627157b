/// A quadratic Bézier curve: start, one control point, end.
package struct QuadraticBezier: ParametricCurve {
    package var start: Point
    package var control: Point
    package var end: Point

    /// Creates a quadratic Bézier curve.
    package init(_ start: Point, _ control: Point, _ end: Point) {
        self.start = start
        self.control = control
        self.end = end
    }

    package func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt, b = 2 * mt * t, c = t * t
        return Point(a * start.x + b * control.x + c * end.x, a * start.y + b * control.y + c * end.y)
    }

    package func derivative(at t: Double) -> Vector {
        2 * ((1 - t) * (control - start) + t * (end - control))
    }

    package func split(at t: Double) -> (QuadraticBezier, QuadraticBezier) {
        // de Casteljau: one level of interpolation, then the point on the curve.
        let p01 = start.lerp(to: control, t), p12 = control.lerp(to: end, t)
        let m = p01.lerp(to: p12, t)
        return (QuadraticBezier(start, p01, m), QuadraticBezier(m, p12, end))
    }

    package var bounds: Rect { box(through: extrema()) }

    /// The parameters in (0, 1) where x′ or y′ is zero.
    func extrema() -> [Double] {
        var result: [Double] = []
        for (p0, p1, p2) in [(start.x, control.x, end.x), (start.y, control.y, end.y)] {
            // B′(t)/2 = (p1 − p0) + t (p0 − 2p1 + p2).
            let denominator = p0 - 2 * p1 + p2
            if denominator != 0 {
                let t = (p0 - p1) / denominator
                if t > 0 && t < 1 { result.append(t) }
            }
        }
        return result
    }

    package func transformed(by transform: AffineTransform) -> QuadraticBezier {
        QuadraticBezier(transform.apply(start), transform.apply(control), transform.apply(end))
    }

    package var controlPoints: [Point] { [start, control, end] }

    /// The same curve as a cubic (degree elevation, exact).
    package var cubic: CubicBezier {
        CubicBezier(start, start.lerp(to: control, 2.0 / 3), end.lerp(to: control, 2.0 / 3), end)
    }
}
