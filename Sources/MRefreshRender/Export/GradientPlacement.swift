#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import RealModule

/// A gradient placed on the canvas as players of vector formats place one (Lottie, Android's gradient
/// colours): linear from `start` to `end`, every point coloured by its projection onto start→end; or
/// radial about `start`, with radius |end − start| and a focal point `highlight` percent of the radius
/// away, `angle` degrees from the start→end direction.
struct GradientPlacement {
    var radial: Bool
    var start: Point
    var end: Point
    var highlight: Double
    var angle: Double
    var stops: [Gradient.Stop]
    var spread: Gradient.Spread

    /// `gradient` placed by its transform (gradient space → canvas points), or nil when it cannot be:
    /// a radial gradient stays a circle only under a similarity, and has no focal circle. A linear
    /// gradient survives any placement: its start is the placed start, and its end is chosen so that the
    /// projection onto start→end gives every canvas point the position along the gradient SVG gives it.
    init?(_ gradient: Gradient) {
        let t = gradient.transform
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite, gradient.stops.count >= 2 else { return nil }
        stops = gradient.stops
        spread = gradient.spread
        switch gradient.shape {
        case let .linear(x1, y1, x2, y2):
            let (dx, dy) = (x2 - x1, y2 - y1)
            let squared = dx * dx + dy * dy
            guard squared > 0 else { return nil }
            // The position along the gradient at canvas point q is (q − start)·g, g = A⁻ᵀ·d / |d|².
            let gx = (t.d * dx - t.b * dy) / det / squared, gy = (-t.c * dx + t.a * dy) / det / squared
            let g2 = gx * gx + gy * gy
            start = t.apply(Point(x1, y1))
            end = Point(start.x + gx / g2, start.y + gy / g2)
            (radial, highlight, angle) = (false, 0, 0)
        case let .radial(cx, cy, r, fx, fy, fr):
            // A circle stays a circle only under a similarity: equal column lengths, at right angles.
            let (sx, sy) = ((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
            guard fr == 0, r > 0, abs(sx - sy) <= 1e-9 * max(sx, sy), abs(t.a * t.c + t.b * t.d) <= 1e-9 * sx * sy else { return nil }
            let centre = t.apply(Point(cx, cy)), offset = t.apply(Point(fx, fy)) - centre
            let radius = r * sx
            let distance = (offset.x * offset.x + offset.y * offset.y).squareRoot()
            guard distance < radius else { return nil }
            start = centre
            end = Point(centre.x + radius, centre.y)
            radial = true
            highlight = distance / radius * 100
            angle = distance > 0 ? Double.atan2(y: offset.y, x: offset.x) * 180 / .pi : 0
        }
    }
}
