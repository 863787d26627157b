extension JSON {
    /// The most arrays and objects nested inside each other that ``init(parsing:)`` reads: mrefresh's own
    /// files nest four deep, and a file in an output folder is anyone's.
    public static let maximumDepth = 128

    /// Reads JSON text (RFC 8259); nil when it is not one JSON value, or nests deeper than
    /// ``maximumDepth``. Object members keep their order; whole numbers without a fraction or exponent are
    /// ``int(_:)``, other numbers ``number(_:)``.
    public init?(parsing bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        guard reader.index == bytes.count else { return nil }
        self = value
    }

    /// The value of an object's first member named `key`.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// A string's text.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A number, whole or not.
    public var double: Double? {
        switch self {
        case .int(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// A whole number (written with or without a fraction of zero).
    public var int: Int? {
        switch self {
        case .int(let value): value
        case .number(let value) where value == value.rounded() && abs(value) < 9e15: Int(value)
        default: nil
        }
    }

    /// A boolean.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// An array's items.
    public var array: [JSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// Whether the value is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// A recursive-descent reader over UTF-8 bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) -> JSON? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard depth < JSON.maximumDepth else { return nil }
                index += 1
                var members: [(String, JSON)] = []
                skipSpace()
                if consume(UInt8(ascii: "}")) { return .object(members) }
                repeat {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard consume(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
                    members.append((key, value))
                    skipSpace()
                } while consume(UInt8(ascii: ","))
                return consume(UInt8(ascii: "}")) ? .object(members) : nil
            case UInt8(ascii: "["):
                guard depth < JSON.maximumDepth else { return nil }
                index += 1
                var items: [JSON] = []
                skipSpace()
                if consume(UInt8(ascii: "]")) { return .array(items) }
                repeat {
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                } while consume(UInt8(ascii: ","))
                return consume(UInt8(ascii: "]")) ? .array(items) : nil
            case UInt8(ascii: "\""): return string().map(JSON.string)
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return number()
            }
        }

        mutating func consume(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func word(_ text: String) -> Bool {
            let word = Array(text.utf8)
            guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else { return false }
            index += word.count
            return true
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() -> JSON? {
            let start = index
            _ = consume(UInt8(ascii: "-"))
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            let whole = digits()
            guard whole > 0, whole == 1 || bytes[index - whole] != UInt8(ascii: "0") else { return nil }
            var isWhole = true
            if consume(UInt8(ascii: ".")) {
                isWhole = false
                guard digits() > 0 else { return nil }
            }
            if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
                isWhole = false
                if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isWhole, let value = Int(text) { return .int(value) }
            return Double(text).map(JSON.number)
        }

        /// A string, its escapes undone; nil at a control character, a bad escape or a lone surrogate.
        mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            var out: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(validating: out, as: UTF8.self)
                case 0..<0x20: return nil
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var code = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(code) {
                            guard word("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(code) else { return nil }
                        out += String(scalar).utf8
                    default: return nil
                    }
                default: out.append(byte)
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4, bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                  let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
            index += 4
            return value
        }
    }
}
