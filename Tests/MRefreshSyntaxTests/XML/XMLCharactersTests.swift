import Testing
@testable import MRefreshSyntax

/// Where a plain run of an attribute value ends, for every kind of byte that ends it, at every position
/// within and across the eight-byte words the scan reads.
@Test("the plain run of an attribute value ends at the first byte that needs attention", arguments: [
    ("\"", UInt8(ascii: "\"")), ("'", UInt8(ascii: "'")), ("<", UInt8(ascii: "\"")), ("&", UInt8(ascii: "\"")),
    ("\t", UInt8(ascii: "\"")), ("\n", UInt8(ascii: "\"")), ("\u{1}", UInt8(ascii: "'")), ("é", UInt8(ascii: "\"")),
    ("\u{7F}", UInt8(ascii: "\"")),
])
func endOfPlainValue(_ special: String, quote: UInt8) {
    for start in 0..<9 {
        for length in 0..<40 {
            let bytes = Array(String(repeating: "M", count: start + length).utf8) + Array(special.utf8) + Array("M0 0".utf8)
            let end = XMLCharacters.endOfPlainValue(in: bytes, from: start, quote: quote)
            // DEL (0x7F) is printable for this purpose: XML allows it; only the reader's later checks see it.
            let expected = special == "\u{7F}" ? bytes.count : start + length
            #expect(end == expected, "start \(start), length \(length)")
        }
    }
}

@Test("the other quote, '>' and plain text do not end a value")
func plainValueBytes() {
    let bytes = Array("M0 0 L10,10 '>=-.5e3 abc".utf8)
    #expect(XMLCharacters.endOfPlainValue(in: bytes, from: 0, quote: UInt8(ascii: "\"")) == bytes.count)
}
