import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

private func indicator(_ configure: (inout IndicatorSpec) -> Void = { _ in }) throws -> Indicator {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0H10V10H0ZM20 0h10v10h-10z", name: "squares"))])
    configure(&spec)
    return try Indicator(spec)
}

@Test("VectorTimeline: the pull one axis frame per PNG frame, timed stages at every frame of their seconds, each starting a whole frame after the last ends")
func vectorTimelineLayout() throws {
    let indicator = try indicator { spec in
        spec.fps = 30
        spec.frameCounts = [.pull: 5, .loading: 4, .closing: 3]
        spec.use(ProcessingAnimation.rotate)
    }
    let walk = try indicator.timeline(), frames = walk.frames
    let timeline = VectorTimeline(walk, fps: indicator.spec.fps)
    #expect(timeline.segments.map(\.stage) == [.pull, .loading, .closing])
    let pull = timeline.segments[0], loading = timeline.segments[1], closing = timeline.segments[2]
    #expect(pull.start == 0 && pull.duration == 4 && pull.samples.map(\.frame) == frames.filter { $0.stage == .pull })
    let period = indicator.spec.resolvedLoadingPeriod
    #expect(loading.start == 5 && loading.loops && abs(loading.duration - period * 30) < 1e-9)
    #expect(loading.samples.first?.frame.position == 0)
    // The loop's last instant is its end reached from below, so keys reach the end of the turn.
    let last = try #require(loading.samples.last)
    #expect(last.time == 5 + loading.duration && last.frame.position == period && last.frame.endsLoop)
    #expect(last.frame.exactPosition == Rational(approximating: period))
    #expect(abs(indicator.spec.choreography.pose(in: last.frame).rotation - 2 * .pi) < 1e-12)
    #expect(closing.start == (loading.start + loading.duration).rounded(.up) + 1)
    #expect(closing.samples.last?.frame.position == 1)
    #expect(timeline.end == (closing.start + closing.duration).rounded(.up) + 1)
}

@Test("VectorTimeline: loading samples are offset/fps exactly, so a 1.8 s loop's hold at 0.6 s is hit 2.4 s into a 3.6 s loop")
func vectorTimelineExactSamples() throws {
    let blue = Color(red: 0, green: 0, blue: 1), red = Color(red: 1, green: 0, blue: 0)
    let indicator = try indicator { spec in
        spec.frameCounts = [.pull: 2, .loading: 36, .closing: 2]
        spec.use(ProcessingAnimation.none)
        spec.layers[0].choreography.loading = KeyframeTrack([Keyframe(at: 0, Pose.Partial(fill: red)),
                                                             Keyframe(at: 0.6, Pose.Partial(fill: blue), easing: .hold)],
                                                            end: 1.8, loops: true)
        spec.layers.append(LayerSpec(source: .pathData("M0 0H5", name: "needle")))
        spec.layers[1].choreography.loading = KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: 0)),
                                                             Keyframe(at: 1.2, Pose.Partial(rotation: 2 * .pi))],
                                                            end: 1.2, loops: true)
    }
    let timeline = VectorTimeline(try indicator.timeline(), fps: indicator.spec.fps)
    let loading = try #require(timeline.segments.first { $0.stage == .loading })
    #expect(loading.samples.count == 217)
    let sample = loading.samples[144].frame
    #expect(sample.exactPosition == Rational(12, 5) && sample.position == 2.4)
    #expect(indicator.groups[0].choreography.pose(in: sample).fill == blue)
}

@Test("VectorAnimation.keys: a linear ramp keeps its ends, a held value across segments keeps only the outer keys, a corner is kept")
func keyReduction() throws {
    let indicator = try indicator { spec in
        spec.frameCounts = [.pull: 11, .loading: 4, .closing: 2]
    }
    let animation = VectorAnimation(indicator, timeline: VectorTimeline(try indicator.timeline(), fps: indicator.spec.fps))
    let count = animation.timeline.segments.reduce(0) { $0 + $1.samples.count }
    // A value that never changes: two keys (first and last).
    #expect(animation.keys(Array(repeating: [3], count: count)).map(\.value) == [[3], [3]])
    // The first square draws on over the first half of the pull, linearly: keys at 0, half-way, then flat.
    // The first square draws on over the first half of the pull, linearly, then stays whole through every
    // stage: keys at 0, half-way and the end of the axis.
    let keys = animation.keys(animation.layers[0].trims[0])
    let end = try #require(animation.timeline.segments.last?.samples.last?.time)
    #expect(keys.map(\.time) == [0, 5, end] && keys.map { $0.value[0] } == [0, 1, 1])
    // The second over the second half: flat, then a ramp.
    let second = animation.layers[0].trims[1].prefix(11).map { $0[0] }
    #expect(zip(second, [0, 0, 0, 0, 0, 0, 0.2, 0.4, 0.6, 0.8, 1]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(second)")
    #expect(animation.keys(animation.layers[0].trims[1]).map(\.time) == [0, 5, 10, end])
    // A corner in a ramp is kept.
    let corner = (0..<count).map { [Double(min($0, 3))] }
    #expect(animation.keys(corner).map(\.time) == [0, 3, end])
}

@Test("VectorAnimation samples the same look the display lists paint: opacity 0 after the end animation, the fill share, the pen of a filled-only layer")
func vectorAnimationSamplesTheLooks() throws {
    let indicator = try indicator { spec in
        spec.frameCounts = [.pull: 5, .loading: 1, .closing: 3]
        spec.style = LayerStyle(stroke: nil, lineWidth: 0, fill: Color(red: 1, green: 0, blue: 0), fillIn: 0.5)
    }
    let animation = VectorAnimation(indicator, timeline: VectorTimeline(try indicator.timeline(), fps: indicator.spec.fps))
    let layer = animation.layers[0]
    #expect(layer.strokes && layer.fills)
    // Pull progress 0, ¼, ½, ¾, 1: the fill comes in over the last half, the pen (the fill colour) fades out.
    #expect(layer.fill.prefix(5).map { $0[3] } == [0, 0, 0, 0.5, 1])
    #expect(layer.stroke.prefix(5).map { $0[3] } == [1, 1, 1, 0.5, 0])
    #expect(layer.stroke[0].prefix(3) == [1, 0, 0])
}
