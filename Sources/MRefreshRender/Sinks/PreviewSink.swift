import MRefreshCore
import Synchronization

/// The preview page (``MRefreshCore/Export/preview``), `preview.html`: keeps each frame's PNG as it is
/// encoded, and writes the page (``PreviewPage``) once the run's manifest is whole, just before the
/// manifest itself, so the page inlines exactly what the manifest lists. A run whose PNGs pass
/// ``RenderLimits/previewInlineBytes`` keeps none of them: its page links the frame files instead.
package final class PreviewSink: ExportSink {
    /// The page's name in the output folder.
    package static let file = "preview.html"

    private let output: OutputDirectory
    private let plan: RenderPlan
    /// Each frame's PNG by its file name, as the workers encode them, and their bytes in all; once these
    /// pass the plan's ``RenderLimits/previewInlineBytes`` none is kept and the page links the files.
    private let images = Mutex<(files: [String: [UInt8]], bytes: Int, linked: Bool)>(([:], 0, false))

    init(plan: RenderPlan, output: OutputDirectory) {
        self.plan = plan
        self.output = output
    }

    package static var spansAppearances: Bool { true }

    package static func make(plan: RenderPlan, output: OutputDirectory) -> PreviewSink? {
        PreviewSink(plan: plan, output: output)
    }

    package static func summary(of manifest: Manifest) -> String? { manifest.preview.map { "a preview page (\($0))" } }

    package func take(_ frame: EncodedFrame) throws {
        let limit = plan.settings.limits.previewInlineBytes
        images.withLock { held in
            guard !held.linked else { return }
            held.bytes += frame.png.count
            if held.bytes > limit {
                held = ([:], held.bytes, true)
            } else {
                held.files[frame.file] = frame.png
            }
        }
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        .preview(Self.file)
    }

    /// Writes the page of `manifest` (the run's, every part added): the page inlines the manifest as written.
    package func complete(_ manifest: Manifest) throws {
        let (files, _, linked) = images.withLock { $0 }
        let page = PreviewPage(manifest: manifest, machine: plan.indicator?.spec.machine, frameRate: plan.previewFrameRate,
                               images: files, linksFrames: linked, title: plan.settings.title)
        try output.write(Array(page.html.utf8), to: Self.file)
    }
}
