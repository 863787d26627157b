/// How two stroked segments meet at a corner (SVG `stroke-linejoin`).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// A sharp corner, cut to a bevel when longer than the miter limit allows.
    case miter
    /// A circular arc centred on the corner.
    case round
    /// A straight cut across the corner.
    case bevel
}
