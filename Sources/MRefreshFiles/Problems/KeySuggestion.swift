/// The known key a mistyped one most likely meant (`scales` → `scale`, `linewidth` → `lineWidth`), for
/// an unknown key's message.
package enum KeySuggestion {
    /// Keys longer than this are not compared: no known key is, and the comparison costs their length
    /// times each known key's.
    static let maximumLength = 40

    /// The one key of `known` that `name` differs from only in case, or by at most one edit (two for
    /// names of six characters or more); nil when there is none or more than one is as near.
    package static func nearest(to name: String, in known: [String]) -> String? {
        guard name.count <= maximumLength, !name.isEmpty else { return nil }
        let lower = Array(name.lowercased())
        if let same = known.first(where: { $0.lowercased() == name.lowercased() }) { return same }
        let limit = lower.count >= 6 ? 2 : 1
        let scored = known.map { ($0, distance(lower, Array($0.lowercased()))) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return nil }
        let nearest = scored.filter { $0.1 == best }
        return nearest.count == 1 ? nearest[0].0 : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// " (did you mean 'scale'?)", or nothing.
    static func hint(for name: String, in known: [String]) -> String {
        nearest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
