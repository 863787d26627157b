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
    /// What is drawn and written: the run's first appearance (``plans`` holds every one).
    public var plan: RenderPlan { plans[0] }
    /// One plan per appearance drawn, the first the manifest's own (MRefresh.docc/Exports.md): same
    /// timeline, scales and exports, each its own indicator and file names.
    public let plans: [RenderPlan]
    /// Where the files go.
    public let output: OutputDirectory
    /// Each plan's sinks of the exports of one appearance, in ``MRefreshCore/Export/sink``'s order (the PNG
    /// frames first).
    private let sinks: [[any ExportSink]]
    /// The sinks that take every appearance's frames (the asset catalog, the preview page, the web runtime).
    private let shared: [any ExportSink]
    /// Each plan's sprite sheets, which also encode its frames (``SpriteSheetSink/encode(_:number:scaleIndex:)``).
    private let sheets: [SpriteSheetSink?]
    /// In a build (its plans carry an input hash): the files the indicators read besides their inputs, hashed
    /// once, for the manifest's `inputFilesHash` and the build's cache.
    package let inputFiles: InputFileDigests?

    /// The manifest's name in the output folder.
    public static let manifestFile = "manifest.json"

    /// A run of `plan` into `output` (``init(plans:output:)`` with one plan).
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` naming such a folder.
    public init(plan: RenderPlan, output: OutputDirectory) throws(OutputError) {
        try self.init(plans: [plan], output: output)
    }

    /// A run of `plans` (one per appearance, made from one timeline and scales) into `output`: its sinks
    /// made, and the folders its exports write into opened (made when missing) before anything is drawn,
    /// so a link or a file where one of them should be stops the run at once.
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` naming such a folder.
    public init(plans: [RenderPlan], output: OutputDirectory) throws(OutputError) {
        precondition(!plans.isEmpty, "a run draws at least one appearance")
        self.plans = plans
        self.output = output
        var sinks: [[any ExportSink]] = plans.map { _ in [] }
        var shared: [any ExportSink] = []
        let first = plans[0]
        for export in Export.allCases where export == .png || first.exports.contains(export) {
            let type = export.sink
            if type.spansAppearances {
                if let sink = try type.make(plans: plans, output: output) { shared.append(sink) }
                continue
            }
            for (i, plan) in plans.enumerated() {
                if let sink = try type.make(plan: plan, output: output) { sinks[i].append(sink) }
            }
        }
        self.sinks = sinks
        self.shared = shared
        sheets = sinks.map { $0.lazy.compactMap { $0 as? SpriteSheetSink }.first }
        inputFiles = first.settings.inputHash == nil ? nil : InputFileDigests(plans.compactMap(\.indicator))
    }

    /// The number of frame files the run writes (``RenderPlan/fileCount`` of every appearance).
    public var fileCount: Int { plans.reduce(0) { $0 + $1.fileCount } }

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
        FrameScheduler(budget: plan.settings.limits.memoryBudget, workers: min(plan.workers(jobs: jobs), max(1, total)))
            .run(items: 1, open: { _ in .success(frames) }, closed: { _, _, error in failure.withLock { $0 = error } },
                 progress: { progress($0, total) })
        if let error = failure.withLock({ $0 }) { throw error }
        return try finish(jobs: jobs, replacing: replacement)
    }

    /// The run's frames as the scheduler draws them: every frame of every appearance at every scale, each
    /// holding its largest frame's pixels while it is drawn, the run its sheets and decoded images.
    final class Frames: ScheduledFrames {
        let run: RenderRun
        let taskCount: Int
        let frameBytes: Int
        let openBytes: Int

        init(_ run: RenderRun) {
            self.run = run
            taskCount = run.fileCount
            frameBytes = run.plans.map(\.job.largestFrame.bytes).max() ?? 0
            openBytes = run.plans.reduce(0) { $0.addingSaturating($1.job.sheetBytes.addingSaturating($1.job.imageBytes)) }
        }

        func perform(_ task: Int) throws { try run.write(task) }
    }

    /// Before the first frame is drawn: the folder's previous manifest set aside.
    func begin() throws(OutputError) -> ManifestReplacement {
        try ManifestReplacement(retiring: Self.manifestFile, in: output)
    }

    /// Draws and encodes task `task` (appearance-major, then frame, then scale) and hands it to every
    /// frame sink of its appearance and to the shared ones.
    func write(_ task: Int) throws {
        var local = task, variant = 0
        while local >= plans[variant].fileCount {
            local -= plans[variant].fileCount
            variant += 1
        }
        let plan = plans[variant]
        let number = local / plan.scales.count
        let scaleIndex = local % plan.scales.count
        let encoded = try plan.encodedFrame(number, scaleIndex: scaleIndex, scale: plan.scales[scaleIndex], sheets: sheets[variant])
        for sink in sinks[variant] { try sink.take(encoded) }
        for sink in shared { try sink.take(encoded) }
    }

    /// After every frame is written: each sink finishes (the Android densities not drawn yet on up to
    /// `jobs` threads, the vector exports' files), then completes, stale files are removed and `manifest.json` written last
    /// (`replacement` set the previous one aside before the run began).
    func finish(jobs: Int = 1, replacing replacement: ManifestReplacement) throws -> Manifest {
        var looks: [Manifest] = []
        for (plan, sinks) in zip(plans, sinks) {
            var look = Manifest(canvas: plan.scene.canvas, scales: plan.scales, layers: plan.manifestLayers, frames: [],
                                stages: plan.stages)
            look.appearance = plan.manifestAppearance
            for sink in sinks { look.add(try sink.finish(jobs: jobs)) }
            looks.append(look)
        }
        var manifest = looks.removeFirst()
        manifest.appearances = looks
        for sink in shared { manifest.add(try sink.finish(jobs: jobs)) }
        manifest.inputHash = plan.settings.inputHash
        manifest.inputFilesHash = inputFiles?.hash
        // The runtime and the page read the manifest as written, so they come after every part.
        for sink in sinks.joined() { try sink.complete(manifest) }
        for sink in shared { try sink.complete(manifest) }
        // What the previous run listed and this one does not make: removed. Files no manifest listed are
        // never touched.
        if let previous = replacement.previous {
            Manifest.Listing(previous)?.removeFiles(from: output, except: manifest)
        }
        try replacement.finish(writing: Array((manifest.text + "\n").utf8))
        return manifest
    }
}
