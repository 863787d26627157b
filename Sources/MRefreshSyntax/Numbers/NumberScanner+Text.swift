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
        numberAndUnit(in: text, allowingPercent: false).map(\.value)
    }

    /// A number, or a percentage divided by 100 (`"50%"` is 0.5; `"5 %"` is neither), per ``number(in:)``.
    public static func numberOrPercentage(in text: some StringProtocol) -> Double? {
        numberAndUnit(in: text, allowingPercent: true).map { $0.isPercent ? $0.value / 100 : $0.value }
    }

    /// Numbers separated by whitespace and/or one comma (`comma-wsp`), as in `viewBox`; nil when anything
    /// else is there.
    public static func numberList(in text: some StringProtocol) -> [Double]? {
        var scanner = AttributeScanner(String(text))
        var values: [Double] = []
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard let value = scanner.scanNumber(), value.isFinite else { return nil }
            values.append(value)
            // A comma promises another number.
            if scanner.skipCommaWhitespace(), scanner.isAtEnd { return nil }
        }
        return values
    }

    /// One finite number, directly followed by `%` when allowed, with nothing else but whitespace around.
    private static func numberAndUnit(in text: some StringProtocol, allowingPercent: Bool)
        -> (value: Double, isPercent: Bool)? {
        var scanner = AttributeScanner(String(text))
        scanner.skipWhitespace()
        guard let value = scanner.scanNumber(), value.isFinite else { return nil }
        let isPercent = allowingPercent && scanner.consume(UInt8(ascii: "%"))
        scanner.skipWhitespace()
        return scanner.isAtEnd ? (value, isPercent) : nil
    }
}
