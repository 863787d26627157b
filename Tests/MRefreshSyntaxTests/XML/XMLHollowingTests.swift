import MRefreshSyntax
import Testing

/// Elements read without their attributes: which are, and that they are still checked whole.
@Suite struct XMLHollowingTests {
    static let glyphs = XMLHollowing(element: "glyph", parent: "font", keptAttribute: "glyph-name", keptValue: "b")

    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let xml: String
        let tree: String
        let hollowed: Int
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "the other glyphs of a font lose their attributes, the named one keeps them",
             xml: "<font><glyph glyph-name='a' d='M0 0'/><glyph glyph-name='b' d='M1 1'/><glyph d='M2 2'/></font>",
             tree: "font{glyph glyph[glyph-name=b d=M1 1] glyph}", hollowed: 2),
        Case(rule: "a hollowed element keeps its place among text and its children",
             xml: "<font>\n<glyph glyph-name='a'><path d='M0 0'/></glyph>\n</font>",
             tree: "font{\"\\n\" glyph{path[d=M0 0]} \"\\n\"}", hollowed: 1),
        Case(rule: "only children of the parent named: a glyph elsewhere is kept whole",
             xml: "<svg><glyph glyph-name='a'/><font><g><glyph glyph-name='c'/></g></font></svg>",
             tree: "svg{glyph[glyph-name=a] font{g{glyph[glyph-name=c]}}}", hollowed: 0),
        Case(rule: "names compare by their local part",
             xml: "<s:font xmlns:s='x'><s:glyph glyph-name='a'/><s:glyph glyph-name='b'/></s:font>",
             tree: "s:font[xmlns:s=x]{s:glyph s:glyph[glyph-name=b]}", hollowed: 1),
        Case(rule: "the kept value is compared as the attribute's value, after references",
             xml: "<font><glyph glyph-name='&#98;' unicode='x'/><glyph glyph-name='bb'/></font>",
             tree: "font{glyph[glyph-name=b unicode=x] glyph}", hollowed: 1),
        Case(rule: "an attribute of another name with the kept value does not keep the element",
             xml: "<font><glyph id='b'/></font>", tree: "font{glyph}", hollowed: 1),
        Case(rule: "the parent itself and other elements keep their attributes",
             xml: "<font horiz-adv-x='9'><font-face ascent='1'/><glyph glyph-name='z'/></font>",
             tree: "font[horiz-adv-x=9]{font-face[ascent=1] glyph}", hollowed: 1),
        Case(rule: "glyphs spliced from an entity's markup are hollowed too",
             xml: "<!DOCTYPE font [<!ENTITY g \"<glyph glyph-name='q'/>\">]><font>&g;&g;<glyph glyph-name='b'/></font>",
             tree: "font{glyph glyph glyph[glyph-name=b]}", hollowed: 2),
    ]

    @Test(arguments: cases)
    func hollows(_ row: Case) throws {
        let document = try XMLDocument.parse(row.xml, name: "font.svg", hollowing: Self.glyphs)
        #expect(picture(of: document.root) == row.tree)
        #expect(document.hollowedElements == row.hollowed)
    }

    @Test("a document read without hollowing is whole and says so")
    func wholeByDefault() throws {
        let document = try XMLDocument.parse("<font><glyph glyph-name='a' d='M0 0'/></font>", name: "font.svg")
        #expect(picture(of: document.root) == "font{glyph[glyph-name=a d=M0 0]}")
        #expect(document.hollowedElements == 0)
    }

    /// What is wrong inside a hollowed element is the same error, at the same place, as in a whole read.
    static let malformed: [String] = [
        "<font><glyph glyph-name='a' d='1' d='2'/></font>",
        "<font><glyph glyph-name='a' d='&nope;'/></font>",
        "<font><glyph glyph-name='a' d='<'/></font>",
        "<font><glyph glyph-name='a'd='1'/></font>",
        "<font><glyph glyph-name='a'><x></glyph></font>",
        "<font><glyph glyph-name='a' d='1'></font>",
    ]

    @Test(arguments: malformed)
    func checkedWhole(_ xml: String) throws {
        let whole = try #require(xmlError(xml))
        do {
            _ = try XMLDocument.parse(xml, name: "test.svg", hollowing: Self.glyphs)
            Issue.record("a hollowed read accepted what a whole read refuses: \(whole)")
        } catch {
            #expect(error.description == whole.description)
        }
    }
}
