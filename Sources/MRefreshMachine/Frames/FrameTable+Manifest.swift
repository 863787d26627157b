/// A manifest that does not hold a frame table: what is missing or wrong, as a value.
public struct FrameTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: "no stages or frames", "a pull frame without a pull distance".
    public var reason: String

    /// Creates an error.
    public init(reason: String) {
        self.reason = reason
    }

    /// "not a frame table: no stages or frames".
    public var description: String { "not a frame table: \(reason)" }
}

extension FrameTable {
    /// The frame table of a `manifest.json` (its `stages`, and the frames of each at `scale`, by default the
    /// manifest's smallest): what an app reads to pick frames with no generated code.
    public init(manifest: JSON, scale: Int? = nil) throws(FrameTableError) {
        func invalid(_ reason: String) -> FrameTableError { FrameTableError(reason: reason) }
        guard manifest.isObject else { throw invalid("not a JSON object") }
        guard let scaleList = manifest["scales"]?.array, case let scales = scaleList.compactMap(\.int),
              scales.count == scaleList.count, let smallest = scales.min() else {
            throw invalid("no scales")
        }
        let scale = scale ?? smallest
        guard scales.contains(scale) else { throw invalid("no frames at scale \(scale)") }
        guard let stageList = manifest["stages"]?.array, let frames = manifest["frames"]?.array else {
            throw invalid("no stages or frames")
        }
        var byStage: [Stage: [(index: Int, frame: JSON)]] = [:]
        for frame in frames where frame["scale"]?.int == scale {
            guard let stage = frame["stage"]?.string.flatMap(Stage.init(rawValue:)), let index = frame["index"]?.int else {
                throw invalid("a frame without a stage or an index")
            }
            byStage[stage, default: []].append((index, frame))
        }
        var stages: [StageFrames] = []
        for entry in stageList {
            guard let stage = entry["stage"]?.string.flatMap(Stage.init(rawValue:)),
                  let pick = entry["pick"]?.string.flatMap(FramePick.init(rawValue:)),
                  let count = entry["frames"]?.int, let loops = entry["loops"]?.bool else {
                throw invalid("a stage without stage, pick, frames or loops")
            }
            let listed = (byStage[stage] ?? []).sorted { $0.index < $1.index }
            guard listed.map(\.index) == Array(0..<count) else {
                throw invalid("the \(stage.rawValue) stage lists \(count) frames but has \(listed.count) at scale \(scale)")
            }
            var distances: [Double] = []
            if pick == .pullDistance {
                for (_, frame) in listed {
                    guard let distance = frame["pullDistance"]?.double else { throw invalid("a pull frame without a pull distance") }
                    distances.append(distance)
                }
            }
            stages.append(StageFrames(stage: stage, pick: pick, loops: loops, seconds: entry["seconds"]?.double,
                                      count: count, pullDistances: distances))
        }
        self.init(stages: stages)
    }

    /// The frame table of `manifest.json`'s bytes.
    public init(manifestBytes bytes: [UInt8], scale: Int? = nil) throws(FrameTableError) {
        guard let json = JSON(parsing: bytes) else { throw FrameTableError(reason: "not JSON") }
        try self.init(manifest: json, scale: scale)
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
