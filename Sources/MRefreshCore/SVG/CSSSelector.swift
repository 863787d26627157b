/// A compound selector of the kinds simple `<style>` sheets use: an element name or `*`, then any
/// number of `.class` and `#id` parts (`path`, `.a`, `#logo`, `path.a#b`, `*`).
///
/// Combinators (descendant, `>`, `+`, `~`), attribute selectors, pseudo-classes, namespaces and escapes
/// are not supported: ``init(_:)`` returns nil for them, and the sheet drops the whole rule.
struct CSSSelector: Hashable, Sendable {
    /// The element name, or nil for `*` or none written. Matched case-sensitively, as XML names are.
    var element: String?
    var classes: [String]
    var ids: [String]

    /// Reads one selector of a comma list, or nil when it is empty or of an unsupported kind.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        var i = 0
        func name() -> String? {
            let start = i
            while i < bytes.count && CSSText.isNameByte(bytes[i]) { i += 1 }
            guard CSSText.isIdentifier(bytes[start..<i]) else { return nil }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        element = nil
        classes = []
        ids = []
        guard !bytes.isEmpty else { return nil }
        if bytes[0] == UInt8(ascii: "*") {
            i = 1
        } else if CSSText.isNameByte(bytes[0]) {
            guard let type = name() else { return nil }
            element = type
        }
        while i < bytes.count {
            let marker = bytes[i]
            i += 1
            switch marker {
            case UInt8(ascii: "."):
                guard let name = name() else { return nil }
                classes.append(name)
            case UInt8(ascii: "#"):
                guard let name = name() else { return nil }
                ids.append(name)
            default:
                // Whitespace (a descendant combinator), '>', '+', '~', '[', ':', '|', '\\'…
                return nil
            }
        }
    }

    /// Selectors Level 3 §9: (ids, classes, element names), compared in that order. The weights 100/10/1
    /// often quoted give the same order as long as no selector has ten parts of one kind.
    var specificity: CSSSpecificity {
        CSSSpecificity(ids: ids.count, classes: classes.count, elements: element == nil ? 0 : 1)
    }

    /// Whether an element with this name, id and classes matches.
    func matches(element name: String, id: String?, classes elementClasses: [String]) -> Bool {
        if let element, element != name { return false }
        if !ids.isEmpty && !ids.allSatisfy({ $0 == id }) { return false }
        return classes.allSatisfy(elementClasses.contains)
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
