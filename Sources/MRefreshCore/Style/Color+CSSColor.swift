import MRefreshSyntax

extension Color {
    /// Reads a CSS colour (``MRefreshSyntax/CSSColor``): `#rgb`, `#rrggbb` and their alpha forms, `rgb()`, `rgba()`,
    /// `hsl()`, `hsla()`, a named colour or `transparent`; nil when it is none of these.
    package init?(css text: String) {
        guard let color = CSSColor(text) else { return nil }
        self.init(color)
    }

    /// The colour a CSS colour value denotes.
    package init(_ color: CSSColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
