import Testing
@testable import MRefreshCore
@testable import MRefreshSyntax
@testable import MRefreshSVG

/// `transform-origin` in a 200×100 viewport at (10, 20), font size 10.
@Suite struct SVGTransformOriginTests {
    static let viewport = Rect(x: 10, y: 20, width: 200, height: 100)

    @Test("keywords, percentages and lengths, in either keyword order", arguments: [
        ("center", Point(110, 70)), ("left", Point(10, 70)), ("top", Point(110, 20)), ("right bottom", Point(210, 120)),
        ("bottom right", Point(210, 120)), ("top left", Point(10, 20)), ("25% top", Point(60, 20)),
        ("30px 4em", Point(40, 60)), ("center center", Point(110, 70)), ("left 10%", Point(10, 30)),
        ("1 2 0", Point(11, 22)), ("center top", Point(110, 20)),
    ])
    func origins(_ text: String, _ expected: Point) throws {
        let point = try #require(SVGTransformOrigin.point(text, viewport: Self.viewport, lengths: SVGLength.Context(fontSize: 10)))
        #expect(abs(point.x - expected.x) < 1e-12 && abs(point.y - expected.y) < 1e-12, "\(text): \(point)")
    }

    @Test("not origins", arguments: ["", "middle", "left left", "top bottom", "top 20px", "1 2 3 4", "1 2 top", "5 px"])
    func notOrigins(_ text: String) {
        #expect(SVGTransformOrigin.point(text, viewport: Self.viewport, lengths: SVGLength.Context()) == nil)
    }
}
