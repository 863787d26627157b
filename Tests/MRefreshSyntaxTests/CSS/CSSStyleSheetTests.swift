import Testing
@testable import MRefreshSyntax

/// `<style>` sheets and `style` attributes (the CSS an SVG icon embeds).
@Suite struct CSSStyleSheetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var sheet: String
        var element = "path"
        var id: String?
        var classes: [String] = []
        /// The declarations as "property:value", lowest precedence first.
        var expected: [String]
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "element name", sheet: "path { fill: red }", expected: ["fill:red"]),
        Case(rule: "another element name", sheet: "path { fill: red }", element: "circle", expected: []),
        Case(rule: "class", sheet: ".a { fill: red }", classes: ["b", "a"], expected: ["fill:red"]),
        Case(rule: "missing class", sheet: ".a { fill: red }", classes: ["b"], expected: []),
        Case(rule: "id", sheet: "#logo { fill: red }", id: "logo", expected: ["fill:red"]),
        Case(rule: "other id", sheet: "#logo { fill: red }", id: "mark", expected: []),
        Case(rule: "compound", sheet: "path.a#b { fill: red }", id: "b", classes: ["a"], expected: ["fill:red"]),
        Case(rule: "compound, wrong element", sheet: "path.a#b { fill: red }", element: "rect", id: "b",
             classes: ["a"], expected: []),
        Case(rule: "compound, wrong id", sheet: "path.a#b { fill: red }", id: "c", classes: ["a"], expected: []),
        Case(rule: "compound, missing class", sheet: "path.a#b { fill: red }", id: "b", expected: []),
        Case(rule: "every class of a compound", sheet: ".a.b { fill: red }", classes: ["a"], expected: []),
        Case(rule: "classes in any order", sheet: ".a.b { fill: red }", classes: ["b", "a"], expected: ["fill:red"]),
        Case(rule: "universal", sheet: "* { fill: red }", element: "g", expected: ["fill:red"]),
        Case(rule: "element names are case-sensitive", sheet: "lineargradient { fill: red }",
             element: "linearGradient", expected: []),
        Case(rule: "specificity beats source order", sheet: "#b { fill: red } .a { fill: blue } path { fill: green }",
             id: "b", classes: ["a"], expected: ["fill:green", "fill:blue", "fill:red"]),
        Case(rule: "universal is least specific", sheet: "path { fill: red } * { fill: blue }",
             expected: ["fill:blue", "fill:red"]),
        Case(rule: "two classes beat one", sheet: ".a.b { fill: red } .a { fill: blue }", classes: ["a", "b"],
             expected: ["fill:blue", "fill:red"]),
        Case(rule: "element and class beat class", sheet: "path.a { fill: red } .a { fill: blue }", classes: ["a"],
             expected: ["fill:blue", "fill:red"]),
        Case(rule: "source order for equal specificity", sheet: ".a { fill: red } .b { fill: blue }",
             classes: ["a", "b"], expected: ["fill:red", "fill:blue"]),
        Case(rule: "source order, reversed", sheet: ".b { fill: blue } .a { fill: red }", classes: ["a", "b"],
             expected: ["fill:blue", "fill:red"]),
        Case(rule: "declarations keep their order", sheet: "path { fill: red; stroke: blue; fill: green }",
             expected: ["fill:red", "stroke:blue", "fill:green"]),
        Case(rule: "comma list, first selector", sheet: "path, .a { fill: red }", expected: ["fill:red"]),
        Case(rule: "comma list, second selector", sheet: "path, .a { fill: red }", element: "circle",
             classes: ["a"], expected: ["fill:red"]),
        Case(rule: "comma list, no selector", sheet: "path, .a { fill: red }", element: "circle", expected: []),
        Case(rule: "comma list counts its most specific match", sheet: "#b, path { fill: red } .a { fill: blue }",
             id: "b", classes: ["a"], expected: ["fill:blue", "fill:red"]),
        Case(rule: "comma list counts only matching selectors", sheet: "#b, path { fill: red } .a { fill: blue }",
             classes: ["a"], expected: ["fill:red", "fill:blue"]),
        Case(rule: "comments", sheet: "/* path { fill: red } */ path { /* x */ fill: blue /* y */ }",
             expected: ["fill:blue"]),
        Case(rule: "a comment inside a compound", sheet: "path/**/.a { fill: red }", classes: ["a"],
             expected: ["fill:red"]),
        Case(rule: "unterminated comment", sheet: "path { fill: red } /* path { fill: blue }", expected: ["fill:red"]),
        Case(rule: "@media applies nowhere until the sheet is evaluated for a medium",
             sheet: "@media screen { path { fill: red } } path { fill: blue }", expected: ["fill:blue"]),
        Case(rule: "@import skipped", sheet: "@import url(x.css); path { fill: blue }", expected: ["fill:blue"]),
        Case(rule: "@charset skipped", sheet: "@charset \"utf-8\"; path { fill: blue }", expected: ["fill:blue"]),
        Case(rule: "@font-face skipped", sheet: "@font-face { font-family: x; src: url(a.woff) } path { fill: blue }",
             expected: ["fill:blue"]),
        Case(rule: "descendant combinator, no ancestors", sheet: "g path { fill: red } path { fill: blue }",
             expected: ["fill:blue"]),
        Case(rule: "child combinator, no parent", sheet: "g > path { fill: red }", expected: []),
        Case(rule: "sibling combinators ignored", sheet: "g + path { fill: red } g ~ path { fill: red }", expected: []),
        Case(rule: "attribute selector, no such attribute", sheet: "path[d] { fill: red }", expected: []),
        Case(rule: "attribute selector on the id", sheet: "[id=b] { fill: red }", id: "b", expected: ["fill:red"]),
        Case(rule: "attribute selector on a class word", sheet: "[class~=a] { fill: red }", classes: ["b", "a"],
             expected: ["fill:red"]),
        Case(rule: "an attribute test counts as a class", sheet: "path[id] { fill: red } .a { fill: blue }", id: "x",
             classes: ["a"], expected: ["fill:blue", "fill:red"]),
        Case(rule: "an attribute flag is not supported", sheet: "[id=b i] { fill: red }", id: "b", expected: []),
        Case(rule: "a combinator with nothing after it", sheet: "g > { fill: red }", expected: []),
        Case(rule: "pseudo-class ignored", sheet: "path:hover { fill: red }", expected: []),
        Case(rule: "pseudo-element ignored", sheet: "path::before { fill: red }", expected: []),
        Case(rule: "namespace ignored", sheet: "svg|path { fill: red }", expected: []),
        Case(rule: "one unsupported selector drops the whole rule",
             sheet: "path, g + path { fill: red } circle { fill: blue }", expected: []),
        Case(rule: "an empty selector drops the rule", sheet: ", path { fill: red }", expected: []),
        Case(rule: "a trailing comma drops the rule", sheet: "path, { fill: red }", expected: []),
        Case(rule: "a class must be an identifier", sheet: ".1a { fill: red }", classes: ["1a"], expected: []),
        Case(rule: "reading goes on after a dropped rule", sheet: "path:hover { fill: red } path { fill: blue }",
             expected: ["fill:blue"]),
        Case(rule: "!important comes after every normal declaration", sheet: "#b { fill: red } path { fill: blue !important }",
             id: "b", expected: ["fill:red", "fill:blue"]),
        Case(rule: "!important declarations cascade among themselves by specificity",
             sheet: "#b { fill: red !important } path { fill: blue !important }", id: "b", expected: ["fill:blue", "fill:red"]),
        Case(rule: "HTML comment markers around the sheet", sheet: "<!-- path { fill: red } -->",
             expected: ["fill:red"]),
        Case(rule: "property names lowercased", sheet: "path { FILL: Red }", expected: ["fill:Red"]),
        Case(rule: "an unterminated block ends with the sheet", sheet: "path { fill: red", expected: ["fill:red"]),
        Case(rule: "a prelude without a block is not a rule", sheet: "path", expected: []),
        Case(rule: "braces inside strings", sheet: "path { font-family: \"a}b\"; fill: red }",
             expected: ["font-family:\"a}b\"", "fill:red"]),
        Case(rule: "invalid declarations dropped", sheet: "path { fill; : red; stroke: ; opacity: 0.5 }",
             expected: ["opacity:0.5"]),
        Case(rule: "an empty sheet", sheet: "", expected: []),
        Case(rule: "newlines and tabs", sheet: "path\n{\n\tfill:\tred;\n}\n.a\t{stroke:blue}", classes: ["a"],
             expected: ["fill:red", "stroke:blue"]),
    ]

    @Test("style sheets", arguments: cases)
    func sheets(_ row: Case) {
        let sheet = CSSStyleSheet(parsing: row.sheet)
        let declarations = sheet.declarations(element: row.element, id: row.id, classes: row.classes)
        #expect(declarations.map { "\($0.property):\($0.value)" } == row.expected)
    }

    /// (selector, the subject's ancestors from the root, nearest last, as "name#id.class", whether it matches).
    static let ancestorCases: [(String, [String], Bool)] = [
        ("g path", ["svg", "g"], true),
        ("g path", ["svg"], false),
        ("svg > path", ["svg"], true),
        ("svg > path", ["svg", "g"], false),
        ("svg > g path", ["svg", "g", "g"], true),
        ("svg > g > path", ["svg", "g", "g"], false),
        ("g#a * * path", ["g#a", "g", "g", "g"], true),
        ("g#a * * * * path", ["g#a", "g", "g", "g"], false),
        ("svg g.x > path", ["svg", "g.x", "g"], false),
        ("svg g.x path", ["svg", "g.x", "g"], true),
    ]

    @Test("combinators look at the ancestors", arguments: ancestorCases.indices)
    func combinators(_ index: Int) throws {
        let (selector, chain, matches) = Self.ancestorCases[index]
        let ancestors = chain.map { text -> CSSSubject in
            let classes = text.split(separator: ".").dropFirst().map(String.init)
            let head = text.split(separator: ".").first.map(String.init) ?? text
            let parts = head.split(separator: "#").map(String.init)
            return CSSSubject(name: parts[0], id: parts.count > 1 ? parts[1] : nil, classes: classes)
        }
        let sheet = CSSStyleSheet(parsing: "\(selector) { fill: red }")
        #expect(!sheet.isEmpty && sheet.looksAtAncestors)
        #expect(!sheet.declarations(for: CSSSubject(name: "path"), ancestors: ancestors).isEmpty == matches, "\(selector) under \(chain)")
    }

    @Test("several sheets cascade in document order")
    func appending() {
        let sheet = CSSStyleSheet(parsing: ".a { fill: red }  path { stroke: red }")
            .appending(CSSStyleSheet(parsing: ".a { fill: blue } @media print { path { stroke: blue }"))
        let declarations = sheet.declarations(element: "path", id: nil, classes: ["a"])
        #expect(declarations.map { "\($0.property):\($0.value)" } == ["stroke:red", "fill:red", "fill:blue"])
        #expect(!sheet.isEmpty && CSSStyleSheet(parsing: "g + p { x: y }").isEmpty)
    }

    @Test("style attributes", arguments: [
        ("fill: red; stroke:blue", ["fill:red", "stroke:blue"]),
        ("FILL:Red", ["fill:Red"]),
        ("fill:red;", ["fill:red"]),
        (" ; ;fill : red ; ; ", ["fill:red"]),
        ("fill: red !important; stroke: blue ! IMPORTANT", ["fill:red", "stroke:blue"]),
        ("fill /* c */: /* d */ red", ["fill:red"]),
        ("fill: url(data:image/png;base64,AAA=); stroke: red", ["fill:url(data:image/png;base64,AAA=)", "stroke:red"]),
        ("font-family: 'a;b'; fill: red", ["font-family:'a;b'", "fill:red"]),
        ("font-family: \"a{b}\"; fill: red", ["font-family:\"a{b}\"", "fill:red"]),
        ("fill: red; { stroke: blue }; opacity: 1", ["fill:red", "opacity:1"]),
        ("fill; stroke: red", ["stroke:red"]),
        ("fill:; stroke: red", ["stroke:red"]),
        ("1fill: red; fill: blue", ["fill:blue"]),
        ("fill: red; fill: blue", ["fill:red", "fill:blue"]),
        ("stroke-width: 2\n;\nfill:\tred", ["stroke-width:2", "fill:red"]),
        ("stroke-dasharray: 1, 2 ,3", ["stroke-dasharray:1, 2 ,3"]),
        ("", []),
    ] as [(String, [String])])
    func styleAttributes(_ text: String, _ expected: [String]) {
        let declarations = CSSStyleSheet.declarations(inStyleAttribute: text)
        #expect(declarations.map { "\($0.property):\($0.value)" } == expected)
    }
}
