import MRefreshCore

/// The Android animated vector drawables (``MRefreshCore/Export/avd``, ``AnimatedVectorDrawable``) under `res/`: the
/// pull's draw-on and the loading loop, their resources named after the asset name. Made from the plan's
/// vector animation, not from frames: written when the frames are in.
package final class AnimatedVectorSink: ExportSink {
    package let resources: AndroidResources
    private let animation: VectorAnimation?
    private let output: OutputDirectory?

    /// The folders its files go into, opened before a run draws anything.
    static let folders = ["res/drawable", "res/animator"]

    /// A sink of `animation` (none: it writes nothing) into `output` (none: only ``files(for:)`` is asked).
    package init(name: String, animation: VectorAnimation? = nil, output: OutputDirectory? = nil) {
        resources = AndroidResources(name: name)
        self.animation = animation
        self.output = output
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) throws(OutputError) -> AnimatedVectorSink? {
        guard let animation = plan.vectorAnimation else { return nil }
        for folder in folders { _ = try output.folder(folder) }
        // Another appearance's drawables carry it in their names: `indicator_dark_loading.xml`.
        return AnimatedVectorSink(name: plan.settings.assetName + plan.settings.appearance.fileSuffix, animation: animation,
                                  output: output)
    }

    /// What an AnimatedVectorDrawable cannot carry.
    package static func limitations(scales: [Int], indicator: Indicator?, animation: VectorAnimation?) -> [String] {
        guard let indicator else { return [] }
        return RenderPlan.limitations(of: indicator, in: .avd,
                                      uncarriedText: animation?.uncarriedText, uncarriedGlyphs: animation?.uncarriedGlyphs,
                                      uncarriedAnimation: animation?.uncarriedAnimation)
    }

    package static func summary(of manifest: Manifest) -> String? {
        manifest.animatedVectors.isEmpty ? nil : "AnimatedVectorDrawables in res/"
    }

    /// The files it writes for `animation`, as paths in the output folder and their bytes: pure, so that
    /// tests and the fuzz targets read exactly what a run writes.
    package func files(for animation: VectorAnimation) -> [(path: String, bytes: [UInt8])] {
        AnimatedVectorDrawable(animation, resources: resources).files.map { ($0.path, Array($0.text.utf8)) }
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        guard let animation, let output else { return .animatedVectors([]) }
        let files = files(for: animation)
        for file in files { try output.write(file.bytes, to: file.path) }
        return .animatedVectors(files.map(\.path))
    }
}
