/// Swift names for indicator names, each unique: `sync-arcs` → `syncArcs`, `500px` → `_500px`,
/// `default` → `default_`.
struct SwiftIdentifiers {
    private var taken: Set<String> = []

    /// A lowerCamelCase identifier for `name`, not yet handed out: ASCII letters and digits kept, every
    /// other run of characters a word break; a second `a-b` and `aB` get `_2`, `_3`.
    mutating func unique(for name: String) -> String {
        let base = Self.identifier(for: name)
        var candidate = base
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(base)_\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    static func identifier(for name: String) -> String {
        let words = name.unicodeScalars.split { !(isASCIILetter($0) || isASCIIDigit($0)) }.map { String(String.UnicodeScalarView($0)) }
        var identifier = ""
        for (n, word) in words.enumerated() {
            identifier += n == 0 ? lowercasingFirst(word) : word.prefix(1).uppercased() + word.dropFirst()
        }
        if identifier.isEmpty { return "indicator" }
        if let first = identifier.unicodeScalars.first, isASCIIDigit(first) { identifier = "_" + identifier }
        // Keywords, and the names the generated enum itself has.
        return reserved.contains(identifier) ? identifier + "_" : identifier
    }

    /// The first letter lower-cased, or a leading run of capitals (`URLs` → `urls`, `SVGIcon` → `svgIcon`).
    private static func lowercasingFirst(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        let capitals = scalars.prefix { $0.properties.isUppercase }.count
        let lowered = capitals <= 1 || capitals == scalars.count ? capitals : capitals - 1
        return String(String.UnicodeScalarView(scalars.prefix(lowered))).lowercased()
            + String(String.UnicodeScalarView(scalars.dropFirst(lowered)))
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static let reserved: Set<String> = [
        "all", "init", "self", "super", "Self", "Type", "Protocol",
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "throws", "true", "try", "any", "some", "await", "async", "consume", "copy", "borrowing", "consuming",
    ]
}
