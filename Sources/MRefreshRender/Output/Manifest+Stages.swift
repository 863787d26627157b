import MRefreshCore

extension Manifest.StageInfo {
    /// How an app picks the frames of each stage `timeline` has (MRefresh.docc/DesignRefreshMachine.md): its clips with frames, in
    /// order (none for a simulation's ticks).
    public static func describing(_ timeline: Timeline) -> [Manifest.StageInfo] {
        Stage.allCases.compactMap { stage in
            let clip = timeline.stages[stage]
            guard !clip.frames.isEmpty else { return nil }
            return Manifest.StageInfo(stage: stage, frames: clip.frames.count, pick: clip.pick, loops: clip.loops,
                                      seconds: clip.seconds)
        }
    }
}
