import Testing
@testable import MRefreshMachine

/// h = 60, s = 10, e = 20: T = 80.
private let base = RefreshConfiguration(height: 60, startDistance: 10, endOffset: 20, insetDuration: 0.25,
                                        endAnimationDuration: 0.1)

private func machine(_ change: (inout RefreshConfiguration) -> Void = { _ in }) -> RefreshMachine {
    var configuration = base
    change(&configuration)
    return try! RefreshMachine(configuration: configuration)
}

/// Runs events and returns every effect, in order.
private func run(_ m: inout RefreshMachine, _ events: [RefreshEvent]) -> [RefreshEffect] {
    events.flatMap { m.handle($0) }
}

/// One row per transition: the trigger, the events that lead there, the last event, the effects it must
/// return and the state after it.
struct TransitionCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let trigger: RefreshConfiguration.Trigger
    let setup: [RefreshEvent]
    let event: RefreshEvent
    let effects: [RefreshEffect]
    let state: RefreshState
    var testDescription: String { rule }
}

let transitionCases: [TransitionCase] = [
    TransitionCase(rule: "idle → pulling on drag began", trigger: .threshold, setup: [], event: .dragBegan,
                   effects: [.stateChanged(from: .idle, to: .pulling), .progress(0, beyondThreshold: false)],
                   state: .pulling),
    TransitionCase(rule: "pulling reports progress", trigger: .threshold, setup: [.dragBegan],
                   event: .pulled(distance: 45), effects: [.progress(0.5, beyondThreshold: false)], state: .pulling),
    TransitionCase(rule: "progress is 1 at the threshold, not beyond it", trigger: .threshold, setup: [.dragBegan],
                   event: .pulled(distance: 80), effects: [.progress(1, beyondThreshold: false)], state: .pulling),
    TransitionCase(rule: "threshold trigger: loading on the crossing tick, finger down, no inset yet",
                   trigger: .threshold, setup: [.dragBegan, .pulled(distance: 70)], event: .pulled(distance: 81),
                   effects: [.progress(1, beyondThreshold: true), .stateChanged(from: .pulling, to: .loading),
                             .refresh, .startAnimating], state: .loading),
    TransitionCase(rule: "release trigger: beyond T is ready", trigger: .release, setup: [.dragBegan],
                   event: .pulled(distance: 90),
                   effects: [.progress(1, beyondThreshold: true), .stateChanged(from: .pulling, to: .ready)],
                   state: .ready),
    TransitionCase(rule: "release trigger: back under T is pulling again", trigger: .release,
                   setup: [.dragBegan, .pulled(distance: 90)], event: .pulled(distance: 45),
                   effects: [.progress(0.5, beyondThreshold: false), .stateChanged(from: .ready, to: .pulling)],
                   state: .pulling),
    TransitionCase(rule: "release trigger: release when ready starts loading and grows the inset", trigger: .release,
                   setup: [.dragBegan, .pulled(distance: 90)], event: .dragEnded,
                   effects: [.stateChanged(from: .ready, to: .loading), .refresh, .startAnimating,
                             .setInset(target: 60, duration: 0.25)], state: .loading),
    TransitionCase(rule: "released while pulling: back to idle, nothing fires", trigger: .release,
                   setup: [.dragBegan, .pulled(distance: 60)], event: .dragEnded,
                   effects: [.stateChanged(from: .pulling, to: .idle)], state: .idle),
    TransitionCase(rule: "threshold trigger: release during loading grows the inset", trigger: .threshold,
                   setup: [.dragBegan, .pulled(distance: 90)], event: .dragEnded,
                   effects: [.setInset(target: 60, duration: 0.25)], state: .loading),
    TransitionCase(rule: "a drag during loading never triggers", trigger: .threshold,
                   setup: [.dragBegan, .pulled(distance: 90), .dragEnded, .dragBegan], event: .pulled(distance: 200),
                   effects: [], state: .loading),
    TransitionCase(rule: "finish in loading, finger up: closing, stop animating, inset returns", trigger: .release,
                   setup: [.dragBegan, .pulled(distance: 90), .dragEnded], event: .finish,
                   effects: [.stateChanged(from: .loading, to: .closing), .stopAnimating,
                             .setInset(target: 0, duration: 0.25)], state: .closing),
    TransitionCase(rule: "closing ends when the end animation and the inset are done", trigger: .release,
                   setup: [.dragBegan, .pulled(distance: 90), .dragEnded, .finish, .timeAdvanced(seconds: 0.2)],
                   event: .timeAdvanced(seconds: 0.05),
                   effects: [.stateChanged(from: .closing, to: .idle)], state: .idle),
    TransitionCase(rule: "finish outside loading is ignored and reported", trigger: .threshold, setup: [.dragBegan],
                   event: .finish, effects: [.finishIgnored(in: .pulling)], state: .pulling),
    TransitionCase(rule: "a second finish does nothing", trigger: .release,
                   setup: [.dragBegan, .pulled(distance: 90), .dragEnded, .finish], event: .finish,
                   effects: [.finishIgnored(in: .closing)], state: .closing),
    TransitionCase(rule: "pulls at rest (settling) change nothing", trigger: .threshold, setup: [],
                   event: .pulled(distance: 500), effects: [], state: .idle),
]

