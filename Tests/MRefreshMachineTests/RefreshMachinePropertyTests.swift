import PropertyBased
import Testing
@testable import MRefreshMachine

/// Random users and apps: any sequence of events, for every trigger and edge.
private func event(kind: Int, value: Double) -> RefreshEvent {
        switch kind {
        case 0: .dragBegan
        case 1, 2, 3: .pulled(distance: value)
        case 4: .dragEnded
        case 5: .finish
        case 6, 7: .timeAdvanced(seconds: value / 400)
        case 8: .setHasMoreData(value > 50)
        default: .pulled(distance: value / 2)
        }
}

private func configuration(release: Bool, bottom: Bool, more: Bool) -> RefreshConfiguration {
    RefreshConfiguration(height: 60, startDistance: 10, endOffset: 20, insetDuration: 0.25, endAnimationDuration: 0.1,
                         trigger: release ? .release : .threshold, edge: bottom ? .bottom : .top, hasMoreData: more)
}

/// Replays `events`, checking every law of MRefresh.docc/DesignRefreshMachine.md after each one.
private func checkLaws(_ configuration: RefreshConfiguration, _ events: [RefreshEvent]) {
    var m = try! RefreshMachine(configuration: configuration)
    var refreshes = 0
    var loadingEntries = 0
    var inFlight = false
    for event in events {
        let before = m.state
        let effects = m.handle(event)
        let fired = effects.filter { $0 == .refresh }.count
        refreshes += fired
        for case let .stateChanged(from, to) in effects {
            #expect(from != to)
            if to == .loading { loadingEntries += 1 }
        }
        // Exactly once per entry into loading, together with startAnimating.
        #expect(refreshes == loadingEntries)
        if fired > 0 {
            #expect(effects.contains(.startAnimating))
            // At most one refresh in flight: none fires while one is loading or closing.
            #expect(!inFlight)
            #expect(before != .loading && before != .closing)
        }
        if m.state == .loading { inFlight = true }
        if m.state == .idle || m.state == .exhausted { inFlight = false }
        // Progress is DesignRefreshMachine.md's formula of d.
        for case let .progress(p, beyond) in effects {
            let T = configuration.threshold
            #expect(p == min(max(m.pull - 10, 0) / (T - 10), 1))
            #expect(beyond == (m.pull > T))
        }
        // finish outside loading changes nothing and is reported.
        if event == .finish && before != .loading {
            #expect(effects == [.finishIgnored(in: before)])
            #expect(m.state == before)
        }
        // The release trigger never starts loading while the finger is down.
        if configuration.trigger == .release && fired > 0 { #expect(event == .dragEnded) }
        // The threshold trigger starts loading only on the tick that passes T.
        if configuration.trigger == .threshold && fired > 0 {
            #expect(event == .pulled(distance: m.pull) && m.pull > configuration.threshold)
        }
        // The bottom edge without more data never triggers.
        if configuration.edge == .bottom && !m.hasMoreData && before == .exhausted { #expect(fired == 0) }
    }
    // The inset always returns: lift the finger (which may start loading when ready), finish and wait,
    // and the machine is at rest with its original inset.
    _ = m.handle(.dragEnded)
    _ = m.handle(.finish)
    _ = m.handle(.timeAdvanced(seconds: 10))
    #expect(m.inset == 0)
    #expect(m.state == .idle || m.state == .exhausted)
}

@Test("the laws of the refresh machine hold for random event sequences")
func refreshLaws() async {
    let events = zip(Gen.int(in: 0...9), Gen.double(in: 0...200)).map { event(kind: $0, value: $1) }
    await propertyCheck(count: 3000, input: Gen.bool, Gen.bool, Gen.bool, events.array(of: 0...60)) {
        release, bottom, more, events in
        checkLaws(configuration(release: release, bottom: bottom, more: more), events)
    }
}

@Test("progress is monotone in the pull distance while pulling")
func progressMonotone() async {
    await propertyCheck(count: 1000, input: Gen.double(in: 0...300).array(of: 2...40)) { distances in
        var m = try! RefreshMachine(configuration: RefreshConfiguration(trigger: .release))
        _ = m.handle(.dragBegan)
        var previous: (d: Double, p: Double)?
        for d in distances.sorted() {
            for case let .progress(p, _) in m.handle(.pulled(distance: d)) {
                if let previous { #expect(p >= previous.p) }
                previous = (d, p)
            }
        }
    }
}
