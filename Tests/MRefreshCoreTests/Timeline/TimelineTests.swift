import Foundation
import Testing
@testable import MRefreshCore

@Test("the walk yields every stage's frames in order, each in its state", arguments: [
    RefreshConfiguration.Trigger.threshold, .release,
])
func walk(_ trigger: RefreshConfiguration.Trigger) throws {
    let configuration = RefreshConfiguration(height: 60, startDistance: 10, endOffset: 20, trigger: trigger, edge: .bottom)
    let ready = trigger == .release ? 2 : 0
    let timeline = try Timeline(configuration: configuration,
                                stages: StageFrames(pull: 5, ready: ready, loading: 4, closing: 3, exhausted: 1),
                                readyDuration: 0.2, loadingPeriod: 0.8, closingDuration: 0.1)
    let frames = timeline.frames
    #expect(frames.map(\.stage) == Array(repeating: .pull, count: 5) + Array(repeating: .ready, count: ready)
            + Array(repeating: .loading, count: 4) + Array(repeating: .closing, count: 3) + [.exhausted])
    let pull = frames.filter { $0.stage == .pull }
    #expect(pull.map(\.progress) == [0, 0.25, 0.5, 0.75, 1])
    #expect(pull.map(\.position) == pull.map(\.progress))
    // The pull distance inverts the progress formula: s + p·(T − s) with s = 10, T = 80.
    #expect(pull.map(\.pullDistance) == [10, 27.5, 45, 62.5, 80])
    #expect(pull.allSatisfy { $0.state == .pulling })
    #expect(frames.filter { $0.stage == .ready }.map(\.position) == (ready == 2 ? [0, 1] : []))
    #expect(frames.filter { $0.stage == .ready }.allSatisfy { $0.state == .ready && $0.pullDistance! > 80 })
    #expect(frames.filter { $0.stage == .loading }.allSatisfy { $0.state == .loading })
    #expect(frames.filter { $0.stage == .closing }.map(\.position) == [0, 0.5, 1])
    #expect(frames.filter { $0.stage == .closing }.allSatisfy { $0.state == .closing })
    #expect(frames.last?.state == .exhausted)
}

@Test("loading frames loop: the frame after the last is the first")
func loadingLoops() throws {
    let timeline = try Timeline(configuration: RefreshConfiguration(), stages: StageFrames(pull: 0, loading: 8, closing: 0),
                                readyDuration: 0.2, loadingPeriod: 0.8, closingDuration: 0.1)
    let times = timeline.frames.compactMap(\.time)
    #expect(times.count == 8 && times.first == 0)
    #expect(abs(times.last! + (times[1] - times[0]) - 0.8) < 1e-12)
    #expect(timeline.frames.map(\.position) == times)
}

@Test("loading frame k of m is exactly k/m of the period; closing frame j of c is j/(c−1) in one division",
      arguments: [(36, 3.6, 24, Rational(12, 5)!), (36, 3.6, 33, Rational(33, 10)!), (7, 1.0, 3, Rational(3, 7)!)])
func exactFrameTimes(_ loading: Int, period: Double, frame k: Int, expected: Rational) throws {
    let timeline = try Timeline(configuration: RefreshConfiguration(), stages: StageFrames(pull: 0, loading: loading, closing: 6),
                                readyDuration: 0.2, loadingPeriod: period, closingDuration: 0.4)
    let frame = timeline.frames.filter { $0.stage == .loading }[k]
    #expect(frame.exactPosition == expected && frame.position == expected.doubleValue && frame.time == expected.doubleValue)
    // A closing key at 0.6 is hit by frame 3 of 6 (3/5 exactly, not 3/5·0.4/0.4).
    #expect(timeline.frames.filter { $0.stage == .closing }.map(\.position) == [0, 0.2, 0.4, 0.6, 0.8, 1])
}

@Test("stages the machine never enters are refused", arguments: [
    (RefreshConfiguration(trigger: .threshold), StageFrames(ready: 3), Timeline.Failure.readyNeedsReleaseTrigger),
    (RefreshConfiguration(edge: .top), StageFrames(exhausted: 1), .exhaustedNeedsBottomEdge),
    (RefreshConfiguration(height: 10, startDistance: 50, endOffset: 0), StageFrames(),
     .configuration(RefreshConfigurationError(field: "endOffset", rule: .thresholdNotPastStart(threshold: 10, startDistance: 50)))),
])
func refusedStages(_ configuration: RefreshConfiguration, stages: StageFrames, failure: Timeline.Failure) {
    #expect(throws: failure) {
        try Timeline(configuration: configuration, stages: stages, readyDuration: 0.2, loadingPeriod: 0.4, closingDuration: 0.1)
    }
}

