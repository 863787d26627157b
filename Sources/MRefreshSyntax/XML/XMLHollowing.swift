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

    /// Whether the part of `name` after its last colon is `local`, compared as bytes without making a string.
    private static func localName(of name: String, is local: String) -> Bool {
        let bytes = name.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: ":")).map(bytes.index(after:)) ?? bytes.startIndex
        return bytes[start...].elementsEqual(local.utf8)
    }
}
