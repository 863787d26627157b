#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RealModule

/// An SVG elliptical arc in endpoint form, converted to cubic Béziers.
///
/// Follows the SVG implementation notes (appendix "Elliptical arc implementation notes", F.6.5–F.6.6):
/// radii are taken absolute and scaled up when too small to reach the end point; a zero radius makes a
/// straight line; identical end points omit the segment. The centre form is then cut into pieces of at
/// most 45°, each approximated by the standard cubic with handle length 4/3·tan(δ/4) — a radial error
/// below 5e-6 of the radius, so lengths stay within 1e-5 of the true arc's.
package struct EllipticalArc: Hashable, Sendable {
    package var start: Point
    package var end: Point
    package var rx: Double
    package var ry: Double
    /// Rotation of the ellipse's x axis, in degrees.
    package var xAxisRotation: Double
    package var largeArc: Bool
    package var sweep: Bool

    /// Creates an arc in SVG endpoint form.
    package init(start: Point, end: Point, rx: Double, ry: Double, xAxisRotation: Double,
                largeArc: Bool, sweep: Bool) {
        self.start = start
        self.end = end
        self.rx = rx
        self.ry = ry
        self.xAxisRotation = xAxisRotation
        self.largeArc = largeArc
        self.sweep = sweep
    }

    /// What the arc becomes in a path.
    package enum Conversion: Hashable, Sendable {
        /// Identical end points: the arc is omitted entirely.
        case omitted
        /// A zero radius: a straight line to the end point.
        case line(Line)
        /// The arc as cubics of at most 45° each.
        case cubics([CubicBezier])
    }

    /// The centre parameterisation: centre, radii (after scaling up), start angle and sweep angle
    /// (radians, in the ellipse's own frame), or nil for the degenerate cases.
    package struct Center: Hashable, Sendable {
        package var center: Point
        package var rx: Double
        package var ry: Double
        /// Rotation of the ellipse's x axis, in radians.
        package var rotation: Double
        package var startAngle: Double
        /// Signed sweep; positive runs in the direction of increasing angle.
        package var sweepAngle: Double
    }

    /// The arc in centre form, or nil when it is omitted or a line (a zero radius, or radii that cannot be
    /// represented beside the chord's length).
    package var center: Center? {
        // Special case F.6.2: identical end points omit the arc; a zero radius makes it a line.
        if start == end { return nil }
        var rx = abs(self.rx), ry = abs(self.ry)
        if rx == 0 || ry == 0 || !rx.isFinite || !ry.isFinite || !xAxisRotation.isFinite { return nil }
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = (Double.sin(phi), Double.cos(phi))
        // F.6.5.1: the start point in the ellipse's rotated frame, relative to the chord midpoint.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: scale radii up when they cannot reach the end point.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        // F.6.5.2: the centre in the rotated frame.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        // F.6.5.3: back to user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // F.6.5.5–6: start angle and sweep.
        let u = Vector((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = Vector((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta1 = Double.atan2(y: u.y, x: u.x)
        var delta = Double.atan2(y: u.cross(v), x: u.dot(v))
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // Special case: radii so small or so unequal beside the chord that the arithmetic leaves the
        // doubles (a radius of 1e-300, a ratio of 1e-300) describe an ellipse flattened onto its chord;
        // it is drawn as the straight line it is indistinguishable from, as a zero radius would be.
        guard cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite, theta1.isFinite, delta.isFinite else { return nil }
        return Center(center: Point(cx, cy), rx: rx, ry: ry, rotation: phi, startAngle: theta1,
                      sweepAngle: delta)
    }

    /// The arc as path segments.
    package var conversion: Conversion {
        if start == end { return .omitted }
        guard center != nil else { return .line(Line(start, end)) }
        var segments: [Segment] = []
        appendSegments(to: &segments)
        // With a centre, every piece is a cubic.
        return .cubics(segments.compactMap { if case .cubic(let c) = $0 { c } else { nil } })
    }

    /// Appends what the arc becomes to `segments`: nothing when omitted, a line for a zero radius, else
    /// cubics of at most 45° each. Used by the path builder, so no array is made per arc.
    package func appendSegments(to segments: inout [Segment]) {
        // Special cases F.6.2: identical end points omit the arc; a zero radius makes it a line.
        if start == end { return }
        guard let c = center else {
            segments.append(.line(Line(start, end)))
            return
        }
        // At most 45° per piece; the small slack keeps an exact 90° arc at two pieces.
        let pieces = max(1, Int((abs(c.sweepAngle) / (.pi / 4) - 1e-9).rounded(.up)))
        let step = c.sweepAngle / Double(pieces)
        let handle = 4.0 / 3.0 * Double.tan(step / 4)
        let (sinPhi, cosPhi) = (Double.sin(c.rotation), Double.cos(c.rotation))
        var (sinTheta, cosTheta) = (Double.sin(c.startAngle), Double.cos(c.startAngle))
        // A point and derivative on the ellipse at an angle given by its sine and cosine, in user space.
        func point(_ s: Double, _ co: Double) -> Point {
            let x = c.rx * co, y = c.ry * s
            return Point(c.center.x + cosPhi * x - sinPhi * y, c.center.y + sinPhi * x + cosPhi * y)
        }
        func derivative(_ s: Double, _ co: Double) -> Vector {
            let x = -c.rx * s, y = c.ry * co
            return Vector(cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
        }
        var from = start
        for i in 0..<pieces {
            let next = c.startAngle + Double(i + 1) * step
            let (sinNext, cosNext) = (Double.sin(next), Double.cos(next))
            // The last piece ends exactly at the requested end point (no drift from the trigonometry).
            let to = i == pieces - 1 ? end : point(sinNext, cosNext)
            segments.append(.cubic(CubicBezier(from, from + derivative(sinTheta, cosTheta) * handle,
                                               to - derivative(sinNext, cosNext) * handle, to)))
            (sinTheta, cosTheta) = (sinNext, cosNext)
            from = to
        }
    }
}
