/// An SVG group (`<g>`, `<svg>`, `<use>`…) with an `opacity` below 1 or a `mask`: the layers in it are
/// drawn together, then composited at its opacity through its mask, so where they overlap they do not show
/// through each other.
public struct OpacityGroup: Hashable, Sendable {
    /// Which group: unique among the groups of one input (each `<use>` instance its own).
    public var id: Int
    /// Which input (layer spec) the group is in, so groups of different inputs never merge.
    public var input: Int = 0
    public var opacity: Double
    /// The mask the group is composited through, if any.
    public var mask: Mask?

    public init(id: Int, input: Int = 0, opacity: Double, mask: Mask? = nil) {
        self.id = id
        self.input = input
        self.opacity = opacity
        self.mask = mask
    }

    /// The same group, its mask moved by `transform`.
    public func transformed(by transform: AffineTransform) -> OpacityGroup {
        var moved = self
        moved.mask = mask?.transformed(by: transform)
        return moved
    }

    /// The opacity a layer in `groups` has when each layer is composited on its own (what the vector
    /// exports, which have no group compositing, draw).
    public static func product(_ groups: [OpacityGroup]) -> Double {
        groups.reduce(1) { $0 * $1.opacity }
    }
}
