import Testing
@testable import MRefreshCore

private let frame = Rect(x: 10, y: 10, width: 100, height: 100)

@Test("aspect fit scales uniformly and centres")
func aspectFit() {
    let t = Fitting.aspectFit(Rect(x: 0, y: 0, width: 200, height: 100), into: frame)
    #expect(t.apply(Point(0, 0)) == Point(10, 35))
    #expect(t.apply(Point(200, 100)) == Point(110, 85))
    #expect(t.a == 0.5 && t.d == 0.5)
}

@Test("y-up sources are flipped: the top of the glyph lands at the top of the frame")
func flip() {
    let t = Fitting.aspectFit(Rect(x: 0, y: 0, width: 100, height: 100), into: frame, flipY: true)
    #expect(t.apply(Point(0, 100)) == Point(10, 10))
    #expect(t.apply(Point(100, 0)) == Point(110, 110))
}

@Test("degenerate bounds: a vertical line and a point")
func degenerate() {
    let vertical = Fitting.aspectFit(Rect(x: 5, y: 0, width: 0, height: 50), into: frame)
    #expect(vertical.a == 2)
    #expect(vertical.apply(Point(5, 0)) == Point(60, 10))
    let point = Fitting.aspectFit(Rect(x: 5, y: 5, width: 0, height: 0), into: frame)
    #expect(point.apply(Point(5, 5)) == frame.center)
}

/// Two layers: a 10×10 square at the origin and a 40×20 rectangle at (30, 0).
private let bounds: [Rect?] = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 30, y: 0, width: 40, height: 20)]

@Test("union fits the layers together, keeping their placement")
func unionMode() {
    let ts = Fitting.transforms(bounds: bounds, into: frame, mode: .union, flipY: [false, false])
    #expect(ts[0] == ts[1])
    // Union is 70×20: scale 100/70.
    #expect(abs(ts[0].a - 100.0 / 70) < 1e-12)
}

@Test("first gives every layer the first layer's transform")
func firstMode() {
    let ts = Fitting.transforms(bounds: bounds, into: frame, mode: .first, flipY: [false, false])
    #expect(ts[0] == ts[1])
    #expect(ts[0].a == 10)
}

@Test("each fits every layer on its own")
func eachMode() {
    let ts = Fitting.transforms(bounds: bounds, into: frame, mode: .each, flipY: [false, false])
    #expect(ts[0].a == 10)
    #expect(ts[1].a == 2.5)
    #expect(ts[1].apply(Point(50, 10)) == frame.center)
}

@Test("viewbox fits the viewBox instead of the geometry")
func viewBoxMode() {
    let viewBox = Rect(x: 0, y: 0, width: 200, height: 200)
    let ts = Fitting.transforms(bounds: bounds, into: frame, mode: .viewbox, viewBox: viewBox, flipY: [false, false])
    #expect(ts[0].a == 0.5)
    #expect(ts[0].apply(Point(0, 0)) == Point(10, 10))
}

private func layer(_ d: String, name: String) throws -> Layer {
    Layer(name: name, path: try PathBuilder.path(from: d).0, source: SourceReference(file: "\(name).path"))
}

/// Fits that would carry geometry beyond the limits are refused before anything is smoothed, measured or
/// drawn, at the layer's source.
@Test("fits beyond the geometry limits are refused at the layer")
func fitsBeyondTheLimits() throws {
    let tiny = try layer("M0 0h1e-300", name: "tiny"), far = try layer("M1e14 0h1", name: "far")
    #expect(throws: InputError.self) {
        try IndicatorLayout(layers: [tiny, far], frame: frame, fit: .first)
    }
    do {
        _ = try IndicatorLayout(layers: [far], frame: frame, fit: .viewbox, viewBox: Rect(x: 0, y: 0, width: 1e-300, height: 1e-300))
        Issue.record("expected an error")
    } catch {
        #expect(error.file == "far.path")
        guard case let .layer(.fittedOutOfRange(layer, fit, scale, _)) = error.cause else {
            Issue.record("\(error)")
            return
        }
        #expect(layer == "far" && fit == .viewbox && GeometryLimits.text(scale) == "1e+302")
        // Core names the setting by what it is; the command line names the flag or key.
        #expect(error.message.hasPrefix("layer 'far' is out of range after fitting (the fit mode viewbox scales it by 1e+302)"))
    }
    // The same layers fit on their own: nothing is refused that can be drawn.
    let each = try IndicatorLayout(layers: [tiny, far], frame: frame, fit: .each)
    #expect(each.layers.allSatisfy { $0.measure.totalLength.isFinite && $0.measure.path.isWithinGeometryLimits })
}

@Test("smoothing that would pass the segment limit is refused before splitting")
func smoothingLimit() throws {
    let big = try layer("M0 0" + String(repeating: "h1", count: 5000), name: "big")
    do {
        _ = try IndicatorLayout(layers: [big], frame: frame, fit: .union, smooth: 12)
        Issue.record("expected an error")
    } catch {
        #expect(error.cause == .layer(.smoothingTooFine(times: 12, segments: 5000, limit: GeometryLimits.maximumSegments)))
        #expect(error.message == "smoothing 12 times would make 20480000 segments from 5000; at most 2097152 are drawn")
        #expect(error.file == "big.path")
    }
    #expect(try IndicatorLayout(layers: [big], frame: frame, fit: .union, smooth: 8).layers[0].measure.path.segmentCount == 5000 << 8)
}
