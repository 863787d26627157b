import MRefreshCore

extension RenderRun {
    /// Writes, per scale, one animated PNG per stage of two frames or more, `<stage>[@Nx].png`, from the
    /// stage's PNG frames just written: loading loops forever, the others play once; each frame shows
    /// for its share of the stage's time (the pull, which has no time, at the preview frame rate).
    ///
    /// Frames are taken as written (their image data is reused); when a stage mixes opaque frames (RGB)
    /// with translucent ones (RGBA), its frames are drawn again and encoded as RGBA, since all frames of
    /// an APNG share one colour type.
    func writeAnimatedPNGs() throws -> [Manifest.AnimatedPNG] {
        var written: [Manifest.AnimatedPNG] = []
        for scale in scales {
            for stage in Stage.allCases {
                let clip = timeline.stages[stage], stageFrames = clip.frames
                guard stageFrames.count >= 2 else { continue }
                let names = stageFrames.map {
                    Manifest.fileName(prefix: filePrefix ?? stage.rawValue, index: $0.index, scale: scale)
                }
                var images = names.map { output.read($0).flatMap(AnimatedPNG.Image.init(png:)) }
                if images.contains(where: { $0 == nil }) || Set(images.map { $0?.colorType }).count > 1 {
                    let rgba = PNGEncoder(writesRGB: false)
                    images = try stageFrames.map { AnimatedPNG.Image(png: try rgba.encode(try renderer.render($0, scale: scale))) }
                }
                let delay = AnimatedPNG.Delay(seconds: frameSeconds(of: stage))
                let plays = clip.loops ? 0 : 1
                guard let first = images[0] else { throw OutputError(.writeFailed, path: output.file(names[0]), reason: "not a PNG mrefresh can animate") }
                var animation = AnimatedPNG(first: first, frameCount: images.count, plays: plays, delay: delay)
                for (image, name) in zip(images.dropFirst(), names.dropFirst()) {
                    guard let image, animation.append(image, delay: delay) else {
                        throw OutputError(.writeFailed, path: output.file(name), reason: "its size or colour type differs from the stage's first frame")
                    }
                }
                let file = Manifest.fileName(prefix: stage.rawValue, scale: scale)
                let png = animation.finish()
                try output.write(png, to: file)
                written.append(Manifest.AnimatedPNG(file: file, stage: stage, scale: scale, frames: images.count,
                                                    plays: plays, sha256: SHA256.hexDigest(png)))
            }
        }
        return written
    }

    /// How long each frame of `stage` shows in its animation: its clip's share of the stage's seconds
    /// (``StageClip/frameSeconds``), the pull's at the preview rate.
    func frameSeconds(of stage: Stage) -> Double {
        timeline.stages[stage].frameSeconds ?? 1 / previewFrameRate
    }
}
