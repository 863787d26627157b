/// One keyframe of a layer's (or the whole indicator's) choreography in one stage (DESIGN.md §13).
///
/// Each property is optional: a keyframe sets only what it names, and the others follow their own
/// keyframes (or rest where none sets them). The value between two keyframes that set a property is
/// interpolated with the later keyframe's ``easing``.
public struct Keyframe: Hashable, Sendable {
    /// Where the keyframe sits on its stage's axis: pull progress (0…1), the ready transition (0…1),
    /// seconds within the loading period, the closing animation (0…1), the exhausted stage (0…1).
    public var at: Double
    /// Offset in canvas points, applied after rotation and scale.
    public var translate: Vector?
    /// Rotation in radians, clockwise on screen, about the origin (files give degrees).
    public var rotation: Double?
    /// Scale factors along x and y about the origin; 1 is the fitted size.
    public var scale: Vector?
    /// Opacity 0…1, multiplied with the layer's own.
    public var opacity: Double?
    /// The stroke colour, replacing the layer's.
    public var stroke: Color?
    /// The fill colour, replacing the layer's.
    public var fill: Color?
    /// How the value arrives here from the previous keyframe.
    public var easing: Easing

    /// Creates a keyframe.
    public init(at: Double, translate: Vector? = nil, rotation: Double? = nil, scale: Vector? = nil,
                opacity: Double? = nil, stroke: Color? = nil, fill: Color? = nil, easing: Easing = .linear) {
        self.at = at
        self.translate = translate
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.stroke = stroke
        self.fill = fill
        self.easing = easing
    }

    /// Whether the keyframe sets no property: a stop at the rest value of every property.
    public var setsNothing: Bool {
        translate == nil && rotation == nil && scale == nil && opacity == nil && stroke == nil && fill == nil
    }

    /// Degrees → radians, for readers of files that give degrees.
    public static func radians(degrees: Double) -> Double { degrees / 180 * .pi }
}
