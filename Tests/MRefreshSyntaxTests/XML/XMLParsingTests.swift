import MRefreshSyntax
import Testing

/// Well-formed documents and the trees they read as, one row per rule.
@Suite struct XMLParsingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var xml: String
        var tree: String
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "empty-element tag", xml: "<a/>", tree: "a"),
        Case(rule: "start and end tag", xml: "<a></a>", tree: "a"),
        Case(rule: "end tag may end in whitespace", xml: "<a></a \n>", tree: "a"),
        Case(rule: "both quote styles", xml: "<a x=\"1\" y='2'/>", tree: "a[x=1 y=2]"),
        Case(rule: "the other quote inside a value", xml: "<a x='say \"hi\"' y=\"it's\"/>",
             tree: "a[x=say \"hi\" y=it's]"),
        Case(rule: "whitespace around '='", xml: "<a x = \"1\"\n\ty\t=\t'two words'/>", tree: "a[x=1 y=two words]"),
        Case(rule: "empty value", xml: "<a x=\"\"/>", tree: "a[x=]"),
        Case(rule: "attributes keep document order", xml: "<a z=\"1\" a=\"2\" m=\"3\"/>", tree: "a[z=1 a=2 m=3]"),
        Case(rule: "nesting", xml: "<svg><g><path d=\"M0 0\"/></g><rect/></svg>",
             tree: "svg{g{path[d=M0 0]} rect}"),
        Case(rule: "mixed content", xml: "<a>hi <b>there</b>!</a>", tree: "a{\"hi \" b{\"there\"} \"!\"}"),
        Case(rule: "whitespace between elements is kept", xml: "<a>\n  <b/>\n</a>", tree: "a{\"\\n  \" b \"\\n\"}"),
        Case(rule: "'>' is allowed in text", xml: "<a>1 > 0</a>", tree: "a{\"1 > 0\"}"),
        Case(rule: "non-ASCII names and text", xml: "<ñ:é attr-1.x=\"v\">ü 😀</ñ:é>", tree: "ñ:é[attr-1.x=v]{\"ü 😀\"}"),
        Case(rule: "CDATA is text", xml: "<style><![CDATA[a > b { fill: red }]]></style>",
             tree: "style{\"a > b { fill: red }\"}"),
        Case(rule: "CDATA merges with the text around it", xml: "<a>x<![CDATA[<y>&amp;]]>z</a>", tree: "a{\"x<y>&amp;z\"}"),
        Case(rule: "comments are dropped and the text around them merges", xml: "<a>x<!-- c - d -->y</a>",
             tree: "a{\"xy\"}"),
        Case(rule: "processing instructions are dropped", xml: "<a>x<?pi data?>y<?empty?></a>", tree: "a{\"xy\"}"),
        Case(rule: "XML declaration, PIs and comments around the root",
             xml: "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<?xml-stylesheet href=\"a.css\"?>\n"
                + "<!-- before --><a/><!-- after --><?pi?>\n",
             tree: "a"),
        Case(rule: "XML declaration with single quotes and version only", xml: "<?xml version='1.1' ?><a/>", tree: "a"),
        Case(rule: "ASCII text under a declared single-byte encoding",
             xml: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>plain</a>", tree: "a{\"plain\"}"),
        Case(rule: "predefined entities", xml: "<a x=\"&lt;&gt;&amp;&apos;&quot;\">&lt;&amp;</a>", tree: "a[x=<>&'\"]{\"<&\"}"),
        Case(rule: "character references", xml: "<a x=\"&#65;&#x42;&#xe9;&#x1F600;\">&#233;&#x00041;</a>",
             tree: "a[x=ABé😀]{\"éA\"}"),
        Case(rule: "tab, LF, CR and CRLF in a value each become one space", xml: "<a x=\"1\t2\n3\r\n4\r5\"/>",
             tree: "a[x=1 2 3 4 5]"),
        Case(rule: "whitespace from character references is kept", xml: "<a x=\"1&#10;2&#9;3&#13;\"/>",
             tree: "a[x=1\\n2\\t3\\r]"),
        Case(rule: "CR and CRLF in text become LF", xml: "<a>1\r\n2\r3</a>", tree: "a{\"1\\n2\\n3\"}"),
        Case(rule: "CRLF in CDATA becomes LF", xml: "<a><![CDATA[1\r\n2]]></a>", tree: "a{\"1\\n2\"}"),
        Case(rule: "internal entity in text", xml: "<!DOCTYPE a [<!ENTITY who \"world\">]><a>hello &who;!</a>",
             tree: "a{\"hello world!\"}"),
        Case(rule: "nested entities with predefined references kept for use",
             xml: "<!DOCTYPE a [<!ENTITY a1 \"x&a2;z\"><!ENTITY a2 \"&lt;y&gt;\">]><a v=\"&a1;\">&a1;</a>",
             tree: "a[v=x<y>z]{\"x<y>z\"}"),
        Case(rule: "entity text is normalised in values, not in content",
             xml: "<!DOCTYPE a [<!ENTITY sp \"1&#10;2\">]><a v=\"&sp;\">&sp;</a>", tree: "a[v=1 2]{\"1\\n2\"}"),
        Case(rule: "character references in entity values are decoded when declared (XML 1.0 appendix D)",
             xml: "<!DOCTYPE a [<!ENTITY amp2 \"&#38;#38;\">]><a>&amp2;</a>", tree: "a{\"&\"}"),
        Case(rule: "an entity that holds markup is read as content where it is used",
             xml: "<!DOCTYPE a [<!ENTITY m \"<b x='&amp;1'>t</b>\">]><a>1&m;2&m;</a>",
             tree: "a{\"1\" b[x=&1]{\"t\"} \"2\" b[x=&1]{\"t\"}}"),
        Case(rule: "entities that hold markup within each other",
             xml: "<!DOCTYPE a [<!ENTITY i \"<i/>\"><!ENTITY o \"<o>&i;&i;</o>\">]><a>&o;</a>", tree: "a{o{i i}}"),
        Case(rule: "XML 1.0 appendix D: references in an entity's markup are read where it is used",
             xml: "<!DOCTYPE a [<!ENTITY e \"<p>(&#38;#38;) (&#38;#38;#38;) (&amp;amp;)</p>\">]><a>&e;</a>",
             tree: "a{p{\"(&) (&#38;) (&amp;)\"}}"),
        Case(rule: "the first declaration of an entity binds",
             xml: "<!DOCTYPE a [<!ENTITY e \"first\"><!ENTITY e \"second\">]><a>&e;</a>", tree: "a{\"first\"}"),
        Case(rule: "predefined entities cannot be redeclared",
             xml: "<!DOCTYPE a [<!ENTITY lt \"less\">]><a>&lt;</a>", tree: "a{\"<\"}"),
        Case(rule: "an empty entity adds nothing", xml: "<!DOCTYPE a [<!ENTITY e \"\">]><a v=\"x&e;y\">&e;</a>",
             tree: "a[v=xy]"),
        Case(rule: "other declarations, comments, PIs and parameter entities in the subset are skipped",
             xml: "<!DOCTYPE a [<!ELEMENT a (#PCDATA)><!ATTLIST a x CDATA \"a>b\"><!NOTATION n SYSTEM \"n\">"
                + "<!-- ]> --><?pi ]>?>%pe;<!ENTITY % pe \"ignored\">]><a/>",
             tree: "a"),
        Case(rule: "external DOCTYPE identifiers are not loaded",
             xml: "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">"
                + "<svg/>",
             tree: "svg"),
        Case(rule: "unused external and unparsed entities are fine",
             xml: "<!DOCTYPE a SYSTEM \"a.dtd\" [<!ENTITY ext SYSTEM \"x\"><!ENTITY pic SYSTEM \"p.png\" NDATA png>]><a/>",
             tree: "a"),
    ]

    @Test(arguments: cases)
    func reads(_ row: Case) throws {
        let document = try parseXML(row.xml)
        #expect(picture(of: document.root) == row.tree)
    }

    @Test func namesAndLookup() throws {
        let root = try parseXML("<svg:svg xmlns:svg=\"s\" xmlns:xlink=\"l\" x=\"1\" xlink:href=\"#a\"/>").root
        #expect(root.name == "svg:svg")
        #expect(root.localName == "svg")
        #expect(root.attribute("xlink:href")?.value == "#a")
        #expect(root.attribute("href") == nil)
        #expect(root.attribute(localName: "href")?.name == "xlink:href")
        // Namespace declarations are not attributes of a namespace: xmlns:xlink is not 'xlink'.
        #expect(root.attribute(localName: "xlink") == nil)
        #expect(root.attribute(localName: "x")?.value == "1")
    }

    @Test func textContentGathersDescendantsInOrder() throws {
        let style = try parseXML("<style>a{}<![CDATA[b{}]]><x>c{}<y>d{}</y></x><!-- no -->e{}</style>").root
        #expect(style.textContent == "a{}b{}c{}d{}e{}")
        #expect(style.childElements.map(\.name) == ["x"])
    }

    @Test func locationsOfElementsAndAttributes() throws {
        let document = try parseXML("<svg>\n  <g id=\"a\">\r\n\t<path  d=\"M0 0\"/></g></svg>")
        let group = try #require(document.root.childElements.first)
        #expect(group.location == SourceLocation(offset: 8, line: 2, column: 3))
        #expect(group.attributes[0].location == SourceLocation(offset: 11, line: 2, column: 6))
        let path = try #require(group.childElements.first)
        #expect(path.location == SourceLocation(offset: 21, line: 3, column: 2))
        #expect(path.attributes[0].location.description == "3:9")
        #expect(document.source.name == "test.svg")
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>\n <b/></a>".utf8)
        let document = try XMLDocument.parse(bytes, name: "bom.svg")
        #expect(document.root.location == SourceLocation(offset: 0, line: 1, column: 1))
        #expect(document.root.childElements[0].location == SourceLocation(offset: 5, line: 2, column: 2))
    }

    /// An Adobe Illustrator export: namespace URIs declared as entities in the internal subset.
    @Test func illustratorExport() throws {
        let svg = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
            \t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
            \t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
            \t<!ENTITY ns_graphs "http://ns.adobe.com/Graphs/1.0/">
            \t<!ENTITY ns_vars "http://ns.adobe.com/Variables/1.0/">
            \t<!ENTITY ns_sfw "http://ns.adobe.com/SaveForWeb/1.0/">
            \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
            \t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
            ]>
            <svg version="1.1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns:graph="&ns_graphs;"
            \t xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" x="0px" y="0px" width="64px" height="64px"
            \t viewBox="0 0 64 64" enable-background="new 0 0 64 64" xml:space="preserve">
            <switch>
            \t<foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1">
            \t\t<i:pgfRef  xlink:href="#adobe_illustrator_pgf">
            \t\t</i:pgfRef>
            \t</foreignObject>
            \t<g i:extraneous="self">
            \t\t<path fill="#FF0000" d="M32,4 L60,60 L4,60 Z"/>
            \t</g>
            </switch>
            <i:pgf  id="adobe_illustrator_pgf">
            \t<![CDATA[
            \teJzs1k1Ow0AMBeC7+AIZ
            \t]]>
            </i:pgf>
            </svg>

            """
        let root = try parseXML(svg).root
        #expect(root.attribute("xmlns")?.value == "http://www.w3.org/2000/svg")
        #expect(root.attribute("xmlns:i")?.value == "http://ns.adobe.com/AdobeIllustrator/10.0/")
        #expect(root.attribute(localName: "x")?.value == "0px")
        #expect(root.childElements.map(\.name) == ["switch", "i:pgf"])
        let foreign = root.childElements[0].childElements[0]
        #expect(foreign.attribute("requiredExtensions")?.value == "http://ns.adobe.com/AdobeIllustrator/10.0/")
        #expect(foreign.childElements[0].localName == "pgfRef")
        let path = root.childElements[0].childElements[1].childElements[0]
        #expect(path.attribute("d")?.value == "M32,4 L60,60 L4,60 Z")
        #expect(path.location.description == "21:3")
        #expect(root.childElements[1].textContent.contains("eJzs1k1Ow0AMBeC7+AIZ"))
        // Every byte of an expanded entity points at its reference: xmlns="&ns_svg;" on line 13.
        let xmlns = try #require(root.attribute("xmlns"))
        #expect(xmlns.sourceLocation(ofValueByte: 0).description == "13:10")
        #expect(xmlns.sourceLocation(ofValueByte: 20).description == "13:10")
    }
}
