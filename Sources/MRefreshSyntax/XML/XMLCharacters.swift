/// Byte-level character classes of XML 1.0 (fifth edition), read straight from UTF-8.
///
/// Everything here works on a `[UInt8]` buffer and an index so the same rules serve the document and
/// the replacement text of entities. ASCII is decided by comparisons; only bytes ≥ 0x80 decode a scalar.
enum XMLCharacters {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D

    /// XML's `S`: space, tab, CR, LF.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == tab || byte == carriageReturn
    }

    /// ASCII name-start characters as bit sets, bytes 0–63 and 64–127: ':' (low); 'A'–'Z', '_', 'a'–'z'
    /// (high). One shift and mask per byte instead of a chain of comparisons.
    private static let nameStartLow: UInt64 = 1 << 0x3A
    private static let nameStartHigh: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// ASCII name characters: the name starts plus '-', '.', '0'–'9' (all in the low half).
    private static let nameCharacterLow: UInt64 = nameStartLow | 1 << 0x2D | 1 << 0x2E | 0x03FF << 0x30

    /// An ASCII byte that may start a name: letters, '_' and ':'.
    @inline(__always)
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        byte < 64 ? (nameStartLow >> UInt64(byte)) & 1 != 0
                  : byte < 128 && (nameStartHigh >> UInt64(byte - 64)) & 1 != 0
    }

    /// An ASCII byte that may continue a name: a name start, a digit, '-' or '.'.
    @inline(__always)
    static func isASCIINameCharacter(_ byte: UInt8) -> Bool {
        byte < 64 ? (nameCharacterLow >> UInt64(byte)) & 1 != 0
                  : byte < 128 && (nameStartHigh >> UInt64(byte - 64)) & 1 != 0
    }

    /// XML's `Char`: the code points a document may contain.
    static func isCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// XML's `NameStartChar` above ASCII.
    static func isNameStart(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
             0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            return true
        default:
            return scalar < 0x80 && isASCIINameStart(UInt8(scalar))
        }
    }

    /// XML's `NameChar` above ASCII.
    static func isNameCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return scalar < 0x80 ? isASCIINameCharacter(UInt8(scalar)) : isNameStart(scalar)
        }
    }

    /// The scalar encoded at `index` and its length in bytes, or nil when the bytes there are not
    /// well-formed UTF-8 (overlong forms, surrogates, truncated sequences and values past U+10FFFF are
    /// all refused, following the table in Unicode §3.9, D92).
    static func decodeScalar(in buffer: [UInt8], at index: Int) -> (scalar: UInt32, length: Int)? {
        let count = buffer.count
        let lead = buffer[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            guard index + offset < count else { return nil }
            let byte = buffer[index + offset]
            return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let b1 = continuation(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | b1, 2)
        case 0xE0...0xEF:
            // E0 needs A0… (no overlong forms), ED stops at 9F (no surrogates).
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard let b1 = continuation(1, low, high), let b2 = continuation(2) else { return nil }
            return (UInt32(lead & 0x0F) << 12 | b1 << 6 | b2, 3)
        case 0xF0...0xF4:
            // F0 needs 90… (no overlong forms), F4 stops at 8F (nothing past U+10FFFF).
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard let b1 = continuation(1, low, high), let b2 = continuation(2), let b3 = continuation(3)
            else { return nil }
            return (UInt32(lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
        default:
            return nil
        }
    }

    /// The end of the name starting at `index`, or `index` itself when no name starts there.
    ///
    /// Bytes that are not well-formed UTF-8 end the name; the caller reports what it found there.
    static func nameEnd(in buffer: [UInt8], from index: Int) -> Int {
        let count = buffer.count
        guard index < count else { return index }
        var end = index
        let first = buffer[index]
        if first < 0x80 {
            guard isASCIINameStart(first) else { return index }
            end += 1
        } else {
            guard let (scalar, length) = decodeScalar(in: buffer, at: index), isNameStart(scalar) else { return index }
            end += length
        }
        while end < count {
            let byte = buffer[end]
            if byte < 0x80 {
                guard isASCIINameCharacter(byte) else { break }
                end += 1
            } else {
                guard let (scalar, length) = decodeScalar(in: buffer, at: end), isNameCharacter(scalar) else { break }
                end += length
            }
        }
        return end
    }

    /// Appends the UTF-8 encoding of `scalar`, which must be a valid Unicode scalar value.
    static func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// How a message shows the character at `index`: `'x'`, "a line break", "end of file".
    static func describe(in buffer: [UInt8], at index: Int) -> String {
        guard index < buffer.count else { return "end of file" }
        let byte = buffer[index]
        switch byte {
        case lineFeed, carriageReturn: return "a line break"
        case tab: return "a tab"
        case space: return "a space"
        case apostrophe: return "\"'\""
        case 0..<0x20, 0x7F: return "control character U+\(hex(UInt32(byte)))"
        case 0x20..<0x80: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            guard let (scalar, _) = decodeScalar(in: buffer, at: index), let unicode = Unicode.Scalar(scalar)
            else { return "byte 0x\(String(byte, radix: 16, uppercase: true)) (not UTF-8)" }
            return "'\(Character(unicode))'"
        }
    }

    /// `scalar` in upper-case hexadecimal, at least four digits, as in "U+000C".
    static func hex(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The offset of the first byte at or after `start` that is not printable ASCII or is `quote`, `<` or
    /// `&`: where an attribute value's plain run ends (`bytes.count` if none).
    ///
    /// Eight bytes at a time (`endOfPlainWords`, in Native/), then byte by byte.
    static func endOfPlainValue(in bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        let span = bytes.span, count = span.count
        var offset = endOfPlainWords(in: bytes, from: start, quote: quote)
        while offset < count {
            let byte = span[offset]
            if !(byte >= 0x20 && byte < 0x80 && byte != quote && byte != lessThan && byte != ampersand) { break }
            offset += 1
        }
        return offset
    }
}
