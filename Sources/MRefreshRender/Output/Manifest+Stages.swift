import MRefreshCore

extension Manifest.StageInfo {
    /// How an app picks the frames of each stage `timeline` has (MRefresh.docc/DesignRefreshMachine.md): its clips with frames, in
    /// order (none for a simulation's ticks).
    package static func describing(_ timeline: Timeline) -> [Manifest.StageInfo] {
        Stage.allCases.compactMap { stage in
            let clip = timeline.stages[stage]
            guard !clip.frames.isEmpty else { return nil }
            return Manifest.StageInfo(stage: stage, frames: clip.frames.count, pick: clip.pick, loops: clip.loops,
                                      seconds: clip.seconds)
        }
    }
}

extension Manifest.StageInfo: Codable {
    /// The entry as MRefreshMachine's ``MRefreshMachine/FrameTable``'s reader reads it: one type writes and
    /// reads a `stages` entry, here and there.
    var entry: FrameTable.ManifestStage {
        FrameTable.ManifestStage(stage: stage, frames: frames, pick: pick, loops: loops, seconds: seconds)
    }

    /// Reads a `stages` entry.
    public init(from decoder: any Decoder) throws {
        let entry = try FrameTable.ManifestStage(from: decoder)
        self.init(stage: entry.stage, frames: entry.frames, pick: entry.pick, loops: entry.loops, seconds: entry.seconds)
    }

    /// Writes a `stages` entry.
    public func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
    }
}

extension Manifest {
    /// The frame table an app reads from this manifest (``MRefreshMachine/FrameTable/init(manifest:scale:)``
    /// reads the same from its JSON, by the same rule): its stages, and the frames of each at `scale`, by
    /// default the smallest.
    ///
    /// - Throws: what keeps the manifest from holding a table: no stages (a simulation's ticks), no frames
    ///   at `scale`, a stage's frames not 0 ..< its count, a pull frame without a pull distance.
    package func frameTable(scale: Int? = nil) throws(FrameTableError) -> FrameTable {
        try FrameTable(scales: scales, stages: stages.map(\.entry), frames: frames.map { frame in
            FrameTable.ManifestFrame(stage: frame.stage, index: frame.index, scale: frame.scale, pullDistance: frame.pullDistance)
        }, scale: scale)
    }
}
