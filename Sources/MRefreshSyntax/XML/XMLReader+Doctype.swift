/// The DOCTYPE: its internal subset is read for general entity declarations; everything else in it is
/// checked for balance and skipped. Nothing external is ever loaded.
extension XMLReader {
    /// Reads `<!DOCTYPE name ExternalID? [internal subset]? >`.
    mutating func readDoctype() throws(XMLError) {
        let start = index
        index += 9
        guard skipWhitespace() else { throw expected("whitespace after '<!DOCTYPE'") }
        let nameEnd = XMLCharacters.nameEnd(in: bytes, from: index)
        guard nameEnd > index else { throw expected("the root element's name after '<!DOCTYPE'") }
        index = nameEnd
        var spaced = skipWhitespace()
        if startsWith("SYSTEM") || startsWith("PUBLIC") {
            guard spaced else { throw expected("whitespace before the external identifier") }
            _ = try readExternalIdentifier()
            spaced = skipWhitespace()
        }
        if peek(0) == UInt8(ascii: "[") {
            index += 1
            try readInternalSubset(doctypeStart: start)
            skipWhitespace()
        }
        guard index < bytes.count else { throw error("unterminated DOCTYPE", at: start) }
        guard peek(0) == XMLCharacters.greaterThan else { throw expected("'>' to close the DOCTYPE") }
        index += 1
    }

