#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshPNG

/// Everything one run will draw and write, checked before anything is drawn: the library's one way from
/// an indicator (or a simulation) to its files (MRefresh.docc/DesignPipeline.md).
///
/// A plan is made once — from an ``MRefreshCore/Indicator`` and its ``MRefreshCore/Timeline``, or from any `FrameDrawing` and the
/// frames to draw (a simulation's ticks) — and checks what a run can know before drawing: that there is
/// anything to draw, and the ``RenderLimits`` (pixels, sprite-sheet sides, memory). It carries what a user
/// should read first (the indicator's warnings and what the exports leave out) as values. `render`,
/// `simulate`, each indicator of a `build`, the benchmark and the fuzz targets all go through a plan, and
/// ``run(into:jobs:progress:)`` (a ``RenderRun``) writes it; none checks or assembles anything again.
public struct RenderPlan: Sendable {
    /// How the files are named, encoded and limited.
    public struct Settings: Sendable {
        /// The name the exports take (the asset catalog's folder and image sets, the Android resources, the
        /// Lottie animation): `Indicator` unless given (``RenderPlan/assetName(ofOutput:)``).
        public var assetName = "Indicator"
        /// The indicator's name as its user knows it, which the preview page's title shows: a build's
        /// indicator name, or a render's input (`PreviewPage.title(of:)`); nil for none.
        public var title: String?
        /// In a build: the hash the manifest records.
        public var inputHash: String?
        /// How the PNG files are compressed.
        public var encoder = PNGEncoder.standard
        /// The limits checked before anything is drawn.
        public var limits = RenderLimits.standard
        /// Whether the frames have a clock (a simulation's): then a text layer's `{updated}` is drawn, and
        /// no warning says it is not.
        public var hasClock = false
        /// The appearance the frames show: its files carry it in their names
        /// (`~dark`, none for light), and its manifest entries name it.
        public var appearance = Appearance.light
        /// Whether ``appearance`` is the run's first (its frames are the manifest's own, and Android's
        /// unqualified resources are its): true but for a run's later appearances.
        public var isFirstAppearance = true

        /// The qualifier of the Android folders this appearance's frames go in: none for the run's first,
        /// `-night` for a later dark one; nil for a later one Android has no qualifier for (contrast).
        var androidQualifier: String? {
            if isFirstAppearance { return "" }
            return appearance == .dark ? "-night" : nil
        }

        /// Settings with every default.
        public init() {}
    }

    /// What draws the frames: the indicator alone (``FrameRenderer``) or a scroll view around it.
    package let scene: any FrameDrawing
    /// The frames drawn and the stages they play: a render's machine walk, or a simulation's ticks.
    public let timeline: Timeline
    /// The frames drawn, in the order they are written (at every scale).
    public var frames: [FrameSpec] { timeline.frames }
    /// The scales whose frames are written (1 for `name.png`, 2 for `name@2x.png`…).
    public let scales: [Int]
    /// What is written besides the PNG frames and the manifest.
    public let exports: Set<Export>
    /// Frames per second of the pull's animated PNG (``MRefreshCore/Export/apng``), which has no time of its own.
    public let previewFrameRate: Double
    /// How the run writes: names, limits, compression.
    public let settings: Settings
    /// The indicator drawn, if any: its layers' placement goes into the manifest.
    public let indicator: Indicator?
    /// The indicator's layers as the vector exports carry them, sampled once when the plan has one: their
    /// files and their warnings read the same animation.
    package let vectorAnimation: VectorAnimation?
    /// What the run draws, as ``Settings/limits`` see it (checked when the plan was made).
    package let job: RenderLimits.Job
    /// The indicator's warnings, to read before its frames are drawn
    /// (`Indicator/warningsBeforeDrawing(hasClock:)`: font fallbacks load Pango, so they are found when
    /// asked for, not when the plan is made).
    public var inputWarnings: [InputError] { indicator?.warningsBeforeDrawing(hasClock: settings.hasClock) ?? [] }
    /// What the exports leave out, one line each, named by export ("lottie, avd: text layer …").
    public var exportWarnings: [String] {
        var lines = Self.exportWarnings(scales: scales, exports: exports, indicator: indicator, animation: vectorAnimation)
        if exports.contains(.android), settings.androidQualifier == nil {
            lines.append("android: the \(settings.appearance.rawValue) frames are left out: Android resources have a night qualifier (drawable-night), none for contrast")
        }
        return lines
    }

    /// The plan of drawing every frame of `timeline` for `indicator` at the spec's scales, and writing the
    /// spec's exports.
    ///
    /// - Throws: ``RenderPlanError`` when there is nothing to draw or the run is over a limit.
    public init(indicator: Indicator, timeline: Timeline, settings: Settings = Settings()) throws(RenderPlanError) {
        try self.init(drawing: FrameRenderer(indicator), timeline: timeline, scales: indicator.spec.scales,
                      exports: indicator.spec.exports, previewFrameRate: indicator.spec.fps, indicator: indicator,
                      settings: settings)
    }

