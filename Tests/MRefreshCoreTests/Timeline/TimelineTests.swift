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
                                loadingPeriod: 0.8, closingDuration: 0.1)
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
                                loadingPeriod: 0.8, closingDuration: 0.1)
    let times = timeline.frames.compactMap(\.time)
    #expect(times.count == 8 && times.first == 0)
    #expect(abs(times.last! + (times[1] - times[0]) - 0.8) < 1e-12)
    #expect(timeline.frames.map(\.position) == times)
}

@Test("loading frame k of m is exactly k/m of the period; closing frame j of c is j/(c−1) in one division",
      arguments: [(36, 3.6, 24, Rational(12, 5)!), (36, 3.6, 33, Rational(33, 10)!), (7, 1.0, 3, Rational(3, 7)!)])
func exactFrameTimes(_ loading: Int, period: Double, frame k: Int, expected: Rational) throws {
    let timeline = try Timeline(configuration: RefreshConfiguration(), stages: StageFrames(pull: 0, loading: loading, closing: 6),
                                loadingPeriod: period, closingDuration: 0.4)
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
        try Timeline(configuration: configuration, stages: stages, loadingPeriod: 0.4, closingDuration: 0.1)
    }
}

@Test("a bottom edge without more data still renders every stage: the walk has data until exhausted")
func exhaustedAfterTheWalk() throws {
    let configuration = RefreshConfiguration(edge: .bottom, hasMoreData: false)
    let timeline = try Timeline(configuration: configuration, stages: StageFrames(pull: 2, loading: 1, closing: 2, exhausted: 2),
                                loadingPeriod: 0.4, closingDuration: 0.1)
    #expect(timeline.frames.map(\.stage) == [.pull, .pull, .loading, .closing, .closing, .exhausted, .exhausted])
    #expect(timeline.frames.suffix(2).map(\.position) == [0, 1])
}
