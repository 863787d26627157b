/// One frame to draw: where it sits in the walk, and how the indicator looks.
public struct PlannedFrame: Hashable, Sendable {
    public var stage: Stage
    /// Index within the stage, from 0.
    public var index: Int
    /// Pull frames: the global progress drawn.
    public var progress: Double
    /// Pull frames: the pull distance at which an app should show this frame (the inverse of the progress
    /// formula); nil for other stages.
    public var pullDistance: Double?
    /// Loading and closing frames: seconds into the stage's animation; nil for pull frames.
    public var time: Double?
    /// Opacity, scale and rotation around the indicator's centre.
    public var appearance: Appearance
    /// The machine's state while this frame shows.
    public var state: RefreshState

    /// Creates a frame description.
    public init(stage: Stage, index: Int, progress: Double, pullDistance: Double?, time: Double?,
                appearance: Appearance, state: RefreshState) {
        self.stage = stage
        self.index = index
        self.progress = progress
        self.pullDistance = pullDistance
        self.time = time
        self.appearance = appearance
        self.state = state
    }
}

/// How many frames each stage gets and which animations play.
public struct StageSettings: Hashable, Sendable {
    public var pullFrames: Int
    public var loadingFrames: Int
    public var loadingAnimation: ProcessingAnimation
    public var closingFrames: Int
    public var endAnimation: EndAnimation

    /// Creates settings; 0 frames skips a stage.
    public init(pullFrames: Int = 60, loadingFrames: Int = 24, loadingAnimation: ProcessingAnimation = .blink,
                closingFrames: Int = 7, endAnimation: EndAnimation = .shrinkFade) {
        self.pullFrames = pullFrames
        self.loadingFrames = loadingFrames
        self.loadingAnimation = loadingAnimation
        self.closingFrames = closingFrames
        self.endAnimation = endAnimation
    }
}

/// The frames of a render, produced by walking the refresh machine through pull → loading → closing, so
/// the frames and the machine cannot disagree.
public enum FramePlan {
    /// The failure of a walk that does not reach a stage (a configuration that cannot load, such as a
    /// bottom edge without more data).
    public struct WalkError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Every frame in order.
    ///
    /// Pull frame i of N shows progress i/(N−1) (a single pull frame shows the finished icon); loading
    /// frame k of M is k/M of the way through one loop, so the frame after the last is the first; closing
    /// frame j of K is j/(K−1) of the way through the end animation (a single one shows its start).
    public static func frames(configuration: RefreshConfiguration, settings: StageSettings) throws -> [PlannedFrame] {
        var configuration = configuration
        configuration.endAnimationDuration = settings.endAnimation.duration
        var machine = try RefreshMachine(configuration: configuration)
        var frames: [PlannedFrame] = []

        _ = machine.handle(.dragBegan)
        guard machine.state == .pulling else {
            throw WalkError(description: "the indicator cannot be pulled in state '\(machine.state.rawValue)'")
        }
        let n = settings.pullFrames
        for i in 0..<n {
            let p = n == 1 ? 1 : Double(i) / Double(n - 1)
            let d = configuration.pull(atProgress: p)
            _ = machine.handle(.pulled(distance: d))
            frames.append(PlannedFrame(stage: .pull, index: i, progress: p, pullDistance: d, time: nil,
                                       appearance: .normal, state: machine.state))
        }

        // Pull past the threshold (and release, for the release trigger): loading starts.
        var effects = machine.handle(.pulled(distance: configuration.threshold + 1))
        effects += machine.handle(.dragEnded)
        guard machine.state == .loading, effects.contains(.refresh) else {
            throw WalkError(description: "pulling past the threshold did not start loading")
        }
        let m = settings.loadingFrames
        let period = settings.loadingAnimation.period
        for k in 0..<m {
            let t = Double(k) / Double(m) * period
            frames.append(PlannedFrame(stage: .loading, index: k, progress: 1, pullDistance: nil, time: t,
                                       appearance: settings.loadingAnimation.appearance(at: t), state: machine.state))
        }

        effects = machine.handle(.finish)
        guard machine.state == .closing, effects.contains(.stopAnimating) else {
            throw WalkError(description: "finishing did not close the indicator")
        }
        let k = settings.closingFrames
        let duration = settings.endAnimation.duration
        for j in 0..<k {
            let t = k == 1 ? 0 : Double(j) / Double(k - 1) * duration
            frames.append(PlannedFrame(stage: .closing, index: j, progress: 1, pullDistance: nil, time: t,
                                       appearance: settings.endAnimation.appearance(at: t), state: machine.state))
        }
        _ = machine.handle(.timeAdvanced(seconds: max(duration, configuration.insetDuration)))
        guard machine.state == .idle else {
            throw WalkError(description: "the indicator did not come to rest after closing")
        }
        return frames
    }
}
