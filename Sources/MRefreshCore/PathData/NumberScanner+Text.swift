extension NumberScanner {
    /// The whole of `text` as one finite SVG/CSS number, XML whitespace around it allowed: the one way
    /// mrefresh reads a number out of an attribute, a style declaration, a colour or an option.
    ///
    /// The grammar is the path-data one (`sign? (digits ('.' digits?)? | '.' digits) exponent?`), so the
    /// spellings Swift's `Double(String)` also takes — `nan`, `inf`, `infinity`, hexadecimal `0x1p3` — are
    /// not numbers here, and neither is a value out of the double range (`1e400`).
    ///
    /// - Returns: the value, or nil when `text` is anything else.
    public static func number(in text: some StringProtocol) -> Double? {
        var bytes = Array(text.utf8)
        while let last = bytes.last, isXMLWhitespace(last) { bytes.removeLast() }
        var start = 0
        while start < bytes.count, isXMLWhitespace(bytes[start]) { start += 1 }
        var index = start
        guard let value = scan(bytes.span, at: &index), index == bytes.count, value.isFinite else { return nil }
        return value
    }

    /// A number, or a percentage divided by 100 (`"50%"` is 0.5), per ``number(in:)``.
    public static func numberOrPercentage(in text: some StringProtocol) -> Double? {
        let trimmed = text.utf8.reversed().drop(while: isXMLWhitespace)
        if trimmed.first == UInt8(ascii: "%") {
            let body = String(decoding: trimmed.dropFirst().reversed(), as: UTF8.self)
            // "5 %" is not a percentage: the sign follows the number directly.
            guard let last = body.utf8.last, !isXMLWhitespace(last) else { return nil }
            return number(in: body).map { $0 / 100 }
        }
        return number(in: text)
    }

    /// Numbers separated by whitespace and/or one comma (`comma-wsp`), as in `viewBox`; nil when anything
    /// else is there.
    public static func numberList(in text: some StringProtocol) -> [Double]? {
        let bytes = Array(text.utf8)
        var values: [Double] = []
        var i = 0
        func skipWhitespace() {
            while i < bytes.count, isXMLWhitespace(bytes[i]) { i += 1 }
        }
        skipWhitespace()
        while i < bytes.count {
            guard let value = scan(bytes.span, at: &i), value.isFinite else { return nil }
            values.append(value)
            skipWhitespace()
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                i += 1
                skipWhitespace()
                // A comma promises another number.
                if i >= bytes.count { return nil }
            }
        }
        return values
    }

    @inline(__always)
    static func isXMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
