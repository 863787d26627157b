/// Where a YAML node starts: 1-based line and column, the column counted in characters (libyaml's marks).
struct YAMLMark: Hashable, Sendable {
    var line: Int
    var column: Int
}

/// One node of a YAML (or JSON) document as mrefresh's files are read: a scalar with its text, style and
/// explicit tag, a list, or a mapping of keys to values in the order written, each with where it starts.
/// Aliases are resolved to the node their anchor names (``YAMLComposer``).
enum YAMLNode: Sendable {
    /// A single value as written.
    struct Scalar: Sendable {
        /// How the scalar is written: only a plain one can be a boolean, a merge key (`<<`) or a number.
        enum Style: Sendable { case plain, singleQuoted, doubleQuoted, literal, folded }

        var string: String
        var style: Style
        /// The tag written before it (`!!str` as `tag:yaml.org,2002:str`), if any.
        var tag: String?
        var mark: YAMLMark

        /// YAML's string tag.
        static let stringTag = "tag:yaml.org,2002:str"

        /// The scalar's type as YAML 1.1's schema resolves it: its own tag, a quoted scalar a
        /// string, and a plain one by its text. Two keys of a mapping are the same key when their text and
        /// this are: `1` and `'1'` are two keys, `a` and `'a'` one.
        var resolvedTag: String {
            if let tag { return tag }
            guard style == .plain else { return Self.stringTag }
            switch string {
            case "": return "null"
            case "~", "null", "Null", "NULL": return "null"
            case "<<": return "merge"
            case "=": return "value"
            case _ where Self.booleans[string] != nil: return "bool"
            default:
                // Numbers and timestamps: digits, with the signs, points, exponents, bases and separators
                // of YAML 1.1's int, float and timestamp forms; .inf and .nan.
                let numeric = string.unicodeScalars.allSatisfy { "0123456789abcdefABCDEFxXoO_+-.:tTzZ ".unicodeScalars.contains($0) }
                if numeric && string.unicodeScalars.contains(where: { $0.properties.numericType != nil }) { return "number" }
                if [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN"].contains(string) {
                    return "number"
                }
                return Self.stringTag
            }
        }

        /// YAML 1.1's boolean words, as written (`yes`, `Yes`, `YES`…), and their values.
        static let booleans: [String: Bool] = {
            var words: [String: Bool] = [:]
            for (word, value) in [("yes", true), ("no", false), ("true", true), ("false", false), ("on", true), ("off", false)] {
                for form in [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()] { words[form] = value }
            }
            return words
        }()
    }

    case scalar(Scalar)
    case sequence([YAMLNode], YAMLMark)
    case mapping([(key: YAMLNode, value: YAMLNode)], YAMLMark)

    /// Where the node starts.
    var mark: YAMLMark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .sequence(_, let mark), .mapping(_, let mark): mark
        }
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// A scalar's text.
    var string: String? { scalar?.string }

    /// A scalar that is a boolean (`true`, `false`, and YAML 1.1's `yes`, `no`, `on`, `off`, in any case),
    /// unless it is quoted or tagged a string.
    var bool: Bool? {
        guard let scalar, scalar.tag != Scalar.stringTag, scalar.style == .plain || scalar.tag != nil else { return nil }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    /// The value of a mapping's first key whose text is `key`.
    subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.string == key }?.value
    }
}
