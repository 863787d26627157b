/// How the whole indicator is shown in one frame, applied around its centre: opacity, scale, rotation.
public struct Appearance: Hashable, Sendable {
    /// 0 (invisible) … 1 (opaque).
    public var opacity: Double
    /// 1 is the fitted size; 0 collapses to the centre.
    public var scale: Double
    /// Radians, clockwise on screen.
    public var rotation: Double

    /// Creates an appearance.
    public init(opacity: Double = 1, scale: Double = 1, rotation: Double = 0) {
        self.opacity = opacity
        self.scale = scale
        self.rotation = rotation
    }

    /// Fully visible, untransformed.
    public static let normal = Appearance()
}
