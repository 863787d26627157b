extension Segment {
    /// Whether every control point is within ``GeometryLimits`` (NaN and infinities are not).
    package var isWithinGeometryLimits: Bool {
        switch self {
        case .line(let s):
            GeometryLimits.contains(s.start) && GeometryLimits.contains(s.end)
        case .quadratic(let s):
            GeometryLimits.contains(s.start) && GeometryLimits.contains(s.control) && GeometryLimits.contains(s.end)
        case .cubic(let s):
            GeometryLimits.contains(s.start) && GeometryLimits.contains(s.control1)
                && GeometryLimits.contains(s.control2) && GeometryLimits.contains(s.end)
        }
    }
}

extension Path {
    /// Whether every point of the path (subpath starts and every control point) is within
    /// ``GeometryLimits``: the condition for its bounds, lengths and trims to be finite.
    package var isWithinGeometryLimits: Bool {
        subpaths.allSatisfy { subpath in
            GeometryLimits.contains(subpath.start) && subpath.segments.allSatisfy(\.isWithinGeometryLimits)
        }
    }

    /// The largest coordinate magnitude of any point of the path, for messages (infinity when a
    /// coordinate is NaN or infinite; 0 for an empty path).
    package var largestCoordinate: Double {
        var largest = 0.0
        func take(_ p: Point) {
            let m = max(abs(p.x), abs(p.y))
            largest = m.isNaN ? .infinity : max(largest, m)
        }
        for subpath in subpaths {
            take(subpath.start)
            for segment in subpath.segments {
                switch segment {
                case .line(let s): take(s.start); take(s.end)
                case .quadratic(let s): take(s.start); take(s.control); take(s.end)
                case .cubic(let s): take(s.start); take(s.control1); take(s.control2); take(s.end)
                }
            }
        }
        return largest
    }
}
