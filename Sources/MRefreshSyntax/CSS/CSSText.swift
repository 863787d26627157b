/// The few lexical rules of CSS Syntax 3 that simple `<style>` sheets and `style` attributes need:
/// comments, quoted strings, and blocks and parentheses that nest.
///
/// Works on UTF-8 bytes: every structural character is ASCII, and a multi-byte character's bytes are all
/// ≥ 0x80, so they never look like one.
enum CSSText {
    /// CSS whitespace: space, tab, line feed, carriage return, form feed.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// The text without `/* … */` comments (outside strings). An unterminated comment runs to the end,
    /// as in CSS Syntax 3 §4.3.2.
    static func removingComments(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = endOfString(bytes, at: i)
                result.append(contentsOf: bytes[i..<end])
                i = end
            } else if byte == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count && !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count
                                           && bytes[i + 1] == UInt8(ascii: "/")) {
                    i += 1
                }
                i = min(i + 2, bytes.count)
            } else {
                result.append(byte)
                i += 1
            }
        }
        return result
    }

    /// The offset just past the string whose opening quote is at `start` (backslash escapes honoured);
    /// the end of the text or line for an unterminated string.
    static func endOfString(_ bytes: [UInt8], at start: Int) -> Int {
        let quote = bytes[start]
        var i = start + 1
        while i < bytes.count {
            switch bytes[i] {
            case quote: return i + 1
            case UInt8(ascii: "\\"): i += 2
            case 0x0A: return i  // A string cannot span lines; CSS ends a bad string here.
            default: i += 1
            }
        }
        return bytes.count
    }

    /// The offset of the first of `targets` at nesting depth 0 from `start` on — outside strings and
    /// `()`, `[]`, `{}` pairs — or nil when there is none.
    static func firstTopLevel(_ targets: Set<UInt8>, in bytes: [UInt8], from start: Int,
                              to end: Int? = nil) -> Int? {
        let end = end ?? bytes.count
        var depth = 0
        var i = start
        while i < end {
            let byte = bytes[i]
            if depth == 0 && targets.contains(byte) { return i }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = endOfString(bytes, at: i)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(depth - 1, 0)
            default:
                break
            }
            i += 1
        }
        return nil
    }

    /// The offset of the `}` closing the block whose `{` is at `open`, or the end of the text when the
    /// block is never closed (CSS closes every open block at the end of the sheet).
    static func endOfBlock(_ bytes: [UInt8], openingAt open: Int) -> Int {
        var depth = 0
        var i = open
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = endOfString(bytes, at: i)
                continue
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return i }
            default:
                break
            }
            i += 1
        }
        return bytes.count
    }

    /// The bytes of `range` as a string, without surrounding CSS whitespace.
    static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Whether `byte` may continue a CSS identifier: a letter, digit, `-`, `_`, or part of a non-ASCII
    /// character.
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Whether `text` is a CSS identifier (CSS Syntax 3 §4.3.9, without escapes): name characters, not
    /// starting with a digit, nor with `-` and a digit.
    static func isIdentifier(_ text: some Collection<UInt8>) -> Bool {
        guard let first = text.first, text.allSatisfy(isNameByte) else { return false }
        if first &- UInt8(ascii: "0") < 10 { return false }
        if first == UInt8(ascii: "-"), let second = text.dropFirst().first, second &- UInt8(ascii: "0") < 10 {
            return false
        }
        return text.count > 1 || first != UInt8(ascii: "-")
    }
}
