import Foundation
import Dispatch
import MRefreshCore
import Synchronization

/// Renders, encodes and writes every frame at every scale, on `jobs` threads, then the manifest.
///
/// Frames stream: each worker draws one frame, encodes it, writes it and lets it go, so memory does not
/// grow with the number of frames. The bytes of every file are the same whatever the number of jobs.
public struct RenderRun: Sendable {
    public let renderer: any FrameDrawing
    /// The frames drawn and the stages they play.
    public let timeline: Timeline
    /// Every frame drawn, in order.
    public var frames: [FrameSpec] { timeline.frames }
    public let scales: [Int]
    public let encoder: PNGEncoder
    public let output: OutputDirectory
    /// What is written besides the PNG frames and the manifest.
    public let exports: Set<Export>
    /// Files are named `<prefix>_<index>.png` when set (`tick` for a simulation's ticks), else by stage.
    public var filePrefix: String? { timeline.order == .ticks ? "tick" : nil }
    /// How an app picks each stage's frames, for the manifest.
    public var stages: [Manifest.StageInfo] { Manifest.StageInfo.describing(timeline) }
    /// Frames per second of the pull's animated PNG (``Export/apng``), which has no time of its own.
    public var previewFrameRate: Double = 60
    /// The name of the asset catalog (``Export/xcassets``): its folder and image sets start with it; the
    /// Android resources and the Lottie animation take it too.
    public var assetName = "Indicator"

    /// The name the exports of a render into `path` take: the folder's own name, with `.` and `..`
    /// resolved from the working directory (`--out .` in `My Icons` is `My Icons`, not `.`), or
    /// `Indicator` for the root.
    public static func assetName(ofOutput path: String) -> String {
        let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        return name.isEmpty || name == "/" ? "Indicator" : name
    }
    /// The indicator drawn, for the vector exports (``Export/lottie``, ``Export/avd``); nil for a simulation.
    public private(set) var indicator: Indicator?
    /// The indicator's layers as the vector exports carry them, sampled once when the run writes one:
    /// their files and their warnings (``exportWarnings``) read the same animation.
    public private(set) var vectorAnimation: VectorAnimation?
    /// In a build: the hash the manifest records.
    public var inputHash: String?

    public init(renderer: any FrameDrawing, timeline: Timeline, scales: [Int], encoder: PNGEncoder = .standard,
                output: OutputDirectory, exports: Set<Export> = [.png]) {
        self.renderer = renderer
        self.timeline = timeline
        self.scales = scales
        self.encoder = encoder
        self.output = output
        self.exports = exports
    }

    /// The run that writes every frame of `timeline` for `indicator` at the spec's scales, and the spec's
    /// exports: the library's one way from an indicator to its files (the CLI, builds, the tests and the
    /// benchmark all come here).
    public init(indicator: Indicator, timeline: Timeline, output: OutputDirectory, encoder: PNGEncoder = .standard) {
        self.init(renderer: FrameRenderer(indicator), timeline: timeline, scales: indicator.spec.scales,
                  encoder: encoder, output: output, exports: indicator.spec.exports)
        previewFrameRate = indicator.spec.fps
        self.indicator = indicator
        if !exports.isDisjoint(with: [.lottie, .avd]) {
            vectorAnimation = VectorAnimation(indicator, timeline: VectorTimeline(timeline, fps: indicator.spec.fps))
        }
    }

    /// The sprite sheet's layout at `scale`.
    public func sheetLayout(scale: Int) -> SpriteSheet {
        let size = renderer.pixelSize(scale: scale)
        return SpriteSheet(timeline, cellWidth: size.width, cellHeight: size.height)
    }

    /// The number of files the run writes (frames × scales), not counting the manifest.
    public var fileCount: Int { frames.count * scales.count }

    /// The limits the run keeps (pixels, sheet sides, memory): checked by the caller with ``limitedJob``
    /// before anything is drawn; the run's workers are as many as its memory budget holds.
    public var limits = RenderLimits.standard

    /// What the run draws, as its ``limits`` see it: check it with ``RenderLimits/check(_:)`` first.
    public var limitedJob: RenderLimits.Job {
        RenderLimits.Job(drawing: renderer, timeline: timeline, scales: scales, exports: exports)
    }

    /// How many workers `jobs` becomes for this run: as many as its memory budget holds at its largest
    /// frame beside its sheets, at least one, and no more than it has frames.
    func workerCount(jobs: Int) -> Int {
        min(limits.workers(jobs: jobs, for: limitedJob), max(1, fileCount))
    }

    /// How many workers `jobs` becomes for frames drawn at `scales` (Android's densities, as the run ends).
    func workerCount(jobs: Int, scales: [Double]) -> Int {
        let job = limitedJob
        return limits.workers(jobs: jobs, frameBytes: scales.map(job.frameBytes(scale:)).max() ?? 0, heldBytes: job.sheetBytes)
    }

    /// The frames written so far, as the workers finish them.
    private struct Written {
        var count = 0
        var frames: [Manifest.Frame?]
    }

