extension JSON {
    /// The JSON value `value` encodes itself as (Swift's `Encoder`, no Foundation): object members in the
    /// order they were encoded (a key encoded again keeps its first place), integers as ``int(_:)``,
    /// `Double` and `Float` as ``number(_:)``, `encodeIfPresent` of nil leaves the key out, `encodeNil` is
    /// `null`. A value that encodes nothing is an empty object, as Foundation's encoder makes it.
    ///
    /// - Throws: what `value`'s `encode(to:)` throws, and `EncodingError.invalidValue` for an unsigned
    ///   integer past `Int.max`; nothing else.
    package init(encoding value: some Encodable) throws {
        let node = JSONEncodingNode()
        try value.encode(to: JSONValueEncoder(node: node, codingPath: []))
        self = node.value
    }
}

/// A value being encoded: what containers write into, filled in by the encoders they hand out for nested
/// values, made into a ``JSON`` value once the whole is encoded.
final class JSONEncodingNode {
    /// A member's or item's value: written at once, or a node a nested encoder fills.
    enum Slot {
        case value(JSON)
        case node(JSONEncodingNode)

        var value: JSON {
            switch self {
            case .value(let value): value
            case .node(let node): node.value
            }
        }
    }

    enum Content {
        case none
        case single(JSON)
        case object
        case array
    }

    var content = Content.none
    /// An object's members, in the order encoded (while ``content`` is `.object`).
    var members: [(key: String, slot: Slot)] = []
    /// An array's items (while ``content`` is `.array`).
    var items: [Slot] = []

    var value: JSON {
        switch content {
        case .none: .object([])
        case .single(let value): value
        case .object: .object(members.map { ($0.key, $0.slot.value) })
        case .array: .array(items.map(\.value))
        }
    }

    /// Makes the node an object (keeping its members when it already is one).
    func becomeObject() {
        if case .object = content { return }
        content = .object
        members = []
    }

    /// Makes the node an array (keeping its items when it already is one).
    func becomeArray() {
        if case .array = content { return }
        content = .array
        items = []
    }

    /// Sets member `key`: in its first place when it was encoded before, else last.
    func set(_ key: String, _ slot: Slot) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].slot = slot
        } else {
            members.append((key, slot))
        }
    }
}

/// The `Encoder` that fills a ``JSONEncodingNode``.
struct JSONValueEncoder: Encoder {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(JSONKeyedEncoding<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return JSONUnkeyedEncoding(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueEncoding(node: node, codingPath: codingPath)
    }

    /// `value` as JSON, when it is a type the containers write directly.
    static func primitive(_ value: Bool) -> JSON { .bool(value) }
    static func primitive(_ value: String) -> JSON { .string(value) }
    static func primitive(_ value: Double) -> JSON { .number(value) }
    static func primitive(_ value: Float) -> JSON { .number(Double(value)) }

    /// A fixed-width integer as ``JSON/int(_:)``; one past `Int`'s range cannot be.
    static func primitive<T: FixedWidthInteger>(_ value: T, codingPath: [any CodingKey]) throws -> JSON {
        guard let int = Int(exactly: value) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath,
                                                                          debugDescription: "\(value) is past the integers JSON values hold"))
        }
        return .int(int)
    }

    /// `value` encoded into a node of its own, at `codingPath`.
    static func slot(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONEncodingNode.Slot {
        let child = JSONEncodingNode()
        try value.encode(to: JSONValueEncoder(node: child, codingPath: codingPath))
        return .node(child)
    }
}

struct JSONKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.set(key.stringValue, .value(.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) { node.set(key.stringValue, .value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: String, forKey key: Key) { node.set(key.stringValue, .value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: Double, forKey key: Key) { node.set(key.stringValue, .value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: Float, forKey key: Key) { node.set(key.stringValue, .value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: Int, forKey key: Key) { node.set(key.stringValue, .value(.int(value))) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try integer(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try integer(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.set(key.stringValue, try JSONValueEncoder.slot(value, codingPath: codingPath + [key]))
    }

    private func integer<T: FixedWidthInteger>(_ value: T, _ key: Key) throws {
        node.set(key.stringValue, .value(try JSONValueEncoder.primitive(value, codingPath: codingPath + [key])))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                       forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        JSONValueEncoder(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONValueEncoder(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueEncoder(node: child(JSONKey.superKey.stringValue), codingPath: codingPath + [JSONKey.superKey])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONValueEncoder(node: child(key), codingPath: codingPath + [key])
    }

    private func child(_ key: Key) -> JSONEncodingNode { child(key.stringValue) }

    /// A new node for member `key`, in its place now.
    private func child(_ key: String) -> JSONEncodingNode {
        let child = JSONEncodingNode()
        node.set(key, .node(child))
        return child
    }
}

struct JSONUnkeyedEncoding: UnkeyedEncodingContainer {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]

    var count: Int { node.items.count }

    /// The key of the next item.
    private var nextKey: JSONKey { JSONKey(index: count) }

    mutating func encodeNil() { node.items.append(.value(.null)) }
    mutating func encode(_ value: Bool) { node.items.append(.value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: String) { node.items.append(.value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: Double) { node.items.append(.value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: Float) { node.items.append(.value(JSONValueEncoder.primitive(value))) }
    mutating func encode(_ value: Int) { node.items.append(.value(.int(value))) }
    mutating func encode(_ value: Int8) throws { try integer(value) }
    mutating func encode(_ value: Int16) throws { try integer(value) }
    mutating func encode(_ value: Int32) throws { try integer(value) }
    mutating func encode(_ value: Int64) throws { try integer(value) }
    mutating func encode(_ value: UInt) throws { try integer(value) }
    mutating func encode(_ value: UInt8) throws { try integer(value) }
    mutating func encode(_ value: UInt16) throws { try integer(value) }
    mutating func encode(_ value: UInt32) throws { try integer(value) }
    mutating func encode(_ value: UInt64) throws { try integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.items.append(try JSONValueEncoder.slot(value, codingPath: codingPath + [nextKey]))
    }

    private func integer<T: FixedWidthInteger>(_ value: T) throws {
        node.items.append(.value(try JSONValueEncoder.primitive(value, codingPath: codingPath + [nextKey])))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nextEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nextEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { nextEncoder() }

    /// An encoder for a new last item.
    private func nextEncoder() -> JSONValueEncoder {
        let path = codingPath + [nextKey]
        let child = JSONEncodingNode()
        node.items.append(.node(child))
        return JSONValueEncoder(node: child, codingPath: path)
    }
}

struct JSONSingleValueEncoding: SingleValueEncodingContainer {
    let node: JSONEncodingNode
    let codingPath: [any CodingKey]

    private func set(_ value: JSON) { node.content = .single(value) }

    mutating func encodeNil() { set(.null) }
    mutating func encode(_ value: Bool) { set(JSONValueEncoder.primitive(value)) }
    mutating func encode(_ value: String) { set(JSONValueEncoder.primitive(value)) }
    mutating func encode(_ value: Double) { set(JSONValueEncoder.primitive(value)) }
    mutating func encode(_ value: Float) { set(JSONValueEncoder.primitive(value)) }
    mutating func encode(_ value: Int) { set(.int(value)) }
    mutating func encode(_ value: Int8) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: Int16) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: Int32) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: Int64) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: UInt) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: UInt8) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: UInt16) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: UInt32) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }
    mutating func encode(_ value: UInt64) throws { set(try JSONValueEncoder.primitive(value, codingPath: codingPath)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: JSONValueEncoder(node: node, codingPath: codingPath))
    }
}
