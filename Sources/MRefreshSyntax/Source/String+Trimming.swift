/// Trimming text at its ends by Unicode scalar, as Foundation's `trimmingCharacters(in:)` does, in plain
/// Swift: the modules read text without Foundation's full build, whose ICU tables would be most of the
/// binary (issue 41).
extension StringProtocol {
    /// The text without spaces and tabs at either end (Unicode's space separators and the tab:
    /// `CharacterSet.whitespaces`).
    public func trimmingSpaces() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without white space at either end: spaces, tabs and line breaks (Unicode's White_Space:
    /// `CharacterSet.whitespacesAndNewlines`).
    public func trimmingWhitespace() -> String {
        trimming { $0.properties.isWhitespace }
    }

    /// The text without any of the scalars of `characters` at either end.
    public func trimming(charactersIn characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        return trimming { set.contains($0) }
    }

    /// The text without the scalars `shouldTrim` picks at either end.
    public func trimming(_ shouldTrim: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !shouldTrim($0) }),
              let last = scalars.lastIndex(where: { !shouldTrim($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
