import Foundation
import Testing
@testable import MRefreshCore

@Test("the walk yields pull, loading and closing frames in order", arguments: [
    RefreshConfiguration.Trigger.threshold, .release,
])
func walk(_ trigger: RefreshConfiguration.Trigger) throws {
    let configuration = RefreshConfiguration(height: 60, startDistance: 10, endOffset: 20, trigger: trigger)
    let frames = try FramePlan.frames(configuration: configuration,
                                      settings: StageSettings(pullFrames: 5, loadingFrames: 4, closingFrames: 3))
    #expect(frames.map(\.stage) == [.pull, .pull, .pull, .pull, .pull, .loading, .loading, .loading, .loading,
                                    .closing, .closing, .closing])
    #expect(frames.filter { $0.stage == .pull }.map(\.progress) == [0, 0.25, 0.5, 0.75, 1])
    // The pull distance inverts the progress formula: s + p·(T − s) with s = 10, T = 80.
    #expect(frames.filter { $0.stage == .pull }.map(\.pullDistance) == [10, 27.5, 45, 62.5, 80])
    #expect(frames.filter { $0.stage == .pull }.allSatisfy { $0.state == .pulling })
    #expect(frames.filter { $0.stage == .loading }.allSatisfy { $0.state == .loading })
    #expect(frames.filter { $0.stage == .closing }.allSatisfy { $0.state == .closing })
}

@Test("loading frames loop: the frame after the last is the first")
func loadingLoops() throws {
    let settings = StageSettings(pullFrames: 0, loadingFrames: 8, loadingAnimation: .blink, closingFrames: 0)
    let frames = try FramePlan.frames(configuration: RefreshConfiguration(), settings: settings)
    #expect(frames.count == 8)
    let times = frames.compactMap(\.time)
    #expect(times.first == 0)
    let step = times[1] - times[0]
    #expect(abs(times.last! + step - ProcessingAnimation.blink.period) < 1e-12)
    #expect(ProcessingAnimation.blink.appearance(at: times.last! + step) == frames[0].appearance)
}

@Test("MRefresh's default animations", arguments: [
    (ProcessingAnimation.blink, 0.0, Appearance(opacity: 1)),
    (.blink, 0.4, Appearance(opacity: 0.3)),
    (.blink, 0.2, Appearance(opacity: 0.65)),
    (.rotate, 0.1, Appearance(rotation: .pi / 2)),
    (.pulse, 0.4, Appearance(scale: 1.15)),
    (.none, 0.3, Appearance()),
])
func processing(_ animation: ProcessingAnimation, time: Double, expected: Appearance) {
    let a = animation.appearance(at: time)
    #expect(abs(a.opacity - expected.opacity) < 1e-12 && abs(a.scale - expected.scale) < 1e-12
            && abs(a.rotation - expected.rotation) < 1e-12)
}

@Test("end animations run from the start to fully gone", arguments: [
    (EndAnimation.shrinkFade, 0.0, Appearance(opacity: 1, scale: 1)),
    (.shrinkFade, 0.05, Appearance(opacity: 1, scale: 0.5)),
    (.shrinkFade, 0.075, Appearance(opacity: 0.5, scale: 0.25)),
    (.shrinkFade, 0.1, Appearance(opacity: 0, scale: 0)),
    (.fade, 0.05, Appearance(opacity: 0.5)),
    (.none, 0.1, Appearance()),
])
func ending(_ animation: EndAnimation, time: Double, expected: Appearance) {
    let a = animation.appearance(at: time)
    #expect(abs(a.opacity - expected.opacity) < 1e-12 && abs(a.scale - expected.scale) < 1e-12)
}

@Test("stages with 0 frames are skipped; one pull frame shows the finished icon")
func skippedStages() throws {
    let frames = try FramePlan.frames(configuration: RefreshConfiguration(),
                                      settings: StageSettings(pullFrames: 1, loadingFrames: 0, closingFrames: 0))
    #expect(frames.count == 1 && frames[0].progress == 1)
}

@Test("a bottom bar without more data cannot be walked")
func exhaustedWalk() {
    #expect(throws: FramePlan.WalkError.self) {
        try FramePlan.frames(configuration: RefreshConfiguration(edge: .bottom, hasMoreData: false),
                             settings: StageSettings())
    }
}
