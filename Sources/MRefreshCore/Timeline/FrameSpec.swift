/// One frame of a timeline: which stage and state it shows, how far the indicator is drawn on, and where
/// the stage's keyframes stand.
public struct FrameSpec: Hashable, Sendable {
    /// The stage the frame belongs to.
    public var stage: Stage
    /// Index within the stage (or within a simulation's ticks), from 0.
    public var index: Int
    /// The machine's state while this frame shows.
    public var state: RefreshState
    /// The draw-on progress: the pull's in pull frames, 1 once loading can start.
    public var progress: Double
    /// Where the stage's keyframes stand: pull progress; the ready transition 0…1; seconds into the
    /// loading loop; the end animation 0…1 (beyond 1 the indicator is gone); the exhausted stage 0…1.
    public var position: Double
    /// Pull frames of a simulation: how far the ready transition still shows (0…1) after the pull fell back
    /// below the threshold; 0 elsewhere.
    public var readyTransition: Double
    /// Pull and ready frames: the pull distance at which an app shows this frame; a simulation's tick: the
    /// pull then.
    public var pullDistance: Double?
    /// Loading and closing frames: seconds into the stage's animation; a simulation's tick: its time.
    public var time: Double?
    /// ``position`` exactly, where the frame maker knows it (``position`` is its nearest `Double`): pull
    /// frame i of n is i/(n−1), a loading frame k of m is k/m of the period in seconds, a simulated tick its
    /// ticks over the rate. The keyframes are placed at it exactly: each loading track wraps it into its
    /// own period (a frame at 2.4 s shows a 1.8 s loop's key at 0.6 s), and the share of the way between
    /// two keys is exact. Nil leaves the tracks to ``position`` (a loop's counted in whole microseconds).
    package var exactPosition: Rational?
    /// Whether this loading frame is the loop's end reached from below (a vector export's last sample):
    /// a track whose period ends here shows its last instant (a turn at 360°), not its first again.
    public var endsLoop = false
    /// What a text layer's `{updated}` says: the clock time of the last refresh ("09:41:03", or "never"),
    /// where a clock exists (a simulation); nil elsewhere.
    public var updated: String?

    /// Creates a frame description.
    package init(stage: Stage, index: Int, state: RefreshState, progress: Double, position: Double,
                readyTransition: Double = 0, pullDistance: Double? = nil, time: Double? = nil, updated: String? = nil,
                exactPosition: Rational? = nil) {
        self.exactPosition = exactPosition
        self.updated = updated
        self.stage = stage
        self.index = index
        self.state = state
        self.progress = progress
        self.position = position
        self.readyTransition = readyTransition
        self.pullDistance = pullDistance
        self.time = time
    }
}
