import Testing
@testable import MRefreshCore

/// The affine map from one path to another (how a layer of an animated SVG moved between two times), and
/// the pose it makes with the layer's keyframed pose.
struct PathAffineMappingTests {
    static func path(_ points: [Point], closed: Bool = true) -> Path {
        Path(subpaths: [Subpath(start: points[0], segments: zip(points, points.dropFirst()).map { .line(Line($0, $1)) }, isClosed: closed)])
    }

    static let square = path([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10), Point(0, 0)])

    @Test("maps that exist are found", arguments: [
        AffineTransform.identity, .translation(3, -4), .rotation(.pi / 6), .scale(2, 0.5),
        AffineTransform.rotation(1).then(.scale(3, 3)).then(.translation(5, 7)), .skewX(0.4),
    ])
    func found(_ map: AffineTransform) throws {
        let moved = Self.square.transformed(by: map)
        let found = try #require(Self.square.affineMapping(onto: moved))
        for p in [Point(0, 0), Point(10, 0), Point(3, 7)] {
            let (a, b) = (found.apply(p), map.apply(p))
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }

    @Test("a shape that changes has none: a corner moved alone, another segment kind, a segment more")
    func none() {
        #expect(Self.square.affineMapping(onto: Self.path([Point(0, 0), Point(10, 0), Point(12, 10), Point(0, 10), Point(0, 0)])) == nil)
        #expect(Self.square.affineMapping(onto: Self.path([Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)])) == nil)
        var curved = Self.square
        curved.subpaths[0].segments[0] = .cubic(CubicBezier(Point(0, 0), Point(3, 0), Point(7, 0), Point(10, 0)))
        #expect(Self.square.affineMapping(onto: curved) == nil)
    }

    @Test("a line turned and stretched maps by a similarity")
    func line() throws {
        let line = Self.path([Point(0, 0), Point(10, 0)], closed: false)
        let map = try #require(line.affineMapping(onto: Self.path([Point(5, 5), Point(5, 25)], closed: false)))
        #expect(abs(map.apply(Point(10, 0)).x - 5) < 1e-9 && abs(map.apply(Point(10, 0)).y - 25) < 1e-9)
        // A similarity: a point off the line goes where a turn and uniform scale put it.
        #expect(abs(map.apply(Point(0, 1)).x - 3) < 1e-9)
    }

    @Test("a pose after a map: turns, scales and moves about the origin; a skew is none; the turn nearest the reference")
    func pose() throws {
        let origin = Point(5, 5)
        let keyed = Pose(translate: Vector(1, 0), rotation: 0, scale: Vector(1, 1))
        let map = AffineTransform.translation(-5, -5).then(.rotation(.pi / 2)).then(.scale(2, 2)).then(.translation(5, 5))
        let pose = try #require(keyed.composed(after: map, about: origin, reference: 2 * .pi))
        #expect(abs(pose.rotation - (2 * .pi + .pi / 2)) < 1e-9 && abs(pose.scale.x - 2) < 1e-9 && abs(pose.scale.y - 2) < 1e-9)
        let expected = map.then(keyed.transform(about: origin)).apply(Point(9, 2))
        let got = pose.transform(about: origin).apply(Point(9, 2))
        #expect(abs(expected.x - got.x) < 1e-4 && abs(expected.y - got.y) < 1e-4)
        #expect(keyed.composed(after: .skewX(0.3), about: origin, reference: 0) == nil)
    }
}
