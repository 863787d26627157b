import Testing
@testable import MRefreshCore

private func p(_ x: Double, _ y: Double) -> Point { Point(x, y) }
private func line(_ a: Point, _ b: Point) -> Segment { .line(Line(a, b)) }
private func cubic(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Segment { .cubic(CubicBezier(a, b, c, d)) }
private func quad(_ a: Point, _ b: Point, _ c: Point) -> Segment { .quadratic(QuadraticBezier(a, b, c)) }

/// One row per rule of making commands absolute: the text and the subpaths it must build.
struct BuilderCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let text: String
    let subpaths: [Subpath]
    var testDescription: String { rule }
}

let builderCases: [BuilderCase] = [
    BuilderCase(rule: "relative lines accumulate", text: "m1 1l1 0 0 1",
                subpaths: [Subpath(start: p(1, 1), segments: [line(p(1, 1), p(2, 1)), line(p(2, 1), p(2, 2))])]),
    BuilderCase(rule: "a relative m after a subpath is relative to the current point", text: "M1 1L2 2m1 1l1 0",
                subpaths: [Subpath(start: p(1, 1), segments: [line(p(1, 1), p(2, 2))]),
                           Subpath(start: p(3, 3), segments: [line(p(3, 3), p(4, 3))])]),
    BuilderCase(rule: "H and V keep the other coordinate", text: "M1 2H5V7h-1v-1",
                subpaths: [Subpath(start: p(1, 2), segments: [line(p(1, 2), p(5, 2)), line(p(5, 2), p(5, 7)),
                                                              line(p(5, 7), p(4, 7)), line(p(4, 7), p(4, 6))])]),
    BuilderCase(rule: "S reflects the previous C control point", text: "M0 0C1 1 2 1 3 0S5 -1 6 0",
                subpaths: [Subpath(start: p(0, 0), segments: [cubic(p(0, 0), p(1, 1), p(2, 1), p(3, 0)),
                                                              cubic(p(3, 0), p(4, -1), p(5, -1), p(6, 0))])]),
    BuilderCase(rule: "S after S reflects again", text: "M0 0S1 1 2 0S3 -1 4 0",
                subpaths: [Subpath(start: p(0, 0), segments: [cubic(p(0, 0), p(0, 0), p(1, 1), p(2, 0)),
                                                              cubic(p(2, 0), p(3, -1), p(3, -1), p(4, 0))])]),
    BuilderCase(rule: "S after a non-cubic uses the current point", text: "M0 0L1 0S2 1 3 0",
                subpaths: [Subpath(start: p(0, 0), segments: [line(p(0, 0), p(1, 0)),
                                                              cubic(p(1, 0), p(1, 0), p(2, 1), p(3, 0))])]),
    BuilderCase(rule: "S after Q uses the current point", text: "M0 0Q1 1 2 0S3 1 4 0",
                subpaths: [Subpath(start: p(0, 0), segments: [quad(p(0, 0), p(1, 1), p(2, 0)),
                                                              cubic(p(2, 0), p(2, 0), p(3, 1), p(4, 0))])]),
    BuilderCase(rule: "T reflects the previous Q control point", text: "M0 0Q1 1 2 0T4 0",
                subpaths: [Subpath(start: p(0, 0), segments: [quad(p(0, 0), p(1, 1), p(2, 0)),
                                                              quad(p(2, 0), p(3, -1), p(4, 0))])]),
    BuilderCase(rule: "T after T reflects the reflected control point", text: "M0 0Q1 1 2 0T4 0T6 0",
                subpaths: [Subpath(start: p(0, 0), segments: [quad(p(0, 0), p(1, 1), p(2, 0)),
                                                              quad(p(2, 0), p(3, -1), p(4, 0)),
                                                              quad(p(4, 0), p(5, 1), p(6, 0))])]),
    BuilderCase(rule: "T after a non-quadratic uses the current point", text: "M0 0C1 1 2 1 3 0T5 0",
                subpaths: [Subpath(start: p(0, 0), segments: [cubic(p(0, 0), p(1, 1), p(2, 1), p(3, 0)),
                                                              quad(p(3, 0), p(3, 0), p(5, 0))])]),
    BuilderCase(rule: "relative s and t resolve against the current point", text: "M1 1c1 1 2 1 3 0s2 -1 3 0",
                subpaths: [Subpath(start: p(1, 1), segments: [cubic(p(1, 1), p(2, 2), p(3, 2), p(4, 1)),
                                                              cubic(p(4, 1), p(5, 0), p(6, 0), p(7, 1))])]),
    BuilderCase(rule: "Z draws a closing line", text: "M0 0L4 0L4 4Z",
                subpaths: [Subpath(start: p(0, 0), segments: [line(p(0, 0), p(4, 0)), line(p(4, 0), p(4, 4)),
                                                              line(p(4, 4), p(0, 0))], isClosed: true)]),
    BuilderCase(rule: "Z at the start point adds no segment", text: "M0 0L4 0L0 0Z",
                subpaths: [Subpath(start: p(0, 0), segments: [line(p(0, 0), p(4, 0)), line(p(4, 0), p(0, 0))],
                                   isClosed: true)]),
    BuilderCase(rule: "after Z the current point is the subpath start", text: "M1 1L4 1Zl0 3",
                subpaths: [Subpath(start: p(1, 1), segments: [line(p(1, 1), p(4, 1)), line(p(4, 1), p(1, 1))],
                                   isClosed: true),
                           Subpath(start: p(1, 1), segments: [line(p(1, 1), p(1, 4))])]),
    BuilderCase(rule: "m after Z is relative to the subpath start", text: "M1 1L4 1zm1 1h1",
                subpaths: [Subpath(start: p(1, 1), segments: [line(p(1, 1), p(4, 1)), line(p(4, 1), p(1, 1))],
                                   isClosed: true),
                           Subpath(start: p(2, 2), segments: [line(p(2, 2), p(3, 2))])]),
    BuilderCase(rule: "an arc with identical end points is omitted", text: "M1 1A5 5 0 0 1 1 1",
                subpaths: [Subpath(start: p(1, 1))]),
    BuilderCase(rule: "an arc with a zero radius is a line", text: "M0 0A0 5 0 0 1 3 4",
                subpaths: [Subpath(start: p(0, 0), segments: [line(p(0, 0), p(3, 4))])]),
]

@Test("making commands absolute", arguments: builderCases)
func builder(_ row: BuilderCase) throws {
    let (path, _) = try PathBuilder.path(from: row.text)
    #expect(path.subpaths == row.subpaths)
}

@Test("segments are counted as written")
func counts() throws {
    let (_, counts) = try PathBuilder.path(from: "M0 0L1 0H2V1Q3 3 4 1T5 1C6 6 7 7 8 1S9 9 10 1A3 3 0 0 1 16 1A0 0 0 0 1 17 1A1 1 0 0 1 17 1Z")
    #expect(counts == SegmentCounts(line: 4, quad: 2, cubic: 2, arc: 2))
}

@Test("SVG path data written from a path parses back to the same path", arguments: [
    "M0 0L10 0Q15 5 10 10C5 15 0 10 0 0Z", "M1.5 2.25 3 4M5 5h1v1z", "M0 0A10 20 30 1 0 40 50",
    "M-0.1 1e-7L123456.789 -3", "m1 1 2 2zm3 3t1 1",
])
func svgPathDataRoundTrip(_ text: String) throws {
    let (path, _) = try PathBuilder.path(from: text)
    let (again, _) = try PathBuilder.path(from: path.svgPathData)
    #expect(again == path)
}
