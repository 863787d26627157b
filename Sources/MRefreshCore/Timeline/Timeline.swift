/// The frames of a render and the stages they play, made by walking the refresh machine through pull →
/// ready → loading → closing, then into exhausted, so the frames and the machine cannot disagree
/// (MRefresh.docc/DesignRefreshMachine.md); or a simulation's ticks (`init(simulation:readyDuration:closingDuration:)`).
///
/// A timeline is the one source of its stages: each stage's frames, seconds, loop and pick
/// (`stages`), read alike by the manifest, the sheets, the animated exports and the vector exports.
public struct Timeline: Hashable, Sendable {
    /// Why a walk cannot be made.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The machine's configuration breaks a rule of DesignRefreshMachine.md.
        case configuration(RefreshConfigurationError)
        /// Ready frames were asked for, but the threshold trigger never enters `ready`.
        case readyNeedsReleaseTrigger
        /// Exhausted frames were asked for, but only a bottom edge runs out of data.
        case exhaustedNeedsBottomEdge
        /// The machine did not do what the walk expects: a bug, named by the step.
        case unexpectedState(step: String, state: RefreshState)

        public var description: String {
            switch self {
            case .configuration(let error): "machine: \(error.description)"
            case .readyNeedsReleaseTrigger: "ready frames need the release trigger (trigger: release)"
            case .exhaustedNeedsBottomEdge: "exhausted frames need a bottom edge (edge: bottom)"
            case let .unexpectedState(step, state): "\(step) left the machine in state '\(state.rawValue)'"
            }
        }
    }

    /// How a timeline's frames are ordered and numbered.
    public enum Order: Hashable, Sendable {
        /// Stage by stage, each stage's frames numbered from 0 (`pull_0000`, …, `loading_0000`, …).
        case stages
        /// A simulation's ticks in time, numbered from 0 (`tick_0000`, …): one recording, not stages an
        /// app plays one by one.
        case ticks
    }

    /// Every frame in the order it is drawn: stage by stage, or a simulation's ticks in time.
    public let frames: [FrameSpec]
    /// Per stage: its frames in order, its seconds, whether it loops and how an app picks a frame. A
    /// simulation's ticks play no stage by itself: its clips have no frames.
    package let stages: PerStage<StageClip>
    /// How ``frames`` are ordered and numbered.
    public let order: Order

    /// The timeline that plays `stages` one after another, each clip's frames (of its own stage) in order.
    package init(stages: PerStage<StageClip>) {
        self.stages = stages
        frames = stages.values.flatMap(\.frames)
        order = .stages
    }

    /// Walks the machine.
    ///
    /// Pull frame i of N shows progress i/(N−1) (a single pull frame shows the finished icon); ready frame
    /// j of R is j/(R−1) of the way through the ready transition (a single one shows its end); loading frame
    /// k of M is k/M of the way through one loop of `loadingPeriod` seconds (exactly: its ``FrameSpec/exactPosition``
    /// is the ratio, the period counted in microseconds), so the frame after the last is the first; closing frame j of K is j/(K−1) of the way through the end animation of `closingDuration`
    /// seconds (a single one shows its start); exhausted frame j of E is j/(E−1) through its keyframes
    /// (a single one shows their start). The machine always has more data for the walk up to closing; the
    /// exhausted frames come after the app says it has none. Each stage's clip has its seconds: the ready
    /// transition's `readyDuration`, the loading period, the end animation's duration.
    package init(configuration: RefreshConfiguration, stages: StageFrames, readyDuration: Double, loadingPeriod: Double,
                closingDuration: Double) throws(Failure) {
        var configuration = configuration
        configuration.endAnimationDuration = closingDuration
        configuration.hasMoreData = true
        if stages.ready > 0, configuration.trigger != .release { throw .readyNeedsReleaseTrigger }
        if stages.exhausted > 0, configuration.edge != .bottom { throw .exhaustedNeedsBottomEdge }
        var machine: RefreshMachine
        do {
            machine = try RefreshMachine(configuration: configuration)
        } catch {
            throw .configuration(error)
        }
        var frames = PerStage<[FrameSpec]> { _ in [] }
        func expect(_ state: RefreshState, after step: String) throws(Failure) {
            guard machine.state == state else { throw .unexpectedState(step: step, state: machine.state) }
        }

        _ = machine.handle(.dragBegan)
        try expect(.pulling, after: "beginning a drag")
        let n = stages.pull
        for i in 0..<n {
            let p = n == 1 ? 1 : Double(i) / Double(n - 1)
            let d = configuration.pull(atProgress: p)
            _ = machine.handle(.pulled(distance: d))
            frames.pull.append(FrameSpec(stage: .pull, index: i, state: machine.state, progress: p, position: p, pullDistance: d,
                                         exactPosition: Self.fraction(i, of: n, single: 1)))
        }

        // Past the threshold: loading starts (threshold trigger) or the state becomes ready (release).
        let beyond = configuration.threshold + 1
        var effects = machine.handle(.pulled(distance: beyond))
        if configuration.trigger == .release {
            try expect(.ready, after: "pulling past the threshold")
            let r = stages.ready
            for j in 0..<r {
                let position = r == 1 ? 1 : Double(j) / Double(r - 1)
                frames.ready.append(FrameSpec(stage: .ready, index: j, state: machine.state, progress: 1, position: position,
                                              pullDistance: beyond, exactPosition: Self.fraction(j, of: r, single: 1)))
            }
        }
        effects += machine.handle(.dragEnded)
        guard machine.state == .loading, effects.contains(.refresh) else {
            throw .unexpectedState(step: "pulling past the threshold and releasing", state: machine.state)
        }
        let m = stages.loading
        let period = Rational(approximating: loadingPeriod)
        for k in 0..<m {
            // Exactly k/m of the period (a frame at 2.4 s is 12/5 s), so each track's keys land exactly.
            let exact = period.flatMap { Rational(k, m)?.multiplied(by: $0) }
            let t = exact?.doubleValue ?? Double(k) / Double(m) * loadingPeriod
            frames.loading.append(FrameSpec(stage: .loading, index: k, state: machine.state, progress: 1, position: t, time: t,
                                            exactPosition: exact))
        }

        effects = machine.handle(.finish)
        guard machine.state == .closing, effects.contains(.stopAnimating) else {
            throw .unexpectedState(step: "finishing", state: machine.state)
        }
        let c = stages.closing
        let duration = Rational(approximating: closingDuration)
        for j in 0..<c {
            // j/(c−1) in one division: the nearest Double of the exact fraction, so a key at 0.6 is hit by
            // frame 3 of 6 (through seconds, 3/5·0.4/0.4 might not come back to 0.6).
            let fraction = c == 1 ? 0 : Double(j) / Double(c - 1)
            let exact = c == 1 ? Rational.zero : duration.flatMap { Rational(j, c - 1)?.multiplied(by: $0) }
            let t = exact?.doubleValue ?? fraction * closingDuration
            frames.closing.append(FrameSpec(stage: .closing, index: j, state: machine.state, progress: 1,
                                            position: closingDuration > 0 ? fraction : 1, time: t,
                                            exactPosition: closingDuration > 0 ? Self.fraction(j, of: c, single: 0) : Rational(1)))
        }
        _ = machine.handle(.timeAdvanced(seconds: max(closingDuration, configuration.insetDuration)))
        try expect(.idle, after: "closing")

        let e = stages.exhausted
        if e > 0 {
            _ = machine.handle(.setHasMoreData(false))
            try expect(.exhausted, after: "running out of data")
            for j in 0..<e {
                let position = e == 1 ? 0 : Double(j) / Double(e - 1)
                frames.exhausted.append(FrameSpec(stage: .exhausted, index: j, state: machine.state, progress: 0, position: position,
                                                  exactPosition: Self.fraction(j, of: e, single: 0)))
            }
        }
        let seconds = PerStage<Double?>(pull: nil, ready: readyDuration, loading: loadingPeriod, closing: closingDuration,
                                        exhausted: nil)
        self.init(stages: PerStage { StageClip($0, frames: frames[$0], seconds: seconds[$0]) })
    }

    /// i/(n−1) exactly: frame i of n spread over 0…1; `single` when n is 1.
    static func fraction(_ i: Int, of n: Int, single: Int) -> Rational? {
        n == 1 ? Rational(single) : Rational(i, n - 1)
    }
}
