/// A simple CSS style sheet, as SVG icons embed in `<style>`: rules whose selectors name elements,
/// classes and ids.
///
/// Supported: selectors by element name, `.class`, `#id` and their combinations (`path.a#b`), `*`, and
/// comma lists of these; `/* comments */`; `<!--` and `-->` around the sheet. At-rules (`@media`,
/// `@import`, `@font-face`…) are skipped with their blocks. A rule with any unsupported selector in its
/// list (descendant or child combinators, `[attr]`, `:pseudo`) is ignored as a whole, as CSS ignores a
/// rule whose selector list it cannot read. `!important` is stripped and cascades as a normal declaration.
public struct CSSStyleSheet: Sendable {
    /// A rule the sheet kept: its selector list and its declarations in order.
    struct Rule: Hashable, Sendable {
        var selectors: [CSSSelector]
        var declarations: [CSSDeclaration]
    }

    /// The kept rules in source order.
    private(set) var rules: [Rule] = []

    /// Reads a sheet. Nothing is an error: what cannot be read is skipped, as CSS error recovery does.
    public init(parsing text: String) {
        let bytes = CSSText.removingComments(Array(text.utf8))
        var i = 0
        while i < bytes.count {
            if CSSText.isWhitespace(bytes[i]) {
                i += 1
            } else if bytes[i...].starts(with: "<!--".utf8) {
                i += 4
            } else if bytes[i...].starts(with: "-->".utf8) {
                i += 3
            } else if bytes[i] == UInt8(ascii: "@") {
                // An at-rule ends at its ';', or with its block.
                guard let end = CSSText.firstTopLevel([UInt8(ascii: ";"), UInt8(ascii: "{")], in: bytes, from: i)
                else { break }
                i = (bytes[end] == UInt8(ascii: "{") ? CSSText.endOfBlock(bytes, openingAt: end) : end) + 1
            } else {
                // A qualified rule: a prelude (the selector list), then a block. Without a block it is
                // not a rule, and nothing after it can be one either.
                guard let open = CSSText.firstTopLevel([UInt8(ascii: "{")], in: bytes, from: i) else { break }
                let close = CSSText.endOfBlock(bytes, openingAt: open)
                if let selectors = Self.selectorList(bytes, i..<open) {
                    rules.append(Rule(selectors: selectors,
                                      declarations: CSSDeclaration.list(in: bytes, open + 1..<close)))
                }
                i = close + 1
            }
        }
    }

    /// The selectors of a comma list, or nil when any of them is empty or unsupported.
    private static func selectorList(_ bytes: [UInt8], _ range: Range<Int>) -> [CSSSelector]? {
        var selectors: [CSSSelector] = []
        for part in bytes[range].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard let selector = CSSSelector(CSSText.trimmed(bytes, part.startIndex..<part.endIndex)) else {
                return nil
            }
            selectors.append(selector)
        }
        return selectors
    }

    /// The sheet with `other`'s rules after its own, as for several `<style>` elements in document
    /// order: each sheet is read on its own, and later rules win ties of specificity.
    public func appending(_ other: CSSStyleSheet) -> CSSStyleSheet {
        var sheet = self
        sheet.rules += other.rules
        return sheet
    }

    /// Whether the sheet kept no rule.
    public var isEmpty: Bool { rules.isEmpty }

    /// The declarations that apply to an element, in cascade order: lowest precedence first, so a caller
    /// applying them in turn ends with the winning value of each property.
    ///
    /// Rules are ordered by specificity (ids, then classes, then element names: id 100, class 10, type 1)
    /// and then by source order; a rule with a comma list counts with its most specific matching selector.
    /// Each rule's declarations keep their order.
    ///
    /// - Parameters:
    ///   - element: the element's local name, matched case-sensitively (`linearGradient`).
    ///   - id: its `id` attribute, if any.
    ///   - classes: the whitespace-separated names of its `class` attribute.
    public func declarations(element: String, id: String?, classes: [String]) -> [(property: String, value: String)] {
        var matched: [(specificity: CSSSpecificity, index: Int)] = []
        for (index, rule) in rules.enumerated() {
            let best = rule.selectors.lazy
                .filter { $0.matches(element: element, id: id, classes: classes) }
                .map(\.specificity)
                .max()
            if let best { matched.append((best, index)) }
        }
        matched.sort { ($0.specificity, $0.index) < ($1.specificity, $1.index) }
        return matched.flatMap { rules[$0.index].declarations.map { ($0.property, $0.value) } }
    }

    /// The declarations of a `style` attribute, in order: property names lowercased, values trimmed,
    /// comments and `!important` removed, invalid declarations dropped.
    ///
    /// `"fill: red; stroke:blue"` gives `[("fill", "red"), ("stroke", "blue")]`.
    public static func declarations(inStyleAttribute text: String) -> [(property: String, value: String)] {
        let bytes = CSSText.removingComments(Array(text.utf8))
        return CSSDeclaration.list(in: bytes, 0..<bytes.count).map { ($0.property, $0.value) }
    }
}
