import Dispatch
import MRefreshCore
import MRefreshPNG
import Synchronization

/// Writes a ``RenderPlan`` into an output folder: the scheduler of its frames and its sinks.
///
/// Frames stream: each worker draws one frame at one scale, encodes it (into its sprite sheet too, when
/// the plan writes sheets) and hands it to every export's sink (`ExportSink`), then lets it go, so memory
/// does not grow with the number of frames. When every frame is in, each sink writes what is left and
/// gives its part of the manifest (the vector exports write their files then), each sink made from the
/// whole manifest writes (the preview page, the web runtime), and the manifest is written last.
/// The bytes of every file are the same whatever the number of jobs.
public struct RenderRun: Sendable {
    /// What is drawn and written.
    public let plan: RenderPlan
    /// Where the files go.
    public let output: OutputDirectory
    /// The sinks of the plan's exports, in ``MRefreshCore/Export/sink``'s order (the PNG frames first).
    private let sinks: [any ExportSink]
    /// The sprite sheets, which also encode the frames (``SpriteSheetSink/encode(_:number:scaleIndex:)``).
    private let sheets: SpriteSheetSink?

    /// The manifest's name in the output folder.
    public static let manifestFile = "manifest.json"

    /// A run of `plan` into `output`: its sinks made, and the folders its exports write into opened (made
    /// when missing) before anything is drawn, so a link or a file where one of them should be stops the
    /// run at once.
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` naming such a folder.
    public init(plan: RenderPlan, output: OutputDirectory) throws(OutputError) {
        self.plan = plan
        self.output = output
        var sinks: [any ExportSink] = []
        for export in Export.allCases where export == .png || plan.exports.contains(export) {
            if let sink = try export.sink.make(plan: plan, output: output) { sinks.append(sink) }
        }
        self.sinks = sinks
        sheets = sinks.lazy.compactMap { $0 as? SpriteSheetSink }.first
    }

    /// The number of frame files the run writes (``RenderPlan/fileCount``).
    public var fileCount: Int { plan.fileCount }

    /// Draws every frame, removes the files an earlier manifest in the folder listed that this run no
    /// longer makes, and writes `manifest.json` last. The earlier manifest is set aside before anything is
    /// written (`ManifestReplacement`): a run that fails or is killed leaves no manifest behind.
    ///
    /// - Parameters:
    ///   - jobs: worker threads (at least 1).
    ///   - progress: called after each frame file with (files done, files in all), from worker threads.
    /// - Returns: the manifest written.
    public func run(jobs: Int, progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Manifest {
        let replacement = try begin()
        let total = fileCount
        let failure = Mutex<(any Error)?>(nil)
        let frames = Frames(self)
        FrameScheduler(budget: plan.settings.limits.memoryBudget, workers: plan.workers(jobs: jobs))
            .run(items: 1, open: { _ in .success(frames) }, closed: { _, _, error in failure.withLock { $0 = error } },
                 progress: { progress($0, total) })
        if let error = failure.withLock({ $0 }) { throw error }
        return try finish(jobs: jobs, replacing: replacement)
    }

    /// The run's frames as the scheduler draws them: every frame at every scale, each holding its largest
    /// frame's pixels while it is drawn, the run its sheets and decoded images.
    final class Frames: ScheduledFrames {
        let run: RenderRun
        let taskCount: Int
        let frameBytes: Int
        let openBytes: Int

        init(_ run: RenderRun) {
            self.run = run
            taskCount = run.fileCount
            frameBytes = run.plan.job.largestFrame.bytes
            openBytes = run.plan.job.sheetBytes.addingSaturating(run.plan.job.imageBytes)
        }

        func perform(_ task: Int) throws { try run.write(task) }
    }

    /// Before the first frame is drawn: the folder's previous manifest set aside.
    func begin() throws(OutputError) -> ManifestReplacement {
        try ManifestReplacement(retiring: Self.manifestFile, in: output)
    }

    /// Draws and encodes task `task` (frame-major, then scale) and hands it to every frame sink.
    func write(_ task: Int) throws {
        let number = task / plan.scales.count
        let scaleIndex = task % plan.scales.count
        let encoded = try plan.encodedFrame(number, scaleIndex: scaleIndex, scale: plan.scales[scaleIndex], sheets: sheets)
        for sink in sinks { try sink.take(encoded) }
    }

    /// After every frame is written: each sink finishes (the Android densities not drawn yet on up to
    /// `jobs` threads, the vector exports' files), then completes, stale files are removed and `manifest.json` written last
    /// (`replacement` set the previous one aside before the run began).
    func finish(jobs: Int = 1, replacing replacement: ManifestReplacement) throws -> Manifest {
        var manifest = Manifest(canvas: plan.scene.canvas, scales: plan.scales, layers: plan.manifestLayers, frames: [],
                                stages: plan.stages)
        for sink in sinks { manifest.add(try sink.finish(jobs: jobs)) }
        manifest.inputHash = plan.settings.inputHash
        // The runtime and the page read the manifest as written, so they come after every part.
        for sink in sinks { try sink.complete(manifest) }
        // What the previous run listed and this one does not make: removed. Files no manifest listed are
        // never touched.
        if let previous = replacement.previous {
            Manifest.Listing(previous)?.removeFiles(from: output, except: manifest)
        }
        try replacement.finish(writing: Array((manifest.text + "\n").utf8))
        return manifest
    }
}
