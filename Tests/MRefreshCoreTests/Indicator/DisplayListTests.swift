import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

/// An indicator of path data (no files, no Cairo): a 100-unit line fitted into the default frame.
private func indicator(_ data: String = "M0 0H100", configure: (inout IndicatorSpec) -> Void = { _ in }) throws -> Indicator {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData(data, name: "line"))])
    configure(&spec)
    return try Indicator(spec, read: { input throws(InputError) in throw InputError(file: input.path, .file(.cannotOpen(errno: ENOENT))) })
}

private func frame(_ stage: Stage, progress: Double = 1, position: Double, state: RefreshState = .pulling) -> FrameSpec {
    FrameSpec(stage: stage, index: 0, state: state, progress: progress, position: position)
}

private func strokes(_ list: DisplayList) -> [(Path, DisplayList.Paint, DisplayList.Stroke)] {
    list.layers.flatMap(\.operations).compactMap {
        if case let .stroke(path, paint, stroke) = $0 { return (path, paint, stroke) }
        return nil
    }
}

@Test("a pull frame strokes the layer trimmed to its progress, in the spec's style")
func pullFrameTrims() throws {
    let line = try indicator()
    #expect(line.displayList(for: frame(.pull, progress: 0, position: 0)).layers.isEmpty)
    let half = strokes(line.displayList(for: frame(.pull, progress: 0.5, position: 0.5)))
    #expect(half.count == 1)
    let fitted = line.layout.layers[0].measure.totalLength
    #expect(abs(half[0].0.length() - fitted / 2) < 1e-9)
    #expect(half[0].1 == .color(line.spec.style.stroke!) && half[0].2.width == 3 && half[0].2.cap == .round)
}

@Test("a filled-only layer is traced by a pen in its fill colour, and the fill fades in over the last fifth")
func filledOnlyLayer() throws {
    let square = try indicator("M0 0H10V10H0Z") { $0.overrides = StyleOverrides(stroke: .some(nil), fill: .some(.black)) }
    let early = square.displayList(for: frame(.pull, progress: 0.5, position: 0.5))
    #expect(early.layers.count == 1 && early.layers[0].operations.count == 1)
    guard case let .stroke(_, .color(pen), penStroke) = early.layers[0].operations[0] else { Issue.record("no pen"); return }
    #expect(pen == .black && penStroke.width == 3)  // The spec's line width.
    let late = square.displayList(for: frame(.pull, progress: 0.9, position: 0.9))
    guard case let .fill(_, .color(fill), _) = late.layers[0].operations[0],
          case let .stroke(_, .color(fading), _) = late.layers[0].operations[1] else { Issue.record("no fill and pen"); return }
    #expect(abs(fill.alpha - 0.5) < 1e-9 && abs(fading.alpha - 0.5) < 1e-9)
    let done = square.displayList(for: frame(.pull, progress: 1, position: 1))
    #expect(done.layers[0].operations.count == 1)  // The fill alone: the icon as designed.
}

@Test("the whole indicator moves by the spec's keyframes: a loading rotate turns about the frame's centre")
func loadingRotate() throws {
    let line = try indicator { $0.choreography.loading = ProcessingAnimation.rotate.track }
    let list = line.displayList(for: frame(.loading, position: 0.1, state: .loading))
    let centre = line.layout.frame.center
    let moved = list.transform.apply(Point(centre.x + 10, centre.y))
    #expect(abs(moved.x - centre.x) < 1e-9 && abs(moved.y - (centre.y + 10)) < 1e-9)  // A quarter turn, clockwise on screen.
    #expect(list.opacity == 1 && strokes(list).count == 1)
}

