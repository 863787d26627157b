/// An input that animates by itself (an SVG document's SMIL animations): the loop it plays and its layers
/// at any time. The indicator plays it as its loading stage (MRefresh.docc/AnimatedSVG.md).
package struct InputAnimation: Sendable {
    /// The loop in frames at a frame rate (the least common multiple of the repeating animations' periods,
    /// each in whole frames), at most `cap` seconds (`capped` then); nil when nothing moves.
    package var loop: @Sendable (_ fps: Double, _ cap: Double) -> (frames: Int, capped: Bool)?
    /// The input as it stands `seconds` into its animation.
    package var layers: @Sendable (_ seconds: Double) throws(InputError) -> LoadedInput

    package init(loop: @escaping @Sendable (Double, Double) -> (frames: Int, capped: Bool)?,
                 layers: @escaping @Sendable (Double) throws(InputError) -> LoadedInput) {
        self.loop = loop
        self.layers = layers
    }

    /// The longest loop played, in seconds: a longer one is cut there, with a warning.
    package static let maximumLoop = 30.0
}
