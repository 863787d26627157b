import MRefreshCore
import Synchronization

/// The preview page (``MRefreshCore/Export/preview``), `preview.html`: keeps each frame's PNG as it is
/// encoded, and writes the page (``PreviewPage``) once the run's manifest is whole, just before the
/// manifest itself, so the page inlines exactly what the manifest lists.
public final class PreviewSink: FrameSink {
    /// The page's name in the output folder.
    public static let file = "preview.html"

    private let output: OutputDirectory
    private let plan: RenderPlan
    /// Each frame's PNG by its file name, as the workers encode them.
    private let images = Mutex<[String: [UInt8]]>([:])

    init(plan: RenderPlan, output: OutputDirectory) {
        self.plan = plan
        self.output = output
    }

    public func take(_ frame: EncodedFrame) throws {
        images.withLock { $0[frame.file] = frame.png }
    }

    public func finish(jobs: Int) throws -> Manifest.Part {
        .preview(Self.file)
    }

    /// Writes the page of `manifest` (the run's, every part added).
    func write(_ manifest: Manifest) throws {
        let page = PreviewPage(manifest: manifest, machine: plan.indicator?.spec.machine, frameRate: plan.previewFrameRate,
                               images: images.withLock { $0 })
        try output.write(Array(page.html.utf8), to: Self.file)
    }
}
