import Testing
@testable import MRefreshCore
@testable import MRefreshSyntax
@testable import MRefreshSVG

/// CSS transforms on SVG elements: the functions with their units, the individual `translate`, `rotate` and
/// `scale` properties, and `transform-box`, as Chromium draws them (the animated corpus checks the same
/// against screenshots).
@Suite struct CSSTransformTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        /// The style of a 10×10 square at (10, 10) in a 100×100 viewport.
        var style: String
        /// Where the square's corners (10, 10) and (20, 20) end up.
        var corners: (Point, Point)
        var testDescription: String { rule }
    }

    static let cases: [Case] = [
        Case(rule: "a quarter turn in turns, about the viewport's origin", style: "transform: rotate(0.25turn)",
             corners: (Point(-10, 10), Point(-20, 20))),
        Case(rule: "radians and grads", style: "transform: rotate(3.14159265358979rad) rotate(200grad)",
             corners: (Point(10, 10), Point(20, 20))),
        Case(rule: "translateX then scaleY: the last function touches the points first", style: "transform: translateX(5px) scaleY(2)",
             corners: (Point(15, 20), Point(25, 40))),
        Case(rule: "fill-box: percentages and keywords are of the element's bounds", style: "transform-box: fill-box; transform-origin: center; transform: rotate(90deg)",
             corners: (Point(20, 10), Point(10, 20))),
        Case(rule: "fill-box without an origin turns about the box's top left", style: "transform-box: fill-box; transform: scale(2)",
             corners: (Point(10, 10), Point(30, 30))),
        Case(rule: "a translate percentage is of the fill box", style: "transform-box: fill-box; transform: translate(100%, -50%)",
             corners: (Point(20, 5), Point(30, 15))),
        Case(rule: "view-box percentages are of the viewport", style: "transform: translate(10%)",
             corners: (Point(20, 10), Point(30, 20))),
        Case(rule: "stroke-box grows the box by half the stroke", style: "stroke: black; stroke-width: 4; transform-box: stroke-box; transform-origin: 0 0; transform: scale(2)",
             corners: (Point(12, 12), Point(32, 32))),
        Case(rule: "the properties: translate, then rotate, then scale, then transform, innermost last", style: "translate: 5px 0; rotate: 90deg; scale: 2; transform: translate(1px, 0)",
             corners: (Point(-15, 22), Point(-35, 42))),
        Case(rule: "rotate about z", style: "rotate: z 180deg", corners: (Point(-10, -10), Point(-20, -20))),
        Case(rule: "scale as a percentage, two axes", style: "scale: 50% 200%", corners: (Point(5, 20), Point(10, 40))),
        Case(rule: "skew with two angles", style: "transform: skew(45deg, 0deg)", corners: (Point(20, 10), Point(40, 20))),
        Case(rule: "an invalid transform is ignored, as CSS ignores it", style: "transform: rotate(90deg) wobble(1)",
             corners: (Point(10, 10), Point(20, 20))),
        Case(rule: "a rotation out of the plane is no 2D rotation: ignored", style: "rotate: x 90deg",
             corners: (Point(10, 10), Point(20, 20))),
    ]

    @Test("where a square's corners go", arguments: cases)
    func corners(_ row: Case) throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><style>rect { \#(row.style) }</style><rect x="10" y="10" width="10" height="10"/></svg>"#
        let input = try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: true)
        let drawn = try Self.corners(#require(input.layers.first?.path))
        for (corner, expected) in [(drawn.0, row.corners.0), (drawn.1, row.corners.1)] {
            #expect(abs(corner.x - expected.x) < 1e-9 && abs(corner.y - expected.y) < 1e-9, "\(corner), not \(expected)")
        }
    }

    @Test("a group's fill box is its children's, each in its own transform")
    func groupBox() throws {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g style="transform-box: fill-box; transform-origin: center; transform: rotate(180deg)"><rect x="10" y="10" width="10" height="10"/><rect x="0" y="0" width="10" height="10" transform="translate(30 10)"/></g></svg>"#
        let input = try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: true)
        // The box spans 10…40 × 10…20: centre (25, 15); the first square's corner (10, 10) goes to (40, 20).
        let point = try Self.corners(#require(input.layers.first?.path)).0
        #expect(abs(point.x - 40) < 1e-9 && abs(point.y - 20) < 1e-9, "\(point)")
    }

    /// Where a rect's path puts its corners (x, y) and (x + width, y + height): its start and its second
    /// segment's end.
    static func corners(_ path: Path) throws -> (Point, Point) {
        let subpath = try #require(path.subpaths.first)
        try #require(subpath.segments.count >= 2)
        return (subpath.start, subpath.segments[1].end)
    }

    @Test("angles in every unit", arguments: [("90deg", 90.0), ("0.25turn", 90), ("100grad", 90), ("0", 0), ("-1.5rad", -1.5 * 180 / .pi)])
    func angles(_ text: String, _ degrees: Double) throws {
        let radians = try #require(CSSTransform.angle(text, unitless: false))
        #expect(abs(radians * 180 / .pi - degrees) < 1e-9)
    }
}
