/// The stages a render walks through, in order (MRefresh.docc/DesignRefreshMachine.md).
public enum Stage: String, CaseIterable, Sendable, Codable {
    /// Drawn on as the user pulls: progress 0 … 1.
    case pull
    /// The transition into `ready` (release trigger only): past the threshold, before the finger lifts.
    case ready
    /// One loop of the processing animation while the app loads.
    case loading
    /// The end animation, from its start to fully gone.
    case closing
    /// A bottom edge without more data: the bar says so and never triggers.
    case exhausted
}
