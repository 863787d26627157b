/// How a group is composited onto what is drawn before it (CSS `mix-blend-mode`, Compositing and Blending
/// Level 1 §5): `normal` is source-over; the others mix the colours first, by the same formulas as PDF's
/// blend modes, then composite over.
package enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge", colorBurn = "color-burn", hardLight = "hard-light", softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity

    /// The mode a CSS keyword names (ASCII case-insensitive), or nil for anything else.
    package init?(css text: String) {
        self.init(rawValue: text.trimmingSpaces().lowercased())
    }
}
