/// A manifest that does not hold a frame table: what is missing or wrong, as a value.
public struct FrameTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: "no stages", "frames[3].stage: missing", "a pull frame without a pull distance".
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    /// "not a frame table: no stages".
    public var description: String { "not a frame table: \(reason)" }
}

extension FrameTable {
    /// A manifest's entry in its `stages` list, in both directions: how MRefreshRender's `Manifest` writes
    /// and reads each stage, and what ``init(manifest:scale:)`` reads, so the two cannot disagree on what
    /// an entry says. Its keys in the order written: `stage`, `frames`, `pick`, `loops`, `seconds` (left
    /// out when nil).
    package struct ManifestStage: Codable, Hashable, Sendable {
        package var stage: Stage
        /// How many frames the stage has (at each scale).
        package var frames: Int
        package var pick: FramePick
        package var loops: Bool
        package var seconds: Double?

        package init(stage: Stage, frames: Int, pick: FramePick, loops: Bool, seconds: Double?) {
            self.stage = stage
            self.frames = frames
            self.pick = pick
            self.loops = loops
            self.seconds = seconds
        }
    }

    /// What a table takes of a manifest's frame: its stage, its place in the stage, its scale and, for a
    /// pull frame, its pull distance.
    package struct ManifestFrame: Decodable, Hashable, Sendable {
        package var stage: Stage
        package var index: Int
        package var scale: Int
        package var pullDistance: Double?

        package init(stage: Stage, index: Int, scale: Int, pullDistance: Double?) {
            self.stage = stage
            self.index = index
            self.scale = scale
            self.pullDistance = pullDistance
        }
    }

    /// What a table reads of a manifest (its other members are not read).
    private struct ManifestTables: Decodable {
        var scales: [Int]
        /// Left out of a manifest with no stages (a simulation's ticks).
        var stages: [ManifestStage]?
        var frames: [ManifestFrame]
    }

    /// The frame table of a `manifest.json` (its `stages`, and the frames of each at `scale`, by default the
    /// manifest's smallest): what an app reads to pick frames with no generated code.
    public init(manifest: JSON, scale: Int? = nil) throws(FrameTableError) {
        let listed: ManifestTables
        do {
            listed = try manifest.decoded(as: ManifestTables.self)
        } catch {
            throw FrameTableError(reason: error.description)
        }
        try self.init(scales: listed.scales, stages: listed.stages ?? [], frames: listed.frames, scale: scale)
    }

    /// The frame table of `manifest.json`'s bytes.
    public init(manifestBytes bytes: [UInt8], scale: Int? = nil) throws(FrameTableError) {
        guard let json = JSON(parsing: bytes) else { throw FrameTableError(reason: "not JSON") }
        try self.init(manifest: json, scale: scale)
    }

    /// The table of a manifest's `scales`, `stages` and `frames`, however they were read: the one rule for
    /// what they mean. Each stage lists frames 0 ..< its `frames` at `scale` (by default the smallest of
    /// `scales`); a stage picked by pull distance has each frame's.
    package init(scales: [Int], stages: [ManifestStage], frames: [ManifestFrame], scale: Int? = nil) throws(FrameTableError) {
        func invalid(_ reason: String) -> FrameTableError { FrameTableError(reason: reason) }
        guard let smallest = scales.min() else { throw invalid("no scales") }
        let scale = scale ?? smallest
        guard scales.contains(scale) else { throw invalid("no frames at scale \(scale)") }
        // A simulation's ticks: frames, but no stages to pick them by.
        guard !stages.isEmpty else { throw invalid("no stages") }
        var byStage: [Stage: [ManifestFrame]] = [:]
        for frame in frames where frame.scale == scale {
            byStage[frame.stage, default: []].append(frame)
        }
        var tables: [StageFrames] = []
        for entry in stages {
            let listed = (byStage[entry.stage] ?? []).sorted { $0.index < $1.index }
            // A negative count is said as it is, never made a range.
            guard entry.frames >= 0, listed.map(\.index) == Array(0..<entry.frames) else {
                throw invalid("the \(entry.stage.rawValue) stage lists \(entry.frames) frames but has \(listed.count) at scale \(scale)")
            }
            var distances: [Double] = []
            if entry.pick == .pullDistance {
                for frame in listed {
                    guard let distance = frame.pullDistance else { throw invalid("a pull frame without a pull distance") }
                    distances.append(distance)
                }
            }
            tables.append(StageFrames(stage: entry.stage, pick: entry.pick, loops: entry.loops, seconds: entry.seconds,
                                      count: entry.frames, pullDistances: distances))
        }
        self.init(stages: tables)
    }
}

extension FrameTable.StageFrames {
    /// The stage's table as JSON, as `machine.js`'s `StageFrames` takes it: `stage`, `pick`, `loops`,
    /// `seconds` (or null), `count`, `pullDistances`.
    public var json: JSON {
        .object([("stage", .string(stage.rawValue)), ("pick", .string(pick.rawValue)), ("loops", .bool(loops)),
                 ("seconds", seconds.map(JSON.number) ?? .null), ("count", .int(count)),
                 ("pullDistances", .array(pullDistances.map(JSON.number)))])
    }
}
