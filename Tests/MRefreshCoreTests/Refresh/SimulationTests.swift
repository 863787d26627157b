import Testing
@testable import MRefreshCore

private let configuration = RefreshConfiguration(height: 60, startDistance: 10, endOffset: 20, insetDuration: 0.25,
                                                 trigger: .release)

@Test("a release-trigger pull: ready past the threshold, loading on release, settles to the inset, closes")
func releasePull() throws {
    let script = GestureScript(configuration: configuration, steps: [
        .drag(to: 140, duration: 0.6), .hold(0.2), .release, .wait(1.0), .finish, .wait(0.5),
    ])
    let simulation = try Simulation(script, fps: 60)
    #expect(simulation.ticks.count == Int((2.3 * 60).rounded(.up)) + 1)
    #expect(simulation.ticks.first?.state == .pulling)
    // Past T = 80 while dragging: ready, not loading.
    let dragging = simulation.ticks.filter { $0.time < 0.8 }
    #expect(dragging.contains { $0.state == .ready })
    #expect(!dragging.contains { $0.state == .loading })
    // Released at 0.8 s: loading, and the pull settles to the 60-point inset.
    let loading = simulation.ticks.filter { $0.time > 1.2 && $0.time < 1.8 }
    #expect(loading.allSatisfy { $0.state == .loading && abs($0.pull - 60) < 1e-9 })
    // Finished at 1.8 s: closing, then idle with the content back at rest.
    #expect(simulation.ticks.last?.state == .idle)
    #expect(simulation.ticks.last?.pull == 0)
    let kinds = simulation.events.map(\.effect)
    #expect(kinds.filter { $0 == .refresh }.count == 1)
    #expect(kinds.contains(.stopAnimating) && kinds.contains(.setInset(target: 0, duration: 0.25)))
    let refresh = try #require(simulation.events.first { $0.effect == .refresh })
    #expect(abs(refresh.time - 0.8) < 1.0 / 60 + 1e-9)
}

@Test("an aborted pull settles back to 0 and fires nothing")
func abortedPull() throws {
    let script = GestureScript(configuration: configuration, steps: [.drag(to: 50, duration: 0.3), .release, .wait(0.5)])
    let simulation = try Simulation(script, fps: 30)
    #expect(!simulation.events.contains { $0.effect == .refresh })
    #expect(simulation.ticks.last?.state == .idle && simulation.ticks.last?.pull == 0)
    // Settling is monotone: an ease-out back to rest.
    let settling = simulation.ticks.filter { $0.time >= 0.3 }.map(\.pull)
    #expect(zip(settling, settling.dropFirst()).allSatisfy { $0 >= $1 })
}

@Test("MRefresh's scenario: loading while dragging, finish with the finger down, inset waits for release")
func thresholdScenario() throws {
    var threshold = configuration
    threshold.trigger = .threshold
    let script = GestureScript(configuration: threshold, steps: [
        .drag(to: 120, duration: 0.4), .finish, .hold(0.5), .release, .wait(0.5),
    ])
    let simulation = try Simulation(script, fps: 60)
    let refresh = try #require(simulation.events.first { $0.effect == .refresh })
    #expect(refresh.time < 0.4)  // Loading started during the drag.
    let held = simulation.ticks.filter { $0.time > 0.45 && $0.time < 0.85 }
    #expect(held.allSatisfy { $0.state == .closing && $0.isDragging })
    #expect(simulation.ticks.last?.state == .idle)
}

@Test("a pull-up load-more bar that runs out of data stays exhausted")
func loadMoreExhausted() throws {
    let script = GestureScript(configuration: RefreshConfiguration(edge: .bottom, hasMoreData: false),
                               steps: [.drag(to: 200, duration: 0.5), .release, .wait(0.5)])
    let simulation = try Simulation(script, fps: 60)
    #expect(simulation.ticks.allSatisfy { $0.state == .exhausted })
    #expect(simulation.events.isEmpty)
}
