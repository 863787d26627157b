/// The states of a refresh control (MRefresh.docc/DesignRefreshMachine.md).
public enum RefreshState: String, Hashable, Sendable, Codable, CaseIterable {
    /// At rest, nothing drawn.
    case idle
    /// The finger is pulling; the indicator draws with the pull's progress.
    case pulling
    /// Release trigger only: pulled past the threshold; releasing now starts loading.
    case ready
    /// The app is loading; the processing animation plays.
    case loading
    /// Loading finished; the end animation plays and the inset returns.
    case closing
    /// Bottom edge without more data: the bar says so and never triggers.
    case exhausted
}