@Test("transitions", arguments: transitionCases)
func transitions(_ row: TransitionCase) {
    var m = machine { $0.trigger = row.trigger }
    _ = run(&m, row.setup)
    #expect(m.handle(row.event) == row.effects)
    #expect(m.state == row.state)
}

@Test("MRefresh's README scenario: loading while dragging, finish with the finger down")
func mrefreshScenario() {
    var m = machine { $0.trigger = .threshold }
    // Pull past the threshold while dragging → loading immediately.
    var effects = run(&m, [.dragBegan, .pulled(distance: 40), .pulled(distance: 85)])
    #expect(m.state == .loading)
    #expect(effects.filter { $0 == .refresh }.count == 1)
    #expect(!effects.contains { if case .setInset = $0 { true } else { false } })
    // Finish while the finger is still down: closing, but the inset waits for the release.
    effects = run(&m, [.finish, .timeAdvanced(seconds: 1)])
    #expect(m.state == .closing)
    #expect(effects == [.stateChanged(from: .loading, to: .closing), .stopAnimating])
    // Release: the inset is restored (it never grew) and closing completes.
    effects = run(&m, [.pulled(distance: 30), .dragEnded])
    #expect(m.state == .idle)
    #expect(m.inset == 0)
    #expect(effects == [.stateChanged(from: .closing, to: .idle)])
}

@Test("released during loading, finish later: the inset grows, then returns before idle")
func insetRoundTrip() {
    var m = machine { $0.trigger = .threshold }
    let effects = run(&m, [.dragBegan, .pulled(distance: 85), .dragEnded, .timeAdvanced(seconds: 1), .finish,
                           .timeAdvanced(seconds: 0.1)])
    #expect(effects.contains(.setInset(target: 60, duration: 0.25)))
    #expect(effects.last == .setInset(target: 0, duration: 0.25) || m.state == .closing)
    #expect(m.state == .closing)
    #expect(run(&m, [.timeAdvanced(seconds: 0.15)]) == [.stateChanged(from: .closing, to: .idle)])
}

@Test("the bottom edge without more data is exhausted and never triggers")
func exhausted() {
    var m = machine { $0.edge = .bottom; $0.hasMoreData = false }
    #expect(m.state == .exhausted)
    let effects = run(&m, [.dragBegan, .pulled(distance: 300), .dragEnded])
    #expect(effects.isEmpty)
    #expect(run(&m, [.setHasMoreData(true)]) == [.stateChanged(from: .exhausted, to: .idle)])
    #expect(run(&m, [.dragBegan, .pulled(distance: 100)]).contains(.refresh))
}

@Test("load more that runs out of data ends exhausted after closing")
func loadMoreRunsOut() {
    var m = machine { $0.edge = .bottom; $0.trigger = .release }
    _ = run(&m, [.dragBegan, .pulled(distance: 100), .dragEnded, .setHasMoreData(false), .finish])
    #expect(m.state == .closing)
    #expect(run(&m, [.timeAdvanced(seconds: 1)]) == [.stateChanged(from: .closing, to: .exhausted)])
}

/// Invalid configurations: the error names the field.
@Test("invalid configurations name the field", arguments: [
    (RefreshConfiguration(height: 0), "height"),
    (RefreshConfiguration(height: -5), "height"),
    (RefreshConfiguration(startDistance: -1), "startDistance"),
    (RefreshConfiguration(height: 20, startDistance: 40, endOffset: 10), "endOffset"),
    (RefreshConfiguration(height: 60, startDistance: 80, endOffset: 20), "endOffset"),
    (RefreshConfiguration(insetDuration: -0.1), "insetDuration"),
    (RefreshConfiguration(endAnimationDuration: .nan), "endAnimationDuration"),
])
func invalidConfigurations(_ configuration: RefreshConfiguration, field: String) {
    #expect(throws: RefreshConfigurationError.self) { try RefreshMachine(configuration: configuration) }
    do {
        _ = try RefreshMachine(configuration: configuration)
    } catch {
        #expect(error.field == field)
    }
}

@Test("the container follows MRefresh: originY = min((pull − height) / 2, 0)", arguments: [
    (0.0, -30.0), (30.0, -15.0), (60.0, 0.0), (120.0, 0.0),
])
func containerOrigin(_ pull: Double, origin: Double) {
    #expect(base.containerOriginY(atPull: pull) == origin)
}

@Test("pull at progress inverts the progress formula", arguments: [0.0, 0.1, 0.5, 0.99, 1.0])
func pullAtProgress(_ p: Double) {
    #expect(abs(base.progress(atPull: base.pull(atProgress: p)) - p) < 1e-12)
}
