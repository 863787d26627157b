/// What happens to a refresh control: the user's finger, the app, and time.
public enum RefreshEvent: Hashable, Sendable {
    /// The finger touches the content and starts dragging.
    case dragBegan
    /// The content is pulled `distance` points past its resting edge (≥ 0), finger down or settling.
    case pulled(distance: Double)
    /// The finger lifts.
    case dragEnded
    /// The app's completion: loading is done.
    case finish
    /// `seconds` of time pass (drives the inset and end animations).
    case timeAdvanced(seconds: Double)
    /// The app learns whether more data exists (bottom edge).
    case setHasMoreData(Bool)
}
