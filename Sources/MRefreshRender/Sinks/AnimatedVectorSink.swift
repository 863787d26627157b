import MRefreshCore

/// The Android animated vector drawables (``MRefreshCore/Export/avd``, ``AnimatedVectorDrawable``) under `res/`: the
/// pull's draw-on and the loading loop, their resources named after the asset name.
public struct AnimatedVectorSink: VectorSink {
    public let resources: AndroidResources

    /// The folders its files go into, opened before a run draws anything.
    static let folders = ["res/drawable", "res/animator"]

    public init(name: String) {
        resources = AndroidResources(name: name)
    }

    public func files(for animation: VectorAnimation) -> [(path: String, bytes: [UInt8])] {
        AnimatedVectorDrawable(animation, resources: resources).files.map { ($0.path, Array($0.text.utf8)) }
    }

    public func part(for paths: [String]) -> Manifest.Part { .animatedVectors(paths) }
}
