/// One `property: value` pair of a CSS declaration block or `style` attribute.
struct CSSDeclaration: Hashable, Sendable {
    /// The property name, lowercased (CSS property names are ASCII case-insensitive), but for a custom
    /// property's (`--Accent`), which is kept as written.
    var property: String
    /// The value, trimmed, without `!important`.
    var value: String
    /// Whether it was marked `!important`: it then wins over normal declarations, whatever their origin.
    var important = false

    /// The declarations of a block's contents (comments already removed), in order.
    ///
    /// Declarations end at `;` outside strings and brackets (so `url(data:…;base64,…)` stays whole). One
    /// without a `:`, with an empty value or a property that is not an identifier, or holding a nested
    /// `{}` block, is dropped, as CSS drops an invalid declaration and reads on. `!important` is removed
    /// from the value and noted.
    static func list(in bytes: [UInt8], _ range: Range<Int>) -> [CSSDeclaration] {
        var result: [CSSDeclaration] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = CSSText.firstTopLevel([UInt8(ascii: ";")], in: bytes, from: start, to: range.upperBound)
                ?? range.upperBound
            if let declaration = parse(bytes, start..<end) { result.append(declaration) }
            start = end + 1
        }
        return result
    }

    /// One declaration, or nil when it is invalid.
    private static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> CSSDeclaration? {
        guard let colon = bytes[range].firstIndex(of: UInt8(ascii: ":")),
              CSSText.firstTopLevel([UInt8(ascii: "{")], in: bytes, from: range.lowerBound, to: range.upperBound) == nil
        else { return nil }
        let property = CSSText.trimmed(bytes, range.lowerBound..<colon)
        guard CSSText.isIdentifier(property.utf8) else { return nil }
        let (value, important) = removingImportant(CSSText.trimmed(bytes, colon + 1..<range.upperBound))
        guard !value.isEmpty else { return nil }
        // Custom property names (`--Accent`) are case-sensitive.
        return CSSDeclaration(property: CSSVariables.isCustom(property) ? property : property.lowercased(), value: value, important: important)
    }

    /// The value without a trailing `!important` (any case, whitespace allowed after the `!`), and whether
    /// it had one.
    private static func removingImportant(_ value: String) -> (String, Bool) {
        let bytes = Array(value.utf8)
        guard let bang = bytes.lastIndex(of: UInt8(ascii: "!")) else { return (value, false) }
        let rest = CSSText.trimmed(bytes, bang + 1..<bytes.count)
        guard rest.lowercased() == "important" else { return (value, false) }
        return (CSSText.trimmed(bytes, 0..<bang), true)
    }
}
