/// Reads a document in one pass over its bytes: prolog, the element tree, epilog.
///
/// Nesting is kept on an explicit stack, never on the call stack, so no input can make the reader
/// recurse. Hot loops compare bytes of a `[UInt8]` and build a `String` only for each finished name,
/// value or text run. Offsets are kept as bytes; line and column are computed only for an error.
struct XMLReader {
    let source: XMLSource
    let bytes: [UInt8]
    let limits: XMLLimits
    /// Elements kept without their attributes (``XMLHollowing``), none when nil.
    let hollowing: XMLHollowing?
    /// How many elements ``hollowing`` hollowed.
    var hollowedCount = 0
    /// The byte being read.
    var index: Int
    var entities = XMLEntityTable()
    /// Replacement-text bytes charged to entity expansion so far (see ``XMLLimits/maxEntityExpansionBytes``).
    var entityBytesExpanded = 0
    var elementCount = 0
    /// Set when the XML declaration names a single-byte encoding: then only ASCII bytes are accepted,
    /// since they read the same in that encoding and in UTF-8.
    var asciiOnlyEncoding: String?
    /// Character data of the innermost open element not yet made into a node, so that text, CDATA and
    /// references next to each other become one node.
    var pendingText = ""
    /// The attributes of the start tag being read: one buffer reused from tag to tag, copied into an
    /// exactly sized array per element.
    private var tagAttributes: [XMLAttribute] = []
    /// A buffer for decoding text and values, reused so that decoding allocates only the result.
    var decodingBuffer: [UInt8] = []
    /// Where the attribute value being read has bytes to decode, reused from value to value.
    var valueSpecials: [Int] = []
    /// References in element content to entities whose replacement text holds markup, with that text:
    /// read as nothing in this pass, then spliced into the bytes for the next (``XMLDocument/parse``).
    var markupReferences: [(range: Range<Int>, replacement: [UInt8])] = []

    /// An element whose start tag was read and whose end tag was not yet.
    struct OpenElement {
        var element: XMLElement
        /// The bytes of its name, for comparing with the end tag without building a string.
        var nameStart: Int
        var nameEnd: Int
    }

    init(source: XMLSource, limits: XMLLimits, hollowing: XMLHollowing? = nil) {
        self.source = source
        self.bytes = source.bytes
        self.limits = limits
        self.hollowing = hollowing
        self.index = 0
    }

    // MARK: Document

    /// Reads the whole document and returns its root element.
    mutating func readDocument() throws(XMLError) -> XMLElement {
        try readEncodingSignature()
        if startsWith("<?xml") && XMLCharacters.isWhitespace(peek(5)) {
            try readXMLDeclaration()
        }
        let root = try readPrologAndRoot()
        try readEpilog(after: root)
        return root
    }

