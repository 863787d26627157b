import MRefreshCore

extension RenderRun {
    /// Writes the Android resources (``AndroidResources``): every frame at each density — the frame file
    /// itself (linked where the file system allows) where this run drew that scale, drawn at the density
    /// otherwise, on up to `jobs` threads — and the stages' lists.
    /// - Returns: the files written, relative to the output directory.
    func writeAndroidResources(jobs: Int = 1) throws -> [String] {
        let resources = AndroidResources(name: assetName)
        var written: [String] = []
        var undrawn: [(directory: OutputDirectory, frame: FrameSpec, scale: Double, file: String)] = []
        for density in AndroidResources.densities {
            let folder = "res/drawable-\(density.name)"
            let directory = try output.folder(folder)
            for frame in frames {
                let drawable = resources.drawable(stage: frame.stage, index: frame.index)
                let whole = Int(density.scale)
                if Double(whole) == density.scale && scales.contains(whole) {
                    let drawn = Manifest.fileName(prefix: filePrefix ?? frame.stage.rawValue, index: frame.index, scale: whole)
                    try directory.place(drawn, from: output, as: drawable + ".png")
                } else {
                    undrawn.append((directory, frame, density.scale, drawable + ".png"))
                }
                written.append("\(folder)/\(drawable).png")
            }
        }
        let drawing = undrawn
        let workers = workerCount(jobs: jobs, scales: Array(Set(drawing.map(\.scale))))
        try forEachInParallel(drawing.count, jobs: workers) { index in
            let (directory, frame, scale, file) = drawing[index]
            try directory.write(try encoder.encode(try renderer.render(frame, scale: scale)), to: file)
        }
        let lists = try output.folder("res/drawable")
        for stage in Stage.allCases {
            let clip = timeline.stages[stage], stageFrames = clip.frames
            // A stage of one frame has its list too: an app refers to every stage's drawable alike.
            guard !stageFrames.isEmpty else { continue }
            let drawables = stageFrames.map { resources.drawable(stage: stage, index: $0.index) }
            let text: String
            // Stages an app plays by time are animations; the others are levels it picks.
            switch clip.pick {
            case .pullDistance, .transition, .state: text = resources.levelList(drawables)
            case .time:
                let milliseconds = max(1, Int((frameSeconds(of: stage) * 1000).rounded()))
                text = resources.animationList(drawables, milliseconds: milliseconds, loops: clip.loops)
            }
            let file = "\(resources.name)_\(stage.rawValue).xml"
            try lists.write(Array(text.utf8), to: file)
            written.append("res/drawable/\(file)")
        }
        return written
    }
}
