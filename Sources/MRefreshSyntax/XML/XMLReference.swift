/// A reference as written after `&`: a character reference (`&#76;`, `&#x4C;`), one of the five
/// predefined entities, or the name of a declared entity.
///
/// Scanned from any buffer, so the same rules read the document and the replacement text of entities.
enum XMLReference: Equatable {
    /// A character: from a character reference or a predefined entity (`&lt;` is U+003C).
    case character(UInt32)
    /// A reference to a general entity by name, to be looked up in the DOCTYPE's declarations.
    case entity(String)

    /// Why a reference could not be read, and at which byte of the scanned buffer.
    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    /// Reads the reference whose `&` is at `ampersand`.
    ///
    /// - Returns: the reference and the offset just after its `;`.
    static func scan(_ buffer: [UInt8], at ampersand: Int) throws(SyntaxError) -> (XMLReference, end: Int) {
        var index = ampersand + 1
        if index < buffer.count && buffer[index] == UInt8(ascii: "#") {
            return try scanCharacterReference(buffer, at: ampersand)
        }
        let nameEnd = XMLCharacters.nameEnd(in: buffer, from: index)
        guard nameEnd > index else {
            throw expected("an entity name or '#' after '&'", in: buffer, at: index)
        }
        let name = buffer[index..<nameEnd]
        index = nameEnd
        guard index < buffer.count && buffer[index] == XMLCharacters.semicolon else {
            throw expected("';' after '&\(String(decoding: name, as: UTF8.self))'", in: buffer, at: index)
        }
        if let character = predefinedCharacter(name) { return (.character(character), index + 1) }
        return (.entity(String(decoding: name, as: UTF8.self)), index + 1)
    }

    /// `&#` decimal `;` or `&#x` hexadecimal `;`, naming an XML `Char`.
    private static func scanCharacterReference(_ buffer: [UInt8], at ampersand: Int) throws(SyntaxError)
        -> (XMLReference, end: Int)
    {
        var index = ampersand + 2
        let hexadecimal = index < buffer.count && buffer[index] == UInt8(ascii: "x")
        if hexadecimal { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        var tooLarge = false
        while index < buffer.count, let digit = digitValue(buffer[index], hexadecimal: hexadecimal) {
            // Stop accumulating past U+10FFFF so long digit strings cannot overflow.
            if !tooLarge {
                value = value * (hexadecimal ? 16 : 10) + digit
                tooLarge = value > 0x10FFFF
            }
            index += 1
        }
        guard index > digitsStart else {
            let digit = hexadecimal ? "a hexadecimal digit after '&#x'" : "a digit or 'x' after '&#'"
            throw expected(digit, in: buffer, at: index)
        }
        guard index < buffer.count && buffer[index] == XMLCharacters.semicolon else {
            throw expected("';' to end the character reference", in: buffer, at: index)
        }
        let written = String(decoding: buffer[ampersand...index], as: UTF8.self)
        guard !tooLarge && XMLCharacters.isCharacter(value) else {
            let code = tooLarge ? "" : " (U+\(XMLCharacters.hex(value)))"
            throw SyntaxError(message: "character reference '\(Excerpt(written))'\(code) is not an XML character",
                              offset: ampersand)
        }
        return (.character(value), index + 1)
    }

    /// "expected …, found …" at `index`.
    private static func expected(_ what: String, in buffer: [UInt8], at index: Int) -> SyntaxError {
        SyntaxError(message: "expected \(what), found \(XMLCharacters.describe(in: buffer, at: index))", offset: index)
    }

    private static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The character of a predefined entity (`lt`, `gt`, `amp`, `apos`, `quot`), compared as bytes.
    private static func predefinedCharacter(_ name: ArraySlice<UInt8>) -> UInt32? {
        guard (2...4).contains(name.count) else { return nil }
        // The name's bytes packed into one integer, first byte highest: "lt" is 0x6C74.
        let packed = name.reduce(0 as UInt32) { $0 << 8 | UInt32($1) }
        switch packed {
        case 0x6C74: return 0x3C  // lt
        case 0x6774: return 0x3E  // gt
        case 0x61_6D70: return 0x26  // amp
        case 0x6170_6F73: return 0x27  // apos
        case 0x7175_6F74: return 0x22  // quot
        default: return nil
        }
    }

    /// Whether `name` is one of the five predefined entities, which declarations may not change.
    static func isPredefined(_ name: String) -> Bool {
        predefinedCharacter(ArraySlice(name.utf8)) != nil
    }
}