    /// Reads declarations up to and including the `]` that ends the internal subset.
    private mutating func readInternalSubset(doctypeStart: Int) throws(XMLError) {
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unterminated DOCTYPE: expected ']' to end its internal subset", at: doctypeStart)
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            if bytes[index] == UInt8(ascii: "%") {
                // A parameter-entity reference: its declarations would be external or are skipped.
                try skipParameterEntityReference()
            } else if startsWith("<!ENTITY") {
                try readEntityDeclaration()
            } else if startsWith("<!ELEMENT") || startsWith("<!ATTLIST") || startsWith("<!NOTATION") {
                try skipMarkupDeclaration()
            } else if startsWith("<!--") {
                try readComment()
            } else if startsWith("<?") {
                try readProcessingInstruction()
            } else {
                throw expected("a markup declaration or ']' in the DOCTYPE")
            }
        }
    }

    /// Skips `%name;`.
    private mutating func skipParameterEntityReference() throws(XMLError) {
        let nameStart = index + 1
        let nameEnd = XMLCharacters.nameEnd(in: bytes, from: nameStart)
        guard nameEnd > nameStart else { throw expected("a parameter entity name after '%'", at: nameStart) }
        index = nameEnd
        guard peek(0) == XMLCharacters.semicolon else {
            throw expected("';' after '%\(string(nameStart..<nameEnd))'")
        }
        index += 1
    }

    /// Skips an element, attribute-list or notation declaration up to its `>`, stepping over quoted
    /// literals (an attribute default may contain '>'). Attribute defaults are not applied.
    private mutating func skipMarkupDeclaration() throws(XMLError) {
        let start = index
        let keywordEnd = XMLCharacters.nameEnd(in: bytes, from: index + 2)
        let keyword = string(index + 2..<keywordEnd)
        index = keywordEnd
        while true {
            guard index < bytes.count else { throw error("unterminated <!\(keyword) declaration", at: start) }
            let byte = bytes[index]
            if byte == XMLCharacters.greaterThan {
                index += 1
                return
            }
            if byte == XMLCharacters.quote || byte == XMLCharacters.apostrophe {
                _ = try readQuotedLiteral(what: "literal in <!\(keyword)")
            } else {
                try advanceCharacter()
            }
        }
    }

    /// Reads `<!ENTITY name "value">`, `<!ENTITY name SYSTEM "uri">` and the like; parameter entities
    /// (`<!ENTITY % name …>`) are read and dropped.
    private mutating func readEntityDeclaration() throws(XMLError) {
        index += 8
        guard skipWhitespace() else { throw expected("whitespace after '<!ENTITY'") }
        var isParameter = false
        if peek(0) == UInt8(ascii: "%") {
            isParameter = true
            index += 1
            guard skipWhitespace() else { throw expected("whitespace after '%' in '<!ENTITY %'") }
        }
        let nameStart = index
        let nameEnd = XMLCharacters.nameEnd(in: bytes, from: index)
        guard nameEnd > nameStart else { throw expected("an entity name after '<!ENTITY'") }
        let name = string(nameStart..<nameEnd)
        index = nameEnd
        guard skipWhitespace() else { throw expected("whitespace after entity name '\(Excerpt(name))'") }
        let definition: XMLEntityTable.Definition
        let byte = peek(0)
        if byte == XMLCharacters.quote || byte == XMLCharacters.apostrophe {
            definition = .internal(try readEntityValue())
        } else if startsWith("SYSTEM") || startsWith("PUBLIC") {
            let systemIdentifier = try readExternalIdentifier()
            let spaced = skipWhitespace()
            if startsWith("NDATA") {
                guard spaced, !isParameter else { throw expected("'>' to close the declaration of '\(Excerpt(name))'") }
                index += 5
                guard skipWhitespace() else { throw expected("whitespace after 'NDATA'") }
                let notationEnd = XMLCharacters.nameEnd(in: bytes, from: index)
                guard notationEnd > index else { throw expected("a notation name after 'NDATA'") }
                index = notationEnd
                definition = .unparsed
            } else {
                definition = .external(systemIdentifier: systemIdentifier)
            }
        } else {
            throw expected("a quoted value, 'SYSTEM' or 'PUBLIC' for entity '\(Excerpt(name))'")
        }
        skipWhitespace()
        guard peek(0) == XMLCharacters.greaterThan else {
            throw expected("'>' to close the declaration of '\(Excerpt(name))'")
        }
        index += 1
        if !isParameter { entities.declare(name, as: definition) }
    }

    /// Reads a quoted entity value into its replacement text (XML 1.0 §4.5): character references
    /// decoded, CR and CRLF made LF, entity references checked and kept for expansion where used.
    private mutating func readEntityValue() throws(XMLError) -> [UInt8] {
        let quote = bytes[index]
        let quoteOffset = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated entity value", at: quoteOffset) }
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return text
            case UInt8(ascii: "%"):
                throw error("parameter-entity reference in an entity value: not allowed in the internal subset",
                            at: index)
            case XMLCharacters.ampersand:
                let reference: XMLReference, end: Int
                do {
                    (reference, end) = try XMLReference.scan(bytes, at: index)
                } catch {
                    throw self.error(error.message, at: error.offset)
                }
                if case .character(let scalar) = reference, peek(1) == UInt8(ascii: "#") {
                    XMLCharacters.appendUTF8(scalar, to: &text)
                } else {
                    // Entity references (predefined ones too) are bypassed: expanded where used.
                    text.append(contentsOf: bytes[index..<end])
                }
                index = end
            case XMLCharacters.carriageReturn:
                text.append(XMLCharacters.lineFeed)
                index += 1
                if peek(0) == XMLCharacters.lineFeed { index += 1 }
            default:
                let characterStart = index
                try advanceCharacter()
                text.append(contentsOf: bytes[characterStart..<index])
            }
        }
    }

    /// Reads `SYSTEM "uri"` or `PUBLIC "id" "uri"`; returns the system identifier.
    private mutating func readExternalIdentifier() throws(XMLError) -> String {
        let isPublic = startsWith("PUBLIC")
        let keyword = isPublic ? "PUBLIC" : "SYSTEM"
        index += 6
        guard skipWhitespace() else { throw expected("whitespace after '\(keyword)'") }
        if isPublic {
            _ = try readQuotedLiteral(what: "public identifier after 'PUBLIC'")
            guard skipWhitespace() else { throw expected("whitespace before the system identifier") }
        }
        return string(try readQuotedLiteral(what: "system identifier"))
    }

    /// Reads a quoted literal at the index; returns the range between the quotes.
    private mutating func readQuotedLiteral(what: String) throws(XMLError) -> Range<Int> {
        let quote = peek(0)
        guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else {
            throw expected("a quoted \(what)")
        }
        let quoteOffset = index
        index += 1
        while index < bytes.count && bytes[index] != quote { try advanceCharacter() }
        guard index < bytes.count else { throw error("unterminated \(what)", at: quoteOffset) }
        index += 1
        return quoteOffset + 1..<index - 1
    }
}
