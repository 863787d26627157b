/// The three stages a render walks through, in order (DESIGN.md §7).
public enum Stage: String, CaseIterable, Sendable, Codable {
    /// Drawn on as the user pulls: progress 0 … 1.
    case pull
    /// One loop of the processing animation while the app loads.
    case loading
    /// The end animation, from its start to fully gone.
    case closing
}
