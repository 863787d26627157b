extension JSON {
    /// Reads JSON text and decodes a `T` from it (``decoded(as:)``).
    ///
    /// - Throws: ``JSONDecodingError/Kind/notJSON`` when `bytes` are not one JSON value, else what
    ///   ``decoded(as:)`` throws.
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(JSONDecodingError) -> T {
        guard let value = JSON(parsing: bytes) else { throw JSONDecodingError(.notJSON) }
        return try value.decoded(as: type)
    }

    /// A `T` decoded from this value (Swift's `Decoder`, no Foundation): an object's member by its first
    /// occurrence, members the type does not ask for ignored; a whole number for an integer (written with
    /// a fraction of zero or not, and in the integer's range); any number for `Double` and `Float`; a
    /// missing member or `null` for an optional (`decodeIfPresent`).
    ///
    /// - Throws: the first thing wrong, with its place: a member missing, a value of another type, or a
    ///   value the type refused (an enumeration's unknown raw value, a value its `init(from:)` rejects).
    package func decoded<T: Decodable>(as type: T.Type) throws(JSONDecodingError) -> T {
        do {
            return try T(from: JSONValueDecoder(value: self, codingPath: []))
        } catch let error as JSONDecodingError {
            throw error
        } catch let error as DecodingError {
            throw JSONDecodingError(error, in: self)
        } catch {
            // Not a decoding error (a type's own): the value it refused is the whole.
            throw JSONDecodingError.unexpectedValue(at: [], in: self)
        }
    }
}

extension JSONDecodingError {
    /// The error a type's `init(from:)` threw (a `RawRepresentable` enumeration's unknown raw value is
    /// `dataCorrupted`), said as this decoder says its own, `root` being the value decoded.
    init(_ error: DecodingError, in root: JSON) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(.missing, codingPath: context.codingPath + [key])
        case .valueNotFound(_, let context):
            self.init(.missing, codingPath: context.codingPath)
        case .typeMismatch(_, let context), .dataCorrupted(let context):
            self = .unexpectedValue(at: context.codingPath, in: root)
        @unknown default:
            self = .unexpectedValue(at: [], in: root)
        }
    }
}

/// The `Decoder` over a ``JSON`` value; its own single-value container.
struct JSONValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.mismatch("an object", value, codingPath) }
        return KeyedDecodingContainer(JSONKeyedDecoding<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw Self.mismatch("an array", value, codingPath) }
        return JSONUnkeyedDecoding(items: items, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try Self.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String { try Self.string(value, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try Self.double(value, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(try Self.double(value, codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { try Self.integer(value, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try Self.integer(value, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try Self.integer(value, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try Self.integer(value, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try Self.integer(value, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try Self.integer(value, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try Self.integer(value, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try Self.integer(value, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try Self.integer(value, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try Self.integer(value, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    // The values themselves; the place (`path`) is only made when it is wrong.

    static func bool(_ value: JSON, _ path: @autoclosure () -> [any CodingKey]) throws(JSONDecodingError) -> Bool {
        guard case .bool(let bool) = value else { throw mismatch("a boolean", value, path()) }
        return bool
    }

    static func string(_ value: JSON, _ path: @autoclosure () -> [any CodingKey]) throws(JSONDecodingError) -> String {
        guard case .string(let string) = value else { throw mismatch("a string", value, path()) }
        return string
    }

    static func double(_ value: JSON, _ path: @autoclosure () -> [any CodingKey]) throws(JSONDecodingError) -> Double {
        switch value {
        case .int(let int): Double(int)
        case .number(let number): number
        default: throw mismatch("a number", value, path())
        }
    }

    /// A whole number in `T`'s range: ``JSON/int(_:)``, or ``JSON/number(_:)`` with no fraction.
    static func integer<T: FixedWidthInteger>(_ value: JSON, _ path: @autoclosure () -> [any CodingKey]) throws(JSONDecodingError) -> T {
        let whole: T? = switch value {
        case .int(let int): T(exactly: int)
        case .number(let number): T(exactly: number)
        default: nil
        }
        guard let whole else { throw mismatch(T.self == Int.self ? "a whole number" : "a whole number from \(T.min) to \(T.max)", value, path()) }
        return whole
    }

    static func mismatch(_ expected: String, _ value: JSON, _ path: [any CodingKey]) -> JSONDecodingError {
        JSONDecodingError(.wrongType(expected: expected, found: JSONDecodingError.phrase(for: value)), codingPath: path)
    }
}

struct JSONKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [(String, JSON)]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.0) } }

    func contains(_ key: Key) -> Bool { member(key) != nil }

    /// The first member named `key`.
    private func member(_ key: Key) -> JSON? {
        let name = key.stringValue
        return members.first { $0.0 == name }?.1
    }

    private func value(_ key: Key) throws(JSONDecodingError) -> JSON {
        guard let value = member(key) else { throw JSONDecodingError(.missing, codingPath: codingPath + [key]) }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try value(key) { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try JSONValueDecoder.bool(try value(key), codingPath + [key]) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try JSONValueDecoder.string(try value(key), codingPath + [key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try JSONValueDecoder.double(try value(key), codingPath + [key]) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try JSONValueDecoder.double(try value(key), codingPath + [key])) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder(key))
    }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws(JSONDecodingError) -> T {
        try JSONValueDecoder.integer(try value(key), codingPath + [key])
    }

    private func decoder(_ key: Key) throws(JSONDecodingError) -> JSONValueDecoder {
        JSONValueDecoder(value: try value(key), codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = JSONKey.superKey
        return JSONValueDecoder(value: members.first { $0.0 == key.stringValue }?.1 ?? .null, codingPath: codingPath + [key])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(value: member(key) ?? .null, codingPath: codingPath + [key])
    }
}

struct JSONUnkeyedDecoding: UnkeyedDecodingContainer {
    let items: [JSON]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSON], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The place of the item at `currentIndex`.
    private var currentPath: [any CodingKey] { codingPath + [JSONKey(index: currentIndex)] }

    /// The item at `currentIndex`, which is then passed.
    private mutating func next() throws(JSONDecodingError) -> JSON {
        guard !isAtEnd else { throw JSONDecodingError(.missing, codingPath: currentPath) }
        defer { currentIndex += 1 }
        return items[currentIndex]
    }

    /// Decodes the next item with `read`, which is given the item and its place.
    private mutating func nextValue<T>(_ read: (JSON, [any CodingKey]) throws -> T) throws -> T {
        let path = currentPath
        return try read(try next(), path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw JSONDecodingError(.missing, codingPath: currentPath) }
        guard case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try nextValue { try JSONValueDecoder.bool($0, $1) } }
    mutating func decode(_ type: String.Type) throws -> String { try nextValue { try JSONValueDecoder.string($0, $1) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try nextValue { try JSONValueDecoder.double($0, $1) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try nextValue { Float(try JSONValueDecoder.double($0, $1)) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try nextValue { try T(from: JSONValueDecoder(value: $0, codingPath: $1)) }
    }

    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        try nextValue { try JSONValueDecoder.integer($0, $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nextValue { try JSONValueDecoder(value: $0, codingPath: $1).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextValue { try JSONValueDecoder(value: $0, codingPath: $1).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextValue { JSONValueDecoder(value: $0, codingPath: $1) }
    }
}