    /// Reads comments, processing instructions and at most one DOCTYPE, then the root element.
    private mutating func readPrologAndRoot() throws(XMLError) -> XMLElement {
        var sawDoctype = false
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw error("no root element: expected '<' to start one, found end of file", at: index)
            }
            guard bytes[index] == XMLCharacters.lessThan else {
                throw expected("'<' to start the root element")
            }
            switch peek(1) {
            case UInt8(ascii: "?"):
                try readProcessingInstruction()
            case UInt8(ascii: "!") where startsWith("<!--"):
                try readComment()
            case UInt8(ascii: "!") where startsWith("<!DOCTYPE"):
                guard !sawDoctype else { throw error("a second DOCTYPE: a document has at most one", at: index) }
                try readDoctype()
                sawDoctype = true
            case UInt8(ascii: "!"):
                throw expected("'<!--' or '<!DOCTYPE' after '<!'", at: index + 2)
            case UInt8(ascii: "/"):
                throw error("unexpected end tag before the root element", at: index)
            default:
                return try readElementTree()
            }
        }
    }

    /// Reads what follows the root: only comments, processing instructions and whitespace.
    private mutating func readEpilog(after root: XMLElement) throws(XMLError) {
        while true {
            skipWhitespace()
            guard index < bytes.count else { return }
            guard bytes[index] == XMLCharacters.lessThan else {
                throw error("text after the root element </\(root.name)>: found \(found())", at: index)
            }
            switch peek(1) {
            case UInt8(ascii: "?"):
                try readProcessingInstruction()
            case UInt8(ascii: "!") where startsWith("<!--"):
                try readComment()
            case UInt8(ascii: "/"):
                throw error("unexpected end tag after the root element </\(root.name)>", at: index)
            case UInt8(ascii: "!"):
                throw expected("'<!--' after '<!' (the root element </\(root.name)> is closed)", at: index + 2)
            default:
                throw error("a second root element after </\(root.name)>: a document has exactly one", at: index)
            }
        }
    }

    /// Skips a UTF-8 byte-order mark and refuses UTF-16 and UTF-32 files, which this reader cannot read.
    private mutating func readEncodingSignature() throws(XMLError) {
        if bytes.count >= 2 {
            let (first, second) = (bytes[0], bytes[1])
            if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE) {
                throw error("the file starts with a UTF-16 byte-order mark: only UTF-8 is supported", at: 0)
            }
            // "<" encoded as UTF-16 without a byte-order mark (XML 1.0 appendix F).
            if (first == 0 && second == XMLCharacters.lessThan) || (first == XMLCharacters.lessThan && second == 0) {
                throw error("the file looks like UTF-16 (no byte-order mark): only UTF-8 is supported", at: 0)
            }
        }
        index = source.byteOrderMarkLength
    }

    // MARK: Elements

    /// Reads the root element and everything inside it; the index is at the root's `<`.
    private mutating func readElementTree() throws(XMLError) -> XMLElement {
        var stack: [OpenElement] = []
        while true {
            // At the '<' of a start tag.
            let (opened, isEmpty) = try readStartTag(depth: stack.count + 1, parentName: stack.last?.element.name)
            if isEmpty {
                if stack.isEmpty { return opened.element }
                stack[stack.count - 1].element.children.append(.element(opened.element))
            } else {
                stack.append(opened)
            }
            // The content of the innermost open element, up to the next start tag.
            content: while true {
                try readCharacterData()
                guard index < bytes.count else {
                    let open = stack[stack.count - 1].element
                    throw error("unclosed <\(open.name)>: expected </\(open.name)> before the end of the file",
                                at: open.byteOffset)
                }
                switch peek(1) {
                case UInt8(ascii: "/"):
                    try readEndTag(closing: stack[stack.count - 1].nameStart..<stack[stack.count - 1].nameEnd)
                    flushText(into: &stack[stack.count - 1].element)
                    let closed = stack.removeLast()
                    if stack.isEmpty { return closed.element }
                    stack[stack.count - 1].element.children.append(.element(closed.element))
                case UInt8(ascii: "!") where startsWith("<!--"):
                    try readComment()
                case UInt8(ascii: "!") where startsWith("<![CDATA["):
                    try readCDATA()
                case UInt8(ascii: "!"):
                    throw expected("'<!--' or '<![CDATA[' after '<!'", at: index + 2)
                case UInt8(ascii: "?"):
                    try readProcessingInstruction()
                default:
                    flushText(into: &stack[stack.count - 1].element)
                    break content
                }
            }
        }
    }

    /// Reads a start tag or empty-element tag at `<`; `depth` is the new element's depth.
    ///
    /// Both limits are checked before the element is built.
    private mutating func readStartTag(depth: Int, parentName: String?) throws(XMLError) -> (OpenElement, isEmpty: Bool) {
        let tagStart = index
        let nameStart = index + 1
        let nameEnd = XMLCharacters.nameEnd(in: bytes, from: nameStart)
        guard nameEnd > nameStart else { throw expected("an element name after '<'", at: nameStart) }
        guard elementCount < limits.maxElements else {
            throw error("too many elements: the limit is \(limits.maxElements)", at: tagStart)
        }
        guard depth <= limits.maxDepth else {
            throw error("elements nested too deeply: the limit is \(limits.maxDepth) levels", at: tagStart)
        }
        elementCount += 1
        let name = string(nameStart..<nameEnd)
        index = nameEnd
        tagAttributes.removeAll(keepingCapacity: true)
        // Linear search finds duplicates among a few attributes; a set takes over for many.
        var seenNames: Set<String> = []
        while true {
            let spaced = skipWhitespace()
            guard index < bytes.count else { throw expected("'>' to close <\(name)>") }
            let byte = bytes[index]
            if byte == XMLCharacters.greaterThan || byte == UInt8(ascii: "/") {
                let isEmpty = byte == UInt8(ascii: "/")
                if isEmpty {
                    guard peek(1) == XMLCharacters.greaterThan else {
                        throw expected("'>' after '/' to close <\(name)/>", at: index + 1)
                    }
                    index += 1
                }
                index += 1
                let hollowed = hollowing?.hollows(name, parentName: parentName, attributes: tagAttributes) ?? false
                if hollowed { hollowedCount += 1 }
                let attributes = tagAttributes.isEmpty || hollowed ? [] : Array(tagAttributes[...])
                let element = XMLElement(name: name, attributes: attributes, source: source, byteOffset: tagStart)
                return (OpenElement(element: element, nameStart: nameStart, nameEnd: nameEnd), isEmpty)
            }
            let attributeEnd = XMLCharacters.nameEnd(in: bytes, from: index)
            guard attributeEnd > index else { throw expected("'>' to close <\(name)>") }
            guard spaced else {
                throw error("expected whitespace before attribute '\(Excerpt(string(index..<attributeEnd)))'", at: index)
            }
            guard tagAttributes.count < limits.maxAttributesPerElement else {
                throw error("too many attributes on <\(name)>: the limit is \(limits.maxAttributesPerElement)",
                            at: index)
            }
            let attribute = try readAttribute(nameEnd: attributeEnd)
            let isDuplicate: Bool
            if tagAttributes.count < 16 {
                isDuplicate = tagAttributes.contains { $0.name == attribute.name }
            } else {
                if seenNames.isEmpty { seenNames = Set(tagAttributes.map(\.name)) }
                isDuplicate = !seenNames.insert(attribute.name).inserted
            }
            guard !isDuplicate else {
                throw error("duplicate attribute '\(Excerpt(attribute.name))' on <\(name)>", at: attribute.byteOffset)
            }
            tagAttributes.append(attribute)
        }
    }

    /// Reads `name = "value"`; the index is at the name, which ends at `nameEnd`.
    private mutating func readAttribute(nameEnd: Int) throws(XMLError) -> XMLAttribute {
        let nameStart = index
        let name = string(nameStart..<nameEnd)
        index = nameEnd
        skipWhitespace()
        guard peek(0) == UInt8(ascii: "=") else { throw expected("'=' after attribute name '\(Excerpt(name))'") }
        index += 1
        skipWhitespace()
        let quote = peek(0)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else {
            throw expected("a quoted value for attribute '\(Excerpt(name))'")
        }
        index += 1
        let valueStart = index
        let (value, valueMap) = try readAttributeValue(quote: quote, of: name)
        return XMLAttribute(name: name, value: value, source: source, byteOffset: nameStart,
                            valueByteOffset: valueStart, valueMap: valueMap)
    }

    /// Reads an end tag at `</` and checks that it closes the element whose name is at `openName`.
    private mutating func readEndTag(closing openName: Range<Int>) throws(XMLError) {
        let tagStart = index
        let nameStart = index + 2
        let nameEnd = XMLCharacters.nameEnd(in: bytes, from: nameStart)
        guard nameEnd > nameStart else { throw expected("an element name after '</'", at: nameStart) }
        guard bytesEqual(nameStart..<nameEnd, openName) else {
            throw error("mismatched end tag </\(string(nameStart..<nameEnd))>: expected </\(string(openName))>",
                        at: tagStart)
        }
        index = nameEnd
        skipWhitespace()
        guard peek(0) == XMLCharacters.greaterThan else { throw expected("'>' to close </\(string(openName))>") }
        index += 1
    }

    /// Makes the pending character data the last child of `element`.
    private mutating func flushText(into element: inout XMLElement) {
        guard !pendingText.isEmpty else { return }
        element.children.append(.text(pendingText))
        pendingText = ""
    }

    /// Adds decoded character data to the pending text node.
    mutating func appendText(_ text: String) {
        if pendingText.isEmpty { pendingText = text } else { pendingText += text }
    }

    // MARK: Scanning

    /// The byte `offset` bytes ahead, or 0 past the end (NUL never occurs in a well-formed document).
    @inline(__always)
    func peek(_ offset: Int) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    /// Whether the bytes at the index spell `literal` (ASCII).
    func startsWith(_ literal: String) -> Bool {
        var offset = index
        for byte in literal.utf8 {
            guard offset < bytes.count && bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Skips XML whitespace; returns whether there was any.
    @discardableResult @inline(__always)
    mutating func skipWhitespace() -> Bool {
        let bytes = self.bytes, start = index
        var offset = index
        while offset < bytes.count && XMLCharacters.isWhitespace(bytes[offset]) { offset += 1 }
        index = offset
        return offset > start
    }

    /// Advances over one character, checking that it is an XML `Char` in well-formed UTF-8.
    @inline(__always)
    mutating func advanceCharacter() throws(XMLError) {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x80 {
            index += 1
        } else {
            try advanceSpecialCharacter()
        }
    }

    /// Advances over a character that is not printable ASCII: whitespace, a control character (refused)
    /// or a UTF-8 sequence (validated).
    mutating func advanceSpecialCharacter() throws(XMLError) {
        let byte = bytes[index]
        if byte < 0x80 {
            guard byte == XMLCharacters.tab || byte == XMLCharacters.lineFeed || byte == XMLCharacters.carriageReturn
            else {
                throw error("control character U+\(XMLCharacters.hex(UInt32(byte))) is not allowed in XML", at: index)
            }
            index += 1
            return
        }
        if let asciiOnlyEncoding {
            throw error("byte 0x\(String(byte, radix: 16, uppercase: true)) is not ASCII: the XML declaration says "
                        + "encoding '\(Excerpt(asciiOnlyEncoding))', and only UTF-8 is supported", at: index)
        }
        guard let (scalar, length) = XMLCharacters.decodeScalar(in: bytes, at: index) else {
            throw error("invalid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true))", at: index)
        }
        guard XMLCharacters.isCharacter(scalar) else {
            throw error("character U+\(XMLCharacters.hex(scalar)) is not allowed in XML", at: index)
        }
        index += length
    }

    /// The bytes in `range` as a string; they have been validated as UTF-8 already.
    @inline(__always)
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func bytesEqual(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        var j = b.lowerBound
        for i in a {
            guard bytes[i] == bytes[j] else { return false }
            j += 1
        }
        return true
    }

    // MARK: Errors

    /// An error at byte `offset`, its location computed now.
    func error(_ message: String, at offset: Int) -> XMLError {
        XMLError(message: message, location: source.location(ofByte: offset))
    }

    /// "expected …, found …" at `offset` (the index by default).
    func expected(_ what: String, at offset: Int? = nil) -> XMLError {
        let offset = offset ?? index
        return error("expected \(what), found \(found(at: offset))", at: offset)
    }

    /// How a message shows the character at `offset`.
    func found(at offset: Int? = nil) -> String {
        XMLCharacters.describe(in: bytes, at: offset ?? index)
    }
}
