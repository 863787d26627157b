/// A cursor over the UTF-8 bytes of one attribute value, with the lexical rules SVG attributes share:
/// XML whitespace, `comma-wsp` separators and SVG numbers.
///
/// Numbers use the path-data grammar (``NumberScanner``): `sign? (digits ('.' digits?)? | '.' digits)
/// exponent?`, so `1.5.5` is 1.5 then .5 and `-1-2` is −1 then −2, exactly as in path data.
struct AttributeScanner {
    let bytes: [UInt8]
    /// The offset of the next unread byte.
    var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or nil at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether `byte` is XML whitespace (space, tab, CR, LF) — the only whitespace SVG micro-syntax allows.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether a number can start with `byte`.
    static func startsNumber(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    mutating func skipWhitespace() {
        while index < bytes.count && Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips `comma-wsp?` (whitespace, at most one comma, whitespace); returns whether a comma was
    /// consumed, since a comma promises something after it.
    @discardableResult
    mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Consumes `byte` when it comes next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// The number starting at the cursor: nil (cursor unchanged) when none starts there; infinite when
    /// it is out of range, with the cursor after it.
    mutating func scanNumber() -> Double? {
        var i = index
        defer { index = i }
        return NumberScanner.scan(bytes.span, at: &i)
    }

    /// The run of ASCII letters at the cursor (a function or keyword name), consumed.
    mutating func scanWord() -> String {
        let start = index
        while index < bytes.count && Self.isLetter(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The text between two offsets, for quoting a whole token in a message.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
