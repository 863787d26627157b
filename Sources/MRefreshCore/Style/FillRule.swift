/// Which points a closed path encloses (SVG `fill-rule`).
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside when the path winds around the point a non-zero number of times (SVG's default).
    case nonZero
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd
}
