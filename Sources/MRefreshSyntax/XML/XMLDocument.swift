/// A well-formed XML document: its root element and the file it came from.
///
/// The reader is strict and small: UTF-8 only, no namespaces resolved, no DTD validation, no external
/// entities. It keeps what drawing needs (elements, attributes, text) with positions exact enough to
/// point an error at a column inside an attribute value.
public struct XMLDocument: Sendable {
    /// The root element.
    public var root: XMLElement
    /// The file's bytes and name, shared by every node.
    public let source: XMLSource
    /// How many elements were read without their attributes (``XMLHollowing``): 0 for a document read whole.
    public let hollowedElements: Int

    init(root: XMLElement, source: XMLSource, hollowedElements: Int = 0) {
        self.root = root
        self.source = source
        self.hollowedElements = hollowedElements
    }

    /// Reads a document from UTF-8 bytes (a byte-order mark is allowed).
    ///
    /// Comments and processing instructions are dropped; internal entities declared in the DOCTYPE are
    /// expanded; the DOCTYPE itself is not kept.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - name: the file name, used when reporting positions (`icon.svg:3:27: …`).
    ///   - limits: bounds checked before work is done; ``XMLLimits/default`` suits any real SVG.
    ///   - hollowing: elements kept without their attributes (checked all the same); none when nil.
    /// - Throws: the first ``XMLError``: a well-formedness error or an exceeded limit, with its position.
    public static func parse(_ bytes: [UInt8], name: String, limits: XMLLimits = .default,
                             hollowing: XMLHollowing? = nil) throws(XMLError) -> XMLDocument
    {
        var source = XMLSource(bytes: bytes, name: name)
        var spliced = 0, pass = 0
        while true {
            var reader = XMLReader(source: source, limits: limits, hollowing: hollowing)
            reader.entityBytesExpanded = spliced
            let root = try reader.readDocument()
            guard let first = reader.markupReferences.first else {
                return XMLDocument(root: root, source: source, hollowedElements: reader.hollowedCount)
            }
            // Entities that hold markup (`<!ENTITY r "<rect …/>">` used as `&r;` in content) are parsed
            // as part of the document: their text replaces their references, and the document is read
            // again. Each pass is one level of entities within entities; every spliced byte is charged to
            // the expansion limit.
            guard pass < limits.maxEntityDepth else {
                throw XMLError(message: "entities that hold markup nest more than \(limits.maxEntityDepth) deep (is one recursive?)",
                               location: source.location(ofByte: first.range.lowerBound))
            }
            spliced = reader.entityBytesExpanded + reader.markupReferences.reduce(0) { $0 + $1.replacement.count }
            guard spliced <= limits.maxEntityExpansionBytes else {
                throw XMLError(message: "entity expansion exceeds \(limits.maxEntityExpansionBytes) bytes",
                               location: source.location(ofByte: first.range.lowerBound))
            }
            source = XMLSource(expanding: source, references: reader.markupReferences)
            pass += 1
        }
    }

    /// Reads a document from text: its UTF-8 encoding, as the byte-array `parse` reads it.
    public static func parse(_ text: String, name: String, limits: XMLLimits = .default,
                             hollowing: XMLHollowing? = nil) throws(XMLError) -> XMLDocument
    {
        try parse(Array(text.utf8), name: name, limits: limits, hollowing: hollowing)
    }
}
