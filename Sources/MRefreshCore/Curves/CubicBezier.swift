/// A cubic Bézier curve: start, two control points, end.
package struct CubicBezier: ParametricCurve {
    package var start: Point
    package var control1: Point
    package var control2: Point
    package var end: Point

    /// Creates a cubic Bézier curve.
    package init(_ start: Point, _ control1: Point, _ control2: Point, _ end: Point) {
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    package func point(at t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(a * start.x + b * control1.x + c * control2.x + d * end.x,
                     a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    package func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        return 3 * (mt * mt * (control1 - start) + 2 * mt * t * (control2 - control1) + t * t * (end - control2))
    }

    package func split(at t: Double) -> (CubicBezier, CubicBezier) {
        // de Casteljau: three levels of linear interpolation.
        let p01 = start.lerp(to: control1, t), p12 = control1.lerp(to: control2, t)
        let p23 = control2.lerp(to: end, t)
        let p012 = p01.lerp(to: p12, t), p123 = p12.lerp(to: p23, t)
        let m = p012.lerp(to: p123, t)
        return (CubicBezier(start, p01, p012, m), CubicBezier(m, p123, p23, end))
    }

    package var bounds: Rect { box(through: extrema()) }

    /// The parameters in (0, 1) where x′ or y′ is zero.
    func extrema() -> [Double] {
        var result: [Double] = []
        for (p0, p1, p2, p3) in [(start.x, control1.x, control2.x, end.x),
                                 (start.y, control1.y, control2.y, end.y)] {
            // B′(t)/3 = A + 2t(B − A) + t²(A − 2B + C), A = p1 − p0, B = p2 − p1, C = p3 − p2.
            let a = p1 - p0, b = p2 - p1, c = p3 - p2
            for t in Polynomial.quadraticRoots(a - 2 * b + c, 2 * (b - a), a) where t > 0 && t < 1 {
                result.append(t)
            }
        }
        return result
    }

    package func transformed(by transform: AffineTransform) -> CubicBezier {
        CubicBezier(transform.apply(start), transform.apply(control1), transform.apply(control2),
                    transform.apply(end))
    }

    package var controlPoints: [Point] { [start, control1, control2, end] }
}
