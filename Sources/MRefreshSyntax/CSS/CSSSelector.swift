/// A selector of the kinds SVG icons' `<style>` sheets use: compound selectors — an element name or `*`,
/// then any number of `.class`, `#id` and attribute tests (`[x]`, `[fill=red]`, `~=`, `|=`, `^=`, `$=`,
/// `*=`) — joined by descendant (whitespace) and child (`>`) combinators: `g#logo > path.a`, `svg rect[x]`.
///
/// Sibling combinators (`+`, `~`), pseudo-classes and pseudo-elements, namespaces, escapes and attribute
/// flags are not supported: ``init(_:)`` returns nil for them, and the sheet drops the whole rule.
struct CSSSelector: Hashable, Sendable {
    /// One attribute test.
    struct AttributeTest: Hashable, Sendable {
        enum Match: Hashable, Sendable {
            /// `[name]`
            case exists
            /// `=`, `~=` (a whitespace-separated word), `|=` (the value or its `-` prefix), `^=`, `$=`, `*=`
            case equals, word, dashPrefix, prefix, suffix, substring
        }

        var name: String
        var match: Match
        var value: String

        func matches(_ actual: String?) -> Bool {
            guard let actual else { return false }
            switch match {
            case .exists: return true
            case .equals: return actual == value
            case .word: return actual.split(whereSeparator: \.isWhitespace).contains { $0 == value }
            case .dashPrefix: return actual == value || actual.hasPrefix(value + "-")
            case .prefix: return !value.isEmpty && actual.hasPrefix(value)
            case .suffix: return !value.isEmpty && actual.hasSuffix(value)
            case .substring: return !value.isEmpty && actual.contains(value)
            }
        }
    }

    /// An element name or `*` with its classes, ids and attribute tests.
    struct Compound: Hashable, Sendable {
        /// The element name, or nil for `*` or none written. Matched case-sensitively, as XML names are.
        var element: String?
        var classes: [String] = []
        var ids: [String] = []
        var attributes: [AttributeTest] = []

        func matches(_ subject: CSSSubject) -> Bool {
            if let element, element != subject.name { return false }
            if !ids.isEmpty && !ids.allSatisfy({ $0 == subject.id }) { return false }
            guard classes.allSatisfy(subject.classes.contains) else { return false }
            return attributes.allSatisfy { $0.matches(subject.attribute($0.name)) }
        }
    }

    enum Combinator: Hashable, Sendable {
        /// Whitespace: any ancestor.
        case descendant
        /// `>`: the parent.
        case child
    }

    /// The compounds from left to right; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    var compounds: [Compound]
    var combinators: [Combinator]

    /// Reads one selector of a comma list, or nil when it is empty or of an unsupported kind.
    init?(_ text: String) {
        var parser = Parser(bytes: Array(text.utf8))
        guard let (compounds, combinators) = parser.selector() else { return nil }
        self.compounds = compounds
        self.combinators = combinators
    }

    /// Selectors Level 3 §9: (ids, classes and attributes, element names), summed over the compounds and
    /// compared in that order.
    var specificity: CSSSpecificity {
        compounds.reduce(CSSSpecificity(ids: 0, classes: 0, elements: 0)) { total, compound in
            CSSSpecificity(ids: total.ids + compound.ids.count,
                           classes: total.classes + compound.classes.count + compound.attributes.count,
                           elements: total.elements + (compound.element == nil ? 0 : 1))
        }
    }

    /// Whether `subject`, whose ancestors are `ancestors` (nearest last), matches.
    func matches(_ subject: CSSSubject, ancestors: [CSSSubject]) -> Bool {
        guard let last = compounds.last, last.matches(subject) else { return false }
        return matches(compounds.count - 2, above: ancestors[...])
    }

    /// Whether compounds `0...index` match, compound `index` among `ancestors` as combinator `index` says.
    private func matches(_ index: Int, above ancestors: ArraySlice<CSSSubject>) -> Bool {
        guard index >= 0 else { return true }
        switch combinators[index] {
        case .child:
            guard let parent = ancestors.last, compounds[index].matches(parent) else { return false }
            return matches(index - 1, above: ancestors.dropLast())
        case .descendant:
            var rest = ancestors
            while let ancestor = rest.popLast() {
                if compounds[index].matches(ancestor), matches(index - 1, above: rest) { return true }
            }
            return false
        }
    }

