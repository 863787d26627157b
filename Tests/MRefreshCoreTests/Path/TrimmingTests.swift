import Testing
@testable import MRefreshCore

/// Two squares of side 10 (length 40 each), then a line of length 20: 100 units in all.
private func sample() throws -> Path {
    try PathBuilder.path(from: "M0 0H10V10H0ZM20 0h10v10h-10zM0 20H20").0
}

@Test("length trim draws exactly that share of the total length", arguments: [0.05, 0.25, 0.4, 0.5, 0.73, 0.999])
func lengthTrim(_ progress: Double) throws {
    let measure = PathMeasure(try sample())
    let drawn = measure.trimmed(to: progress, mode: .length)
    #expect(abs(drawn.length() - progress * 100) < 1e-9 * 100)
}

@Test("length trim of a curve cuts at the exact parameter", arguments: [0.1, 0.5, 0.9])
func lengthTrimCurve(_ progress: Double) throws {
    let (path, _) = try PathBuilder.path(from: "M0 0C0 100 100 100 100 0S200 -100 200 0A50 50 0 0 1 300 0")
    let measure = PathMeasure(path)
    let drawn = measure.trimmed(to: progress, mode: .length)
    #expect(abs(drawn.length() - progress * measure.totalLength) <= 1e-9 * measure.totalLength)
}

@Test("a half-drawn closed subpath is open; a fully drawn one stays closed")
func closedness() throws {
    let measure = PathMeasure(try sample())
    let half = measure.trimmed(to: 0.3, mode: .length)
    #expect(half.subpaths.count == 1 && !half.subpaths[0].isClosed)
    let past = measure.trimmed(to: 0.5, mode: .length)
    #expect(past.subpaths.count == 2 && past.subpaths[0].isClosed && !past.subpaths[1].isClosed)
    #expect(measure.trimmed(to: 1, mode: .length) == measure.path)
    #expect(measure.trimmed(to: 0, mode: .length).isEmpty)
}

@Test("parallel trim draws the same fraction of every subpath", arguments: [0.25, 0.5, 0.8])
func parallelTrim(_ progress: Double) throws {
    let measure = PathMeasure(try sample())
    let drawn = PathMeasure(measure.trimmed(to: progress, mode: .parallel))
    #expect(drawn.subpathLengths.count == 3)
    for (drawnLength, fullLength) in zip(drawn.subpathLengths, measure.subpathLengths) {
        #expect(abs(drawnLength - progress * fullLength) < 1e-9 * fullLength)
    }
}

/// Points trim: ⌊count × progress⌋ nodes; the sample has 5 + 5 + 2 = 12 nodes.
@Test("points trim takes the first nodes", arguments: [
    (0.0, 0), (0.1, 0), (0.2, 1), (0.34, 3), (0.5, 4), (0.75, 7), (0.9, 8),
])
func pointsTrim(_ progress: Double, expectedSegments: Int) throws {
    let measure = PathMeasure(try sample())
    let drawn = measure.trimmed(to: progress, mode: .points)
    #expect(drawn.segmentCount == expectedSegments)
}

@Test("points trim of a smoothed path advances in finer steps")
func pointsTrimSmoothed() throws {
    let path = try sample().smoothed(times: 3)
    #expect(path.nodeCount == 3 + 9 * 8)
    let drawn = PathMeasure(path).trimmed(to: 0.5, mode: .points)
    // ⌊75 × 0.5⌋ = 37 nodes: the first square's 33, then 4 of the second (3 segments).
    #expect(drawn.segmentCount == 32 + 3)
}

@Test("point and tangent at a length")
func pointAtLength() throws {
    let measure = PathMeasure(try sample())
    #expect(measure.point(atLength: 15) == Point(10, 5))
    #expect(measure.tangent(atLength: 15) == Vector(0, 1))
    #expect(measure.point(atLength: 90) == Point(10, 20))
    #expect(measure.point(atLength: 1000) == Point(20, 20))
}

/// (mode, progress) pairs: every trim mode, nothing to everything, cuts inside and between subpaths.
private let fractionCases: [(TrimMode, Double)] = [TrimMode.length, .parallel, .points].flatMap { mode in
    [0, 0.05, 0.25, 0.4, 0.5, 0.62, 0.8, 0.999, 1].map { (mode, $0) }
}

@Test("drawnFractions: each subpath's share times its length is what trimmed(to:mode:) draws of it, in every mode",
      arguments: fractionCases.indices)
func drawnFractionsMatchTheTrim(_ index: Int) throws {
    let (mode, progress) = fractionCases[index]
    let measure = PathMeasure(try sample())
    let fractions = measure.drawnFractions(at: progress, mode: mode)
    #expect(fractions.count == 3 && fractions.allSatisfy { (0...1).contains($0) })
    // The trim leaves out subpaths it does not reach; those it draws come in order.
    let drawn = measure.trimmed(to: progress, mode: mode).subpaths.map { Path(subpaths: [$0]).length() }
    let expected = zip(fractions, measure.subpathLengths).map { $0 * $1 }.filter { $0 > 0 }
    #expect(drawn.count == expected.count, "\(mode) at \(progress)")
    for (a, b) in zip(drawn, expected) { #expect(abs(a - b) < 1e-9, "\(mode) at \(progress): \(drawn) vs \(expected)") }
}
