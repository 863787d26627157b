/// A child of an element: an element or character data.
public enum XMLNode: Sendable {
    /// A child element.
    case element(XMLElement)
    /// Character data: text with references decoded and line ends normalised to LF, CDATA sections
    /// included. Adjacent runs (text, CDATA, text around a comment or processing instruction) form one
    /// node; whitespace between elements is kept.
    case text(String)

    /// The element, when this node is one.
    public var element: XMLElement? {
        if case .element(let element) = self { element } else { nil }
    }
}
