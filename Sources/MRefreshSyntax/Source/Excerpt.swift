/// A piece of the user's text quoted in a message: at most ``maximumCharacters`` characters, cut with
/// "…", on one line.
///
/// Every message that quotes input (a value, a name, a token that does not parse) quotes it through this,
/// so a 50 MB value makes a short line, not a 50 MB one, and a value with a line break in it cannot break
/// the one-line-per-error rule: line breaks, tabs and other control characters are written as escapes
/// (`\n`, `\t`, `\u{1B}`).
public struct Excerpt: CustomStringConvertible, Sendable {
    /// The most characters (Unicode scalars, so a long run of combining marks is cut too) quoted.
    public static let maximumCharacters = 48

    public let description: String

    /// The first `limit` characters of `text` (by default ``maximumCharacters``), with "…" when there were
    /// more.
    public init(_ text: some StringProtocol, limit: Int = Excerpt.maximumCharacters) {
        var result = ""
        var taken = 0
        for scalar in text.unicodeScalars {
            guard taken < limit else {
                result += "…"
                break
            }
            taken += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        description = result
    }
}
