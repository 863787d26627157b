import MRefreshSyntax

/// An appearance an app shows its indicator in: light (the default), dark, and their high-contrast
/// variants. An SVG input's `@media (prefers-color-scheme: dark)` and `(prefers-contrast: more)` rules
/// apply as a browser with that preference applies them.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Light, no contrast preference: what an app shows by default.
    case light
    /// Dark mode (`prefers-color-scheme: dark`).
    case dark
    /// Light with increased contrast (`prefers-contrast: more`).
    case highContrast = "high-contrast"
    /// Dark with increased contrast.
    case darkHighContrast = "dark-high-contrast"

    /// What a file of this appearance carries in its name: nothing for light (its files keep the names
    /// they always had), `~dark`, `~high-contrast` or `~dark-high-contrast` for the others, placed before
    /// the scale (`pull_0000~dark@2x.png`).
    package var fileSuffix: String { FrameTable.appearanceSuffix(rawValue) }

    /// The medium an SVG input's `@media` rules are evaluated for, on a viewport of `canvas` points.
    package func media(canvas: Size) -> CSSMedia {
        let (scheme, contrast): (CSSMedia.ColorScheme, CSSMedia.Contrast) = switch self {
        case .light: (.light, .noPreference)
        case .dark: (.dark, .noPreference)
        case .highContrast: (.light, .more)
        case .darkHighContrast: (.dark, .more)
        }
        return CSSMedia(colorScheme: scheme, contrast: contrast, width: canvas.width, height: canvas.height)
    }
}
