/// Comments, processing instructions, CDATA sections and the XML declaration.
extension XMLReader {
    /// Skips a comment at `<!--`. Its text must not contain `--` (XML 1.0 §2.5).
    mutating func readComment() throws(XMLError) {
        let start = index
        index += 4
        while true {
            guard index < bytes.count else { throw error("unterminated comment", at: start) }
            if bytes[index] == UInt8(ascii: "-") && peek(1) == UInt8(ascii: "-") {
                guard peek(2) == XMLCharacters.greaterThan else {
                    throw error("'--' is not allowed inside a comment", at: index)
                }
                index += 3
                return
            }
            try advanceCharacter()
        }
    }

    /// Skips a processing instruction at `<?`. The target `xml` (any case) is reserved for the XML
    /// declaration at the very start of the file.
    mutating func readProcessingInstruction() throws(XMLError) {
        let start = index
        let targetStart = index + 2
        let targetEnd = XMLCharacters.nameEnd(in: bytes, from: targetStart)
        guard targetEnd > targetStart else {
            throw expected("a processing instruction target after '<?'", at: targetStart)
        }
        let target = string(targetStart..<targetEnd)
        if target.lowercased() == "xml" {
            throw error(target == "xml" ? "the XML declaration is only allowed at the very start of the file"
                                        : "processing instruction target '\(Excerpt(target))' is reserved", at: start)
        }
        index = targetEnd
        if startsWith("?>") {
            index += 2
            return
        }
        guard skipWhitespace() else { throw expected("whitespace or '?>' after '<?\(target)'") }
        while true {
            guard index < bytes.count else { throw error("unterminated processing instruction <?\(target)", at: start) }
            if bytes[index] == UInt8(ascii: "?") && peek(1) == XMLCharacters.greaterThan {
                index += 2
                return
            }
            try advanceCharacter()
        }
    }

    /// Reads a CDATA section at `<![CDATA[` into the pending text, line ends normalised.
    mutating func readCDATA() throws(XMLError) {
        let start = index
        index += 9
        let textStart = index
        var isPlain = true
        while true {
            guard index < bytes.count else { throw error("unterminated CDATA section", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") && peek(1) == UInt8(ascii: "]") && peek(2) == XMLCharacters.greaterThan {
                break
            }
            if byte == XMLCharacters.carriageReturn { isPlain = false }
            try advanceCharacter()
        }
        let range = textStart..<index
        index += 3
        appendText(isPlain ? string(range) : normalizedLineEnds(range))
    }

    /// Reads `<?xml version="1.0" encoding="…" standalone="…"?>` at the start of the file.
    ///
    /// Only UTF-8 is read. A declared single-byte encoding (ASCII, Latin-1, Windows-1252) is accepted as
    /// long as the file holds only ASCII, which reads the same in both; any other encoding is refused.
    mutating func readXMLDeclaration() throws(XMLError) {
        let start = index
        index += 5
        let order = ["version", "encoding", "standalone"]
        var nextAllowed = 0
        while true {
            let spaced = skipWhitespace()
            if startsWith("?>") {
                guard nextAllowed > 0 else { throw expected("'version' in the XML declaration") }
                index += 2
                return
            }
            guard index < bytes.count else { throw error("unterminated XML declaration", at: start) }
            let nameStart = index
            let nameEnd = XMLCharacters.nameEnd(in: bytes, from: index)
            guard nameEnd > nameStart, spaced else { throw expected("'?>' to close the XML declaration") }
            let name = string(nameStart..<nameEnd)
            guard nextAllowed > 0 || name == "version" else {
                throw error("expected 'version' first in the XML declaration, found '\(Excerpt(name))'", at: nameStart)
            }
            guard let position = order.firstIndex(of: name), position >= nextAllowed else {
                throw error("unexpected '\(Excerpt(name))' in the XML declaration", at: nameStart)
            }
            nextAllowed = position + 1
            index = nameEnd
            skipWhitespace()
            guard peek(0) == UInt8(ascii: "=") else { throw expected("'=' after '\(Excerpt(name))'") }
            index += 1
            skipWhitespace()
            let quote = peek(0)
            guard quote == XMLCharacters.quote || quote == XMLCharacters.apostrophe else {
                throw expected("a quoted value for '\(Excerpt(name))'")
            }
            let valueStart = index + 1
            index = valueStart
            while index < bytes.count && bytes[index] != quote && bytes[index] != XMLCharacters.greaterThan {
                try advanceCharacter()
            }
            guard peek(0) == quote else { throw expected("a closing quote for '\(Excerpt(name))'") }
            let value = string(valueStart..<index)
            index += 1
            try checkDeclared(name, value, at: valueStart)
        }
    }

    private mutating func checkDeclared(_ name: String, _ value: String, at offset: Int) throws(XMLError) {
        switch name {
        case "version":
            let digits = value.utf8.dropFirst(2)
            guard value.hasPrefix("1."), !digits.isEmpty,
                  digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { throw error("unsupported XML version '\(Excerpt(value))'", at: offset) }
        case "encoding":
            switch value.lowercased() {
            case "utf-8", "utf8":
                break
            case "us-ascii", "ascii", "iso-8859-1", "latin1", "iso-8859-15", "windows-1252":
                asciiOnlyEncoding = value
            case let other where other.hasPrefix("utf-16") || other.hasPrefix("utf-32") || other == "ucs-2":
                throw error("the XML declaration says encoding '\(Excerpt(value))', but the file is not \(Excerpt(value)): "
                            + "only UTF-8 is supported", at: offset)
            default:
                throw error("unsupported encoding '\(Excerpt(value))': only UTF-8 is supported", at: offset)
            }
        default:  // standalone
            guard value == "yes" || value == "no" else {
                throw error("expected 'yes' or 'no' for 'standalone', found '\(Excerpt(value))'", at: offset)
            }
        }
    }
}
