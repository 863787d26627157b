import Foundation
import MRefreshSyntax
import Testing

/// The plain-Swift text helpers that stand in for Foundation's full build (issue 41), each checked against
/// what Foundation itself answers, which the tests (not the product) may import.
struct PlainTextTests {
    static let samples = [
        "", " ", "  a b  ", "\t\u{A0}x\u{2003}\n", "\n\r\n y \u{85}", "\u{2028}z\u{2029}", "é\u{301} ", " 'q' ", "\"",
        "\u{FEFF}bom", "a\u{0}b ",
    ]

    @Test("trimming spaces, white space and given characters answers as Foundation does", arguments: samples)
    func trimming(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimming(charactersIn: " '\"") == text.trimmingCharacters(in: CharacterSet(charactersIn: " '\"")))
    }

    @Test("percent decoding answers as Foundation does", arguments: [
        "/a%20b", "/%2e%2E/x", "%", "%4", "%zz", "%C3%A9", "%C3", "%FF", "plain", "/a%2Fb%00c", "100%25",
    ])
    func percentDecoding(text: String) {
        #expect(text.percentDecoded == text.removingPercentEncoding)
    }

    @Test("percent encoding keeps what it is told to, as Foundation does", arguments: ["pull_0000@2x.png", "a b/é?#%", ""])
    func percentEncoding(text: String) {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")
        let keep: (UInt8) -> Bool = { $0 < 0x80 && allowed.contains(Unicode.Scalar($0)) }
        #expect(text.percentEncoded(keeping: keep) == text.addingPercentEncoding(withAllowedCharacters: allowed))
    }

    @Test("paths are taken apart as NSString does", arguments: [
        "a/b/c.svg", "c.svg", "/c.svg", "/", "", "a/b/", "dir/.hidden", "x.tar.gz", "a//b", "./f", "../up/x.yaml",
    ])
    func paths(path: String) {
        let ns = path as NSString
        #expect(PathText.folder(of: path) == ns.deletingLastPathComponent, "folder")
        #expect(PathText.name(of: path) == ns.lastPathComponent, "name")
        #expect(PathText.extension(of: path) == ns.pathExtension, "extension")
        #expect(PathText.stem(of: path) == (ns.lastPathComponent as NSString).deletingPathExtension, "stem")
    }

    // Values a hair off a tie in binary (0.05 is 0.05000000000000000277…) are left out: printf rounds the
    // exact binary value, DecimalText the scaled one (its documentation says so).
    @Test("fixed places as printf's %.Nf", arguments: [
        (0.0, 2), (1.5, 0), (2.5, 0), (0.125, 2), (12.3456, 2), (-3.14159, 1), (-0.001, 2), (1234567.891, 1), (0.051, 1), (99.996, 2),
    ])
    func fixed(value: Double, places: Int) {
        #expect(DecimalText.fixed(value, places: places) == String(format: "%.\(places)f", value))
    }

    @Test("significant digits as printf's %.Ng", arguments: [
        (0.0, 3), (1.0, 3), (1e15, 3), (1.2e16, 3), (123.456, 3), (0.000123456, 3), (0.0001, 3), (1e-5, 3), (99999.0, 3),
        (999.5, 3), (-4.5e300, 3), (1048576.0, 3), (3.0, 1), (0.5, 3), (12345.0, 6),
    ])
    func significant(value: Double, digits: Int) {
        #expect(DecimalText.significant(value, digits: digits) == String(format: "%.\(digits)g", value))
    }
}
