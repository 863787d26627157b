import Foundation
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

    /// The pull frame an app shows at a pull of `distance` points: the one with the largest pull distance not
    /// above it; nil before the first. The rule of the generated Swift tables
    /// (`MRefreshFrames.Indicator.frame(forPullDistance:)`), restated here so the page is held to it.
    func pullFrame(at distance: Double) -> Frame? {
        frames(of: "pull").last { ($0.pullDistance ?? .infinity) <= distance }
    }

    /// The frame of a timed stage (loading, closing, exhausted) an app shows `seconds` after the stage
    /// began: a loop wraps, a stage played once holds its last frame, one without seconds shows its first.
    /// The rule of the generated tables (`frame(in:atSeconds:)`), restated.
    func timedFrame(_ name: String, seconds: Double) -> Frame? {
        let frames = frames(of: name)
        guard let stage = stage(name), !frames.isEmpty else { return nil }
        let steps = stage.loops ? frames.count : frames.count - 1
        guard let total = stage.seconds, total > 0, steps > 0, seconds > 0 else { return frames.first }
        let index = Int((seconds * Double(steps) / total + 1e-9).rounded(.down))
        return frames[stage.loops ? index % frames.count : min(index, frames.count - 1)]
    }

    /// The frame's pixels, decoded by Cairo's reader (premultiplied ARGB).
    func pixels(of file: String) throws -> ImageSurface {
        try ImageSurface(png: [UInt8](Data(contentsOf: folder.appendingPathComponent(file))))
    }
}
