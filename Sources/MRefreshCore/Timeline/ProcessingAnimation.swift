import Foundation

/// The animation that loops while the app loads (DESIGN.md §7; MRefresh's processingAnimationClosure).
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

    /// The appearance `time` seconds into the loop (periodic).
    public func appearance(at time: Double) -> Appearance {
        let phase = (time / period).truncatingRemainder(dividingBy: 1)
        let phaseInLoop = phase < 0 ? phase + 1 : phase
        // Triangle wave 0 → 1 → 0 over the loop: there and back again.
        let there = phaseInLoop < 0.5 ? phaseInLoop * 2 : 2 - phaseInLoop * 2
        switch self {
        case .blink:
            return Appearance(opacity: 1 - 0.7 * there)
        case .rotate:
            return Appearance(rotation: 2 * .pi * phaseInLoop)
        case .pulse:
            return Appearance(scale: 1 + 0.15 * Easing.easeInOut(there))
        case .none:
            return .normal
        }
    }
}
