/// What the app must do in response to an event. The machine itself does nothing.
public enum RefreshEffect: Hashable, Sendable {
    /// The state changed.
    case stateChanged(from: RefreshState, to: RefreshState)
    /// Draw the indicator at `progress` ∈ [0, 1]; `beyondThreshold` is d > T.
    case progress(Double, beyondThreshold: Bool)
    /// Fire the refresh (or load-more) action. Exactly once per entry into `loading`.
    case refresh
    /// Start the processing animation.
    case startAnimating
    /// Stop the processing animation and play the end animation.
    case stopAnimating
    /// Animate the content inset to `target` points over `duration` seconds.
    case setInset(target: Double, duration: Double)
    /// The app called finish outside `loading`; nothing changed.
    case finishIgnored(in: RefreshState)
}
