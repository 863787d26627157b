#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// A build's typed frame tables for Swift (`mrefresh build --swift-tables`): per indicator its canvas,
/// scales and ``MRefreshMachine/FrameTable``, decoded from the manifests the build wrote
/// (``Manifest/init(json:)``, `Manifest.frameTable(scale:)`); `text` is the Swift source an app target
/// compiles beside the frames (the SwiftPM build tool plugin's generated file): data only, the picking is
/// MRefreshMachine's, which the target links.
package struct SwiftFrameTables: Sendable, Hashable {
    /// One indicator's table and the Swift name it is declared under.
    package struct Entry: Sendable, Hashable {
        /// The Swift name of its table: `sync-arcs` → `syncArcs`.
        package var identifier: String
        package var frames: IndicatorFrames
    }

    package var indicators: [Entry]

    /// Reads each indicator's `manifest.json` (`bytes`), in the order given, its frames in the resources'
    /// folder `folder` (the build's output folder's name) under the indicator's name.
    package init(manifests: [(name: String, bytes: [UInt8])], folder: String) throws(SwiftFrameTablesError) {
        var identifiers = SwiftIdentifiers()
        indicators = []
        for (name, bytes) in manifests {
            let frames = try Self.indicator(name: name, bytes: bytes, subdirectory: folder.isEmpty ? name : "\(folder)/\(name)")
            indicators.append(Entry(identifier: identifiers.unique(for: name), frames: frames))
        }
    }

    private static func indicator(name: String, bytes: [UInt8], subdirectory: String) throws(SwiftFrameTablesError) -> IndicatorFrames {
        func invalid(_ reason: String) -> SwiftFrameTablesError { .invalidManifest(indicator: name, reason: reason) }
        let manifest: Manifest
        do {
            manifest = try Manifest(json: bytes)
        } catch {
            throw invalid(error.description)
        }
        let table: FrameTable
        do {
            table = try manifest.frameTable()
        } catch {
            throw invalid(error.reason)
        }
        // The generated code names frames `<stage>_<index>` (FrameTable.Frame.name): the files must be named so.
        let scale = manifest.scales.min() ?? 1
        var files: [Stage: [Int: String]] = [:]
        for frame in manifest.frames where frame.scale == scale {
            files[frame.stage, default: [:]][frame.index] = frame.file
        }
        for stage in table.stages {
            for frame in stage.frames where files[stage.stage]?[frame.index] != Manifest.fileName(stage: stage.stage, index: frame.index, scale: scale) {
                throw invalid("the \(stage.stage.rawValue) stage's \(stage.count) frames are not \(Manifest.fileName(stage: stage.stage, index: 0, scale: scale))…")
            }
        }
        // Every appearance has every frame, named as the rule says (the manifests list them so).
        let appearances = manifest.everyAppearance.map { ($0.appearance ?? .light).rawValue }
        for look in manifest.everyAppearance {
            let suffix = FrameTable.appearanceSuffix((look.appearance ?? .light).rawValue)
            let named = look.frames.filter { $0.scale == scale }.allSatisfy { frame in
                frame.file == Manifest.fileName(prefix: Manifest.frameName(prefix: frame.stage.rawValue, index: frame.index) + suffix,
                                                scale: scale)
            }
            guard named, look.frames.filter({ $0.scale == scale }).count == manifest.frames.filter({ $0.scale == scale }).count else {
                throw invalid("the \((look.appearance ?? .light).rawValue) appearance's frames are not named <stage>_<index>\(suffix).png")
            }
        }
        return IndicatorFrames(name: name, subdirectory: subdirectory, width: manifest.canvas.width, height: manifest.canvas.height,
                               scales: manifest.scales, table: table, appearances: appearances)
    }
}

/// The manifests a build wrote cannot be read back into frame tables (exit 74: they were just written).
package enum SwiftFrameTablesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An indicator's manifest cannot be read.
    case unreadableManifest(path: String, reason: String)
    /// An indicator's manifest does not say what the tables need.
    case invalidManifest(indicator: String, reason: String)

    package var description: String {
        switch self {
        case let .unreadableManifest(path, reason): "\(path): cannot read the manifest for the Swift frame tables: \(reason)"
        case let .invalidManifest(indicator, reason): "\(indicator)/manifest.json: cannot make Swift frame tables: \(reason)"
        }
    }
}