@Test("blink dims the whole indicator; shrink-fade collapses it; after the end animation nothing is drawn")
func presetsInDisplayLists() throws {
    let line = try indicator()
    #expect(abs(line.displayList(for: frame(.loading, position: 0.4, state: .loading)).opacity - 0.3) < 1e-9)
    #expect(line.displayList(for: frame(.closing, position: 1, state: .closing)).layers.isEmpty)
    #expect(line.displayList(for: frame(.closing, position: 1.5, state: .closing)).layers.isEmpty)
    let half = line.displayList(for: frame(.closing, position: 0.5, state: .closing))
    #expect(abs(half.transform.a - 0.5) < 1e-12 && half.opacity == 1)
}

@Test("a layer's keyframes: translate and colour in its own group, about its own centre")
func layerKeyframes() throws {
    let moving = try indicator { spec in
        spec.layers[0].choreography = Choreography(pull: KeyframeTrack([
            Keyframe(at: 0, Pose.Partial(translate: Vector(-40, 0), stroke: Color(red: 1, green: 0, blue: 0))), Keyframe(at: 1),
        ]))
    }
    let start = moving.displayList(for: frame(.pull, progress: 0.5, position: 0))
    #expect(start.layers[0].transform == .translation(-40, 0))
    #expect(strokes(start)[0].1 == .color(Color(red: 1, green: 0, blue: 0)))
    let end = moving.displayList(for: frame(.pull, progress: 1, position: 1))
    #expect(end.layers[0].transform == .identity)
    #expect(strokes(end)[0].1 == .color(moving.spec.style.stroke!))
}

@Test("exhausted frames hide vector layers unless they have exhausted keyframes")
func exhaustedFrames() throws {
    let hidden = try indicator()
    #expect(hidden.displayList(for: frame(.exhausted, progress: 0, position: 0, state: .exhausted)).layers.isEmpty)
    let shown = try indicator { spec in
        spec.layers[0].choreography.exhausted = KeyframeTrack([Keyframe(at: 0, Pose.Partial(opacity: 0.5))])
        spec.layers[0].draw.whole = true
    }
    let list = shown.displayList(for: frame(.exhausted, progress: 0, position: 0, state: .exhausted))
    #expect(list.layers.count == 1 && list.layers[0].opacity == 0.5)
}

@Test("merge shares the pull by length as drawn, after fitting")
func mergeAfterFitting() throws {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0H30", name: "a")),
                                      LayerSpec(source: .pathData("M0 0H10", name: "b"))])
    spec.merge = true
    spec.fit = .each  // Each layer fills the frame: equal lengths as drawn, whatever their source lengths.
    let merged = try Indicator(spec)
    #expect(merged.layout.layers.map(\.startTime) == [0, 0.5])
    #expect(merged.layout.layers.map(\.endTime) == [0.5, 1])
}

@Test("the loading period is the loading tracks' common period", arguments: [
    ([0.8], 0.8), ([1.2, 1.8], 3.6), ([0.4, 0.4], 0.4), ([], IndicatorSpec.defaultLoadingPeriod), ([0.7, 59.9], 59.9),
])
func loadingPeriod(_ periods: [Double], expected: Double) {
    var spec = IndicatorSpec(layers: periods.map { period in
        LayerSpec(source: .pathData("M0 0H1", name: "x"),
                  choreography: Choreography(loading: KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: 0))], end: period,
                                                                    loops: true)))
    })
    spec.choreography.loading = nil
    #expect(abs(spec.resolvedLoadingPeriod - expected) < 1e-12)
}

@Test("spec problems are errors that wrap their cause", arguments: [
    (IndicatorSpec(), IndicatorError.noLayers),
])
func specProblems(_ spec: IndicatorSpec, expected: IndicatorError) {
    #expect(throws: expected) { try Indicator(spec) }
}

@Test("an unreadable input is the input's own error, wrapped")
func wrappedInputError() throws {
    let spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec("/nonexistent/icon.svg")))])
    #expect(throws: IndicatorError.input(InputError(file: "/nonexistent/icon.svg", .file(.cannotOpen(errno: ENOENT))))) {
        try Indicator(spec)
    }
}
