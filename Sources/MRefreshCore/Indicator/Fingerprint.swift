/// A canonical text of a value, the same in every process: fields in declaration order by their labels,
/// enum cases by name, dictionaries and sets sorted; no type names. What a build hashes to know whether an indicator's options changed (Swift's `hashValue`
/// is seeded per process and cannot serve).
package enum Fingerprint {
    /// The canonical text of `value`.
    package static func text(of value: Any) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: Any, into out: inout String) {
        // Where something was written does not change what it makes.
        if value is SourceReference {
            out += "-"
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary, .set:
            let items = mirror.children.map { text(of: $0.value) }.sorted()
            out += "{" + items.joined(separator: ",") + "}"
        case .optional:
            if let child = mirror.children.first {
                write(child.value, into: &out)
            } else {
                out += "nil"
            }
        case .struct, .class, .tuple, .collection, .enum:
            // Fields by their labels, not the types' names: renaming a type (or moving it) changes nothing
            // a build makes, so it must not make every indicator out of date.
            out += "("
            if mirror.displayStyle == .enum, mirror.children.isEmpty { out += "\(value)" }
            for (index, child) in mirror.children.enumerated() {
                if index > 0 { out += "," }
                if let label = child.label { out += label + ":" }
                write(child.value, into: &out)
            }
            out += ")"
        default:
            // Numbers, strings, booleans: their exact description (Double prints shortest round-trip).
            out += String(reflecting: value)
        }
    }
}
