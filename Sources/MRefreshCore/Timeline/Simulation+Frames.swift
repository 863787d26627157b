extension Simulation {
    /// One frame per tick: the indicator as the user sees it at that moment.
    ///
    /// While idle or pulling it is drawn at the pull's progress (also while the content settles); while
    /// ready, the ready transition plays over `readyDuration` seconds, and plays backwards when the pull
    /// falls back below the threshold; while loading the loading keyframes play from the moment loading
    /// began; while closing the end animation plays over `closingDuration` and then the indicator is gone;
    /// an exhausted bar shows its exhausted keyframes.
    ///
    /// Each frame's ``FrameSpec/updated`` is the simulated clock at the last completed refresh: the clock
    /// reads ``clockStart`` when the simulation begins.
    package func frames(readyDuration: Double, closingDuration: Double) -> [FrameSpec] {
        // Times in ticks of 1/fps s, exactly: a key at 0.6 s of a loop is hit by the tick 0.6 s after
        // loading began, however many loops before. Nil (fps or durations beyond what the readers accept,
        // counted in microseconds) falls back to floating point.
        let rate = Rational(approximating: fps).flatMap { $0 > .zero ? $0 : nil }
        let readySeconds = Rational(approximating: readyDuration).flatMap { $0 > .zero ? $0 : nil }
        let closingSeconds = Rational(approximating: closingDuration).flatMap { $0 > .zero ? $0 : nil }
        /// Seconds after `ticks` ticks.
        func seconds(_ ticks: Int) -> Rational? { rate.flatMap { Rational(ticks)?.divided(by: $0) } }
        // The ready transition's share one tick moves it, exactly where it can be.
        let step = readySeconds.flatMap { seconds(1)?.divided(by: $0) }
        let one = Rational(1)!
        var exactTransition = step == nil ? nil : Rational.zero
        let dt = 1 / fps
        var transition = 0.0
        let finishes = events.filter { $0.effect == .stopAnimating }.map(\.time)
        var finished = 0
        return ticks.enumerated().map { index, tick in
            while finished < finishes.count, finishes[finished] <= tick.time + 1e-9 { finished += 1 }
            let updated = finished == 0 ? "never" : Self.clockText(Self.clockStart + finishes[finished - 1])
            let stage: Stage
            var progress = tick.progress
            var position = tick.progress
            var shownTransition = 0.0
            var exactPosition: Rational?
            /// Moves the ready transition by one tick, up or down, within 0…1.
            func moveTransition(up: Bool) {
                if let current = exactTransition, let step,
                   let moved = up ? current.adding(step) : current.subtracting(step) {
                    let clamped = min(max(moved, .zero), one)
                    exactTransition = clamped
                    transition = clamped.doubleValue
                    return
                }
                exactTransition = nil
                transition = readyDuration > 0 ? min(max(transition + (up ? dt : -dt) / readyDuration, 0), 1) : (up ? 1 : 0)
            }
            switch tick.state {
            case .idle, .pulling:
                stage = .pull
                moveTransition(up: false)
                shownTransition = transition
            case .ready:
                stage = .ready
                moveTransition(up: true)
                position = transition
                exactPosition = exactTransition
            case .loading:
                stage = .loading
                progress = 1
                exactPosition = seconds(tick.ticksInState)
                position = exactPosition?.doubleValue ?? tick.timeInState
                transition = 0
                exactTransition = step == nil ? nil : .zero
            case .closing:
                stage = .closing
                progress = 1
                // Beyond 1 the end animation is over and the indicator is gone.
                if let closingSeconds, let share = seconds(tick.ticksInState)?.divided(by: closingSeconds) {
                    position = share.doubleValue
                    exactPosition = share
                } else {
                    position = closingDuration > 0 ? tick.timeInState / closingDuration : (tick.timeInState > 0 ? 2 : 1)
                }
                transition = 0
                exactTransition = step == nil ? nil : .zero
            case .exhausted:
                stage = .exhausted
                position = 0
                transition = 0
                exactTransition = step == nil ? nil : .zero
            }
            return FrameSpec(stage: stage, index: index, state: tick.state, progress: progress, position: position,
                             readyTransition: shownTransition, pullDistance: tick.pull, time: tick.time, updated: updated,
                             exactPosition: exactPosition)
        }
    }

    /// The simulated clock at the start, in seconds after midnight: 09:41:00.
    package static let clockStart = 9 * 3600 + 41 * 60.0

    /// `seconds` after midnight as `hh:mm:ss` (whole seconds, rounded down).
    static func clockText(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down)) % 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(two(total / 3600)):\(two(total / 60 % 60)):\(two(total % 60))"
    }

    /// timeline.json: every tick and every event, keys in a fixed order.
    package var timelineJSON: JSON {
        .object([
            ("fps", .number(fps)),
            ("ticks", .array(ticks.map { tick in
                .object([("time", .number(tick.time)), ("pull", .number(tick.pull)), ("inset", .number(tick.inset)),
                         ("state", .string(tick.state.rawValue)), ("progress", .number(tick.progress)),
                         ("beyondThreshold", .bool(tick.beyondThreshold)),
                         ("timeInState", .number(tick.timeInState))])
            })),
            ("events", .array(events.map { event in
                var members: [(String, JSON)] = [("time", .number(event.time))]
                switch event.effect {
                case let .stateChanged(from, to):
                    members += [("kind", .string("stateChanged")), ("from", .string(from.rawValue)),
                                ("to", .string(to.rawValue))]
                case .refresh: members.append(("kind", .string("refresh")))
                case .startAnimating: members.append(("kind", .string("startAnimating")))
                case .stopAnimating: members.append(("kind", .string("stopAnimating")))
                case let .setInset(target, duration):
                    members += [("kind", .string("setInset")), ("target", .number(target)), ("duration", .number(duration))]
                case let .finishIgnored(state):
                    members += [("kind", .string("finishIgnored")), ("state", .string(state.rawValue))]
                case let .progress(p, beyond):
                    members += [("kind", .string("progress")), ("progress", .number(p)), ("beyondThreshold", .bool(beyond))]
                }
                return .object(members)
            })),
        ])
    }
}
