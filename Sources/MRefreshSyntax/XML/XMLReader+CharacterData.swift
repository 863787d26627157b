/// Text and attribute values: a fast scan that validates and finds the end, then a decoding pass only
/// for runs that hold references or carriage returns (or, in values, whitespace to normalise). Runs
/// without any become a `String` straight from the file's bytes.
extension XMLReader {
    /// Where decoded text goes, which decides how entity replacement text is treated.
    enum ReferenceContext {
        /// An attribute value: whitespace becomes a space, '<' is an error.
        case attribute
        /// Element content: '<' would be markup, which entities may not carry here.
        case content
    }

    // MARK: Text

    /// Reads character data up to the next `<` (or the end of the file) into the pending text.
    mutating func readCharacterData() throws(XMLError) {
        // Locals rather than `self.index` so the hot loop runs in registers.
        let bytes = self.bytes, count = bytes.count
        let start = index
        var offset = index
        var isPlain = true
        while offset < count {
            // The common case: printable ASCII other than '<', '&' and '>', or a line feed or tab.
            let byte = bytes[offset]
            if (byte >= 0x20 && byte < 0x80 && byte != XMLCharacters.lessThan && byte != XMLCharacters.ampersand
                && byte != XMLCharacters.greaterThan) || byte == XMLCharacters.lineFeed || byte == XMLCharacters.tab {
                offset += 1
                continue
            }
            if byte == XMLCharacters.lessThan { break }
            switch byte {
            case XMLCharacters.ampersand:
                isPlain = false
                offset += 1
            case XMLCharacters.greaterThan:
                if offset - start >= 2 && bytes[offset - 1] == UInt8(ascii: "]")
                    && bytes[offset - 2] == UInt8(ascii: "]") {
                    throw error("']]>' is not allowed in text (it only ends a CDATA section)", at: offset - 2)
                }
                offset += 1
            default:
                if byte == XMLCharacters.carriageReturn { isPlain = false }
                index = offset
                try advanceSpecialCharacter()
                offset = index
            }
        }
        index = offset
        guard offset > start else { return }
        appendText(isPlain ? string(start..<offset) : try decodedText(start..<offset))
    }

