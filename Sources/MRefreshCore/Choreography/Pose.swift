/// How a layer (or the whole indicator) is shown in one frame: the keyframed properties, resolved.
///
/// The rest pose is the identity: no offset, rotation or scale, opacity 1, the layer's own colours.
public struct Pose: Hashable, Sendable {
    /// Offset in canvas points.
    public var translate: Vector
    /// Radians, clockwise on screen.
    public var rotation: Double
    /// Scale factors along x and y.
    public var scale: Vector
    /// 0 (invisible) … 1.
    public var opacity: Double
    /// A stroke colour replacing the layer's, if keyframed.
    public var stroke: Color?
    /// A fill colour replacing the layer's, if keyframed.
    public var fill: Color?

    /// Creates a pose.
    public init(translate: Vector = .zero, rotation: Double = 0, scale: Vector = Vector(1, 1), opacity: Double = 1,
                stroke: Color? = nil, fill: Color? = nil) {
        self.translate = translate
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.stroke = stroke
        self.fill = fill
    }

    /// Shown as it rests.
    public static let rest = Pose()

    /// Whether the pose moves nothing (opacity and colours aside).
    public var isStill: Bool { translate == .zero && rotation == 0 && scale == Vector(1, 1) }

    /// Whether the pose draws nothing: transparent, or collapsed to a line or a point.
    public var isInvisible: Bool { !(opacity > 0) || scale.x == 0 || scale.y == 0 }

    /// Canvas → canvas: scale, then rotate, both about `origin`, then translate.
    public func transform(about origin: Point) -> AffineTransform {
        AffineTransform.translation(-origin.x, -origin.y)
            .then(.scale(scale.x, scale.y))
            .then(.rotation(rotation))
            .then(.translation(origin.x + translate.x, origin.y + translate.y))
    }
}
