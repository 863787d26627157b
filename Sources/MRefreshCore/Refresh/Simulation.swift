/// Plays a ``GestureScript`` against a ``MRefreshMachine/RefreshMachine`` at a fixed frame rate: the finger's pull, the
/// content settling after release, and the app's completion, tick by tick.
///
/// After release the pull distance settles to the inset (the height while loading, 0 otherwise) with an
/// ease-out over `insetDuration`, starting again whenever the machine moves the inset.
package struct Simulation: Sendable {
    /// The state after one tick's input.
    package struct Tick: Hashable, Sendable {
        package var time: Double
        /// The pull distance in points.
        package var pull: Double
        /// The content inset the machine asks for.
        package var inset: Double
        package var state: RefreshState
        package var progress: Double
        package var beyondThreshold: Bool
        /// Whether the finger is down.
        package var isDragging: Bool
        /// Seconds since the current state began (drives the loading and closing animations).
        package var timeInState: Double
        /// Ticks since the current state began: ``timeInState`` exactly, in ticks of 1/fps s.
        package var ticksInState: Int = 0
    }

    /// An effect the machine returned, and when.
    package struct Event: Hashable, Sendable {
        package var time: Double
        package var effect: RefreshEffect
    }

    package var fps: Double
    package var ticks: [Tick]
    package var events: [Event]

    /// The most ticks a simulation may have (an hour at 60 fps would be far beyond any gesture).
    package static let maximumTicks = 100_000

    /// Plays `script` at `fps` ticks per second.
    ///
    /// - Throws: ``MRefreshMachine/RefreshConfigurationError`` for an invalid configuration.
    package init(_ script: GestureScript, fps: Double) throws(RefreshConfigurationError) {
        self.fps = fps
        var machine = try RefreshMachine(configuration: script.configuration)
        let configuration = machine.configuration
        let dt = 1 / fps
        var ticks: [Tick] = []
        var events: [Event] = []

        // The script as timed actions: instants (begin, release, finish) and finger motions. A drag that
        // begins picks the content up wherever it is (it may still be settling), so each drag's motions are
        // chained from the pull at the moment it begins.
        var clock = 0.0
        enum Action { case begin(drag: Int), release, finish, hasMoreData(Bool) }
        struct Motion {
            var drag: Int
            var start: Double
            var end: Double
            /// The pull to move to, or nil to hold still.
            var target: Double?
            var from = 0.0
            var to = 0.0
        }
        var instants: [(time: Double, action: Action)] = []
        var motions: [Motion] = []
        var drags = 0
        var dragging = false
        for step in script.steps {
            switch step {
            case let .drag(to, duration):
                if !dragging {
                    drags += 1
                    instants.append((clock, .begin(drag: drags)))
                    dragging = true
                }
                motions.append(Motion(drag: drags, start: clock, end: clock + duration, target: max(to, 0)))
                clock += duration
            case .hold(let duration):
                if dragging { motions.append(Motion(drag: drags, start: clock, end: clock + duration, target: nil)) }
                clock += duration
            case .release:
                if dragging { instants.append((clock, .release)); dragging = false }
            case .wait(let duration):
                clock += duration
            case .finish:
                instants.append((clock, .finish))
            case .hasMoreData(let more):
                instants.append((clock, .hasMoreData(more)))
            }
        }
        let end = clock
        // Motions are in clock order, and each drag's motions are one run of them: ticks and drags find
        // theirs by search, so a script of thousands of steps costs no more per tick than a short one.
        var motionsOfDrag: [Int: Range<Int>] = [:]
        for (index, motion) in motions.enumerated() {
            let run = motionsOfDrag[motion.drag] ?? index..<index
            motionsOfDrag[motion.drag] = run.lowerBound..<(index + 1)
        }
        /// Where the finger holds the content at time t (while it is down): the latest motion started by t.
        func finger(at t: Double) -> Double {
            // The first motion starting after t (binary search over the start times, which never decrease).
            var low = 0, high = motions.count
            while low < high {
                let middle = (low + high) / 2
                if motions[middle].start <= t + 1e-12 { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return 0 }
            let motion = motions[low - 1]
            if t >= motion.end || motion.end <= motion.start { return motion.to }
            return motion.from + (motion.to - motion.from) * (t - motion.start) / (motion.end - motion.start)
        }

        var pull = 0.0
        var settle: (start: Double, from: Double, to: Double)?
        var stateStart = 0.0
        // The tick being played, and the one the current state began at.
        var tickIndex = 0
        var stateStartTick = 0
        var nextInstant = 0
        func record(_ effects: [RefreshEffect], at t: Double) {
            for effect in effects {
                switch effect {
                case .progress: continue  // Every tick carries its progress.
                case .stateChanged:
                    stateStart = t
                    stateStartTick = tickIndex
                case .setInset(let target, _) where !machine.isDragging:
                    settle = (t, pull, target)
                default: break
                }
                events.append(Event(time: t, effect: effect))
            }
        }
        let count = min(Int((end * fps).rounded(.up)) + 1, Self.maximumTicks)
        for k in 0..<count {
            tickIndex = k
            // One rounding: tick 6 at 60 fps is 0.1 s, where 6 × (1/60) is 0.09999999999999999.
            let t = Double(k) / fps
            if k > 0 { record(machine.handle(.timeAdvanced(seconds: dt)), at: t) }
            // Instants due by this tick, in script order; the finger's position at the instant first.
            while nextInstant < instants.count && instants[nextInstant].time <= t + 1e-9 {
                let (time, action) = instants[nextInstant]
                nextInstant += 1
                switch action {
                case .begin(let drag):
                    var position = pull
                    for m in motionsOfDrag[drag] ?? 0..<0 {
                        motions[m].from = position
                        motions[m].to = motions[m].target ?? position
                        position = motions[m].to
                    }
                    record(machine.handle(.dragBegan), at: t)
                case .release:
                    pull = finger(at: time)
                    record(machine.handle(.pulled(distance: pull)), at: t)
                    record(machine.handle(.dragEnded), at: t)
                    if settle == nil || settle!.start < t { settle = (t, pull, machine.inset) }
                case .finish:
                    record(machine.handle(.finish), at: t)
                case .hasMoreData(let more):
                    record(machine.handle(.setHasMoreData(more)), at: t)
                }
            }
            if machine.isDragging {
                pull = finger(at: t)
                settle = nil
            } else if let s = settle {
                let duration = configuration.insetDuration
                let u = duration > 0 ? min((t - s.start) / duration, 1) : 1
                pull = s.from + (s.to - s.from) * Easing.easeOut(u)
            }
            record(machine.handle(.pulled(distance: pull)), at: t)
            ticks.append(Tick(time: t, pull: pull, inset: machine.inset, state: machine.state,
                              progress: configuration.progress(atPull: pull), beyondThreshold: pull > configuration.threshold,
                              isDragging: machine.isDragging, timeInState: t - stateStart, ticksInState: k - stateStartTick))
        }
        self.ticks = ticks
        self.events = events
    }
}
