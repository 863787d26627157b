/// An element: its name, attributes in document order, and children.
public struct XMLElement: Sendable {
    /// The name as written, prefix included: `svg:path`.
    public let name: String
    /// The attributes in document order, values decoded.
    public var attributes: [XMLAttribute]
    /// Child elements and text in document order. Comments and processing instructions are dropped.
    public var children: [XMLNode]
    /// The file the element was read from.
    public let source: XMLSource
    /// The UTF-8 byte offset of the `<` of the start tag in ``source``.
    public let byteOffset: Int

    init(name: String, attributes: [XMLAttribute], source: XMLSource, byteOffset: Int) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.source = source
        self.byteOffset = byteOffset
    }

    /// The name without its namespace prefix: `path` for `svg:path`.
    public var localName: String { XMLElement.localName(of: name) }

    /// Where the start tag's `<` is. Computed on each call by scanning the file.
    public var location: SourceLocation { source.location(ofByte: byteOffset) }

    /// The attribute with qualified name `name` (prefix included, as written), if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The first attribute whose local name is `localName`, whatever its prefix.
    ///
    /// For reading `xlink:href` and `href` alike; prefixes are not resolved to namespaces. Namespace
    /// declarations (`xmlns`, `xmlns:x`) are not attributes in this sense and never match.
    public func attribute(localName: String) -> XMLAttribute? {
        attributes.first { $0.localName == localName && !$0.isNamespaceDeclaration }
    }

    /// The element's reference: SVG 2's `href`, else `xlink:href` (or another prefix's `href`).
    public var href: XMLAttribute? {
        attribute("href") ?? attribute(localName: "href")
    }

    /// The child elements, in document order.
    public var childElements: [XMLElement] {
        children.compactMap(\.element)
    }

    /// The character data of this element and all its descendants, in document order: what a `<style>`
    /// element holds, CDATA included.
    public var textContent: String {
        var text = ""
        // An explicit stack of (children, next index) rather than recursion: trees may be deep.
        var stack: [(nodes: [XMLNode], next: Int)] = [(children, 0)]
        while let (nodes, next) = stack.last {
            guard next < nodes.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            switch nodes[next] {
            case .text(let run): text += run
            case .element(let element): stack.append((element.children, 0))
            }
        }
        return text
    }

    /// The part of a qualified name after its last ':'.
    static func localName(of name: String) -> String {
        guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
        return String(name[name.utf8.index(after: colon)...])
    }
}
