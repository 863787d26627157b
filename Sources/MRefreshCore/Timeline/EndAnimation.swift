/// The animation that plays when loading finishes (DESIGN.md §7; MRefresh's endAnimationClosure).
public enum EndAnimation: String, CaseIterable, Sendable, Codable {
    /// Scale → 0 over 0.1 s; opacity → 0 from half-way (MRefresh's default).
    case shrinkFade = "shrink-fade"
    /// Opacity → 0 over 0.1 s.
    case fade
    /// Shown unchanged until it is removed.
    case none

    /// How long the animation runs, in seconds.
    public var duration: Double { 0.1 }

    /// The appearance `time` seconds after the animation starts (clamped to its duration).
    public func appearance(at time: Double) -> Appearance {
        let t = duration > 0 ? min(max(time / duration, 0), 1) : 1
        switch self {
        case .shrinkFade:
            return Appearance(opacity: t <= 0.5 ? 1 : 1 - (t - 0.5) * 2, scale: 1 - t)
        case .fade:
            return Appearance(opacity: 1 - t)
        case .none:
            return .normal
        }
    }
}
