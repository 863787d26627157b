/// One keyframe of a layer's (or the whole indicator's) choreography in one stage (MRefresh.docc/IndicatorFiles.md): a
/// position on the stage's axis, the properties set there, and the easing they arrive with.
///
/// A keyframe sets only what its partial pose names; the other properties follow their own keyframes (or
/// rest where none sets them). The value between two keyframes that set a property is interpolated with
/// the later keyframe's ``easing``.
package struct Keyframe: Hashable, Sendable {
    /// Where the keyframe sits on its stage's axis: pull progress (0…1), the ready transition (0…1),
    /// seconds within the loading period, the closing animation (0…1), the exhausted stage (0…1).
    package var at: Double
    /// The properties the keyframe sets; one that sets nothing is a stop at the rest value of every property.
    package var pose: Pose.Partial
    /// How the values arrive here from the previous keyframe.
    package var easing: Easing

    /// Creates a keyframe setting `pose`'s properties at `at`.
    package init(at: Double, _ pose: Pose.Partial = Pose.Partial(), easing: Easing = .linear) {
        self.at = at
        self.pose = pose
        self.easing = easing
    }

    /// Degrees → radians, for readers of files that give degrees.
    package static func radians(degrees: Double) -> Double { degrees / 180 * .pi }
}
