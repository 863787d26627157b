/// The list attributes of SVG animation elements: `values`, `keyTimes`, `keySplines` (SVG 1.1 §19.2.9),
/// and `<animateMotion>`'s `keyPoints` (§19.2.12).
public enum SMILLists {
    /// A `values` list: items separated by ';', each trimmed; a trailing ';' adds no item. Nil for an empty
    /// list or an empty item.
    public static func values(_ text: String) -> [String]? {
        var items = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0.trimmingSMILWhitespace) }
        if items.count > 1, items.last == "" { items.removeLast() }
        guard !items.isEmpty, !items.contains("") else { return nil }
        return items
    }

    /// A `keyTimes` list: numbers in 0…1, each at least the one before. Nil when it is not one.
    public static func keyTimes(_ text: String) -> [Double]? {
        guard let items = values(text) else { return nil }
        var times: [Double] = []
        for item in items {
            guard let time = Double(item), time.isFinite, time >= 0, time <= 1, time >= (times.last ?? 0) else { return nil }
            times.append(time)
        }
        return times
    }

    /// A `keyPoints` list (`<animateMotion>`): fractions of the motion path's length in 0…1, in any order.
    /// Nil when it is not one.
    public static func keyPoints(_ text: String) -> [Double]? {
        guard let items = values(text) else { return nil }
        var points: [Double] = []
        for item in items {
            guard let point = Double(item), point.isFinite, point >= 0, point <= 1 else { return nil }
            points.append(point)
        }
        return points
    }

    /// A `keySplines` list: groups of four numbers in 0…1 (separated by spaces or commas), one group per
    /// ';'. Nil when it is not one.
    public static func keySplines(_ text: String) -> [[Double]]? {
        guard let groups = values(text) else { return nil }
        var splines: [[Double]] = []
        for group in groups {
            let numbers = group.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                .map { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 && $0 <= 1 } ?? false }) else {
                return nil
            }
            splines.append(numbers.compactMap { $0 })
        }
        return splines
    }
}
