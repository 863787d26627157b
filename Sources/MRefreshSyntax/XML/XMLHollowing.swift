/// Elements a document is read without keeping their attributes: each is still read and checked whole
/// (well-formedness, limits, entities), and stays in the tree in its place with its name and children, but
/// its attributes are not kept.
///
/// Made for reading one glyph of an SVG font: the 700 other `<glyph>` elements of a large font are most
/// of its tree, and keeping them cost a render a fifth of its page faults (``XMLDocument/hollowedElements``
/// says whether any was hollowed, for a reader that must then read the document whole after all).
public struct XMLHollowing: Hashable, Sendable {
    /// The local name of the elements hollowed (`glyph`).
    public var element: String
    /// The local name their parent must have (`font`): elsewhere they are kept whole.
    public var parent: String
    /// The attribute whose value keeps an element whole (`glyph-name`), compared as ``XMLAttribute/hasValue(_:)`` does.
    public var keptAttribute: String
    /// The value of ``keptAttribute`` that keeps an element whole.
    public var keptValue: String

    public init(element: String, parent: String, keptAttribute: String, keptValue: String) {
        self.element = element
        self.parent = parent
        self.keptAttribute = keptAttribute
        self.keptValue = keptValue
    }

    /// Whether the element named `name`, child of an element named `parentName`, with `attributes`, is
    /// kept without its attributes.
    func hollows(_ name: String, parentName: String?, attributes: [XMLAttribute]) -> Bool {
        guard let parentName, Self.localName(of: name, is: element), Self.localName(of: parentName, is: parent) else {
            return false
        }
        return !attributes.contains { $0.name == keptAttribute && $0.hasValue(keptValue) }
    }

    /// Whether the part of `name` after its last colon is `local` (a name without a colon): `name` is
    /// `local` or ends in `:local`. Compared as bytes in place: this runs for every element of a document.
    private static func localName(of name: String, is local: String) -> Bool {
        if name == local { return true }
        let (nameCount, localCount) = (name.utf8.count, local.utf8.count)
        guard nameCount > localCount + 1 else { return false }
        let (nameBytes, localBytes) = (name.utf8.span, local.utf8.span)
        guard nameBytes[nameCount - localCount - 1] == UInt8(ascii: ":") else { return false }
        for offset in 0..<localCount where nameBytes[nameCount - localCount + offset] != localBytes[offset] {
            return false
        }
        return true
    }
}
