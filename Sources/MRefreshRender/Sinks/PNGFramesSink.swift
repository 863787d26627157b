import MRefreshCore
import Synchronization

/// The PNG frames (``MRefreshCore/Export/png``, always written): each frame's file, `<stage>_NNNN[@Nx].png`, written
/// atomically as soon as it is encoded, and its entry in the manifest.
package final class PNGFramesSink: ExportSink {
    private let output: OutputDirectory
    /// The appearance the entries name (nil for light).
    private let appearance: Appearance?
    /// Each task's entry, as the workers write them.
    private let entries: Mutex<[Manifest.Frame?]>

    /// The frames of a run of `count` tasks (frames × scales) showing `appearance`, written into `output`.
    init(output: OutputDirectory, count: Int, appearance: Appearance?) {
        self.output = output
        self.appearance = appearance
        entries = Mutex(Array(repeating: nil, count: count))
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) -> PNGFramesSink? {
        PNGFramesSink(output: output, count: plan.fileCount, appearance: plan.manifestAppearance)
    }

    /// The frames are the summary's subject, not one of its extras.
    package static func summary(of manifest: Manifest) -> String? { nil }

    package func take(_ encoded: EncodedFrame) throws {
        try output.write(encoded.png, to: encoded.file)
        let frame = encoded.frame
        let entry = Manifest.Frame(file: encoded.file, stage: frame.stage, index: frame.index, state: frame.state,
                                   progress: frame.stage == .pull ? frame.progress : nil,
                                   transition: frame.stage == .ready ? frame.position : nil,
                                   pullDistance: frame.pullDistance, time: frame.time, scale: encoded.scale,
                                   pixelWidth: encoded.pixelWidth, pixelHeight: encoded.pixelHeight,
                                   sha256: encoded.sha256, appearance: appearance)
        entries.withLock { $0[encoded.task] = entry }
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        .frames(entries.withLock { $0.compactMap { $0 } })
    }
}
