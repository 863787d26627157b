/// How many segments of each kind a path's data wrote.
///
/// Counted as written: `L`/`H`/`V` and a closing `Z` that draws a line count as lines, `Q`/`T` as
/// quadratics, `C`/`S` as cubics, and every drawn `A` as one arc (whatever it became: several cubics,
/// or a line for a zero radius). Arcs omitted for identical end points are not counted.
package struct SegmentCounts: Hashable, Sendable, Codable {
    package var line = 0
    package var quad = 0
    package var cubic = 0
    package var arc = 0

    /// Creates counts.
    package init(line: Int = 0, quad: Int = 0, cubic: Int = 0, arc: Int = 0) {
        self.line = line
        self.quad = quad
        self.cubic = cubic
        self.arc = arc
    }

    /// The sum of two counts.
    package static func + (a: SegmentCounts, b: SegmentCounts) -> SegmentCounts {
        SegmentCounts(line: a.line + b.line, quad: a.quad + b.quad, cubic: a.cubic + b.cubic, arc: a.arc + b.arc)
    }
}
