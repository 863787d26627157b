import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

/// A text-only indicator: the SSPullToRefresh status label, in the default font (fonts-dejavu-core).
private func label(_ strings: [RefreshState: String], alignment: TextSpec.Alignment = .center) throws -> Indicator {
    let text = TextSpec(strings: strings, font: "DejaVu Sans Bold 12", position: Point(100, 20), alignment: alignment,
                        color: Color(red: 0.2, green: 0.25, blue: 0.3))
    var spec = IndicatorSpec(layers: [LayerSpec(source: .text(text))])
    spec.canvas = Size(width: 200, height: 40)
    spec.background = .white
    return try Indicator(spec)
}

private func inked(_ surface: ImageSurface) -> (minX: Int, maxX: Int, count: Int) {
    var minX = Int.max, maxX = Int.min, count = 0
    let pixels = surface.pixels
    for y in 0..<surface.height {
        for x in 0..<surface.width where pixels[y * surface.width + x] & 0xFF_FFFF != 0xFF_FFFF {
            minX = min(minX, x)
            maxX = max(maxX, x)
            count += 1
        }
    }
    return (minX, maxX, count)
}

@Test("a text layer is shaped and drawn with Pango: the golden image of the ready label")
func textGolden() throws {
    let indicator = try label([.pulling: "Pull to refresh", .ready: "Release to refresh"])
    let frame = FrameSpec(stage: .ready, index: 0, state: .ready, progress: 1, position: 1)
    let surface = try FrameRenderer(indicator).render(frame, scale: 2)
    try compareWithGolden(surface, name: "text-ready-label@2x")
}

@Test("each state shows its own string, and a state without one shows none")
func stringPerState() throws {
    let indicator = try label([.pulling: "Pull to refresh", .ready: "Release to refresh"])
    let renderer = FrameRenderer(indicator)
    let pulling = inked(try renderer.render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 0.5, position: 0.5), scale: 1))
    let ready = inked(try renderer.render(FrameSpec(stage: .ready, index: 0, state: .ready, progress: 1, position: 1), scale: 1))
    let loading = inked(try renderer.render(FrameSpec(stage: .loading, index: 0, state: .loading, progress: 1, position: 0), scale: 1))
    #expect(pulling.count > 0 && ready.count > pulling.count)  // "Release to refresh" is longer.
    #expect(loading.count == 0)
}

@Test("alignment places the start, centre or end of the line at the position", arguments: TextSpec.Alignment.allCases)
func alignment(_ alignment: TextSpec.Alignment) throws {
    let indicator = try label([.pulling: "Loading"], alignment: alignment)
    let ink = inked(try FrameRenderer(indicator).render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 1, position: 1),
                                                       scale: 1))
    switch alignment {
    case .start: #expect(ink.minX >= 100 && ink.minX <= 102)
    case .center: #expect(abs((ink.minX + ink.maxX) / 2 - 100) <= 2)
    case .end: #expect(ink.maxX <= 100 && ink.maxX >= 97)
    }
}
