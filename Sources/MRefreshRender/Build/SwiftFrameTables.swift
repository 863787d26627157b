#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// A build's typed frame tables for Swift (`mrefresh build --swift-tables`): per indicator its stages,
/// frame names, the pull distance each pull frame shows from and the rate timed stages play at, read from
/// the manifests the build wrote; ``text`` is the Swift source an app target compiles beside the frames
/// (the SwiftPM build tool plugin's generated file).
public struct SwiftFrameTables: Sendable, Hashable {
    /// One indicator's table.
    public struct IndicatorTable: Sendable, Hashable {
        /// The indicator's name in the build (its folder).
        public var name: String
        /// The Swift name of its table: `sync-arcs` → `syncArcs`.
        public var identifier: String
        /// The frames' folder among the app's resources: `<build folder>/<name>`.
        public var subdirectory: String
        /// The canvas in points (pixels at 1x).
        public var width: Double
        public var height: Double
        public var scales: [Int]
        public var stages: [StageTable]
    }

    /// One stage of an indicator.
    public struct StageTable: Sendable, Hashable {
        public var stage: Stage
        public var pick: StageClip.Pick
        public var loops: Bool
        /// The stage's length in seconds, as the manifest says (none for the pull stage).
        public var seconds: Double?
        /// Frames in the stage, each named `<stage>_<index>` (``Manifest/frameName(prefix:index:)``).
        public var count: Int
        /// Pull frames: the pull distance (points) of each, by index; empty for other stages.
        public var pullDistances: [Double]
    }

    public var indicators: [IndicatorTable]

    /// Reads each indicator's `manifest.json` (`bytes`), in the order given, its frames in the resources'
    /// folder `folder` (the build's output folder's name) under the indicator's name.
    public init(manifests: [(name: String, bytes: [UInt8])], folder: String) throws(SwiftFrameTablesError) {
        var identifiers = SwiftIdentifiers()
        indicators = []
        for (name, bytes) in manifests {
            let table = try Self.indicator(name: name, bytes: bytes)
            indicators.append(IndicatorTable(name: name, identifier: identifiers.unique(for: name),
                                        subdirectory: folder.isEmpty ? name : "\(folder)/\(name)",
                                        width: table.width, height: table.height, scales: table.scales, stages: table.stages))
        }
    }

    private static func indicator(name: String, bytes: [UInt8]) throws(SwiftFrameTablesError)
        -> (width: Double, height: Double, scales: [Int], stages: [StageTable]) {
        func invalid(_ reason: String) -> SwiftFrameTablesError { .invalidManifest(indicator: name, reason: reason) }
        guard let object = JSON(parsing: bytes), object.isObject else {
            throw invalid("not a JSON object")
        }
        guard let width = object["canvas"]?["width"]?.double, let height = object["canvas"]?["height"]?.double else {
            throw invalid("no canvas size")
        }
        guard let scaleList = object["scales"]?.array, case let scales = scaleList.compactMap(\.int),
              scales.count == scaleList.count, let scale = scales.min() else {
            throw invalid("no scales")
        }
        guard let stageList = object["stages"]?.array, let frames = object["frames"]?.array else {
            throw invalid("no stages or frames")
        }
        // The frames at the smallest scale, by stage: every other scale repeats them under the same name.
        var byStage: [Stage: [JSON]] = [:]
        for frame in frames where frame["scale"]?.int == scale {
            guard let stage = frame["stage"]?.string.flatMap(Stage.init(rawValue:)) else { throw invalid("a frame without a stage") }
            byStage[stage, default: []].append(frame)
        }
        var stages: [StageTable] = []
        for entry in stageList {
            guard let stage = entry["stage"]?.string.flatMap(Stage.init(rawValue:)),
                  let pick = entry["pick"]?.string.flatMap(StageClip.Pick.init(rawValue:)),
                  let count = entry["frames"]?.int, let loops = entry["loops"]?.bool else {
                throw invalid("a stage without stage, pick, frames or loops")
            }
            let listed = (byStage[stage] ?? []).sorted { ($0["index"]?.int ?? 0) < ($1["index"]?.int ?? 0) }
            // The generated code names frames `<stage>_<index>`: the files must be named so.
            let expected = (0..<count).map { Manifest.fileName(stage: stage, index: $0, scale: scale) }
            guard listed.map({ $0["file"]?.string ?? "" }) == expected else {
                throw invalid("the \(stage.rawValue) stage's \(count) frames are not \(expected.first ?? "")…")
            }
            var distances: [Double] = []
            if pick == .pullDistance {
                for frame in listed {
                    guard let distance = frame["pullDistance"]?.double else {
                        throw invalid("a pull frame without a pull distance")
                    }
                    distances.append(distance)
                }
            }
            stages.append(StageTable(stage: stage, pick: pick, loops: loops, seconds: entry["seconds"]?.double,
                                     count: count, pullDistances: distances))
        }
        return (width, height, scales, stages)
    }
}

/// The manifests a build wrote cannot be read back into frame tables (exit 74: they were just written).
public enum SwiftFrameTablesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An indicator's manifest cannot be read.
    case unreadableManifest(path: String, reason: String)
    /// An indicator's manifest does not say what the tables need.
    case invalidManifest(indicator: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadableManifest(path, reason): "\(path): cannot read the manifest for the Swift frame tables: \(reason)"
        case let .invalidManifest(indicator, reason): "\(indicator)/manifest.json: cannot make Swift frame tables: \(reason)"
        }
    }
}
