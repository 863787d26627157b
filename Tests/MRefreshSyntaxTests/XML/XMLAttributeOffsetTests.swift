import MRefreshSyntax
import Testing

/// Byte offsets in a decoded attribute value map back to the right place in the file.
@Suite struct XMLAttributeOffsetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var xml: String
        /// The decoded value of the root's first attribute.
        var value: String
        /// (decoded byte offset, expected `line:column`).
        var positions: [(Int, String)]
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "no references: offsets map one to one", xml: "<a v=\"abc\"/>", value: "abc",
             positions: [(0, "1:7"), (2, "1:9"), (3, "1:10")]),
        Case(rule: "tab and LF are replaced in place", xml: "<a v=\"1\t2\n3\"/>", value: "1 2 3",
             positions: [(1, "1:8"), (2, "1:9"), (4, "2:1")]),
        Case(rule: "a character reference maps to its '&', what follows to itself",
             xml: "<path d=\"M0 0 &#x4C; x\"/>", value: "M0 0 L x",
             positions: [(0, "1:10"), (5, "1:15"), (6, "1:21"), (7, "1:22"), (8, "1:23")]),
        Case(rule: "multi-byte characters count as one column", xml: "<a v=\"é&amp;x\"/>", value: "é&x",
             positions: [(0, "1:7"), (2, "1:8"), (3, "1:13"), (4, "1:14")]),
        Case(rule: "every byte of an entity maps to its reference",
             xml: "<!DOCTYPE a [<!ENTITY ns \"http://x\">]>\n<a v=\"[&ns;]\"/>", value: "[http://x]",
             positions: [(0, "2:7"), (1, "2:8"), (8, "2:8"), (9, "2:12"), (10, "2:13")]),
        Case(rule: "nested entities map to the outermost reference",
             xml: "<!DOCTYPE a [<!ENTITY in \"yy\"><!ENTITY out \"x&in;x\">]>\n<a v=\"&out;!\"/>", value: "xyyx!",
             positions: [(0, "2:7"), (2, "2:7"), (3, "2:7"), (4, "2:12")]),
        Case(rule: "an empty entity moves what follows",
             xml: "<!DOCTYPE a [<!ENTITY e \"\">]><a v=\"x&e;y\"/>", value: "xy",
             positions: [(0, "1:36"), (1, "1:40"), (2, "1:41")]),
        Case(rule: "CRLF is one space, and what follows is on the next line", xml: "<a v=\"1\r\n2\"/>", value: "1 2",
             positions: [(1, "1:8"), (2, "2:1"), (3, "2:2")]),
        Case(rule: "offsets past either end are clamped", xml: "<a v=\"&lt;b\"/>", value: "<b",
             positions: [(-5, "1:7"), (0, "1:7"), (1, "1:11"), (99, "1:12")]),
    ]

    @Test(arguments: cases)
    func mapsDecodedBytesToTheFile(_ row: Case) throws {
        let attribute = try #require(try parseXML(row.xml).root.attributes.first)
        #expect(attribute.value == row.value)
        for (offset, expected) in row.positions {
            #expect(attribute.sourceLocation(ofValueByte: offset).description == expected, "byte \(offset)")
        }
    }

    @Test("hasValue answers as comparing the decoded value would, kept as bytes or decoded", arguments: cases)
    func hasValueMatchesTheDecodedValue(_ row: Case) throws {
        let attribute = try #require(try parseXML(row.xml).root.attributes.first)
        for candidate in [row.value, row.value + "x", String(row.value.dropLast()), "", "abd", "e\u{301}"] {
            #expect(attribute.hasValue(candidate) == (attribute.value == candidate), "\(candidate)")
        }
    }

    @Test("hasValue: names as a font's glyphs hold them, and a spelling of é with other bytes")
    func hasValueOnRawBytes() throws {
        let rows: [(xml: String, candidate: String, equal: Bool)] = [
            ("<g glyph-name=\"refresh\"/>", "refresh", true),
            ("<g glyph-name=\"refresh\"/>", "refres", false),
            ("<g glyph-name=\"refresh\"/>", "refresh-alt", false),
            ("<g glyph-name=\"\"/>", "", true),
            ("<g glyph-name=\"caf\u{E9}\"/>", "cafe\u{301}", true),
            ("<g glyph-name=\"cafe\u{301}\"/>", "caf\u{E9}", true),
            ("<g glyph-name=\"caf\u{E9}\"/>", "cafe", false),
            ("<g d=\"M0\n0\tL1 1\"/>", "M0 0 L1 1", true),
            ("<g d=\"M0\n0\tL1 1\"/>", "M0\n0\tL1 1", false),
        ]
        for row in rows {
            let attribute = try #require(try parseXML(row.xml).root.attributes.first)
            #expect(attribute.hasValue(row.candidate) == row.equal, "\(row.xml) vs \(row.candidate)")
        }
    }

    /// The reason for the map: a path-data error inside `d` is reported at its column in the file.
    @Test func pathDataErrorPointsIntoTheFile() throws {
        let svg = "<svg>\n  <g>\n     <path d=\"M0 0 &#x4C; x\"/>\n  </g>\n</svg>\n"
        let document = try XMLDocument.parse(svg, name: "icon.svg")
        let path = document.root.childElements[0].childElements[0]
        let d = try #require(path.attribute("d"))
        let error = try #require(throws: PathDataError.self) { try PathDataParser.commands(in: d.value) }
        let location = d.sourceLocation(ofValueByte: error.byteOffset)
        #expect("\(document.source.name):\(location): \(error.message)"
                == "icon.svg:3:27: expected a number after 'L', found 'x'")
    }

    @Test func sourceByteOffsets() throws {
        let attribute = try #require(try parseXML("<a v=\"&#233;z\"/>").root.attributes.first)
        #expect(attribute.byteOffset == 3)
        #expect(attribute.valueByteOffset == 6)
        #expect(attribute.sourceByteOffset(ofValueByte: 0) == 6)
        #expect(attribute.sourceByteOffset(ofValueByte: 1) == 6)
        #expect(attribute.sourceByteOffset(ofValueByte: 2) == 12)
        #expect(attribute.sourceByteOffset(ofValueByte: 3) == 13)
    }
}
