/// The Part 1 animations that play when loading finishes (MRefresh.docc/DesignRefreshMachine.md; MRefresh's endAnimationClosure),
/// as presets of the keyframe mechanism: each is a whole-indicator closing track over 0…1.
public enum EndAnimation: String, CaseIterable, Sendable, Codable {
    /// Scale → 0 over 0.1 s; opacity → 0 from half-way (MRefresh's default).
    case shrinkFade = "shrink-fade"
    /// Opacity → 0 over 0.1 s.
    case fade
    /// Shown unchanged until it is removed.
    case none

    /// How long the animation runs, in seconds.
    public var duration: Double { 0.1 }

    /// The animation as keyframes over 0…1, or nil for `none`.
    package var track: KeyframeTrack? {
        switch self {
        case .shrinkFade:
            KeyframeTrack([Keyframe(at: 0, Pose.Partial(scale: Vector(1, 1), opacity: 1)), Keyframe(at: 0.5, Pose.Partial(opacity: 1)),
                           Keyframe(at: 1, Pose.Partial(scale: Vector(0, 0), opacity: 0))])
        case .fade:
            KeyframeTrack([Keyframe(at: 0, Pose.Partial(opacity: 1)), Keyframe(at: 1, Pose.Partial(opacity: 0))])
        case .none:
            nil
        }
    }
}
