/// A JSON text that does not decode into the type asked for (a manifest, a build's index): what is wrong
/// and where, as a value.
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not one JSON value (RFC 8259), or it nests deeper than ``JSON/maximumDepth``.
        case notJSON
        /// A member the type needs is not there.
        case missing
        /// The value is of another type, each said as a phrase: "a string", "a whole number", "an object".
        case wrongType(expected: String, found: String)
        /// The value has a type the field takes but is not one of its values: the value as JSON text
        /// (cut after ``JSONDecodingError/valueTextLimit`` characters).
        case unexpectedValue(String)
    }

    /// The most characters of a value ``Kind/unexpectedValue(_:)`` quotes.
    public static let valueTextLimit = 40

    /// What is wrong.
    public var kind: Kind
    /// Where, from the top: member names after dots and item numbers in brackets, `frames[3].stage`;
    /// empty for the whole text.
    public var path: String

    /// Creates an error.
    public init(_ kind: Kind, at path: String = "") {
        self.kind = kind
        self.path = path
    }

    /// "frames[3].stage: expected a string, found a number", compiler-style: the place, then what is wrong.
    public var description: String {
        let what = switch kind {
        case .notJSON: "not JSON"
        case .missing: "missing"
        case let .wrongType(expected, found): "expected \(expected), found \(found)"
        case let .unexpectedValue(text): "unexpected value \(text)"
        }
        return path.isEmpty ? what : "\(path): \(what)"
    }
}

extension JSONDecodingError {
    /// An error at `codingPath`, a decoder's (``JSONKey/index(_:)`` keys are items).
    package init(_ kind: Kind, codingPath: [any CodingKey]) {
        self.init(kind, at: Self.path(codingPath))
    }

    /// `codingPath` as ``path`` says it.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = (key as? JSONKey)?.index {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// What a type that refused the value at `codingPath` of `root` found there, as ``Kind/unexpectedValue(_:)``.
    package static func unexpectedValue(at codingPath: [any CodingKey], in root: JSON) -> JSONDecodingError {
        var value: JSON? = root
        for key in codingPath {
            if let index = (key as? JSONKey)?.index ?? key.intValue, let items = value?.array {
                value = items.indices.contains(index) ? items[index] : nil
            } else {
                value = value?[key.stringValue]
            }
        }
        var text = value?.text ?? "null"
        if text.count > valueTextLimit { text = String(text.prefix(valueTextLimit)) + "…" }
        return JSONDecodingError(.unexpectedValue(text), codingPath: codingPath)
    }

    /// How a value of `json`'s type is said in ``Kind/wrongType(expected:found:)``.
    package static func phrase(for json: JSON) -> String {
        switch json {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
