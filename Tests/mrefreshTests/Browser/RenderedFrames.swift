import Foundation
import MRefreshMachine
import MRefreshRender
import MRefreshPNGComparison

/// A render's output folder read back: the manifest's stages and frames, and each frame's pixels.
struct RenderedFrames {
    struct Stage {
        let name: String
        let count: Int
        let loops: Bool
        let seconds: Double?
    }

    struct Frame {
        let file: String
        let stage: String
        let index: Int
        let pullDistance: Double?
    }

    let folder: URL
    let stages: [Stage]
    /// Scale 1's frames, in the manifest's order.
    let frames: [Frame]

    init(_ folder: URL) throws {
        self.folder = folder
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        guard let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let stages = manifest["stages"] as? [[String: Any]], let frames = manifest["frames"] as? [[String: Any]] else {
            throw HarnessError("\(folder.path)/manifest.json: no stages or frames")
        }
        self.stages = stages.map { Stage(name: $0["stage"] as? String ?? "", count: $0["frames"] as? Int ?? 0,
                                          loops: $0["loops"] as? Bool ?? false, seconds: $0["seconds"] as? Double) }
        self.frames = frames.filter { ($0["scale"] as? Int ?? 1) == 1 }.map {
            Frame(file: $0["file"] as? String ?? "", stage: $0["stage"] as? String ?? "", index: $0["index"] as? Int ?? 0,
                  pullDistance: $0["pullDistance"] as? Double)
        }
    }

    func stage(_ name: String) -> Stage? { stages.first { $0.name == name } }

    func frames(of stage: String) -> [Frame] { frames.filter { $0.stage == stage }.sorted { $0.index < $1.index } }

    /// The manifest's frame table, as Swift's MRefreshMachine reads it (the Swift tables and apps pick with it).
    var table: FrameTable {
        (try? FrameTable(manifestBytes: Array((try? Data(contentsOf: folder.appendingPathComponent("manifest.json"))) ?? Data())))
            ?? FrameTable(stages: [])
    }

    /// The pull frame an app shows at a pull of `distance` points, as MRefreshMachine picks it; nil before the first.
    func pullFrame(at distance: Double) -> Frame? {
        table.frame(forPullDistance: distance).flatMap { picked in frames(of: "pull").first { $0.index == picked.index } }
    }

    /// The frame of a timed stage (loading, closing, exhausted) an app shows `seconds` after the stage
    /// began, as MRefreshMachine picks it.
    func timedFrame(_ name: String, seconds: Double) -> Frame? {
        guard let stage = MRefreshMachine.Stage(rawValue: name), let picked = table.frame(in: stage, atSeconds: seconds) else { return nil }
        return frames(of: name).first { $0.index == picked.index }
    }

    /// The frame's pixels, decoded by Cairo's reader (premultiplied ARGB).
    func pixels(of file: String) throws -> ImageSurface {
        try ImageSurface(png: [UInt8](Data(contentsOf: folder.appendingPathComponent(file))))
    }
}
