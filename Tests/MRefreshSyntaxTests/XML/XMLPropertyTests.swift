import MRefreshSyntax
import PropertyBased
import Testing

/// Laws that hold for every input: no input crashes the reader, and value offsets always point at the
/// bytes they came from.
@Suite struct XMLPropertyTests {
    /// A small document that exercises every construct, for truncating and mutating.
    static let seed = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg"><!ENTITY e "a&#38;amp;b"><!ATTLIST svg x CDATA "1">]>
        <!-- comment -->
        <svg xmlns="&ns;" a='1' b="&lt;&#x41;&e;\r\n">
          <g><path d="M0 0 L10 10"/>text &amp; more<![CDATA[<raw>]]><?pi x?></g>
          é😀
        </svg>

        """.utf8)

    /// Any error's position lies within the file.
    private static func checkPosition(of error: XMLError, in bytes: [UInt8]) {
        #expect(error.location.line >= 1 && error.location.column >= 1)
        #expect(error.location.offset <= bytes.count)
        #expect(!error.message.isEmpty)
    }

    @Test func everyTruncationIsRefusedUntilTheRootCloses() throws {
        _ = try XMLDocument.parse(Self.seed, name: "seed.svg")
        let rootEnd = Self.seed.count - 1  // The seed ends in "</svg>\n".
        for length in 0..<Self.seed.count {
            let prefix = Array(Self.seed[..<length])
            let error = xmlError(prefix)
            if length < rootEnd {
                #expect(error != nil, "prefix of \(length) bytes")
            } else {
                #expect(error == nil)
            }
            if let error { Self.checkPosition(of: error, in: prefix) }
        }
    }

    /// Bytes a mutation writes: markup characters more often than chance would give them.
    static let mutationBytes: [UInt8] = Array("<>&;\"'/!?[]-#x=% \n\r\t".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xFF]

    @Test func mutationsNeverCrash() async {
        let positions = Gen.int(in: 0...(Self.seed.count - 1)).array(of: 1...6)
        let replacements = Gen.element(of: Self.mutationBytes).array(of: 6)
        let kinds = Gen.int(in: 0...2).array(of: 6)
        await propertyCheck(count: 2_000, input: positions, replacements, kinds) { positions, replacements, kinds in
            var bytes = Self.seed
            for (step, position) in positions.enumerated() {
                let byte = replacements[step] ?? 0
                let at = min(position, bytes.count - 1)
                switch kinds[step] {
                case 0: bytes[at] = byte
                case 1: bytes.insert(byte, at: at)
                default: bytes.remove(at: at)
                }
            }
            if let error = xmlError(bytes) {
                Self.checkPosition(of: error, in: bytes)
            }
        }
    }

    /// Pieces of a raw attribute value and what each decodes to. The lone CR is followed by "x" so that a
    /// following "\n" piece cannot turn it into a CRLF.
    static let valuePieces: [(raw: String, decoded: String)] = [
        ("a", "a"), ("é", "é"), ("😀", "😀"), (" ", " "), ("\t", " "), ("\n", " "), ("\r\n", " "), ("\rx", " x"),
        ("&amp;", "&"), ("&lt;", "<"), ("&#x4C;", "L"), ("&#233;", "é"), ("&#10;", "\n"), ("&e;", "ns"),
        ("&empty;", ""), ("&nested;", "[ns]"),
    ]

    @Test func valueOffsetsPointAtTheirSource() async {
        await propertyCheck(count: 500, input: Gen.element(of: Self.valuePieces).array(of: 0...12)) { pieces in
            let pieces = pieces.compactMap { $0 }
            let raw = pieces.map(\.raw).joined()
            let prefix = "<!DOCTYPE a [<!ENTITY e \"ns\"><!ENTITY empty \"\"><!ENTITY nested \"[&e;]\">]>\n<a v=\""
            let bytes = Array((prefix + raw + "\"/>").utf8)
            let attribute: XMLAttribute
            do {
                attribute = try #require(try XMLDocument.parse(bytes, name: "value.svg").root.attributes.first)
            } catch {
                Issue.record("\(error)")
                return
            }
            #expect(attribute.value == pieces.map(\.decoded).joined())
            let decoded = Array(attribute.value.utf8)
            var previous = attribute.valueByteOffset
            for offset in decoded.indices {
                let source = attribute.sourceByteOffset(ofValueByte: offset)
                let (rawByte, decodedByte) = (bytes[source], decoded[offset])
                // A byte is copied, or is whitespace made a space, or came from the reference at '&'.
                let explained = rawByte == decodedByte || rawByte == UInt8(ascii: "&")
                    || (decodedByte == 0x20 && [0x09, 0x0A, 0x0D].contains(rawByte))
                #expect(explained, "decoded byte \(offset) of \(raw.debugDescription)")
                #expect(source >= previous, "offsets never go backwards")
                previous = source
            }
            #expect(attribute.sourceByteOffset(ofValueByte: decoded.count) == bytes.count - 3, "the end is the quote")
        }
    }
}
