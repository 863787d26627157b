import MRefreshSyntax

/// What is wrong with an SVG font, as ``MRefreshSVG/SVGFontInput`` finds it. Values, compared in tests; quoted text is
/// cut to an ``MRefreshSyntax/Excerpt`` only when the words are made.
package enum SVGFontProblem: Hashable, Sendable, CustomStringConvertible {
    /// The document has glyphs but no `<font>` element around them.
    case noFont
    /// No glyph has the `glyph-name` the input's `#fragment` names; the font has `glyphs` glyphs.
    case noGlyphNamed(String, glyphs: Int)
    /// No glyph is for the character asked for; the font has `glyphs` glyphs.
    case noGlyphFor(character: String, glyphs: Int)
    /// A font metric (`units-per-em`, `ascent`, `horiz-adv-x`…) that is not a number within the geometry
    /// limits.
    case invalidMetric(attribute: String, value: String)

    /// The message, without a position.
    package var description: String {
        switch self {
        case .noFont: "no <font> element"
        case let .noGlyphNamed(name, glyphs): "no glyph named '\(Excerpt(name))' in this font (\(glyphs) glyphs)"
        case let .noGlyphFor(character, glyphs):
            "no glyph for \(character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")) in this font (\(glyphs) glyphs)"
        case let .invalidMetric(attribute, value):
            "expected a number within \(GeometryLimits.maximumCoordinateText) for '\(Excerpt(attribute))', found '\(Excerpt(value))'"
        }
    }
}