@Test("a bottom edge without more data still renders every stage: the walk has data until exhausted")
func exhaustedAfterTheWalk() throws {
    let configuration = RefreshConfiguration(edge: .bottom, hasMoreData: false)
    let timeline = try Timeline(configuration: configuration, stages: StageFrames(pull: 2, loading: 1, closing: 2, exhausted: 2),
                                readyDuration: 0.2, loadingPeriod: 0.4, closingDuration: 0.1)
    #expect(timeline.frames.map(\.stage) == [.pull, .pull, .loading, .closing, .closing, .exhausted, .exhausted])
    #expect(timeline.frames.suffix(2).map(\.position) == [0, 1])
}

@Test("the timeline carries its stages: each clip its frames in order, its seconds, its loop and how an app picks a frame")
func stageClips() throws {
    let configuration = RefreshConfiguration(height: 60, startDistance: 10, endOffset: 20, trigger: .release, edge: .bottom)
    let timeline = try Timeline(configuration: configuration,
                                stages: StageFrames(pull: 3, ready: 2, loading: 4, closing: 3, exhausted: 1),
                                readyDuration: 0.25, loadingPeriod: 0.8, closingDuration: 0.1)
    #expect(timeline.order == .stages)
    for stage in Stage.allCases {
        #expect(timeline.stages[stage].frames == timeline.frames.filter { $0.stage == stage }, "\(stage)")
        #expect(timeline.stages[stage].frames.map(\.index) == Array(timeline.stages[stage].frames.indices), "\(stage)")
    }
    #expect(timeline.stages.values.flatMap(\.frames) == timeline.frames)
    #expect(timeline.stages.map(\.seconds) == PerStage(pull: nil, ready: 0.25, loading: 0.8, closing: 0.1, exhausted: nil))
    #expect(timeline.stages.map(\.loops) == PerStage(pull: false, ready: false, loading: true, closing: false, exhausted: false))
    #expect(timeline.stages.map(\.pick)
            == PerStage(pull: .pullDistance, ready: .transition, loading: .time, closing: .time, exhausted: .state))
}

@Test("a timeline made of clips plays them one after another, stage by stage")
func timelineOfClips() {
    func frames(_ stage: Stage, _ count: Int) -> [FrameSpec] {
        (0..<count).map { FrameSpec(stage: stage, index: $0, state: .idle, progress: 0, position: 0) }
    }
    var stages = PerStage { StageClip($0) }
    // Set out of stage order: the timeline's order is the stages'.
    stages.closing = StageClip(.closing, frames: frames(.closing, 2), seconds: 0.3)
    stages.pull = StageClip(.pull, frames: frames(.pull, 3))
    let timeline = Timeline(stages: stages)
    #expect(timeline.frames.map(\.stage) == [.pull, .pull, .pull, .closing, .closing])
    #expect(timeline.stages.closing.seconds == 0.3 && timeline.stages.loading.frames.isEmpty && timeline.order == .stages)
}

/// One row: a stage's clip of `frames` frames over `seconds`, and how long each frame shows played by itself.
struct FrameSecondsCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var stage: Stage
    var frames: Int
    var seconds: Double?
    var expected: Double?
    var testDescription: String { rule }
}

@Test("how long a clip's frame shows played by itself", arguments: [
    FrameSecondsCase(rule: "a loop shares its period among its frames", stage: .loading, frames: 4, seconds: 0.8, expected: 0.2),
    FrameSecondsCase(rule: "a once-played stage shares its seconds among the steps between frames", stage: .closing, frames: 5,
                     seconds: 0.2, expected: 0.05),
    FrameSecondsCase(rule: "a single frame of a once-played stage shows for all its seconds", stage: .ready, frames: 1,
                     seconds: 0.2, expected: 0.2),
    FrameSecondsCase(rule: "the pull has no seconds: a player's preview rate", stage: .pull, frames: 60, seconds: nil, expected: nil),
    FrameSecondsCase(rule: "a stage of 0 seconds: a player's preview rate", stage: .closing, frames: 7, seconds: 0, expected: nil),
    FrameSecondsCase(rule: "a clip without frames shows nothing", stage: .loading, frames: 0, seconds: 0.8, expected: nil),
])
func frameSeconds(_ row: FrameSecondsCase) {
    let frames = (0..<row.frames).map { FrameSpec(stage: row.stage, index: $0, state: .idle, progress: 0, position: 0) }
    #expect(StageClip(row.stage, frames: frames, seconds: row.seconds).frameSeconds == row.expected)
}

@Test("a per-stage value: each stage's own, by name or by subscript, mapped stage by stage")
func perStage() {
    var counts = PerStage(pull: 1, ready: 2, loading: 3, closing: 4, exhausted: 5)
    #expect(Stage.allCases.map { counts[$0] } == [1, 2, 3, 4, 5] && counts.values == [1, 2, 3, 4, 5])
    counts[.loading] = 30
    #expect(counts.loading == 30 && counts.total == 42)
    #expect(counts.map { $0 * 2 } == PerStage(pull: 2, ready: 4, loading: 60, closing: 8, exhausted: 10))
    #expect(PerStage { $0.rawValue }.values == Stage.allCases.map(\.rawValue))
}
