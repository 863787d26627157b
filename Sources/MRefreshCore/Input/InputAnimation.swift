import MRefreshSyntax

/// An input that animates by itself (an SVG document's SMIL animations): the loop it plays and its layers
/// at any time. The indicator plays it as its loading stage (MRefresh.docc/AnimatedSVG.md).
package struct InputAnimation: Sendable {
    /// The loop in frames at a frame rate (the least common multiple of the repeating animations' periods,
    /// each in whole frames), at most `cap` seconds (`capped` then); nil when nothing moves.
    package var loop: @Sendable (_ fps: Double, _ cap: Double) -> (frames: Int, capped: Bool)?
    /// The input as it stands `seconds` into its animation.
    package var layers: @Sendable (_ seconds: Double) throws(InputError) -> LoadedInput
    /// Each animation played, in document order: what `inspect` lists.
    package var entries: [Entry]

    /// One animation of the input.
    package struct Entry: Sendable, Hashable {
        /// The animation element's name: `animateTransform`.
        package var element: String
        package var location: SourceLocation
        /// The animated element's name and place: `path`.
        package var target: String
        package var targetLocation: SourceLocation
        package var attribute: String
        /// The simple duration in seconds; nil when indefinite.
        package var duration: Double?
        /// How it repeats, in words: `indefinite`, `3 times`, `for 1.5 s`, `once`.
        package var repeats: String

        package init(element: String, location: SourceLocation, target: String, targetLocation: SourceLocation,
                     attribute: String, duration: Double?, repeats: String) {
            (self.element, self.location, self.target, self.targetLocation) = (element, location, target, targetLocation)
            (self.attribute, self.duration, self.repeats) = (attribute, duration, repeats)
        }
    }

    package init(loop: @escaping @Sendable (Double, Double) -> (frames: Int, capped: Bool)?,
                 layers: @escaping @Sendable (Double) throws(InputError) -> LoadedInput, entries: [Entry] = []) {
        self.loop = loop
        self.layers = layers
        self.entries = entries
    }

    /// The longest loop played, in seconds: a longer one is cut there, with a warning.
    package static let maximumLoop = 30.0
    /// The most layers drawn over a whole loop (frames × layers): each loading frame reads the document again,
    /// so a huge document animated for long is refused before any of it is read.
    package static let maximumLayerFrames = 500_000
}
