import MRefreshCore

/// The Lottie animation (``MRefreshCore/Export/lottie``): `indicator.json` (``LottieDocument``), the vector layers drawn
/// on and moved as the frames show them, the stages as markers, named after the asset name. Made from the
/// plan's vector animation, not from frames: written when the frames are in.
package final class LottieSink: ExportSink {
    /// The animation's file name in light, the default appearance; the others carry theirs
    /// (`indicator~dark.json`).
    package static let file = "indicator.json"
    /// The animation's name inside the document.
    package let name: String
    /// Its file name.
    package let file: String
    private let animation: VectorAnimation?
    private let output: OutputDirectory?

    /// A sink of `animation` (none: it writes nothing) into `output` (none: only ``files(for:)`` is asked),
    /// its file named for `appearance`.
    package init(name: String, appearance: Appearance = .light, animation: VectorAnimation? = nil, output: OutputDirectory? = nil) {
        self.name = name
        file = Manifest.fileName(prefix: "indicator" + appearance.fileSuffix, scale: 1, extension: "json")
        self.animation = animation
        self.output = output
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) -> LottieSink? {
        plan.vectorAnimation.map {
            LottieSink(name: plan.settings.assetName, appearance: plan.settings.appearance, animation: $0, output: output)
        }
    }

    /// What a Lottie animation cannot carry, as its writer decides: clips of more than one shape among them.
    package static func limitations(scales: [Int], indicator: Indicator?, animation: VectorAnimation?) -> [String] {
        guard let indicator else { return [] }
        let unclipped = Set(animation?.layers.filter { !$0.clips.isEmpty && !LottieDocument.carriesClips($0) }.map(\.index) ?? [])
        return RenderPlan.limitations(of: indicator, in: .lottie, unclipped: unclipped,
                                      uncarriedText: animation?.uncarriedText, uncarriedGlyphs: animation?.uncarriedGlyphs,
                                      uncarriedAnimation: animation?.uncarriedAnimation)
    }

    package static func summary(of manifest: Manifest) -> String? { manifest.lottie.map { "a Lottie animation (\($0))" } }

    /// The files it writes for `animation`, as paths in the output folder and their bytes: pure, so that
    /// tests and the fuzz targets read exactly what a run writes.
    package func files(for animation: VectorAnimation) -> [(path: String, bytes: [UInt8])] {
        [(file, Array((LottieDocument(animation, name: name).json.text + "\n").utf8))]
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        if let animation, let output {
            for file in files(for: animation) { try output.write(file.bytes, to: file.path) }
        }
        return .lottie(file)
    }
}
