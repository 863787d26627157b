import Foundation
import Testing
@testable import MRefreshCore

/// Arcs against their analytic lengths: circular arcs of radius r and sweep θ measure r·θ.
struct ArcCase: CustomTestStringConvertible, Sendable {
    let name: String
    let data: String
    let exactLength: Double
    let pieces: Int
    var testDescription: String { name }
}

let arcCases: [ArcCase] = [
    ArcCase(name: "quarter circle", data: "M10 0A10 10 0 0 1 0 10", exactLength: 5 * .pi, pieces: 2),
    ArcCase(name: "half circle, small arc", data: "M0 0A50 50 0 0 1 100 0", exactLength: 50 * .pi, pieces: 4),
    ArcCase(name: "half circle, other sweep", data: "M0 0A50 50 0 0 0 100 0", exactLength: 50 * .pi, pieces: 4),
    ArcCase(name: "three quarters: large arc", data: "M10 0A10 10 0 1 0 0 10", exactLength: 15 * .pi, pieces: 6),
    ArcCase(name: "radii too small are scaled up", data: "M0 0A1 1 0 0 1 100 0", exactLength: 50 * .pi, pieces: 4),
    ArcCase(name: "negative radii are taken absolute", data: "M0 0A-50 -50 0 0 1 100 0", exactLength: 50 * .pi,
            pieces: 4),
    ArcCase(name: "rotation does not change a circle", data: "M0 0A50 50 33 0 1 100 0", exactLength: 50 * .pi,
            pieces: 4),
    ArcCase(name: "relative arc", data: "M100 100a25 25 0 0 1 50 0", exactLength: 25 * .pi, pieces: 4),
    ArcCase(name: "tiny 10 degree arc", data: "M100 0A100 100 0 0 1 \(100 * cos(0.174532925199432957)) \(100 * sin(0.174532925199432957))",
            exactLength: 100 * 0.174532925199432957, pieces: 1),
    ArcCase(name: "zero radius is a straight line", data: "M0 0A0 10 0 0 1 30 40", exactLength: 50, pieces: 1),
]

@Test("arcs match their analytic lengths within 1e-5", arguments: arcCases)
func arcLengths(_ row: ArcCase) throws {
    let (path, counts) = try PathBuilder.path(from: row.data)
    #expect(counts.arc == 1)
    #expect(path.segmentCount == row.pieces)
    let length = path.length()
    #expect(abs(length - row.exactLength) / row.exactLength < 1e-5, "measured \(length), exact \(row.exactLength)")
}

@Test("an elliptical arc's points lie on its ellipse")
func ellipsePoints() throws {
    // Half of an ellipse with rx 40, ry 20, rotated 30°, centred at (100, 100).
    let phi = 30.0 * .pi / 180
    func onEllipse(_ theta: Double) -> Point {
        let x = 40 * cos(theta), y = 20 * sin(theta)
        return Point(100 + cos(phi) * x - sin(phi) * y, 100 + sin(phi) * x + cos(phi) * y)
    }
    let a = onEllipse(0), b = onEllipse(.pi)
    let (path, _) = try PathBuilder.path(from: "M\(a.x) \(a.y)A40 20 30 0 1 \(b.x) \(b.y)")
    for segment in path.subpaths[0].segments {
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let p = segment.point(at: t)
            // Back into the ellipse's frame: (x/rx)² + (y/ry)² should be 1.
            let dx = p.x - 100, dy = p.y - 100
            let u = cos(phi) * dx + sin(phi) * dy, v = -sin(phi) * dx + cos(phi) * dy
            let r = (u / 40) * (u / 40) + (v / 20) * (v / 20)
            #expect(abs(r - 1) < 1e-5)
        }
    }
    #expect(path.subpaths[0].segments.last?.end == b)
}

@Test("sweep flag picks the side: sweep 1 bulges to positive angles")
func sweepSide() throws {
    let (clockwise, _) = try PathBuilder.path(from: "M0 0A50 50 0 0 1 100 0")
    let (counter, _) = try PathBuilder.path(from: "M0 0A50 50 0 0 0 100 0")
    // In SVG's y-down space, sweep 1 from (0,0) to (100,0) passes above (negative y).
    #expect(clockwise.bounds!.minY < -49)
    #expect(counter.bounds!.maxY > 49)
}
