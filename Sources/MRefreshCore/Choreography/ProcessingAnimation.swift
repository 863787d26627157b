/// The Part 1 animations that loop while the app loads (MRefresh.docc/DesignRefreshMachine.md; MRefresh's
/// processingAnimationClosure), as presets of the keyframe mechanism: each is a whole-indicator loading
/// track.
public enum ProcessingAnimation: String, CaseIterable, Sendable, Codable {
    /// Opacity 1 → 0.3 over 0.4 s and back (MRefresh's default).
    case blink
    /// One clockwise turn every 0.4 s.
    case rotate
    /// Scale 1 → 1.15 over 0.4 s and back, eased.
    case pulse
    /// The finished icon, still.
    case none

    /// The length of one loop, in seconds.
    public var period: Double {
        switch self {
        case .blink, .pulse: 0.8
        case .rotate: 0.4
        case .none: 0.4
        }
    }

    /// The loop as keyframes in seconds, or nil for `none`.
    package var track: KeyframeTrack? {
        switch self {
        case .blink:
            // 1 − 0.7 rather than 0.3: MRefresh's blink takes 70% off, and this keeps Part 1's frames.
            KeyframeTrack([Keyframe(at: 0, Pose.Partial(opacity: 1)), Keyframe(at: 0.4, Pose.Partial(opacity: 1 - 0.7)),
                           Keyframe(at: 0.8, Pose.Partial(opacity: 1))],
                          end: period, loops: true)
        case .rotate:
            KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: 0)), Keyframe(at: 0.4, Pose.Partial(rotation: 2 * .pi))],
                          end: period, loops: true)
        case .pulse:
            KeyframeTrack([Keyframe(at: 0, Pose.Partial(scale: Vector(1, 1))),
                           Keyframe(at: 0.4, Pose.Partial(scale: Vector(1.15, 1.15)), easing: .easeInOut),
                           Keyframe(at: 0.8, Pose.Partial(scale: Vector(1, 1)), easing: .easeInOut)],
                          end: period, loops: true)
        case .none:
            nil
        }
    }
}
