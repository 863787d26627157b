/// The pull-to-refresh state machine of MRefresh.docc/DesignRefreshMachine.md: fed events, it returns effects.
///
/// Pure and platform-neutral: no clock, no drawing, no I/O. An app drives it from its scroll view
/// (drag began/ended, pull distance), its completion handler (finish) and its display link (time), and
/// carries out the returned effects. One machine serves MRefresh's threshold trigger, the release
/// trigger of UIRefreshControl-style controls, and the pull-up "load more" bar with its exhausted state.
public struct RefreshMachine: Sendable {
    /// The validated configuration.
    public let configuration: RefreshConfiguration
    /// The current state.
    public private(set) var state: RefreshState
    /// Whether a finger is on the content.
    public private(set) var isDragging = false
    /// The last pull distance reported, in points (≥ 0).
    public private(set) var pull = 0.0
    /// The inset the content has or is animating to: 0 (original) or the height while loading.
    public private(set) var inset = 0.0
    /// Whether more data exists (bottom edge).
    public private(set) var hasMoreData: Bool

    /// Seconds left of the running inset animation.
    private var insetAnimationRemaining = 0.0
    /// Seconds left of the end animation while closing.
    private var endAnimationRemaining = 0.0

    /// Creates a machine at rest.
    ///
    /// - Throws: ``RefreshConfigurationError`` naming the field when the configuration breaks a rule.
    public init(configuration: RefreshConfiguration = RefreshConfiguration()) throws(RefreshConfigurationError) {
        self.configuration = try configuration.validated()
        hasMoreData = configuration.hasMoreData
        state = .idle
        state = restingState
    }

    /// The progress of the current pull: min(max(d − s, 0) / (T − s), 1).
    public var progress: Double { configuration.progress(atPull: pull) }

    /// Whether the pull is beyond the threshold: d > T.
    public var isBeyondThreshold: Bool { pull > configuration.threshold }

    /// Idle, or exhausted for a bottom edge without more data.
    private var restingState: RefreshState {
        configuration.edge == .bottom && !hasMoreData ? .exhausted : .idle
    }

    /// Handles one event and returns what the app must do, in order.
    public mutating func handle(_ event: RefreshEvent) -> [RefreshEffect] {
        var effects: [RefreshEffect] = []
        switch event {
        case .dragBegan:
            isDragging = true
            if state == .idle {
                move(to: .pulling, &effects)
                effects.append(.progress(progress, beyondThreshold: isBeyondThreshold))
            }
        case .pulled(let distance):
            // Special case: a negative or non-finite distance is no pull at all.
            pull = distance.isFinite ? max(distance, 0) : 0
            pulled(&effects)
        case .dragEnded:
            isDragging = false
            released(&effects)
        case .finish:
            if state == .loading {
                move(to: .closing, &effects)
                effects.append(.stopAnimating)
                endAnimationRemaining = configuration.endAnimationDuration
                if !isDragging { restoreInset(&effects) }
                completeClosingIfDone(&effects)
            } else {
                effects.append(.finishIgnored(in: state))
            }
        case .timeAdvanced(let seconds):
            let dt = seconds.isFinite ? max(seconds, 0) : 0
            insetAnimationRemaining = max(insetAnimationRemaining - dt, 0)
            endAnimationRemaining = max(endAnimationRemaining - dt, 0)
            completeClosingIfDone(&effects)
        case .setHasMoreData(let more):
            hasMoreData = more
            if state == .idle || state == .exhausted, restingState != state {
                move(to: restingState, &effects)
            }
        }
        return effects
    }

    private mutating func pulled(_ effects: inout [RefreshEffect]) {
        let beyond = isBeyondThreshold
        switch state {
        case .pulling:
            effects.append(.progress(progress, beyondThreshold: beyond))
            guard beyond else { return }
            switch configuration.trigger {
            case .threshold: startLoading(&effects)
            case .release: move(to: .ready, &effects)
            }
        case .ready:
            effects.append(.progress(progress, beyondThreshold: beyond))
            if !beyond { move(to: .pulling, &effects) }
        case .idle, .loading, .closing, .exhausted:
            // At rest the content is only settling; while loading or closing a drag scrolls but never
            // triggers a second refresh; an exhausted bar never triggers.
            break
        }
    }

    private mutating func released(_ effects: inout [RefreshEffect]) {
        switch state {
        case .pulling:
            move(to: .idle, &effects)
        case .ready:
            startLoading(&effects)
        case .loading:
            // The indicator stays visible while loading: the inset grows once the finger is up.
            if inset != configuration.height { setInset(configuration.height, &effects) }
        case .closing:
            restoreInset(&effects)
            completeClosingIfDone(&effects)
        case .idle, .exhausted:
            break
        }
    }

    private mutating func startLoading(_ effects: inout [RefreshEffect]) {
        move(to: .loading, &effects)
        effects.append(.refresh)
        effects.append(.startAnimating)
        if !isDragging { setInset(configuration.height, &effects) }
    }

    private mutating func restoreInset(_ effects: inout [RefreshEffect]) {
        if inset != 0 { setInset(0, &effects) }
    }

    private mutating func setInset(_ target: Double, _ effects: inout [RefreshEffect]) {
        inset = target
        insetAnimationRemaining = configuration.insetDuration
        effects.append(.setInset(target: target, duration: configuration.insetDuration))
    }

    /// Closing ends when the end animation has played and the inset is back, with the finger up.
    private mutating func completeClosingIfDone(_ effects: inout [RefreshEffect]) {
        guard state == .closing, !isDragging, inset == 0, insetAnimationRemaining <= 0,
              endAnimationRemaining <= 0 else { return }
        move(to: restingState, &effects)
    }

    private mutating func move(to next: RefreshState, _ effects: inout [RefreshEffect]) {
        guard next != state else { return }
        effects.append(.stateChanged(from: state, to: next))
        state = next
    }
}

extension RefreshConfiguration {
    /// The indicator container's vertical origin for a pull offset, as MRefresh places it:
    /// min((pull − height) / 2, 0).
    public func containerOriginY(atPull pull: Double) -> Double {
        min((pull - height) / 2, 0)
    }
}
