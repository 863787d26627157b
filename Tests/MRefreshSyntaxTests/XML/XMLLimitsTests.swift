import MRefreshSyntax
import Testing

/// Hostile or oversized documents are refused at the limit, with a position, quickly.
@Suite struct XMLLimitsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var xml: String
        var limits: XMLLimits
        var error: String
        var testDescription: String { rule }
    }

    /// The classic billion laughs: ten references per level, nine levels, 3 GB when expanded.
    static let billionLaughs = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
         <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
         <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
         <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
         <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
         <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
         <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <lolz>&lol9;</lolz>
        """

    /// Billion laughs whose leaves are empty: no output at all, but 10⁹ expansions of work.
    static let silentLaughs = "<!DOCTYPE a [<!ENTITY e0 \"\">"
        + (1...9).map { level in
            "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
        }.joined()
        + "]><a v=\"&e9;\"/>"

    /// One big entity referenced many times (the "quadratic blowup" attack).
    static let quadraticBlowup = "<!DOCTYPE a [<!ENTITY big \"" + String(repeating: "x", count: 100_000) + "\">]>\n<a>"
        + String(repeating: "&big;", count: 100) + "</a>"

    static let chain = "<!DOCTYPE a ["
        + (0..<20).map { "<!ENTITY c\($0) \"&c\($0 + 1);\">" }.joined() + "<!ENTITY c20 \"end\">]><a>&c0;</a>"

    static let cases: [Case] = [
        Case(rule: "depth", xml: "<a><b><c><d/></c></b></a>", limits: XMLLimits(maxDepth: 3),
             error: "1:10: elements nested too deeply: the limit is 3 levels"),
        Case(rule: "depth at the limit is fine", xml: "<a><b><c/></b></a>", limits: XMLLimits(maxDepth: 3), error: ""),
        Case(rule: "default depth", xml: String(repeating: "<a>", count: 100_000), limits: .default,
             error: "1:769: elements nested too deeply: the limit is 256 levels"),
        Case(rule: "element count", xml: "<a><b/><c/><d/></a>", limits: XMLLimits(maxElements: 3),
             error: "1:12: too many elements: the limit is 3"),
        Case(rule: "attributes per element", xml: "<a x=\"1\" y=\"2\" z=\"3\"/>",
             limits: XMLLimits(maxAttributesPerElement: 2), error: "1:16: too many attributes on <a>: the limit is 2"),
        Case(rule: "billion laughs", xml: billionLaughs, limits: .default,
             error: "14:7: entity expansion exceeds 1048576 bytes"),
        Case(rule: "billion laughs with empty leaves", xml: silentLaughs, limits: .default,
             error: "1:\(silentLaughs.count - 6): entity expansion exceeds 1048576 bytes"),
        Case(rule: "quadratic blowup", xml: quadraticBlowup, limits: .default,
             error: "2:54: entity expansion exceeds 1048576 bytes"),
        Case(rule: "quadratic blowup under a raised limit", xml: quadraticBlowup,
             limits: XMLLimits(maxEntityExpansionBytes: 10_000_000), error: ""),
        Case(rule: "entity depth", xml: chain, limits: .default,
             error: "1:\(chain.count - 7): entity references nested too deeply: the limit is 16"),
        Case(rule: "entity depth under a raised limit", xml: chain, limits: XMLLimits(maxEntityDepth: 21), error: ""),
    ]

    @Test(arguments: cases)
    func refusesAtTheLimit(_ row: Case) {
        let clock = ContinuousClock()
        var error: XMLError?
        let elapsed = clock.measure { error = xmlError(row.xml, limits: row.limits) }
        #expect((error?.description ?? "") == row.error)
        // Generous for a debug build on a shared machine; an unbounded expansion would take minutes.
        #expect(elapsed < .seconds(5))
    }

    @Test func manyElementsWithinTheLimit() throws {
        let xml = "<a>" + String(repeating: "<b x=\"1\"/>", count: 50_000) + "</a>"
        let root = try parseXML(xml).root
        #expect(root.children.count == 50_000)
        let limited = xmlError(xml, limits: XMLLimits(maxElements: 50_000))
        #expect(limited?.description == "1:\(4 + 50_000 * 10 - 10): too many elements: the limit is 50000")
    }
}