    /// Reads selector text byte by byte.
    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        mutating func selector() -> ([Compound], [Combinator])? {
            var compounds: [Compound] = []
            var combinators: [Combinator] = []
            skipWhitespace()
            while i < bytes.count {
                guard let compound = compound() else { return nil }
                compounds.append(compound)
                let before = i
                skipWhitespace()
                guard i < bytes.count else { break }
                if bytes[i] == UInt8(ascii: ">") {
                    i += 1
                    skipWhitespace()
                    combinators.append(.child)
                } else if i > before {
                    combinators.append(.descendant)
                } else {
                    return nil  // '+', '~', ':', '|', '\\'…
                }
                guard i < bytes.count else { return nil }  // A combinator with nothing after it.
            }
            return compounds.isEmpty ? nil : (compounds, combinators)
        }

        /// A compound, or nil when nothing here is one.
        private mutating func compound() -> Compound? {
            let start = i
            var compound = Compound()
            if bytes[i] == UInt8(ascii: "*") {
                i += 1
            } else if CSSText.isNameByte(bytes[i]) {
                guard let type = name() else { return nil }
                compound.element = type
            }
            parts: while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "."):
                    i += 1
                    guard let name = name() else { return nil }
                    compound.classes.append(name)
                case UInt8(ascii: "#"):
                    i += 1
                    guard let name = name() else { return nil }
                    compound.ids.append(name)
                case UInt8(ascii: "["):
                    i += 1
                    guard let test = attributeTest() else { return nil }
                    compound.attributes.append(test)
                default:
                    // Whitespace or '>' end the compound; anything else the caller refuses.
                    break parts
                }
            }
            return i > start ? compound : nil
        }

        /// `name]`, `name=value]`, `name~="value"]`… after the `[`.
        private mutating func attributeTest() -> AttributeTest? {
            skipWhitespace()
            guard let name = name() else { return nil }
            skipWhitespace()
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return AttributeTest(name: name, match: .exists, value: "")
            }
            let operators: [UInt8: AttributeTest.Match] = [
                UInt8(ascii: "~"): .word, UInt8(ascii: "|"): .dashPrefix, UInt8(ascii: "^"): .prefix,
                UInt8(ascii: "$"): .suffix, UInt8(ascii: "*"): .substring,
            ]
            var match = AttributeTest.Match.equals
            if let kind = operators[bytes[i]] {
                match = kind
                i += 1
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return nil }
            i += 1
            skipWhitespace()
            guard i < bytes.count else { return nil }
            let value: String
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                let quote = bytes[i]
                guard let close = bytes[(i + 1)...].firstIndex(of: quote) else { return nil }
                value = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
                i = close + 1
            } else {
                guard let word = self.name() else { return nil }
                value = word
            }
            skipWhitespace()
            // A flag (` i`, ` s`) or anything else before the ']' is not supported.
            guard i < bytes.count, bytes[i] == UInt8(ascii: "]") else { return nil }
            i += 1
            return AttributeTest(name: name, match: match, value: value)
        }

        private mutating func name() -> String? {
            let start = i
            while i < bytes.count && CSSText.isNameByte(bytes[i]) { i += 1 }
            guard CSSText.isIdentifier(bytes[start..<i]) else { return nil }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        private mutating func skipWhitespace() {
            while i < bytes.count && CSSText.isWhitespace(bytes[i]) { i += 1 }
        }
    }
}

/// What a selector looks at in one element: its local name, id, classes and attributes.
public struct CSSSubject: Sendable {
    public var name: String
    public var id: String?
    public var classes: [String]
    /// The attribute values by qualified name.
    var attributes: [String: String]

    /// A subject with no attributes beyond its id and classes.
    public init(name: String, id: String? = nil, classes: [String] = [], attributes: [String: String] = [:]) {
        self.name = name
        self.id = id
        self.classes = classes
        self.attributes = attributes
    }

    /// The subject an XML element is: its local name, `id`, `class` words and every attribute.
    public init(_ element: XMLElement) {
        var attributes: [String: String] = [:]
        for attribute in element.attributes where attributes[attribute.name] == nil {
            attributes[attribute.name] = attribute.value
        }
        self.init(name: element.localName, id: attributes["id"],
                  classes: attributes["class"]?.split(whereSeparator: \.isWhitespace).map(String.init) ?? [],
                  attributes: attributes)
    }

    func attribute(_ name: String) -> String? {
        switch name {
        case "id": id ?? attributes[name]
        case "class": attributes[name] ?? (classes.isEmpty ? nil : classes.joined(separator: " "))
        default: attributes[name]
        }
    }
}

/// How specific a selector is; a more specific selector's declarations win over a less specific one's,
/// whatever their order in the sheet.
struct CSSSpecificity: Hashable, Sendable, Comparable {
    var ids: Int
    var classes: Int
    var elements: Int

    static func < (a: CSSSpecificity, b: CSSSpecificity) -> Bool {
        (a.ids, a.classes, a.elements) < (b.ids, b.classes, b.elements)
    }
}
