import MRefreshCore

/// The Android resources (``MRefreshCore/Export/android``, ``AndroidResources``): every frame at each density under
/// `res/drawable-<density>/`, a level-list for the pull and animation-lists for loading and closing.
/// A run's later dark appearance goes beside them with the night qualifier (`res/drawable-night-<density>/`,
/// `res/drawable-night/`), its drawables named alike, so Android picks them in night mode; Android has no
/// qualifier for contrast, and a later high-contrast appearance writes nothing here.
///
/// A frame at a density the run draws (mdpi 1x, xhdpi 2x, xxhdpi 3x, xxxhdpi 4x) goes in as soon as its
/// file is written — a second link to it where the file system allows, else a copy; the other densities
/// (hdpi's 1.5x, and any whole one the run does not draw) are drawn when the run ends.
package final class AndroidSink: ExportSink {
    private let plan: RenderPlan
    private let output: OutputDirectory
    private let resources: AndroidResources
    /// The qualifier of its folders: `""`, or `-night` for a later dark appearance.
    private let qualifier: String
    /// Each density's folder, opened (made) when the run begins, by density.
    private let folders: [Double: OutputDirectory]

    /// The resources of `plan`'s frames, named after its asset name, under `output`'s `res/`, in the
    /// folders of `qualifier`.
    init(plan: RenderPlan, output: OutputDirectory, qualifier: String) throws(OutputError) {
        self.plan = plan
        self.output = output
        self.qualifier = qualifier
        resources = AndroidResources(name: plan.settings.assetName)
        var folders: [Double: OutputDirectory] = [:]
        for density in AndroidResources.densities {
            folders[density.scale] = try output.folder(Self.folder(qualifier + "-" + density.name))
        }
        self.folders = folders
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) throws(OutputError) -> AndroidSink? {
        guard let qualifier = plan.settings.androidQualifier else { return nil }
        return try AndroidSink(plan: plan, output: output, qualifier: qualifier)
    }

    /// The folders under `res/` the Android resources go in, every qualifier's.
    static let resourceFolders = ["", "-night"].flatMap { qualifier in
        ["drawable" + qualifier] + AndroidResources.densities.map { "drawable\(qualifier)-\($0.name)" }
    }

    package static func summary(of manifest: Manifest) -> String? {
        manifest.androidFiles.isEmpty ? nil : "Android resources in res/"
    }

    /// `res/drawable<qualifier and density>`.
    private static func folder(_ qualified: String) -> String { "res/drawable\(qualified)" }

    /// Whether the run draws `density` itself: a whole scale among its scales.
    private func draws(_ density: Double) -> Bool {
        Double(Int(density)) == density && plan.scales.contains(Int(density))
    }

    package func take(_ frame: EncodedFrame) throws {
        guard let folder = folders[Double(frame.scale)] else { return }
        let drawable = resources.drawable(stage: frame.frame.stage, index: frame.frame.index)
        try folder.place(frame.file, from: output, as: drawable + ".png")
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        var written: [String] = []
        var undrawn: [(folder: OutputDirectory, frame: FrameSpec, scale: Double, file: String)] = []
        for density in AndroidResources.densities {
            for frame in plan.frames {
                let drawable = resources.drawable(stage: frame.stage, index: frame.index)
                if !draws(density.scale), let folder = folders[density.scale] {
                    undrawn.append((folder, frame, density.scale, drawable + ".png"))
                }
                written.append("\(Self.folder(qualifier + "-" + density.name))/\(drawable).png")
            }
        }
        let drawing = undrawn
        let scales = Array(Set(drawing.map(\.scale)))
        let frameBytes = scales.map(plan.job.frameBytes(scale:)).max() ?? 0
        // The run's scheduler, for the densities it did not draw.
        try FrameScheduler(budget: plan.settings.limits.memoryBudget, workers: plan.workers(jobs: jobs, drawingAt: scales))
            .forEach(drawing.count, frameBytes: frameBytes) { [plan] index in
                let (folder, frame, scale, file) = drawing[index]
                try folder.write(try plan.settings.encoder.encode(try plan.scene.render(frame, scale: scale)), to: file)
            }
        let lists = try output.folder(Self.folder(qualifier))
        for stage in Stage.allCases {
            let clip = plan.timeline.stages[stage]
            // A stage of one frame has its list too: an app refers to every stage's drawable alike.
            guard !clip.frames.isEmpty else { continue }
            let drawables = clip.frames.map { resources.drawable(stage: stage, index: $0.index) }
            let text: String
            // Stages an app plays by time are animations; the others are levels it picks.
            switch clip.pick {
            case .pullDistance, .transition, .state: text = resources.levelList(drawables)
            case .time:
                let milliseconds = max(1, Int((plan.frameSeconds(of: stage) * 1000).rounded()))
                text = resources.animationList(drawables, milliseconds: milliseconds, loops: clip.loops)
            }
            let file = "\(resources.name)_\(stage.rawValue).xml"
            try lists.write(Array(text.utf8), to: file)
            written.append("\(Self.folder(qualifier))/\(file)")
        }
        return .androidFiles(written)
    }
}
