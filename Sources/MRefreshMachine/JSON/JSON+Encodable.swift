/// A ``JSON`` value encodes itself as what it is, through any `Encoder`: a type whose written form is
/// built as a value (a manifest's frames, thousands per build) keeps that one builder as
/// the home of its keys and their order, and its `encode(to:)` hands the value on.
extension JSON: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value): try Self.encode(single: value, to: encoder)
        case .int(let value): try Self.encode(single: value, to: encoder)
        case .number(let value): try Self.encode(single: value, to: encoder)
        case .string(let value): try Self.encode(single: value, to: encoder)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: JSONKey.self)
            for (key, value) in members { try container.encode(value, forKey: JSONKey(stringValue: key)) }
        }
    }

    private static func encode(single value: some Encodable, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
