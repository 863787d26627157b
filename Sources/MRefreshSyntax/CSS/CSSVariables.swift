/// CSS custom properties (`--accent: #0969da`) and `var(--accent, fallback)` (CSS Custom Properties 1):
/// custom properties inherit, and a value naming them has them substituted when it is computed.
public enum CSSVariables {
    /// The longest a value may grow by substitution: a few custom properties that each name the one before
    /// twice would double it at every step (CSS lets a user agent refuse such values).
    public static let maximumLength = 65_536

    /// Whether `property` is a custom property (`--name`; its name is case-sensitive).
    public static func isCustom(_ property: String) -> Bool { property.hasPrefix("--") && property.count > 2 }

    /// Whether `value` names a custom property.
    public static func refersToVariables(_ value: String) -> Bool {
        value.utf8.count >= 4 && value.lowercased().contains("var(")
    }

    /// The custom properties of an element: its parent's (`inherited`, already substituted), overridden
    /// by its own `declared` ones in cascade order, each substituted from the others. Custom properties
    /// that name each other in a cycle are invalid (left out, so a `var()` of them takes its fallback),
    /// and each cycle is returned, in the order found.
    public static func resolve(declared: [(property: String, value: String)], inherited: [String: String])
        -> (values: [String: String], cycles: [[String]]) {
        var raw: [String: String] = [:]
        for (property, value) in declared where isCustom(property) { raw[property] = value }
        guard !raw.isEmpty else { return (inherited, []) }
        var values = inherited
        for name in raw.keys { values[name] = nil }
        var done: Set<String> = []
        var visiting: [String] = []
        var cycles: [[String]] = []
        func resolved(_ name: String) -> String? {
            guard let value = raw[name] else { return values[name] }
            if done.contains(name) { return values[name] }
            if let start = visiting.firstIndex(of: name) {
                let cycle = Array(visiting[start...])
                if !cycles.contains(where: { Set($0) == Set(cycle) }) { cycles.append(cycle) }
                return nil
            }
            visiting.append(name)
            let substituted = substitute(value, lookup: resolved)
            visiting.removeLast()
            // A custom property in a cycle is invalid even where its own value came out.
            let inCycle = cycles.contains { $0.contains(name) }
            values[name] = inCycle ? nil : substituted
            done.insert(name)
            return values[name]
        }
        for name in raw.keys.sorted() { _ = resolved(name) }
        return (values, cycles)
    }

    /// `value` with every `var(--name)` replaced by the custom property's value, or by its fallback
    /// (`var(--name, fallback)`, itself substituted) where the property has none. Nil when a `var()` has
    /// neither (the declaration is then invalid at computed-value time), is malformed, or the value grows
    /// past ``maximumLength``.
    public static func substitute(_ value: String, _ variables: [String: String]) -> String? {
        substitute(value, lookup: { variables[$0] })
    }

    static func substitute(_ value: String, lookup: (String) -> String?) -> String? {
        guard refersToVariables(value) else { return value }
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard let start = Self.varStart(bytes, from: i) else {
                out += bytes[i...]
                break
            }
            out += bytes[i..<start]
            // The arguments, to the matching parenthesis.
            var depth = 1, j = start + 4
            while j < bytes.count {
                if bytes[j] == UInt8(ascii: "(") { depth += 1 }
                if bytes[j] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard j < bytes.count else { return nil }
            let arguments = bytes[(start + 4)..<j]
            let comma = arguments.firstIndex(of: UInt8(ascii: ","))
            let name = String(decoding: arguments[..<(comma ?? arguments.endIndex)], as: UTF8.self).trimmingSpaces()
            guard isCustom(name) else { return nil }
            if let replacement = lookup(name) {
                out += replacement.utf8
            } else if let comma {
                guard let fallback = substitute(String(decoding: arguments[(comma + 1)...], as: UTF8.self).trimmingSpaces(),
                                                lookup: lookup) else { return nil }
                out += fallback.utf8
            } else {
                return nil
            }
            guard out.count <= maximumLength else { return nil }
            i = j + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Where the next `var(` starts (any case), not inside a longer name.
    private static func varStart(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + 4 <= bytes.count {
            if bytes[i] | 0x20 == UInt8(ascii: "v"), bytes[i + 1] | 0x20 == UInt8(ascii: "a"), bytes[i + 2] | 0x20 == UInt8(ascii: "r"),
               bytes[i + 3] == UInt8(ascii: "("), i == 0 || !CSSText.isNameByte(bytes[i - 1]) {
                return i
            }
            i += 1
        }
        return nil
    }
}
