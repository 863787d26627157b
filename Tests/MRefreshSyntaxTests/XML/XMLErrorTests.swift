import MRefreshSyntax
import Testing

/// Every way a document can be refused, with the message and the `line:column` it is reported at.
@Suite struct XMLErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var xml: String
        /// `line:column: message`.
        var error: String
        var testDescription: String { rule }
    }

    static let structure: [Case] = [
        Case(rule: "no root in an empty file", xml: "",
             error: "1:1: no root element: expected '<' to start one, found end of file"),
        Case(rule: "no root after the prolog", xml: "<?xml version=\"1.0\"?>\n<!-- only -->\n",
             error: "3:1: no root element: expected '<' to start one, found end of file"),
        Case(rule: "text before the root", xml: "  hello",
             error: "1:3: expected '<' to start the root element, found 'h'"),
        Case(rule: "text after the root", xml: "<svg/>\nhello",
             error: "2:1: text after the root element </svg>: found 'h'"),
        Case(rule: "a second root element", xml: "<svg></svg>\n<svg/>",
             error: "2:1: a second root element after </svg>: a document has exactly one"),
        Case(rule: "an end tag after the root", xml: "<a/></a>",
             error: "1:5: unexpected end tag after the root element </a>"),
        Case(rule: "an end tag before the root", xml: "</a>",
             error: "1:1: unexpected end tag before the root element"),
        Case(rule: "mismatched end tag", xml: "<svg>\n</g>",
             error: "2:1: mismatched end tag </g>: expected </svg>"),
        Case(rule: "end tag closing an outer element", xml: "<svg>\n  <g>\n  </svg>",
             error: "3:3: mismatched end tag </svg>: expected </g>"),
        Case(rule: "unclosed element at the end of the file", xml: "<svg>\n  <g>\n    text",
             error: "2:3: unclosed <g>: expected </g> before the end of the file"),
        Case(rule: "bad element name", xml: "<1svg/>", error: "1:2: expected an element name after '<', found '1'"),
        Case(rule: "bad end-tag name", xml: "<a></ a>", error: "1:6: expected an element name after '</', found a space"),
        Case(rule: "junk in an end tag", xml: "<a></a x>", error: "1:8: expected '>' to close </a>, found 'x'"),
        Case(rule: "junk in a start tag", xml: "<svg><path d=\"1\" $/></svg>",
             error: "1:18: expected '>' to close <path>, found '$'"),
        Case(rule: "start tag cut by the end of the file", xml: "<svg><path d=\"1\"",
             error: "1:17: expected '>' to close <path>, found end of file"),
        Case(rule: "'/' not followed by '>'", xml: "<a/ >", error: "1:4: expected '>' after '/' to close <a/>, found a space"),
        Case(rule: "'<!' in content that is neither comment nor CDATA", xml: "<a><!DOCTYPE a></a>",
             error: "1:6: expected '<!--' or '<![CDATA[' after '<!', found 'D'"),
        Case(rule: "']]>' in text", xml: "<a>x]]>y</a>", error: "1:5: ']]>' is not allowed in text (it only ends a CDATA section)"),
    ]

    static let attributes: [Case] = [
        Case(rule: "duplicate attribute", xml: "<svg a=\"1\" b=\"2\" a=\"3\"/>",
             error: "1:18: duplicate attribute 'a' on <svg>"),
        Case(rule: "duplicate among many attributes",
             xml: "<a " + (0..<40).map { "a\($0)=\"\"" }.joined(separator: " ") + " a7=\"\"/>",
             error: "1:274: duplicate attribute 'a7' on <a>"),
        Case(rule: "missing '='", xml: "<svg a \"1\"/>", error: "1:8: expected '=' after attribute name 'a', found '\"'"),
        Case(rule: "missing quotes", xml: "<svg a=1/>", error: "1:8: expected a quoted value for attribute 'a', found '1'"),
        Case(rule: "missing whitespace between attributes", xml: "<a x=\"1\"y=\"2\"/>",
             error: "1:9: expected whitespace before attribute 'y'"),
        Case(rule: "'<' in a value", xml: "<svg a=\"x<y\"/>", error: "1:10: '<' is not allowed in an attribute value (write '&lt;')"),
        Case(rule: "unterminated value", xml: "<a x='1/>", error: "1:6: unterminated value of attribute 'x': expected a closing \"'\""),
    ]

    static let markup: [Case] = [
        Case(rule: "unterminated comment", xml: "<svg><!-- x", error: "1:6: unterminated comment"),
        Case(rule: "'--' in a comment", xml: "<a><!-- a -- b --></a>", error: "1:11: '--' is not allowed inside a comment"),
        Case(rule: "comment ending in '--->'", xml: "<a><!-- a ---></a>", error: "1:11: '--' is not allowed inside a comment"),
        Case(rule: "unterminated CDATA", xml: "<a><![CDATA[x", error: "1:4: unterminated CDATA section"),
        Case(rule: "CDATA before the root", xml: "<![CDATA[x]]><a/>",
             error: "1:3: expected '<!--' or '<!DOCTYPE' after '<!', found '['"),
        Case(rule: "unterminated processing instruction", xml: "<a><?pi x", error: "1:4: unterminated processing instruction <?pi"),
        Case(rule: "processing instruction without a target", xml: "<a><? x?></a>",
             error: "1:6: expected a processing instruction target after '<?', found a space"),
        Case(rule: "reserved processing instruction target", xml: "<a><?XML x?></a>",
             error: "1:4: processing instruction target 'XML' is reserved"),
        Case(rule: "XML declaration not at the start", xml: " <?xml version=\"1.0\"?><a/>",
             error: "1:2: the XML declaration is only allowed at the very start of the file"),
        Case(rule: "XML declaration without version", xml: "<?xml encoding=\"UTF-8\"?><a/>",
             error: "1:7: expected 'version' first in the XML declaration, found 'encoding'"),
        Case(rule: "XML declaration out of order", xml: "<?xml version=\"1.0\" standalone=\"no\" encoding=\"UTF-8\"?><a/>",
             error: "1:37: unexpected 'encoding' in the XML declaration"),
        Case(rule: "unsupported XML version", xml: "<?xml version=\"2.0\"?><a/>", error: "1:16: unsupported XML version '2.0'"),
        Case(rule: "unsupported encoding", xml: "<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><a/>",
             error: "1:31: unsupported encoding 'Shift_JIS': only UTF-8 is supported"),
        Case(rule: "UTF-16 declared in an 8-bit file", xml: "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>",
             error: "1:31: the XML declaration says encoding 'UTF-16', but the file is not UTF-16: only UTF-8 is supported"),
        Case(rule: "non-ASCII under a declared single-byte encoding",
             xml: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>é</a>",
             error: "1:47: byte 0xC3 is not ASCII: the XML declaration says encoding 'ISO-8859-1', and only UTF-8 is supported"),
        Case(rule: "bad standalone", xml: "<?xml version=\"1.0\" standalone=\"maybe\"?><a/>",
             error: "1:33: expected 'yes' or 'no' for 'standalone', found 'maybe'"),
        Case(rule: "control character", xml: "<a>\u{1}</a>", error: "1:4: control character U+0001 is not allowed in XML"),
        Case(rule: "non-character U+FFFE", xml: "<a>\u{FFFE}</a>", error: "1:4: character U+FFFE is not allowed in XML"),
        Case(rule: "columns count characters, not bytes", xml: "<a>é😀</b>", error: "1:6: mismatched end tag </b>: expected </a>"),
        Case(rule: "CRLF is one line break", xml: "<a>\r\n<b>\r\n</a>", error: "3:1: mismatched end tag </a>: expected </b>"),
        Case(rule: "CR alone is a line break", xml: "<a>\r<b>\r</a>", error: "3:1: mismatched end tag </a>: expected </b>"),
    ]

    static let references: [Case] = [
        Case(rule: "undefined entity", xml: "<a>&nope;</a>", error: "1:4: undefined entity '&nope;'"),
        Case(rule: "undefined entity in a value", xml: "<a x=\"1&nope;\"/>", error: "1:8: undefined entity '&nope;'"),
        Case(rule: "bare '&'", xml: "<a>fish & chips</a>", error: "1:10: expected an entity name or '#' after '&', found a space"),
        Case(rule: "entity reference without ';'", xml: "<a>&amp </a>", error: "1:8: expected ';' after '&amp', found a space"),
        Case(rule: "character reference to U+0000", xml: "<a>&#0;</a>",
             error: "1:4: character reference '&#0;' (U+0000) is not an XML character"),
        Case(rule: "character reference to a surrogate", xml: "<a x=\"&#xD800;\"/>",
             error: "1:7: character reference '&#xD800;' (U+D800) is not an XML character"),
        Case(rule: "character reference past U+10FFFF", xml: "<a x=\"&#x110000;\"/>",
             error: "1:7: character reference '&#x110000;' is not an XML character"),
        Case(rule: "character reference with huge digits", xml: "<a>&#99999999999999999999999;</a>",
             error: "1:4: character reference '&#99999999999999999999999;' is not an XML character"),
        Case(rule: "character reference without ';'", xml: "<a>&#65 </a>",
             error: "1:8: expected ';' to end the character reference, found a space"),
        Case(rule: "character reference without digits", xml: "<a>&#x;</a>",
             error: "1:7: expected a hexadecimal digit after '&#x', found ';'"),
        Case(rule: "upper-case X is not hexadecimal", xml: "<a>&#X41;</a>",
             error: "1:6: expected a digit or 'x' after '&#', found 'X'"),
    ]

    static let doctype: [Case] = [
        Case(rule: "recursive entities", xml: "<!DOCTYPE a [<!ENTITY x \"&y;\"><!ENTITY y \"&x;\">]>\n<a>&x;</a>",
             error: "2:4: recursive entity reference: &x; → &y; → &x;"),
        Case(rule: "self-reference in a value", xml: "<!DOCTYPE a [<!ENTITY x \"a&x;\">]>\n<a b=\"&x;\"/>",
             error: "2:7: recursive entity reference: &x; → &x;"),
        Case(rule: "external entity", xml: "<!DOCTYPE a [<!ENTITY ext SYSTEM \"file:///etc/passwd\">]>\n<a>&ext;</a>",
             error: "2:4: entity '&ext;' is external (\"file:///etc/passwd\"): external entities are never loaded"),
        Case(rule: "external entity inside an internal one",
             xml: "<!DOCTYPE a [<!ENTITY ext PUBLIC \"-//x//y\" \"y.ent\"><!ENTITY in \"1&ext;\">]>\n<a v=\"&in;\"/>",
             error: "2:7: entity '&ext;' is external (\"y.ent\"): external entities are never loaded"),
        Case(rule: "unparsed entity",
             xml: "<!DOCTYPE a [<!NOTATION png SYSTEM \"png\"><!ENTITY pic SYSTEM \"a.png\" NDATA png>]>\n<a>&pic;</a>",
             error: "2:4: entity '&pic;' is unparsed (NDATA) and cannot be referenced"),
        Case(rule: "entity with markup that does not close its element", xml: "<!DOCTYPE a [<!ENTITY m \"<b>\">]>\n<a>&m;</a>",
             error: "2:7: mismatched end tag </a>: expected </b>"),
        Case(rule: "error inside an entity's markup, at its reference",
             xml: "<!DOCTYPE a [<!ENTITY m \"<b x='1' x='2'/>\">]>\n<a>\n  &m;</a>",
             error: "3:3: duplicate attribute 'x' on <b>"),
        Case(rule: "entity with markup that refers to itself", xml: "<!DOCTYPE a [<!ENTITY m \"<b>&m;</b>\">]>\n<a>&m;</a>",
             error: "2:4: entities that hold markup nest more than 16 deep (is one recursive?)"),
        Case(rule: "entity with '<' in a value", xml: "<!DOCTYPE a [<!ENTITY m \"&#60;\">]>\n<a x=\"&m;\"/>",
             error: "2:7: '<' is not allowed in an attribute value (it comes from entity '&m;')"),
        Case(rule: "bad reference inside replacement text", xml: "<!DOCTYPE a [<!ENTITY m \"&#38;\">]>\n<a>&m;</a>",
             error: "2:4: expected an entity name or '#' after '&', found end of file in the replacement text of entity '&m;'"),
        Case(rule: "unterminated internal subset", xml: "<!DOCTYPE a [<!ENTITY x \"1\">",
             error: "1:1: unterminated DOCTYPE: expected ']' to end its internal subset"),
        Case(rule: "unterminated DOCTYPE", xml: "<!DOCTYPE a", error: "1:1: unterminated DOCTYPE"),
        Case(rule: "a second DOCTYPE", xml: "<!DOCTYPE a><!DOCTYPE a><a/>", error: "1:13: a second DOCTYPE: a document has at most one"),
        Case(rule: "DOCTYPE after the root", xml: "<a/><!DOCTYPE a>",
             error: "1:7: expected '<!--' after '<!' (the root element </a> is closed), found 'D'"),
        Case(rule: "parameter-entity reference in an entity value", xml: "<!DOCTYPE a [<!ENTITY x \"%y;\">]><a/>",
             error: "1:26: parameter-entity reference in an entity value: not allowed in the internal subset"),
        Case(rule: "junk in the internal subset", xml: "<!DOCTYPE a [junk]><a/>",
             error: "1:14: expected a markup declaration or ']' in the DOCTYPE, found 'j'"),
        Case(rule: "entity declaration without a value", xml: "<!DOCTYPE a [<!ENTITY x>]><a/>",
             error: "1:24: expected whitespace after entity name 'x', found '>'"),
        Case(rule: "unterminated entity value", xml: "<!DOCTYPE a [<!ENTITY x \"1]><a/>",
             error: "1:25: unterminated entity value"),
        Case(rule: "unterminated attribute-list declaration", xml: "<!DOCTYPE a [<!ATTLIST a x CDATA \"1>]><a/>",
             error: "1:34: unterminated literal in <!ATTLIST"),
    ]

    @Test(arguments: structure + attributes + markup + references + doctype)
    func refuses(_ row: Case) {
        #expect(xmlError(row.xml)?.description == row.error)
    }

    struct ByteCase: Sendable, CustomTestStringConvertible {
        var rule: String
        var bytes: [UInt8]
        var error: String
        var testDescription: String { rule }
    }

    @Test(arguments: [
        ByteCase(rule: "UTF-16 big-endian byte-order mark", bytes: [0xFE, 0xFF, 0, 0x3C, 0, 0x61, 0, 0x2F, 0, 0x3E],
                 error: "1:1: the file starts with a UTF-16 byte-order mark: only UTF-8 is supported"),
        ByteCase(rule: "UTF-16 little-endian byte-order mark", bytes: [0xFF, 0xFE, 0x3C, 0, 0x61, 0, 0x2F, 0, 0x3E, 0],
                 error: "1:1: the file starts with a UTF-16 byte-order mark: only UTF-8 is supported"),
        ByteCase(rule: "UTF-16 without byte-order mark", bytes: [0x3C, 0, 0x61, 0, 0x2F, 0, 0x3E, 0],
                 error: "1:1: the file looks like UTF-16 (no byte-order mark): only UTF-8 is supported"),
        ByteCase(rule: "invalid UTF-8 byte", bytes: Array("<a>".utf8) + [0xFF] + Array("</a>".utf8),
                 error: "1:4: invalid UTF-8: byte 0xFF"),
        ByteCase(rule: "truncated UTF-8 sequence", bytes: Array("<a x=\"".utf8) + [0xE2, 0x82] + Array("\"/>".utf8),
                 error: "1:7: invalid UTF-8: byte 0xE2"),
        ByteCase(rule: "overlong UTF-8", bytes: Array("<a>".utf8) + [0xC0, 0xBC] + Array("</a>".utf8),
                 error: "1:4: invalid UTF-8: byte 0xC0"),
        ByteCase(rule: "UTF-8-encoded surrogate", bytes: Array("<a>".utf8) + [0xED, 0xA0, 0x80] + Array("</a>".utf8),
                 error: "1:4: invalid UTF-8: byte 0xED"),
        ByteCase(rule: "invalid UTF-8 in a name", bytes: Array("<a".utf8) + [0xFF] + Array("/>".utf8),
                 error: "1:3: expected '>' to close <a>, found byte 0xFF (not UTF-8)"),
        ByteCase(rule: "UTF-8 byte-order mark is not a column", bytes: [0xEF, 0xBB, 0xBF] + Array("<a></b>".utf8),
                 error: "1:4: mismatched end tag </b>: expected </a>"),
        ByteCase(rule: "NUL byte", bytes: Array("<a>".utf8) + [0] + Array("</a>".utf8),
                 error: "1:4: control character U+0000 is not allowed in XML"),
    ])
    func refusesBytes(_ row: ByteCase) {
        #expect(xmlError(row.bytes)?.description == row.error)
    }
}
