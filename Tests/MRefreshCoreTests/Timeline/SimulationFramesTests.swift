import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

/// A release-trigger pull that goes past the threshold, falls back, goes past again, loads and finishes.
private func simulation() throws -> Simulation {
    let configuration = RefreshConfiguration(height: 60, startDistance: 0, endOffset: 10, insetDuration: 0.2, trigger: .release)
    return try Simulation(GestureScript(configuration: configuration, steps: [
        .drag(to: 100, duration: 0.3), .hold(0.1), .drag(to: 40, duration: 0.1), .hold(0.2), .drag(to: 100, duration: 0.1),
        .hold(0.3), .release, .wait(0.5), .finish, .wait(1.2),
    ]), fps: 20)
}

@Test("simulation frames: the ready transition plays forward in ready and backwards after it, in pull frames")
func readyTransition() throws {
    let frames = try simulation().frames(readyDuration: 0.2, closingDuration: 0.1)
    let ready = frames.filter { $0.stage == .ready }
    #expect(!ready.isEmpty && ready.allSatisfy { $0.state == .ready })
    // Forward: 0.05 s ticks over 0.2 s reach 1 and stay there.
    #expect(ready.prefix(4).map(\.position) == [0.25, 0.5, 0.75, 1])
    // Back below the threshold: the transition unwinds in pull frames.
    let fallen = frames.drop { $0.stage != .ready }.drop { $0.stage == .ready }.prefix { $0.stage == .pull }
    #expect(fallen.first.map { $0.readyTransition > 0 && $0.readyTransition < 1 } == true)
    #expect(fallen.map(\.readyTransition) == fallen.map(\.readyTransition).sorted(by: >))
}

@Test("simulation frames: closing past the end animation is gone; the clock says when the last refresh ended")
func closingAndClock() throws {
    let frames = try simulation().frames(readyDuration: 0.2, closingDuration: 0.1)
    let closing = frames.filter { $0.stage == .closing }
    #expect(closing.first?.position == 0 && closing.contains { $0.position > 1 })
    #expect(frames.first?.updated == "never")
    let finish = try #require(frames.firstIndex { $0.stage == .closing })
    #expect(frames[finish - 1].updated == "never")
    // finish at 0.3 + 0.1 + 0.1 + 0.2 + 0.1 + 0.3 + 0.5 = 1.6 s: 09:41:01.
    #expect(frames[finish].updated == "09:41:01" && frames.last?.updated == "09:41:01")
}

@Test("a text line with {updated} shows only where a clock or --label-date says when")
func updatedLine() throws {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .text(TextSpec(strings: [.pulling: "Last updated: {updated}"],
                                                                          position: Point(64, 64))))])
    let withoutClock = try Indicator(spec)
    let pull = FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 0.5, position: 0.5)
    #expect(withoutClock.displayList(for: pull).layers.isEmpty)
    var ticking = pull
    ticking.updated = "09:41:02"
    guard case .text(let run) = withoutClock.displayList(for: ticking).layers.first?.operations.first else {
        Issue.record("no text")
        return
    }
    #expect(run.text == "Last updated: 09:41:02")
    spec.labelDate = "Today 09:41"
    guard case .text(let dated) = try Indicator(spec).displayList(for: pull).layers.first?.operations.first else {
        Issue.record("no text")
        return
    }
    #expect(dated.text == "Last updated: Today 09:41")
}

@Test("simulated loading ticks carry their loop time exactly: a hold at 0.6 s of a 1.8 s loop shows 2.4 s after loading began")
func simulatedLoopTime() throws {
    let configuration = RefreshConfiguration(height: 60, startDistance: 0, endOffset: 10, trigger: .threshold)
    let simulation = try Simulation(GestureScript(configuration: configuration, steps: [.drag(to: 100, duration: 0.1), .hold(3)]),
                                    fps: 30)
    let loading = simulation.frames(readyDuration: 0.2, closingDuration: 0.1).filter { $0.stage == .loading }
    let frame = try #require(loading.first { $0.exactPosition == Rational(12, 5) })
    #expect(frame.position == 2.4)
    let cycle = KeyframeTrack([Keyframe(at: 0, Pose.Partial(opacity: 1)), Keyframe(at: 0.6, Pose.Partial(opacity: 0.5), easing: .hold)],
                              end: 1.8, loops: true)
    #expect(Choreography(loading: cycle).pose(in: frame).opacity == 0.5)
    // Every loading tick's time is its ticks in the state over the rate, exactly.
    #expect(loading.enumerated().allSatisfy { $0.element.exactPosition == Rational($0.offset, 30) })
}

@Test("a simulation is a timeline like any other: its ticks in time, numbered from 0, no stage played by itself")
func simulationTimeline() throws {
    let simulation = try simulation()
    let timeline = Timeline(simulation: simulation, readyDuration: 0.2, closingDuration: 0.1)
    #expect(timeline.order == .ticks)
    #expect(timeline.frames == simulation.frames(readyDuration: 0.2, closingDuration: 0.1))
    #expect(timeline.frames.count == simulation.ticks.count && timeline.frames.map(\.index) == Array(simulation.ticks.indices))
    #expect(Set(timeline.frames.map(\.stage)).count > 1, "the ticks pass through several stages")
    #expect(timeline.stages.values.allSatisfy { $0.frames.isEmpty })
}
