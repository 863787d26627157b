import Foundation
import Testing
@testable import MRefreshMachine

/// Manifests, atlases, Lottie files and `inspect --json` are all this writer's text: it must be exactly
/// the documented form, and valid JSON that decodes to the values written, whatever the strings hold.
@Suite("JSON text")
struct JSONTests {
    static let cases: [(String, JSON, String)] = [
        ("scalars", .array([.null, .bool(true), .bool(false), .int(-42), .number(2.5), .number(3)]),
         #"[null,true,false,-42,2.5,3]"#),
        ("non-finite numbers", .array([.number(.infinity), .number(.nan)]), #"[null,null]"#),
        ("keys in the order written", .object([("b", .int(1)), ("a", .object([])), ("c", .array([]))]),
         #"{"b":1,"a":{},"c":[]}"#),
        ("quote and backslash", .string(#"say "hi" \ bye"#), #""say \"hi\" \\ bye""#),
        ("newline, return, tab", .string("a\nb\rc\td"), #""a\nb\rc\td""#),
        ("other control characters", .string("\u{01}x\u{1F}"), #""\u0001x\u001f""#),
        ("non-ASCII, escaped or not", .object([("clé", .string("é ✓ 🔄")), ("k", .string("\"é\""))]),
         #"{"clé":"é ✓ 🔄","k":"\"é\""}"#),
    ]

    @Test("values are written in compact form", arguments: cases)
    func text(name: String, value: JSON, expected: String) throws {
        #expect(value.text == expected, "\(name)")
        // And any JSON reader takes it back.
        _ = try JSONSerialization.jsonObject(with: Data(value.text.utf8), options: [.fragmentsAllowed])
    }

    @Test("a value encoded through the Encoder writes the same text, nested in another type too", arguments: cases)
    func encodesItself(name: String, value: JSON, expected: String) throws {
        #expect(try JSON(encoding: value).text == expected, "\(name)")
        struct Holder: Encodable {
            let value: JSON
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: JSONKey.self)
                try container.encode(value, forKey: JSONKey(stringValue: "v"))
                var list = container.nestedUnkeyedContainer(forKey: JSONKey(stringValue: "l"))
                try list.encode(value)
            }
        }
        #expect(try JSON(encoding: Holder(value: value)).text == #"{"v":\#(expected),"l":[\#(expected)]}"#, "\(name)")
    }
}
