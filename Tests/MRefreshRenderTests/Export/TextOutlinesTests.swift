import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

// Text layers in the vector exports: each state's string as its glyphs' outlines (Pango's, as the PNG
// frames fill them), a layer of its own shown only while its state's string is showing.

/// A label that says one string while pulling, another when ready and a third while loading, fading out
/// as loading ends.
private func label() throws -> Indicator {
    let text = TextSpec(strings: [.pulling: "Pull to refresh", .ready: "Release to refresh", .loading: "Loading…"],
                        font: "DejaVu Sans Bold 12", position: Point(100, 20), color: Color(red: 0.2, green: 0.25, blue: 0.3))
    let fade = KeyframeTrack([Keyframe(at: 0, Pose.Partial(opacity: 1)), Keyframe(at: 1, Pose.Partial(opacity: 0))])
    var spec = IndicatorSpec(layers: [LayerSpec(source: .text(text), choreography: Choreography(closing: fade))])
    spec.canvas = Size(width: 200, height: 40)
    spec.machine = RefreshConfiguration(height: 60, startDistance: 0, endOffset: 10, trigger: .release)
    spec.frameCounts = [.pull: 6, .ready: 2, .loading: 4, .closing: 4]
    return try Indicator(spec)
}

private func animation(_ indicator: Indicator, outlines: Bool = true) throws -> VectorAnimation {
    let timeline = VectorTimeline(try indicator.timeline(), fps: indicator.spec.fps)
    let make: ((DisplayList.TextRun) -> Path?)? = outlines ? { TextOutlines.path(of: $0) } : nil
    return VectorAnimation(indicator, timeline: timeline, textOutlines: make)
}

@Test("a text layer's strings are layers of their own, each opaque only in the samples whose state shows it, faded as the frames fade the text")
func stringsShowInTheirStages() throws {
    let indicator = try label()
    let vectors = try animation(indicator)
    #expect(vectors.layers.map { $0.text?.string } == ["Pull to refresh", "Release to refresh", "Loading…"])
    #expect(vectors.uncarriedText.isEmpty)
    let samples = vectors.timeline.segments.flatMap(\.samples)
    for (layer, string) in zip(vectors.layers, ["Pull to refresh", "Release to refresh", "Loading…"]) {
        #expect(layer.fills && !layer.strokes && layer.fillRule == .nonZero)
        for (sample, opacity) in zip(samples, layer.motion.opacity) {
            let list = indicator.displayList(for: sample.frame)
            // What the frame draws: this string, at the layer's opacity.
            let drawn = list.layers.first { layer in
                layer.operations.contains { if case .text(let run) = $0 { run.text == string } else { false } }
            }
            #expect(abs(opacity[0] - (drawn?.opacity ?? 0)) < 1e-9, "\(string) at \(sample.frame.stage) \(sample.frame.index)")
        }
    }
    // Closing fades the loading string out: some sample is half-way.
    #expect(vectors.layers[2].motion.opacity.contains { $0[0] > 0.1 && $0[0] < 0.9 })
}

@Test("the outlines lie where the frame draws the text: their bounds are the inked pixels' (within a pixel)")
func outlinesWhereTheFrameDrawsThem() throws {
    let indicator = try label()
    let vectors = try animation(indicator)
    let bounds = try #require(vectors.layers[0].path.bounds)
    var spec = indicator.spec
    spec.background = nil
    let surface = try FrameRenderer(try Indicator(spec)).render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 0.5,
                                                                              position: 0.5), scale: 1)
    var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
    for y in 0..<surface.height {
        for x in 0..<surface.width where surface.pixel(x: x, y: y) >> 24 > 0 {
            (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
        }
    }
    #expect(abs(bounds.origin.x - Double(minX)) < 1 && abs(bounds.origin.x + bounds.size.width - Double(maxX + 1)) < 1)
    #expect(abs(bounds.origin.y - Double(minY)) < 1 && abs(bounds.origin.y + bounds.size.height - Double(maxY + 1)) < 1)
    // Pango's curves, kept: glyph outlines of a sans face have cubic segments.
    #expect(vectors.layers[0].path.subpaths.contains { $0.segments.contains { if case .cubic = $0 { true } else { false } } })
}

@Test("without outlines (no Pango) the text layer is left out and named for the warning")
func withoutOutlines() throws {
    let vectors = try animation(try label(), outlines: false)
    #expect(vectors.layers.isEmpty && vectors.uncarriedText == [0])
}

/// SVG text filled with a gradient over its box, as the vector exports sample it; `fill` as `--fill` gives it.
private func gradientText(fill: Color?? = nil) throws -> VectorAnimation {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-gradient-text-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
        <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
        <text x="5" y="30" font-family="DejaVu Sans" font-size="20" fill="url(#g)">Label</text></svg>
        """.write(to: file, atomically: true, encoding: .utf8)
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(file.path)))])
    spec.canvas = Size(width: 100, height: 40)
    spec.padding = 0
    spec.fit = .viewbox
    spec.frameCounts = [.pull: 4, .loading: 2, .closing: 2]
    if let fill { spec.overrides.fill = fill }
    let indicator = try Indicator(spec)
    return VectorAnimation(indicator, timeline: VectorTimeline(try indicator.timeline(), fps: indicator.spec.fps),
                           glyphOutlines: TextOutlines.pieces(of:))
}

@Test("SVG text's gradient goes into the vector exports over the text's box (placed on the canvas); --fill replaces it with its colour, as in the frames")
func gradientTextInVectorExports() throws {
    let own = try #require(try gradientText().layers.first)
    let gradient = try #require(own.fillGradient)
    // objectBoundingBox: from the glyphs' left edge to their right edge, on the canvas (x 5 … about 60).
    guard case let .linear(x1, _, x2, _) = gradient.shape else { Issue.record("\(gradient.shape)"); return }
    let start = gradient.transform.apply(Point(x1, 0)), end = gradient.transform.apply(Point(x2, 0))
    #expect(start.x > 5 && start.x < 8 && end.x > 50 && end.x < 70, "\(start) → \(end)")
    let recoloured = try #require(try gradientText(fill: .some(Color(red: 0, green: 0.5, blue: 0, alpha: 1))).layers.first)
    #expect(recoloured.fillGradient == nil)
    // The last sample (the end of closing) shows the fill whole: the --fill colour, not the first stop's.
    let whole = try #require(recoloured.fill.first { $0[3] == 1 })
    #expect(whole == [0, 0.5, 0, 1], "\(whole)")
}
