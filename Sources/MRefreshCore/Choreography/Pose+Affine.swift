extension Pose {
    /// `angle` (radians) plus the whole turns that bring it nearest `reference`: a layer that comes round
    /// again has turned a whole turn, not gone back.
    package static func angle(_ angle: Double, nearest reference: Double) -> Double {
        let turn = 2 * Double.pi
        return angle + ((reference - angle) / turn).rounded() * turn
    }

    /// `self` after `map` has moved the layer first: the pose whose ``transform(about:)`` is `map` then this
    /// pose's transform, about the same `origin`, its rotation the turn nearest `reference` (radians; so a
    /// spinning layer's angle keeps counting past a whole turn). Nil when the result skews or collapses,
    /// which a pose (scale, rotate, translate) cannot show. Opacity and colours are kept.
    package func composed(after map: AffineTransform, about origin: Point, reference: Double) -> Pose? {
        let m = map.then(transform(about: origin))
        // m(p) = L(p − o) + o + t, L = R(θ)·diag(sx, sy).
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 1e-12 else { return nil }
        let determinant = m.a * m.d - m.b * m.c
        let sy = determinant / sx
        // The columns of L must be at right angles: no skew.
        let scale = max(sx, abs(sy), 1)
        guard abs(m.a * m.c + m.b * m.d) <= 1e-9 * scale * scale, abs(sy) > 1e-12 else { return nil }
        let theta = Self.angle(Vector(m.a, m.b).angle, nearest: reference)
        let moved = m.apply(origin)
        // Snapped to what a frame can show (a thousandth of a degree, a hundred-thousandth of a point): the
        // fit of a curve's points leaves noise that would keep every key of a steady turn.
        func snap(_ value: Double, _ step: Double) -> Double { (value / step).rounded() * step }
        var pose = self
        pose.scale = Vector(snap(sx, 1e-6), snap(sy, 1e-6))
        pose.rotation = snap(theta * 180 / .pi, 1e-3) * .pi / 180
        pose.translate = Vector(snap(moved.x - origin.x, 1e-5), snap(moved.y - origin.y, 1e-5))
        return pose
    }
}
