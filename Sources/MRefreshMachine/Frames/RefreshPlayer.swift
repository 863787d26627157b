/// A refresh control as an app plays it: the ``RefreshMachine``, the indicator's ``FrameTable``, and the
/// clocks that pick the frame on screen: seconds in the current state, how far the ready transition has
/// played, and the inset the content shows while it eases to the machine's.
///
/// Fed the same events as the machine (``RefreshEvent/timeAdvanced(seconds:)`` moves its clocks too), it
/// answers which frame shows (``frame``) and how far the content is pulled open (``contentOffset``). The
/// preview page and the web runtime play `machine.js`'s `RefreshPlayer`, held to this one by
/// `MachineDifferentialTests`.
public struct RefreshPlayer: Sendable {
    /// The machine, with the end animation lasting at least as long as the closing stage's frames.
    public private(set) var machine: RefreshMachine
    /// The frames played.
    public let table: FrameTable
    /// Seconds since the machine entered its current state (the clock of loading and closing frames).
    public private(set) var secondsInState = 0.0
    /// How far the ready transition is played, in seconds: forward while ready, backwards while pulling.
    public private(set) var readySeconds = 0.0
    /// The inset the content shows: it moves toward the machine's at height / insetDuration points a second.
    public private(set) var shownInset = 0.0

    /// A player at rest.
    ///
    /// An app's closing ends when its end animation does: the machine waits for the end animation, and that
    /// animation is the closing stage's frames, the last one shown for one frame's time
    /// (``FrameTable/closingEnd``), which may be longer than `configuration.endAnimationDuration`.
    ///
    /// - Throws: ``RefreshConfigurationError`` naming the field when the configuration breaks a rule.
    public init(configuration: RefreshConfiguration = RefreshConfiguration(), table: FrameTable) throws(RefreshConfigurationError) {
        var configuration = configuration
        if let end = table.closingEnd, end > configuration.endAnimationDuration {
            configuration.endAnimationDuration = end
        }
        machine = try RefreshMachine(configuration: configuration)
        self.table = table
    }

    /// Handles one event as ``RefreshMachine/handle(_:)`` does, moving the player's clocks with time.
    public mutating func handle(_ event: RefreshEvent) -> [RefreshEffect] {
        switch event {
        case .timeAdvanced(let seconds):
            // Special case: time never runs backwards, and a non-finite step is no time.
            let dt = seconds.isFinite ? max(seconds, 0) : 0
            secondsInState += dt
            readySeconds = Self.readySeconds(readySeconds, in: machine.state, after: dt,
                                             transition: table.frames(of: .ready)?.seconds ?? 0)
            easeInset(by: dt)
            return forward(.timeAdvanced(seconds: dt))
        case .dragEnded where machine.isDragging:
            // On release the content eases from where the finger left it.
            shownInset = contentOffset
            return forward(event)
        default:
            return forward(event)
        }
    }

    /// The frame on screen, or nil when none shows.
    public var frame: FrameTable.Frame? {
        table.frame(in: machine.state, pull: machine.pull, secondsInState: secondsInState, readySeconds: readySeconds)
    }

    /// How far the content is pulled open, in points: the finger's pull while dragging (while loading or
    /// closing, at least the inset the machine holds open), else the shown inset; an exhausted bar stays
    /// open as the content's footer, the height of its container.
    public var contentOffset: Double {
        guard machine.isDragging else { return machine.state == .exhausted ? machine.configuration.height : shownInset }
        return machine.state == .loading || machine.state == .closing ? max(machine.pull, shownInset) : machine.pull
    }

    /// The ready transition's clock `dt` seconds on in `state`: forward up to `transition` seconds while
    /// ready, backwards to 0 while pulling, 0 otherwise.
    public static func readySeconds(_ current: Double, in state: RefreshState, after dt: Double, transition: Double) -> Double {
        switch state {
        case .ready: min(current + dt, transition)
        case .pulling: max(current - dt, 0)
        default: 0
        }
    }

    private mutating func easeInset(by dt: Double) {
        let target = machine.inset
        let configuration = machine.configuration
        guard dt > 0, shownInset != target else { return }
        // Special case: an instant inset change jumps.
        guard configuration.insetDuration > 0 else {
            shownInset = target
            return
        }
        let step = configuration.height / configuration.insetDuration * dt
        shownInset = shownInset < target ? min(target, shownInset + step) : max(target, shownInset - step)
    }

    private mutating func forward(_ event: RefreshEvent) -> [RefreshEffect] {
        let effects = machine.handle(event)
        if effects.contains(where: { if case .stateChanged = $0 { true } else { false } }) {
            secondsInState = 0
        }
        return effects
    }
}
