extension AttributeScanner {
    /// How an error message names what is at `offset`: the whole word when letters start there (an
    /// unknown name reads better than its first letter), else the one character, or "end of value".
    func foundDescription(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of value" }
        if Self.isLetter(bytes[offset]) {
            var end = offset
            while end < bytes.count && Self.isLetter(bytes[end]) { end += 1 }
            return "'\(Excerpt(text(offset..<end)))'"
        }
        // Decode the whole (possibly multi-byte) character.
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        switch text(offset..<end) {
        case "\n", "\r": return "a line break"
        case "\t": return "a tab"
        case "'": return "\"'\""
        case let character: return "'\(character)'"
        }
    }

    /// An error at `offset` (the cursor by default) naming what was found there.
    func error(expected: String, at offset: Int? = nil, partial: [CoordinatePair] = []) -> SVGSyntaxError {
        let offset = offset ?? index
        return SVGSyntaxError(expected: expected, found: foundDescription(at: offset), byteOffset: offset,
                              partial: partial)
    }
}