    /// Text in `range` with references decoded and CR and CRLF made LF (XML 1.0 §2.11).
    private mutating func decodedText(_ range: Range<Int>) throws(XMLError) -> String {
        let bytes = self.bytes
        var text = takeDecodingBuffer()
        defer { decodingBuffer = text }
        var offset = range.lowerBound
        while offset < range.upperBound {
            // Copy the run up to the next byte that decodes to something else.
            let runStart = offset
            while offset < range.upperBound && bytes[offset] != XMLCharacters.ampersand
                    && bytes[offset] != XMLCharacters.carriageReturn {
                offset += 1
            }
            text.append(contentsOf: bytes[runStart..<offset])
            guard offset < range.upperBound else { break }
            if bytes[offset] == XMLCharacters.ampersand {
                offset = try decodeReference(at: offset, into: &text, context: .content)
            } else {
                text.append(XMLCharacters.lineFeed)
                offset += 1
                if offset < range.upperBound && bytes[offset] == XMLCharacters.lineFeed { offset += 1 }
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Normalises CR and CRLF to LF in `range`, which holds no references (CDATA).
    func normalizedLineEnds(_ range: Range<Int>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            offset += 1
            if byte == XMLCharacters.carriageReturn {
                text.append(XMLCharacters.lineFeed)
                if offset < range.upperBound && bytes[offset] == XMLCharacters.lineFeed { offset += 1 }
            } else {
                text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: Attribute values

    /// Reads an attribute value up to its closing `quote`; the index is just after the opening quote.
    ///
    /// - Returns: the decoded value and, when decoding moved bytes, the map back to raw offsets.
    mutating func readAttributeValue(quote: UInt8, of name: String) throws(XMLError)
        -> (XMLAttribute.Value, XMLValueMap?)
    {
        // Locals rather than `self.index` so the hot loop runs in registers.
        let bytes = self.bytes, count = bytes.count
        let start = index
        var offset = index
        // Offsets of the bytes that decode differently ('&', tab, CR, LF), so decoding need not scan again.
        valueSpecials.removeAll(keepingCapacity: true)
        while true {
            // The common case: printable ASCII other than the quote, '<' and '&'.
            offset = XMLCharacters.endOfPlainValue(in: bytes, from: offset, quote: quote)
            guard offset < count else {
                let closing = quote == XMLCharacters.quote ? "'\"'" : "\"'\""
                throw error("unterminated value of attribute '\(Excerpt(name))': expected a closing \(closing)", at: start - 1)
            }
            let byte = bytes[offset]
            if byte == quote { break }
            if byte == XMLCharacters.lessThan {
                throw error("'<' is not allowed in an attribute value (write '&lt;')", at: offset)
            }
            if byte == XMLCharacters.ampersand {
                valueSpecials.append(offset)
                offset += 1
            } else {
                // Tab, CR and LF are normalised; non-ASCII is checked and kept; other controls are refused.
                if byte < 0x80 { valueSpecials.append(offset) }
                index = offset
                try advanceSpecialCharacter()
                offset = index
            }
        }
        let end = offset
        index = offset + 1
        // A value with nothing to decode stays in the source until it is read: most are never read (the
        // path data of the glyphs of a font other than the one asked for).
        if valueSpecials.isEmpty { return (.raw(end: end, spaced: false), nil) }
        // Tabs and line feeds become spaces in place, byte for byte: such a value stays in the source too.
        if !valueSpecials.contains(where: { bytes[$0] != XMLCharacters.tab && bytes[$0] != XMLCharacters.lineFeed }) {
            return (.raw(end: end, spaced: true), nil)
        }
        let (value, map) = try decodedAttributeValue(start..<end)
        return (.decoded(value), map)
    }

    /// The value in `range` with references decoded and whitespace normalised (XML 1.0 §3.3.3); the
    /// bytes to decode are at the offsets in `valueSpecials`, and everything between them is copied.
    private mutating func decodedAttributeValue(_ range: Range<Int>) throws(XMLError) -> (String, XMLValueMap?) {
        let bytes = self.bytes
        let specials = valueSpecials
        var value = takeDecodingBuffer()
        defer { decodingBuffer = value }
        var map: XMLValueMap?  // Made at the first decoding that moves offsets.
        var offset = range.lowerBound
        for special in specials where special >= offset {
            value.append(contentsOf: bytes[offset..<special])
            offset = special
            switch bytes[special] {
            case XMLCharacters.ampersand:
                if map == nil { map = XMLValueMap() }
                map?.beginReference(decoded: value.count, raw: offset - range.lowerBound)
                offset = try decodeReference(at: offset, into: &value, context: .attribute)
                map?.beginLiteral(decoded: value.count, raw: offset - range.lowerBound)
            case XMLCharacters.carriageReturn:
                // CRLF is one line break, so one space: the bytes after it move by one.
                value.append(XMLCharacters.space)
                offset += 1
                if offset < range.upperBound && bytes[offset] == XMLCharacters.lineFeed {
                    offset += 1
                    if map == nil { map = XMLValueMap() }
                    map?.beginLiteral(decoded: value.count, raw: offset - range.lowerBound)
                }
            default:  // Tab or line feed.
                value.append(XMLCharacters.space)
                offset += 1
            }
        }
        value.append(contentsOf: bytes[offset..<range.upperBound])
        map?.finish(decoded: value.count, raw: range.count)
        return (String(decoding: value, as: UTF8.self), map)
    }

    /// The shared decoding buffer, emptied, moved out of `self` so that it can be passed `inout` while
    /// `self` is mutated; put it back when done.
    private mutating func takeDecodingBuffer() -> [UInt8] {
        var buffer: [UInt8] = []
        swap(&buffer, &decodingBuffer)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    // MARK: References

    /// Decodes the reference at `ampersand` in the document into `output`; returns the offset after it.
    mutating func decodeReference(at ampersand: Int, into output: inout [UInt8], context: ReferenceContext)
        throws(XMLError) -> Int
    {
        let reference: XMLReference, end: Int
        do {
            (reference, end) = try XMLReference.scan(bytes, at: ampersand)
        } catch {
            throw self.error(error.message, at: error.offset)
        }
        switch reference {
        case .character(let scalar):
            XMLCharacters.appendUTF8(scalar, to: &output)
        case .entity(let name):
            let mark = output.count
            if let markup = try expandEntity(named: name, into: &output, context: context, referenceOffset: ampersand) {
                // Markup in content: the entity's text goes into the document itself, read in the next pass.
                output.removeSubrange(mark...)
                markupReferences.append((ampersand..<end, markup))
            }
        }
        return end
    }

    /// One entity being expanded: which, and how far its replacement text has been read.
    private struct ExpansionFrame {
        var entity: Int
        var text: [UInt8]
        var next: Int
    }

    /// Appends the replacement text of entity `name`, with the references inside it expanded in turn.
    ///
    /// Nested references are followed with an explicit stack, so depth is bounded by
    /// ``XMLLimits/maxEntityDepth`` rather than the call stack; every expansion is charged to
    /// ``XMLLimits/maxEntityExpansionBytes`` before it happens. Errors point at the reference in the
    /// document (`referenceOffset`), whatever entity they arise in.
    ///
    /// - Returns: in element content, when the text holds markup, the referenced entity's replacement text
    ///   (to be parsed as part of the document; `output` then holds a partial expansion to drop); nil
    ///   when it was expanded as text.
    private mutating func expandEntity(named name: String, into output: inout [UInt8], context: ReferenceContext,
                                       referenceOffset: Int) throws(XMLError) -> [UInt8]? {
        var stack: [ExpansionFrame] = []
        try enterEntity(named: name, stack: &stack, context: context, referenceOffset: referenceOffset)
        while let frame = stack.last {
            let text = frame.text
            var offset = frame.next
            while offset < text.count && text[offset] != XMLCharacters.ampersand {
                let byte = text[offset]
                if byte == XMLCharacters.lessThan {
                    if context == .content, case .internal(let text) = entities.definitions[stack[0].entity] {
                        return text
                    }
                    let entity = entities.names[frame.entity]
                    throw error("'<' is not allowed in an attribute value (it comes from entity '&\(entity);')",
                                at: referenceOffset)
                }
                if context == .attribute && XMLCharacters.isWhitespace(byte) {
                    output.append(XMLCharacters.space)
                } else {
                    output.append(byte)
                }
                offset += 1
            }
            guard offset < text.count else {
                stack.removeLast()
                continue
            }
            let reference: XMLReference
            do {
                (reference, stack[stack.count - 1].next) = try XMLReference.scan(text, at: offset)
            } catch {
                let entity = entities.names[frame.entity]
                throw self.error("\(error.message) in the replacement text of entity '&\(entity);'",
                                 at: referenceOffset)
            }
            switch reference {
            case .character(let scalar):
                XMLCharacters.appendUTF8(scalar, to: &output)
            case .entity(let inner):
                try enterEntity(named: inner, stack: &stack, context: context, referenceOffset: referenceOffset)
            }
        }
        return nil
    }

    /// Checks that entity `name` may be expanded here, charges its replacement text and pushes it.
    private mutating func enterEntity(named name: String, stack: inout [ExpansionFrame], context: ReferenceContext,
                                      referenceOffset: Int) throws(XMLError) {
        guard let entity = entities.identifier(of: name) else {
            throw error("undefined entity '&\(name);'", at: referenceOffset)
        }
        let text: [UInt8]
        switch entities.definitions[entity] {
        case .internal(let replacement):
            text = replacement
        case .external(let systemIdentifier):
            throw error("entity '&\(name);' is external (\"\(systemIdentifier)\"): external entities are never loaded",
                        at: referenceOffset)
        case .unparsed:
            throw error("entity '&\(name);' is unparsed (NDATA) and cannot be referenced", at: referenceOffset)
        }
        if let cycleStart = stack.firstIndex(where: { $0.entity == entity }) {
            let cycle = (stack[cycleStart...].map(\.entity) + [entity]).map { "&\(entities.names[$0]);" }
            throw error("recursive entity reference: \(cycle.joined(separator: " → "))", at: referenceOffset)
        }
        guard stack.count < limits.maxEntityDepth else {
            throw error("entity references nested too deeply: the limit is \(limits.maxEntityDepth)",
                        at: referenceOffset)
        }
        // Charged on entry, before any byte is copied, so a billion laughs stops at the limit.
        entityBytesExpanded += text.count
        guard entityBytesExpanded <= limits.maxEntityExpansionBytes else {
            throw error("entity expansion exceeds \(limits.maxEntityExpansionBytes) bytes", at: referenceOffset)
        }
        stack.append(ExpansionFrame(entity: entity, text: text, next: 0))
    }
}
