import MRefreshSyntax

/// Why a text layer is not drawn as its file asks (warnings: the frames are drawn all the same).
package enum TextProblem: Hashable, Sendable, CustomStringConvertible {
    /// A line that says `{updated}` with no date given: a render has no clock, so it is not drawn.
    case undated(line: String)
    /// The font's family is not installed: another is drawn (``InputError/Consequence/drawnIn(family:)``).
    case familyNotInstalled(font: String, family: String)

    /// The message, without a position.
    package var description: String {
        switch self {
        case .undated(let line): "text layer '\(Excerpt(line))' is not drawn: a render has no clock for \(TextSpec.updatedPlaceholder)"
        case let .familyNotInstalled(font, family): "font '\(Excerpt(font))': family '\(Excerpt(family))' is not installed"
        }
    }
}
