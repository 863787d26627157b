extension Path {
    /// The path as SVG path data, absolute commands only: `M`, `L`, `Q`, `C` and `Z` for closed subpaths.
    ///
    /// Numbers are written in their shortest round-trip form, so parsing the text gives back exactly
    /// this path (a closing line before `Z` is written out, so the segments survive unchanged).
    package var svgPathData: String {
        var parts: [String] = []
        for subpath in subpaths {
            parts.append("M\(Self.number(subpath.start.x)) \(Self.number(subpath.start.y))")
            for segment in subpath.segments {
                switch segment {
                case .line(let l):
                    parts.append("L\(Self.pair(l.end))")
                case .quadratic(let q):
                    parts.append("Q\(Self.pair(q.control)) \(Self.pair(q.end))")
                case .cubic(let c):
                    parts.append("C\(Self.pair(c.control1)) \(Self.pair(c.control2)) \(Self.pair(c.end))")
                }
            }
            if subpath.isClosed { parts.append("Z") }
        }
        return parts.joined(separator: " ")
    }

    private static func pair(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }

    private static func number(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
