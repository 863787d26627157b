import MRefreshCore
import MRefreshPNG
import Synchronization

/// The animated PNGs (``MRefreshCore/Export/apng``): per scale one per stage of two frames or more, `<stage>[@Nx].png`
/// — loading loops forever, the others play once; each frame shows for its share of the stage's time (the
/// pull, which has no time, at the preview frame rate).
///
/// Each frame's image data is taken from its PNG as it is encoded (in memory, never read back from disk)
/// and appended as soon as the frames before it are in, so an animation holds no more than its own file;
/// it is written when its last frame is in. When a stage mixes opaque frames (RGB) with translucent ones
/// (RGBA), its frames are drawn again and encoded as RGBA when the run ends, since all frames of an APNG
/// share one colour type.
package final class AnimatedPNGSink: ExportSink {
    private let output: OutputDirectory
    private let plan: RenderPlan
    /// Per scale and stage with two frames or more, its animation as the frames come in.
    private let tracks: [Key: Locked]
    /// Each frame's place in its stage, by its number.
    private let positions: [Int]

    private struct Key: Hashable {
        var scale: Int
        var stage: Stage
    }

    /// A track behind its own lock: workers appending to different stages do not wait for each other.
    private final class Locked: Sendable {
        let track: Mutex<Track>
        init(_ track: Track) { self.track = Mutex(track) }
        func withLock<Result: Sendable>(_ body: (inout sending Track) throws -> sending Result) rethrows -> Result {
            try track.withLock(body)
        }
    }

    /// One stage's animation at one scale.
    private struct Track: Sendable {
        let count: Int
        var next = 0
        /// Frames taken before the frames ahead of them, by place in the stage.
        var waiting: [Int: AnimatedPNG.Image] = [:]
        var animation: AnimatedPNG?
        /// Its frames do not share one colour type (or one is not a PNG this can animate): drawn again.
        var redraws = false
        var written: Manifest.AnimatedPNG?
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) -> AnimatedPNGSink? {
        AnimatedPNGSink(plan: plan, output: output)
    }

    package static func summary(of manifest: Manifest) -> String? {
        switch manifest.animatedPNGs.count {
        case 0: nil
        case 1: "an animated PNG"
        case let count: "\(count) animated PNGs"
        }
    }

    /// The animations of `plan`'s stages at each of its scales, written into `output`.
    init(plan: RenderPlan, output: OutputDirectory) {
        self.output = output
        self.plan = plan
        var tracks: [Key: Locked] = [:]
        var positions = [Int](repeating: 0, count: plan.frames.count)
        for stage in Stage.allCases {
            let numbers = plan.frames.indices.filter { plan.frames[$0].stage == stage }
            for (position, number) in numbers.enumerated() { positions[number] = position }
            guard plan.timeline.stages[stage].frames.count >= 2 else { continue }
            for scale in plan.scales { tracks[Key(scale: scale, stage: stage)] = Locked(Track(count: numbers.count)) }
        }
        self.tracks = tracks
        self.positions = positions
    }

    package func take(_ frame: EncodedFrame) throws {
        let key = Key(scale: frame.scale, stage: frame.frame.stage)
        guard let track = tracks[key] else { return }
        let image = AnimatedPNG.Image(png: frame.png)
        let position = positions[frame.number]
        let finished: [UInt8]? = track.withLock { track in
            guard !track.redraws else { return nil }
            guard let image else {
                track.redraws = true
                return nil
            }
            track.waiting[position] = image
            while let next = track.waiting.removeValue(forKey: track.next) {
                if track.animation == nil {
                    track.animation = AnimatedPNG(first: next, frameCount: track.count, plays: plays(key.stage),
                                                  delay: delay(key.stage))
                } else if track.animation?.append(next, delay: delay(key.stage)) != true {
                    track.redraws = true
                    track.animation = nil
                    track.waiting = [:]
                    return nil
                }
                track.next += 1
            }
            return track.next == track.count ? track.animation?.finish() : nil
        }
        if let finished {
            let written = try write(finished, key: key, frames: track.withLock { $0.count })
            track.withLock { $0.written = written }
        }
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        var written: [Manifest.AnimatedPNG] = []
        for scale in plan.scales {
            for stage in Stage.allCases {
                let key = Key(scale: scale, stage: stage)
                guard let track = tracks[key] else { continue }
                if let done = track.withLock({ $0.written }) {
                    written.append(done)
                } else {
                    written.append(try redrawn(key, count: track.withLock { $0.count }, jobs: jobs))
                }
            }
        }
        return .animatedPNGs(written)
    }

    /// The animation of `key`'s frames drawn again and encoded as RGBA, written: its frames drawn on the run's
    /// scheduler (within its memory budget), put together in order.
    private func redrawn(_ key: Key, count: Int, jobs: Int) throws -> Manifest.AnimatedPNG {
        let rgba = PNGEncoder(writesRGB: false)
        let frames = plan.timeline.stages[key.stage].frames
        let images = Mutex<[[UInt8]?]>(Array(repeating: nil, count: frames.count))
        try FrameScheduler(budget: plan.settings.limits.memoryBudget, workers: plan.workers(jobs: jobs, drawingAt: [Double(key.scale)]))
            .forEach(frames.count, frameBytes: plan.job.frameBytes(scale: Double(key.scale))) { [plan] index in
                let png = try rgba.encode(try plan.scene.render(frames[index], scale: key.scale))
                images.withLock { $0[index] = png }
            }
        let delay = delay(key.stage)
        var animation: AnimatedPNG?
        for (frame, png) in zip(frames, images.withLock { $0 }) {
            let name = plan.fileName(of: frame, scale: key.scale)
            guard let png, let image = AnimatedPNG.Image(png: png) else {
                throw OutputError(.writeFailed, path: output.file(name), reason: "not a PNG mrefresh can animate")
            }
            if animation == nil {
                animation = AnimatedPNG(first: image, frameCount: count, plays: plays(key.stage), delay: delay)
            } else if animation?.append(image, delay: delay) != true {
                throw OutputError(.writeFailed, path: output.file(name), reason: "its size or colour type differs from the stage's first frame")
            }
        }
        return try write(animation!.finish(), key: key, frames: count)
    }

    private func write(_ png: [UInt8], key: Key, frames: Int) throws -> Manifest.AnimatedPNG {
        let file = plan.fileName(prefix: key.stage.rawValue, scale: key.scale)
        try output.write(png, to: file)
        return Manifest.AnimatedPNG(file: file, stage: key.stage, scale: key.scale, frames: frames,
                                    plays: plays(key.stage), sha256: SHA256.hexDigest(png))
    }

    /// How long each of a stage's frames shows.
    private func delay(_ stage: Stage) -> AnimatedPNG.Delay {
        AnimatedPNG.Delay(seconds: plan.frameSeconds(of: stage))
    }

    /// A stage that loops (loading) plays forever (0); the others play once.
    private func plays(_ stage: Stage) -> Int { plan.timeline.stages[stage].loops ? 0 : 1 }
}
