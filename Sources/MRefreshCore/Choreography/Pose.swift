/// How a layer (or the whole indicator) is shown in one frame: the keyframed properties, resolved.
///
/// The rest pose is the identity: no offset, rotation or scale, opacity 1, the layer's own colours.
package struct Pose: Hashable, Sendable {
    /// Offset in canvas points.
    package var translate: Vector
    /// Radians, clockwise on screen.
    package var rotation: Double
    /// Scale factors along x and y.
    package var scale: Vector
    /// 0 (invisible) … 1.
    package var opacity: Double
    /// A stroke colour replacing the layer's, if keyframed.
    package var stroke: Color?
    /// A fill colour replacing the layer's, if keyframed.
    package var fill: Color?

    /// Creates a pose.
    package init(translate: Vector = .zero, rotation: Double = 0, scale: Vector = Vector(1, 1), opacity: Double = 1,
                stroke: Color? = nil, fill: Color? = nil) {
        self.translate = translate
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.stroke = stroke
        self.fill = fill
    }

    /// Shown as it rests.
    package static let rest = Pose()

    /// Whether the pose moves nothing (opacity and colours aside).
    package var isStill: Bool { translate == .zero && rotation == 0 && scale == Vector(1, 1) }

    /// Whether the pose draws nothing: transparent, or collapsed to a line or a point.
    package var isInvisible: Bool { !(opacity > 0) || scale.x == 0 || scale.y == 0 }

    /// Canvas → canvas: scale, then rotate, both about `origin`, then translate.
    package func transform(about origin: Point) -> AffineTransform {
        AffineTransform.translation(-origin.x, -origin.y)
            .then(.scale(scale.x, scale.y))
            .then(.rotation(rotation))
            .then(.translation(origin.x + translate.x, origin.y + translate.y))
    }
}
