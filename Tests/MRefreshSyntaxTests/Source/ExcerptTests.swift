import Testing
@testable import MRefreshSyntax

/// What an error message quotes of the user's text: short, one line, the same text when it is short.
@Suite("Excerpt")
struct ExcerptTests {
    static let cases: [(String, String, String)] = [
        ("short text as it is", "ease-sideways", "ease-sideways"),
        ("exactly the limit, uncut", String(repeating: "a", count: 48), String(repeating: "a", count: 48)),
        ("one past the limit, cut", String(repeating: "a", count: 49), String(repeating: "a", count: 48) + "…"),
        ("5 MB cut to 48 characters", String(repeating: "x", count: 5_000_000), String(repeating: "x", count: 48) + "…"),
        ("line breaks and tabs escaped", "a\nb\r\tc", "a\\nb\\r\\tc"),
        ("other control characters escaped", "\u{1B}[31m\u{7F}\u{2028}", "\\u{1B}[31m\\u{7F}\\u{2028}"),
        ("characters beyond ASCII kept", "é ✓ 🔄", "é ✓ 🔄"),
        // A base letter with a million combining marks is one Character: cut by Unicode scalars.
        ("combining marks counted one each", "e" + String(repeating: "\u{301}", count: 1_000_000),
         "e" + String(repeating: "\u{301}", count: 47) + "…"),
    ]

    @Test("quotes at most 48 characters, on one line", arguments: cases)
    func excerpt(name: String, text: String, expected: String) {
        let excerpt = Excerpt(text).description
        #expect(excerpt == expected, "\(name)")
        #expect(!excerpt.contains("\n") && !excerpt.contains("\r"), "\(name)")
    }

    @Test("a substring is quoted the same as the string")
    func substring() {
        let text = String(repeating: "ab", count: 100)
        #expect(Excerpt(text.dropFirst(2)).description == Excerpt(String(text.dropFirst(2))).description)
    }
}
