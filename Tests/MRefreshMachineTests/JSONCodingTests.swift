import Testing
@testable import MRefreshMachine

/// A value with every kind of field the JSON encoder and decoder meet: its keys (synthesized) in the
/// order declared.
struct CodingSample: Codable, Equatable, Sendable {
    enum Kind: String, Codable, Sendable { case line, fill }

    struct Item: Codable, Equatable, Sendable {
        var id: Int8
        var tags: [String]
    }

    var name: String
    var count: Int
    var ratio: Double
    var flag: Bool
    var kind: Kind
    var note: String?
    var items: [Item]
    var small: UInt16 = 7
    var gaps: [Int?] = []
}

/// Encodes its members by hand: a nested keyed container, a nested array, a key written twice, `null`.
private struct HandWritten: Encodable {
    enum Keys: String, CodingKey { case z, a, nested, list, again }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .z)
        try container.encodeNil(forKey: .a)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
        try nested.encode(2.5, forKey: .a)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(true)
        var inner = list.nestedContainer(keyedBy: Keys.self)
        try inner.encode("x", forKey: .z)
        try container.encode("first", forKey: .again)
        try container.encode(3, forKey: .z)  // Written again: its first place, its last value.
    }
}

/// A value that encodes nothing.
private struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

private let sample = CodingSample(name: "sync-arcs", count: 3, ratio: 0.25, flag: true, kind: .fill, note: nil,
                                  items: [CodingSample.Item(id: -4, tags: ["a", "b"]), CodingSample.Item(id: 9, tags: [])], gaps: [1, nil])

/// One way a text fails to decode into ``CodingSample``: the text, and the error's description.
struct DecodingFailure: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let error: String
    var testDescription: String { name }
}

@Suite("JSON encoder and decoder")
struct JSONCodingTests {
    @Test("values encode as JSON values in the order written", arguments: [
        ("synthesized keys in declaration order, nil left out, nil items null", sample as any Encodable & Sendable,
         #"{"name":"sync-arcs","count":3,"ratio":0.25,"flag":true,"kind":"fill","items":[{"id":-4,"tags":["a","b"]},{"id":9,"tags":[]}],"small":7,"gaps":[1,null]}"#),
        ("nested containers, null, a key written twice", HandWritten(), #"{"z":3,"a":null,"nested":{"a":2.5},"list":[true,{"z":"x"}],"again":"first"}"#),
        ("a value that encodes nothing is an empty object", Nothing(), "{}"),
        ("a scalar on its own", 5, "5"),
        ("whole doubles as numbers, written without a fraction", [2.0, -0.5, 1e20], "[2,-0.5,1e+20]"),
    ] as [(String, any Encodable & Sendable, String)])
    func encoding(name: String, value: any Encodable & Sendable, expected: String) throws {
        #expect(try JSON(encoding: value).text == expected, "\(name)")
    }

    @Test("integers are int values, doubles number values")
    func numberKinds() throws {
        guard case .array(let items) = try JSON(encoding: [Int(2)]), case .int(2) = items[0] else {
            Issue.record("Int is not .int")
            return
        }
        guard case .array(let doubles) = try JSON(encoding: [Double(2)]), case .number(2) = doubles[0] else {
            Issue.record("Double is not .number")
            return
        }
    }

    @Test("an unsigned integer past Int.max cannot be encoded")
    func unsignedOverflow() {
        #expect(throws: EncodingError.self) { try JSON(encoding: [UInt64.max]) }
    }

    @Test("what is encoded decodes back equal, and encodes to the same text")
    func roundTrip() throws {
        let value = try JSON(encoding: sample)
        let decoded = try value.decoded(as: CodingSample.self)
        #expect(decoded == sample)
        #expect(try JSON(encoding: decoded).text == value.text)
        #expect(try JSON.decode(CodingSample.self, from: Array(value.text.utf8)) == sample)
    }

    @Test("decoding reads what a reader of the format should", arguments: [
        ("a whole number written with a fraction of zero", #"{"name":"n","count":3.0,"ratio":1,"flag":false,"kind":"line","items":[],"small":7,"gaps":[]}"#,
         CodingSample(name: "n", count: 3, ratio: 1, flag: false, kind: .line, note: nil, items: [])),
        ("null for an optional, unknown members ignored", #"{"name":"n","count":1,"ratio":0.5,"flag":false,"kind":"line","note":null,"extra":[1],"items":[],"small":7,"gaps":[null]}"#,
         CodingSample(name: "n", count: 1, ratio: 0.5, flag: false, kind: .line, note: nil, items: [], gaps: [nil])),
        ("a key twice: the first", #"{"name":"first","name":"second","count":1,"ratio":0,"flag":true,"kind":"fill","items":[],"note":"x","small":7,"gaps":[]}"#,
         CodingSample(name: "first", count: 1, ratio: 0, flag: true, kind: .fill, note: "x", items: [])),
    ])
    func decoding(name: String, text: String, expected: CodingSample) throws {
        #expect(try JSON.decode(CodingSample.self, from: Array(text.utf8)) == expected, "\(name)")
    }

    @Test("a text that does not decode says what is wrong and where", arguments: [
        DecodingFailure(name: "not JSON", text: #"{"name":"#, error: "not JSON"),
        DecodingFailure(name: "not an object", text: "[1]", error: "expected an object, found an array"),
        DecodingFailure(name: "a member missing", text: #"{"name":"n"}"#, error: "count: missing"),
        DecodingFailure(name: "a string for a number", text: #"{"name":"n","count":"3"}"#, error: "count: expected a whole number, found a string"),
        DecodingFailure(name: "a fraction for an integer", text: #"{"name":"n","count":2.5}"#, error: "count: expected a whole number, found a number"),
        DecodingFailure(name: "null for a value", text: #"{"name":null}"#, error: "name: expected a string, found null"),
        DecodingFailure(name: "an unknown case", text: #"{"name":"n","count":1,"ratio":0,"flag":true,"kind":"dots","items":[]}"#,
                        error: #"kind: unexpected value "dots""#),
        DecodingFailure(name: "in an array's item", text: #"{"name":"n","count":1,"ratio":0,"flag":true,"kind":"line","items":[{"id":1,"tags":[]},{"id":1,"tags":[2]}]}"#,
                        error: "items[1].tags[0]: expected a string, found a number"),
        DecodingFailure(name: "an integer out of its type's range", text: #"{"name":"n","count":1,"ratio":0,"flag":true,"kind":"line","items":[{"id":300,"tags":[]}]}"#,
                        error: "items[0].id: expected a whole number from -128 to 127, found a number"),
        DecodingFailure(name: "a number for a boolean", text: #"{"name":"n","count":1,"ratio":0,"flag":1}"#, error: "flag: expected a boolean, found a number"),
    ])
    func decodingErrors(_ row: DecodingFailure) {
        let error = #expect(throws: JSONDecodingError.self) { try JSON.decode(CodingSample.self, from: Array(row.text.utf8)) }
        #expect(error?.description == row.error)
    }

    @Test("a refused value is quoted up to a limit")
    func longValue() {
        let text = #"{"name":"n","count":1,"ratio":0,"flag":true,"kind":""# + String(repeating: "x", count: 100) + #"","items":[]}"#
        #expect(throws: JSONDecodingError(.unexpectedValue("\"" + String(repeating: "x", count: 39) + "…"), at: "kind")) {
            try JSON.decode(CodingSample.self, from: Array(text.utf8))
        }
    }
}
