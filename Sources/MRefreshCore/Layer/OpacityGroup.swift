/// An SVG group (`<g>`, `<svg>`, `<use>`…) with an `opacity` below 1, a `mask`, a `filter`, a
/// `mix-blend-mode` or `isolation: isolate`: the layers in it are drawn together, filtered, then composited
/// at its opacity through its mask by its blend mode, so where they overlap they do not show through each other, and what blends
/// inside it blends with the group's own content only.
package struct OpacityGroup: Hashable, Sendable {
    /// Which group: unique among the groups of one input (each `<use>` instance its own).
    package var id: Int
    /// Which input (layer spec) the group is in, so groups of different inputs never merge.
    package var input: Int = 0
    package var opacity: Double
    /// The mask the group is composited through, if any.
    package var mask: Mask?
    /// How the group mixes with what is drawn before it.
    package var blend: BlendMode
    /// The filter its drawing goes through before it is masked and composited, if any.
    package var filter: Filter?
    /// The clip paths of a filtered element, which cut what the filter makes (its layers are not
    /// clipped themselves, so that a blur does not spread past the clip).
    package var clips: [Clip] = []

    package init(id: Int, input: Int = 0, opacity: Double, mask: Mask? = nil, blend: BlendMode = .normal, filter: Filter? = nil) {
        self.id = id
        self.input = input
        self.opacity = opacity
        self.mask = mask
        self.blend = blend
        self.filter = filter
    }

    /// The same group, its mask and filter moved by `transform`.
    package func transformed(by transform: AffineTransform) -> OpacityGroup {
        var moved = self
        moved.mask = mask?.transformed(by: transform)
        moved.filter = filter?.transformed(by: transform)
        moved.clips = clips.map { $0.transformed(by: transform) }
        return moved
    }

    /// The opacity a layer in `groups` has when each layer is composited on its own (what the vector
    /// exports, which have no group compositing, draw).
    package static func product(_ groups: [OpacityGroup]) -> Double {
        groups.reduce(1) { $0 * $1.opacity }
    }

    /// The blend mode of the innermost of `groups` that has one, `normal` when none has: what the vector
    /// exports, which blend layers and not groups, give a layer in them.
    package static func innermostBlend(_ groups: [OpacityGroup]) -> BlendMode {
        groups.last { $0.blend != .normal }?.blend ?? .normal
    }
}
