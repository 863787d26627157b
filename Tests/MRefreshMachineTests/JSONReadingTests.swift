import Foundation
import Testing
@testable import MRefreshMachine

/// The JSON reader the output folder's manifests and indexes are read with: every value the writer writes
/// comes back, and what RFC 8259 refuses is refused, as Foundation's JSONSerialization refuses it.
struct JSONReadingTests {
    @Test("what the writer writes, the reader reads back unchanged", arguments: JSONTests.cases.map(\.1) + [
        .object([("frames", .array([.object([("file", .string("pull_0000.png")), ("scale", .int(2)), ("progress", .number(0.25))])]))]),
        .array([.int(Int.max), .int(Int.min), .number(1e-300), .number(-2.5e300), .string("\u{1F504} \u{0}")]),
    ])
    func roundTrip(value: JSON) throws {
        let read = try #require(JSON(parsing: Array(value.text.utf8)))
        #expect(read.text == value.text)
    }

    @Test("texts JSON refuses are refused, as JSONSerialization refuses them", arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "01", "1.", ".5", "+1", "1e", "tru", "nul", "\"\\x\"", "\"\u{1}\"",
        "\"\\ud800\"", "[1] [2]", "{a:1}", "'s'", "NaN", "[" + String(repeating: "[", count: 200) + String(repeating: "]", count: 201),
    ])
    func refuses(text: String) {
        #expect(JSON(parsing: Array(text.utf8)) == nil)
        // Foundation's reader allows trailing commas; the RFC, and this reader, do not.
        if text.count < 100 && !text.contains(",]") && !text.contains(",}") {
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) == nil, "Foundation reads \(text)")
        }
    }

    @Test("texts JSON allows are read with their values", arguments: [
        (" {\"a\" : [ 1 , -0.5e2 , true , null , \"\\u00e9\\n\\ud83d\\udd04\" ] } ", #"{"a":[1,-50,true,null,"é\n🔄"]}"#),
        ("3", "3"), ("-0", "0"), ("1E+2", "100"), ("\"\\/\"", #""/""#),
    ])
    func reads(text: String, expected: String) throws {
        #expect(try #require(JSON(parsing: Array(text.utf8))).text == expected)
    }

    @Test("accessors: members by key, numbers whole or not")
    func accessors() throws {
        let value = try #require(JSON(parsing: Array(#"{"w": 64, "h": 64.0, "s": [1, 2.5], "b": false, "t": "x"}"#.utf8)))
        #expect(value["w"]?.int == 64 && value["w"]?.double == 64)
        #expect(value["h"]?.int == 64)
        #expect(value["s"]?.array?.compactMap(\.int) == [1])
        #expect(value["b"]?.bool == false && value["t"]?.string == "x" && value["missing"] == nil)
    }
}
