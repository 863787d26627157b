import PropertyBased
import Testing
@testable import MRefreshCore

@Test("smoothing multiplies segments by 2^n", arguments: [0, 1, 2, 3, 5])
func smoothingCounts(_ n: Int) throws {
    let (path, _) = try PathBuilder.path(from: "M0 0L10 0Q15 5 10 10C5 15 0 10 0 0ZM20 20L30 30")
    let smoothed = path.smoothed(times: n)
    #expect(smoothed.segmentCount == path.segmentCount << n)
    #expect(smoothed.nodeCount == path.nodeCount(smoothedTimes: n))
    // Two subpaths: 1 + 3·2ⁿ and 1 + 1·2ⁿ nodes (Z at the start point adds no segment).
    #expect(smoothed.nodeCount == 2 + 4 << n)
}

@Test("smoothing leaves the curve unchanged (sampled points within 1e-9)")
func smoothingKeepsGeometry() async {
    let coordinate = Gen.double(in: -500...500)
    let point = zip(coordinate, coordinate).map { Point($0, $1) }
    await propertyCheck(count: 200, input: point, point, point, point, Gen.int(in: 1...6)) { a, b, c, d, n in
        let original = CubicBezier(a, b, c, d)
        let path = Path(subpaths: [Subpath(start: a, segments: [.cubic(original)])])
        let pieces = path.smoothed(times: n).subpaths[0].segments
        #expect(pieces.count == 1 << n)
        for (k, piece) in pieces.enumerated() {
            for u in [0.0, 0.3, 0.5, 0.9, 1.0] {
                let t = (Double(k) + u) / Double(pieces.count)
                #expect(piece.point(at: u).distance(to: original.point(at: t)) <= 1e-9)
            }
        }
        // Smoothing also keeps length and bounds. Each measurement may be off by its accuracy, 1e-9 of
        // its length (more where a cusp exhausts the integration's interval budget), and the pieces' errors
        // add up: 1e-7 of the length, still a ten-millionth, leaves room for both.
        #expect(abs(path.smoothed(times: n).length() - path.length()) <= 1e-7 * max(path.length(), 1))
    }
}
