/// Arc-length computation shared by every curve: adaptive Gauss–Legendre quadrature of the speed
/// |B′(t)| and its inverse by a safeguarded Newton iteration.
package enum ArcLength {
    /// The default relative accuracy of computed lengths: 1e-9 of the curve's length.
    ///
    /// Far below anything visible (a 1e-9 error on a 10 000-unit path is 1e-5 units) while still cheap:
    /// smooth segments converge on the first 16-point rule.
    package static let defaultAccuracy = 1e-9

    /// Recursion cap for adaptive integration; each level halves the interval, so 40 levels reach
    /// intervals of 1e-12 in t, enough to isolate a cusp (where the speed has a kink).
    static let maximumDepth = 40

    /// Most intervals one integration may split into. A smooth segment needs 1; a cusp, where the speed
    /// has a kink, needs about two per level of ``maximumDepth``. The cap bounds the time any input can
    /// take (with the remaining intervals taken at their 16-point value, still far below a pixel).
    static let maximumIntervals = 2_048

    /// ∫ₐᵇ speed(t) dt with absolute error at most `accuracy` (per the 8-vs-16-point estimate).
    static func integrate(_ a: Double, _ b: Double, accuracy: Double, speed: (Double) -> Double) -> Double {
        var budget = maximumIntervals
        return integrate(a, b, accuracy: accuracy, depth: 0, budget: &budget, speed: speed)
    }

    private static func integrate(_ a: Double, _ b: Double, accuracy: Double, depth: Int, budget: inout Int,
                                  speed: (Double) -> Double) -> Double {
        let fine = GaussLegendre.order16.integrate(a, b, speed)
        let coarse = GaussLegendre.order8.integrate(a, b, speed)
        // The 16-point result is far more accurate than its difference from the 8-point one,
        // so accepting it when that difference is within budget is conservative. Written as "not above"
        // so that a NaN difference (which no split can improve) is accepted too, not split forever.
        if !(abs(fine - coarse) > accuracy) || depth >= maximumDepth || budget <= 0 {
            return fine
        }
        budget -= 1
        let mid = 0.5 * (a + b)
        return integrate(a, mid, accuracy: accuracy / 2, depth: depth + 1, budget: &budget, speed: speed)
            + integrate(mid, b, accuracy: accuracy / 2, depth: depth + 1, budget: &budget, speed: speed)
    }

    /// The parameter t ∈ [0, 1] at which the length from t = 0 equals `target`, found by Newton's method
    /// safeguarded with bisection, to within `accuracy` in length.
    ///
    /// - Parameters:
    ///   - total: the length of the whole curve (t from 0 to 1).
    static func parameter(atLength target: Double, total: Double, accuracy: Double,
                          speed: (Double) -> Double) -> Double {
        // Special cases: trims before the start or past the end clamp to the end points.
        if target <= 0 { return 0 }
        if target >= total { return 1 }
        var lo = 0.0, hi = 1.0
        var t = target / total
        for _ in 0..<100 {
            let s = integrate(0, t, accuracy: accuracy / 4, speed: speed)
            let error = s - target
            if abs(error) <= accuracy { return t }
            if error < 0 { lo = t } else { hi = t }
            let v = speed(t)
            var next = v > 0 ? t - error / v : .nan
            // Fall back to bisection when Newton leaves the bracket (or the speed vanishes at a cusp).
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if hi - lo < 1e-15 { return next }
            t = next
        }
        return t
    }
}