    /// The plan of drawing `timeline`'s frames with `scene` at `scales` and writing `exports`: a
    /// simulation's ticks (``MRefreshCore/Timeline/init(simulation:readyDuration:closingDuration:)``, files named
    /// `tick_NNNN.png`) in a scroll view, or any scene a test draws. `indicator`, when given, is what the
    /// scene draws: its layers go into the manifest, and its vector exports are sampled at the timeline.
    ///
    /// - Throws: ``RenderPlanError`` when there is nothing to draw or the run is over a limit.
    package init(drawing scene: any FrameDrawing, timeline: Timeline, scales: [Int], exports: Set<Export> = [.png],
                previewFrameRate: Double = 60, indicator: Indicator? = nil,
                settings: Settings = Settings()) throws(RenderPlanError) {
        guard !timeline.frames.isEmpty, !scales.isEmpty else { throw .nothingToDraw }
        // The web runtime plays the sprite sheets.
        let exports = exports.contains(.web) ? exports.union([.sheet]) : exports
        var job = RenderLimits.Job(drawing: scene, timeline: timeline, scales: scales, exports: exports)
        if let indicator {
            // Images are decoded before the first frame and held to the end (ImageDecoding): under --strict
            // one that does not decode is bad input, found before any output is touched.
            job.imageBytes = ImageDecoding.decodedBytes(of: indicator)
            job.filterBytesPerPixel = FilterRaster.bytesPerPixel(of: indicator)
            if indicator.spec.strict, let bad = ImageDecoding.problems(in: indicator).first { throw .input(bad) }
        }
        do {
            try settings.limits.check(job)
        } catch {
            throw .limit(error)
        }
        self.scene = scene
        self.timeline = timeline
        self.scales = scales
        self.exports = exports
        self.previewFrameRate = previewFrameRate
        self.indicator = indicator
        self.settings = settings
        self.job = job
        if let indicator, !exports.isDisjoint(with: [.lottie, .avd]) {
            vectorAnimation = VectorAnimation(indicator, timeline: VectorTimeline(timeline, fps: indicator.spec.fps),
                                              textOutlines: TextOutlines.path(of:), glyphOutlines: TextOutlines.pieces(of:))
        } else {
            vectorAnimation = nil
        }
    }

    /// The name the exports of a render into `path` take: the folder's own name, with `.` and `..`
    /// resolved from the working directory (`--out .` in `My Icons` is `My Icons`, not `.`), or
    /// `Indicator` for the root.
    public static func assetName(ofOutput path: String) -> String {
        let name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
        return name.isEmpty || name == "/" ? "Indicator" : name
    }

    /// The number of frame files the run writes (frames × scales), not counting the manifest and exports.
    public var fileCount: Int { frames.count * scales.count }

    /// The file name of `frame` at `scale` (``Manifest/fileName(prefix:index:scale:appearance:)``): by stage,
    /// or `tick` for a simulation's ticks, with the plan's appearance.
    public func fileName(of frame: FrameSpec, scale: Int) -> String {
        Manifest.fileName(prefix: timeline.order == .ticks ? "tick" : frame.stage.rawValue, index: frame.index, scale: scale,
                          appearance: settings.appearance)
    }

    /// The name of a file of the plan's appearance that is not a frame (a sheet, an atlas, an animated PNG,
    /// the Lottie animation): `prefix`, the appearance's suffix, the scale, `extension`.
    public func fileName(prefix: String, scale: Int = 1, extension: String = "png") -> String {
        Manifest.fileName(prefix: prefix + settings.appearance.fileSuffix, scale: scale, extension: `extension`)
    }

    /// The appearance its manifest entries name: nil for light.
    var manifestAppearance: Appearance? { settings.appearance == .light ? nil : settings.appearance }

    /// How an app picks each stage's frames, for the manifest (none for a simulation's ticks).
    public var stages: [Manifest.StageInfo] { Manifest.StageInfo.describing(timeline) }

    /// The sprite sheet's layout at `scale`.
    package func sheetLayout(scale: Int) -> SpriteSheet {
        let size = scene.pixelSize(scale: scale)
        return SpriteSheet(timeline, cellWidth: size.width, cellHeight: size.height)
    }

    /// Each layer's placement and stroke width, for the manifest (none without an indicator).
    public var manifestLayers: [Manifest.Layer] {
        guard let indicator else { return [] }
        return zip(indicator.layout.layers, indicator.styles).map {
            Manifest.Layer(name: $0.name, transform: $0.transform, lineWidth: $1.lineWidth)
        }
    }

    /// How long each frame of `stage` shows in an animation of it: its clip's share of the stage's seconds
    /// (`StageClip/frameSeconds`), the pull's (and any stage's without a time) at the preview rate.
    public func frameSeconds(of stage: Stage) -> Double {
        timeline.stages[stage].frameSeconds ?? 1 / previewFrameRate
    }

    /// How many workers `jobs` becomes: as many as the memory budget holds at the largest frame beside the
    /// sheets, at least one, and no more than there are frame files.
    public func workers(jobs: Int) -> Int {
        min(settings.limits.workers(jobs: jobs, for: job), max(1, fileCount))
    }

    /// How many workers `jobs` becomes for frames drawn at `scales` (Android's densities, as the run ends).
    func workers(jobs: Int, drawingAt scales: [Double]) -> Int {
        settings.limits.workers(jobs: jobs, frameBytes: scales.map(job.frameBytes(scale:)).max() ?? 0, heldBytes: job.sheetBytes)
    }

}

/// Why a plan cannot be made: found before anything is drawn or the output folder is touched.
public enum RenderPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No frame to draw (every stage has 0 frames), or no scale.
    case nothingToDraw
    /// The run would be over one of its limits.
    case limit(RenderLimitError)
    /// Input data found bad while the plan is made, under `--strict` (an image that does not decode).
    case input(InputError)
    /// An appearance whose frames differ in number or timing from the first appearance's (its SVG input's
    /// animation lasts another time there): every appearance plays the same stages and frames.
    case appearanceTimeline(Appearance, first: Appearance)

    /// What went wrong.
    public var description: String {
        switch self {
        case .nothingToDraw: "nothing to draw: every stage has 0 frames"
        case .limit(let error): "\(error)"
        case .input(let error): error.description
        case let .appearanceTimeline(appearance, first):
            "the \(appearance.rawValue) appearance's stages differ from \(first.rawValue)'s in frames or timing (its animation lasts another time there): every appearance plays the same frames"
        }
    }
}
