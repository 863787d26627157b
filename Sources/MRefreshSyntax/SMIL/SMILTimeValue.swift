/// One value of a `begin` or `end` list (SMIL 3.0 §5.4.3): when an interval starts or ends.
public enum SMILTimeValue: Hashable, Sendable {
    /// Seconds from the document's start (negative: the animation began before it).
    case offset(Double)
    /// Another animation's interval: its begin or end (`spin.end+0.5s`), shifted by an offset.
    case syncbase(id: String, edge: Edge, offset: Double)
    /// Never, unless script starts it: `indefinite`.
    case indefinite
    /// A kind of value mrefresh does not play (an event such as `click`, `accessKey(…)`, `wallclock(…)`,
    /// `repeat(…)`), as written: it never happens in frames no one clicks.
    case unplayed(String)

    /// The edge of an interval a syncbase names.
    public enum Edge: String, Hashable, Sendable {
        case begin, end
    }

    /// The values of a `begin` or `end` attribute, in order; nil when one of them is not a time value at all
    /// (the attribute is then in error).
    public static func list(_ text: String) -> [SMILTimeValue]? {
        var values: [SMILTimeValue] = []
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let item = part.trimmingSMILWhitespace
            if item.isEmpty {
                // A trailing ';' is allowed, and an empty attribute; an empty item elsewhere is not.
                guard index == parts.count - 1 else { return nil }
                continue
            }
            guard let value = SMILTimeValue(item) else { return nil }
            values.append(value)
        }
        return values
    }

    /// One time value, or nil when it is none.
    public init?(_ text: some StringProtocol) {
        let item = text.trimmingSMILWhitespace
        if item == "indefinite" {
            self = .indefinite
            return
        }
        if let offset = Self.offset(item) {
            self = .offset(offset)
            return
        }
        // `id.begin`, `id.end`, with an optional offset; an id may hold escaped dots (`a\.b`), not read here.
        for edge in [Edge.begin, .end] {
            let marker = Array(".\(edge.rawValue)".utf8)
            let bytes = Array(item.utf8)
            guard let at = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else { continue }
            let id = Substring(decoding: bytes[..<at], as: UTF8.self)
            let rest = Substring(decoding: bytes[(at + marker.count)...], as: UTF8.self).trimmingSMILWhitespace
            guard !id.isEmpty, !id.contains(where: { $0 == " " || $0 == "(" }) else { break }
            if rest.isEmpty {
                self = .syncbase(id: String(id), edge: edge, offset: 0)
                return
            }
            guard rest.first == "+" || rest.first == "-", let offset = Self.offset(rest) else { return nil }
            self = .syncbase(id: String(id), edge: edge, offset: offset)
            return
        }
        // Events, access keys, wall clocks, repeats: a name and perhaps parentheses or an offset.
        guard let first = item.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return nil }
        self = .unplayed(String(item))
    }

    /// `(S? ("+"|"-") S?)? Clock-value` as seconds.
    static func offset(_ text: Substring) -> Double? {
        var rest = text.trimmingSMILWhitespace
        var sign = 1.0
        if rest.first == "+" || rest.first == "-" {
            sign = rest.first == "-" ? -1 : 1
            rest = rest.dropFirst().trimmingSMILWhitespace
        }
        return SMILClockValue.seconds(rest).map { sign * $0 }
    }
}
