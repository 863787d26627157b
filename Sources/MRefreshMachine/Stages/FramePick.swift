/// How an app chooses which of a stage's frames to show (a manifest stage's `pick`).
public enum FramePick: String, Hashable, Sendable, Codable, CaseIterable {
    /// The frame with the largest pull distance not above the current pull.
    case pullDistance
    /// Played forward over the stage's seconds on entering the state, backwards on leaving it.
    case transition
    /// By time since the state began: looped (loading) or once, holding the last frame (closing).
    case time
    /// Shown while the state lasts (the first frame, or played once over the stage's seconds).
    case state

    /// How each stage's frames are picked: the pull by pull distance, ready as a transition, loading and
    /// closing by time, exhausted by state.
    public static let ofStage = PerStage<FramePick>(pull: .pullDistance, ready: .transition, loading: .time, closing: .time,
                                                    exhausted: .state)
}