    /// Writes every frame, removes frames an earlier manifest in the directory listed that this run no
    /// longer makes, and writes `manifest.json` last. The earlier manifest is set aside before anything is
    /// written (``ManifestReplacement``): a run that fails or is killed leaves no manifest behind.
    ///
    /// - Parameters:
    ///   - jobs: worker threads (at least 1).
    ///   - progress: called after each file with (files done, files in all), from worker threads.
    /// - Returns: the manifest written.
    public func run(jobs: Int, progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> Manifest {
        try prepareFolders()
        let replacement = try ManifestReplacement(retiring: Self.manifestFile, in: output)
        let total = fileCount
        let written = Mutex(Written(frames: Array(repeating: nil, count: total)))
        let sheets = sheetCanvases()
        try forEachInParallel(total, jobs: workerCount(jobs: jobs)) { task in
            let entry = try write(task, sheets: sheets)
            let done = written.withLock { written -> Int in
                written.frames[task] = entry
                written.count += 1
                return written.count
            }
            progress(done, total)
        }
        let results = written.withLock { $0.frames }
        return try finish(results.compactMap { $0 }, sheets: sheets, jobs: jobs, replacing: replacement)
    }

    /// The manifest's name in the output folder.
    public static let manifestFile = "manifest.json"

    /// Opens (making them when missing) the folders the exports write into, before anything is drawn: a
    /// link or a file where one of them should be stops the run at once (``OutputError/Kind/cannotCreate``).
    func prepareFolders() throws(OutputError) {
        var folders: [String] = []
        if exports.contains(.android) { folders += AndroidResources.densities.map { "res/drawable-\($0.name)" } + ["res/drawable"] }
        if exports.contains(.avd) { folders += ["res/drawable", "res/animator"] }
        if exports.contains(.xcassets) { folders.append(AssetCatalog(name: assetName).folder) }
        for folder in folders { _ = try output.folder(folder) }
    }

    /// After every frame is written: the sheets the workers filled (when asked for), the animated PNGs,
    /// the other exports (the Android densities not drawn yet on up to `jobs` threads), stale files
    /// removed, `manifest.json` last (`replacement` set the previous one aside before the run began).
    func finish(_ frames: [Manifest.Frame], sheets canvases: [SheetCanvas] = [], jobs: Int = 1,
                replacing replacement: ManifestReplacement) throws -> Manifest {
        // Each sheet was written as its last frame was taken, unless that failed to happen.
        let sheets = try zip(scales, canvases).map { scale, canvas in try canvas.written ?? writeSheet(canvas, scale: scale) }
        var manifest = Manifest(
            canvas: renderer.canvas, scales: scales,
            layers: renderer.manifestLayers,
            frames: frames, sheets: sheets, stages: stages)
        if exports.contains(.apng) { manifest.animatedPNGs = try writeAnimatedPNGs() }
        if exports.contains(.xcassets) { manifest.assetCatalog = try writeAssetCatalog() }
        if exports.contains(.android) { manifest.androidFiles = try writeAndroidResources(jobs: jobs) }
        if let animation = vectorAnimation {
            if exports.contains(.lottie) { manifest.lottie = try writeLottie(animation) }
            if exports.contains(.avd) { manifest.animatedVectors = try writeAnimatedVectors(animation) }
        }
        manifest.inputHash = inputHash
        // What the previous run listed and this one does not make: removed. Files no manifest listed are
        // never touched.
        if let previous = replacement.previous {
            Manifest.Listing(previous)?.removeFiles(from: output, except: manifest)
        }
        try replacement.finish(writing: Array((manifest.text + "\n").utf8))
        return manifest
    }

    /// Writes the sheet `canvas` holds, its frames all taken, and its atlas.
    @discardableResult
    func writeSheet(_ canvas: SheetCanvas, scale: Int) throws -> Manifest.Sheet {
        let image = Manifest.fileName(prefix: "sheet", scale: scale)
        let atlas = Manifest.fileName(prefix: "sheet", scale: scale, extension: "json")
        let png = try canvas.encode()
        try output.write(png, to: image)
        try output.write(Array((SpriteSheetAtlas(layout: canvas.layout, image: image, scale: scale).json.text + "\n").utf8),
                         to: atlas)
        let sheet = Manifest.Sheet(file: image, atlas: atlas, scale: scale, layout: canvas.layout, sha256: SHA256.hexDigest(png))
        canvas.written = sheet
        return sheet
    }

    /// The sheets of this run, one per scale, to be filled as the frames are drawn (none when it does not
    /// export sheets): frames are not drawn twice.
    func sheetCanvases() -> [SheetCanvas] {
        exports.contains(.sheet) ? scales.map { SheetCanvas(layout: sheetLayout(scale: $0), encoder: encoder) } : []
    }

    /// Draws, encodes and writes task `task` (frame-major, then scale), copying it into its cell of
    /// `sheets` (``sheetCanvases()``).
    func write(_ task: Int, sheets: [SheetCanvas] = []) throws -> Manifest.Frame {
        let frame = frames[task / scales.count]
        let scale = scales[task % scales.count]
        let surface = try renderer.render(frame, scale: scale)
        // With a sheet, the frame's pixels go into it as the encoder read them.
        let png: [UInt8], sha256: String
        if sheets.isEmpty {
            png = try encoder.encode(surface)
            sha256 = SHA256.hexDigest(png)
        } else {
            let sheet = sheets[task % scales.count]
            let (file, digest, isLast) = try sheet.encode(surface, frame: task / scales.count)
            (png, sha256) = (file, SHA256.hex(digest))
            // The sheet written by the worker that completes it, while the others draw on.
            if isLast { try writeSheet(sheet, scale: scale) }
        }
        let name = Manifest.fileName(prefix: filePrefix ?? frame.stage.rawValue, index: frame.index, scale: scale)
        try output.write(png, to: name)
        return Manifest.Frame(file: name, stage: frame.stage, index: frame.index, state: frame.state,
                              progress: frame.stage == .pull ? frame.progress : nil,
                              transition: frame.stage == .ready ? frame.position : nil,
                              pullDistance: frame.pullDistance, time: frame.time, scale: scale,
                              pixelWidth: surface.width, pixelHeight: surface.height,
                              sha256: sha256)
    }
}
