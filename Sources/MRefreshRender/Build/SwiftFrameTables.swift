#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// A build's typed frame tables for Swift (`mrefresh build --swift-tables`): per indicator its canvas,
/// scales and ``MRefreshMachine/FrameTable``, read from the manifests the build wrote; `text` is the Swift
/// source an app target compiles beside the frames (the SwiftPM build tool plugin's generated file): data
/// only, the picking is MRefreshMachine's, which the target links.
public struct SwiftFrameTables: Sendable, Hashable {
    /// One indicator's table and the Swift name it is declared under.
    public struct Entry: Sendable, Hashable {
        /// The Swift name of its table: `sync-arcs` → `syncArcs`.
        public var identifier: String
        public var frames: IndicatorFrames
    }

    public var indicators: [Entry]

    /// Reads each indicator's `manifest.json` (`bytes`), in the order given, its frames in the resources'
    /// folder `folder` (the build's output folder's name) under the indicator's name.
    public init(manifests: [(name: String, bytes: [UInt8])], folder: String) throws(SwiftFrameTablesError) {
        var identifiers = SwiftIdentifiers()
        indicators = []
        for (name, bytes) in manifests {
            let frames = try Self.indicator(name: name, bytes: bytes, subdirectory: folder.isEmpty ? name : "\(folder)/\(name)")
            indicators.append(Entry(identifier: identifiers.unique(for: name), frames: frames))
        }
    }

    private static func indicator(name: String, bytes: [UInt8], subdirectory: String) throws(SwiftFrameTablesError) -> IndicatorFrames {
        func invalid(_ reason: String) -> SwiftFrameTablesError { .invalidManifest(indicator: name, reason: reason) }
        guard let object = JSON(parsing: bytes), object.isObject else {
            throw invalid("not a JSON object")
        }
        guard let width = object["canvas"]?["width"]?.double, let height = object["canvas"]?["height"]?.double else {
            throw invalid("no canvas size")
        }
        let table: FrameTable
        do {
            table = try FrameTable(manifest: object)
        } catch {
            throw invalid(error.reason)
        }
        let scales = object["scales"]?.array?.compactMap(\.int) ?? []
        // The generated code names frames `<stage>_<index>` (FrameTable.Frame.name): the files must be named so.
        let scale = scales.min() ?? 1
        var files: [Stage: [Int: String]] = [:]
        for frame in object["frames"]?.array ?? [] where frame["scale"]?.int == scale {
            if let stage = frame["stage"]?.string.flatMap(Stage.init(rawValue:)), let index = frame["index"]?.int {
                files[stage, default: [:]][index] = frame["file"]?.string
            }
        }
        for stage in table.stages {
            for frame in stage.frames where files[stage.stage]?[frame.index] != Manifest.fileName(stage: stage.stage, index: frame.index, scale: scale) {
                throw invalid("the \(stage.stage.rawValue) stage's \(stage.count) frames are not \(Manifest.fileName(stage: stage.stage, index: 0, scale: scale))…")
            }
        }
        return IndicatorFrames(name: name, subdirectory: subdirectory, width: width, height: height, scales: scales, table: table)
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
