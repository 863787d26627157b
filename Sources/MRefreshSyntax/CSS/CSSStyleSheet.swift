/// A simple CSS style sheet, as SVG icons embed in `<style>`: rules whose selectors name elements,
/// classes, ids and attributes, alone or under their ancestors.
///
/// Supported: `CSSSelector`s (`path.a#b`, `*`, `[x]`, `g > path`, `svg rect`) and comma lists of them;
/// `/* comments */`; `<!--` and `-->` around the sheet; `!important`; `@keyframes`; `@media` (its rules
/// kept with their queries, which ``evaluated(for:)`` evaluates). Other at-rules (`@import`,
/// `@font-face`, `@supports`…) are skipped with their blocks. A rule with any unsupported selector in its list
/// (sibling combinators, `:pseudo`) is ignored as a whole, as CSS ignores a rule whose selector list it
/// cannot read.
public struct CSSStyleSheet: Sendable {
    /// A rule the sheet kept: its selector list and its declarations in order.
    struct Rule: Hashable, Sendable {
        var selectors: [CSSSelector]
        var declarations: [CSSDeclaration]
        /// The preludes of the `@media` rules it is nested in, outermost first: it applies where all hold.
        var media: [String] = []
    }

    /// The kept rules in source order.
    private(set) var rules: [Rule] = []
    /// The `@keyframes` rules by name (a later rule of the same name replaces an earlier one).
    public private(set) var keyframes: [String: CSSKeyframes] = [:]

    /// Reads a sheet. Nothing is an error: what cannot be read is skipped, as CSS error recovery does.
    public init(parsing text: String) {
        let bytes = CSSText.removingComments(Array(text.utf8))
        read(bytes, 0..<bytes.count, media: [])
    }

    /// `@media` rules nest at most this deep; deeper ones are skipped with their blocks.
    static let maximumMediaDepth = 8

    /// Reads the rules of `range`, nested in the `@media` rules whose preludes are `media`.
    private mutating func read(_ bytes: [UInt8], _ range: Range<Int>, media: [String]) {
        var i = range.lowerBound
        while i < range.upperBound {
            if CSSText.isWhitespace(bytes[i]) {
                i += 1
            } else if bytes[i...].starts(with: "<!--".utf8) {
                i += 4
            } else if bytes[i...].starts(with: "-->".utf8) {
                i += 3
            } else if bytes[i] == UInt8(ascii: "@") {
                // An at-rule ends at its ';', or with its block.
                guard let end = CSSText.firstTopLevel([UInt8(ascii: ";"), UInt8(ascii: "{")], in: bytes, from: i, to: range.upperBound)
                else { break }
                let blockEnd = bytes[end] == UInt8(ascii: "{") ? min(CSSText.endOfBlock(bytes, openingAt: end), range.upperBound) : end
                let preludeText = CSSText.trimmed(bytes, i..<end)
                let prelude = preludeText.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                if bytes[end] == UInt8(ascii: "{"), prelude.count == 2, ["@keyframes", "@-webkit-keyframes"].contains(prelude[0].lowercased()),
                   let rule = CSSKeyframes(name: String(prelude[1]), block: bytes, end + 1..<blockEnd) {
                    keyframes[rule.name] = rule
                } else if bytes[end] == UInt8(ascii: "{"), prelude.first?.lowercased() == "@media", media.count < Self.maximumMediaDepth {
                    // Its rules apply where its query list holds (CSSMedia evaluates it for an appearance).
                    read(bytes, end + 1..<blockEnd, media: media + [String(preludeText.dropFirst("@media".count))])
                }
                i = blockEnd + 1
            } else {
                // A qualified rule: a prelude (the selector list), then a block. Without a block it is
                // not a rule, and nothing after it can be one either.
                guard let open = CSSText.firstTopLevel([UInt8(ascii: "{")], in: bytes, from: i, to: range.upperBound) else { break }
                let close = min(CSSText.endOfBlock(bytes, openingAt: open), range.upperBound)
                if let selectors = Self.selectorList(bytes, i..<open) {
                    rules.append(Rule(selectors: selectors, declarations: CSSDeclaration.list(in: bytes, open + 1..<close), media: media))
                }
                i = close + 1
            }
        }
    }

    /// Whether any rule is inside an `@media` rule: the sheet may differ between appearances.
    public var hasMediaRules: Bool { rules.contains { !$0.media.isEmpty } }

    /// The sheet as `medium` sees it: the rules of `@media` rules whose queries hold apply, the others are
    /// left out. (Until a sheet is evaluated, its `@media` rules apply nowhere.)
    public func evaluated(for medium: CSSMedia) -> CSSStyleSheet {
        var sheet = self
        sheet.rules = rules.filter { $0.media.allSatisfy(medium.matches) }.map { rule in
            var applied = rule
            applied.media = []
            return applied
        }
        return sheet
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
        sheet.keyframes.merge(other.keyframes) { _, later in later }
        return sheet
    }

    /// Whether any rule the sheet kept declares `property` (lowercase), whatever it applies to.
    public func declares(_ property: String) -> Bool {
        rules.contains { $0.declarations.contains { $0.property == property } }
    }

    /// Whether the sheet kept no rule.
    public var isEmpty: Bool { rules.isEmpty }

    /// Whether any rule looks at an element's ancestors (a combinator), so callers need to know them.
    public var looksAtAncestors: Bool {
        rules.contains { $0.selectors.contains { !$0.combinators.isEmpty } }
    }

    /// The declarations that apply to `subject`, whose ancestors are `ancestors` (nearest last), in cascade
    /// order: lowest precedence first, so a caller applying them in turn ends with the winning value of
    /// each property — first the normal declarations, then the `!important` ones.
    ///
    /// Rules are ordered by specificity (ids, then classes and attributes, then element names) and then by
    /// source order; a rule with a comma list counts with its most specific matching selector. Each rule's
    /// declarations keep their order.
    public func declarations(for subject: CSSSubject, ancestors: [CSSSubject] = [])
        -> [(property: String, value: String, important: Bool)] {
        var matched: [(specificity: CSSSpecificity, index: Int)] = []
        for (index, rule) in rules.enumerated() where rule.media.isEmpty {
            let best = rule.selectors.lazy
                .filter { $0.matches(subject, ancestors: ancestors) }
                .map(\.specificity)
                .max()
            if let best { matched.append((best, index)) }
        }
        matched.sort { ($0.specificity, $0.index) < ($1.specificity, $1.index) }
        let all = matched.flatMap { rules[$0.index].declarations }
        return (all.filter { !$0.important } + all.filter(\.important)).map { ($0.property, $0.value, $0.important) }
    }

    /// The declarations that apply to an element named `element` with `id` and `classes` and nothing
    /// else to look at (no attributes, no ancestors), in cascade order.
    public func declarations(element: String, id: String?, classes: [String]) -> [(property: String, value: String, important: Bool)] {
        declarations(for: CSSSubject(name: element, id: id, classes: classes))
    }

    /// The declarations of a `style` attribute, in order: property names lowercased, values trimmed,
    /// comments removed, `!important` noted and removed, invalid declarations dropped.
    ///
    /// `"fill: red; stroke:blue"` gives `[("fill", "red", false), ("stroke", "blue", false)]`.
    public static func declarations(inStyleAttribute text: String) -> [(property: String, value: String, important: Bool)] {
        let bytes = CSSText.removingComments(Array(text.utf8))
        return CSSDeclaration.list(in: bytes, 0..<bytes.count).map { ($0.property, $0.value, $0.important) }
    }
}
