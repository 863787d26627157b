import MRefreshCore

/// The limits one render keeps — pixels drawn, sprite-sheet sides and memory held at once — checked
/// before anything is drawn or the output folder is touched, so that a mistyped option cannot start hours
/// of drawing or exhaust the machine's memory half-way.
///
/// `render`, `simulate` and every indicator of a `build` are checked by the one `check(_:)`; a run's
/// workers are as many as its budget holds (`workers(jobs:for:)`).
public struct RenderLimits: Hashable, Sendable {
    /// Most pixels one run may draw (every frame at every scale).
    public var maximumPixels: Int
    /// Bytes the frames being drawn at once and the sprite sheets being filled may hold together.
    public var memoryBudget: Int
    /// Most PNG bytes the preview page (``MRefreshCore/Export/preview``) inlines: past them it refers to
    /// the frame files beside it instead of holding every frame until the run ends.
    public var previewInlineBytes: Int

    /// Creates limits.
    public init(maximumPixels: Int, memoryBudget: Int, previewInlineBytes: Int = 32 << 20) {
        self.maximumPixels = maximumPixels
        self.memoryBudget = memoryBudget
        self.previewInlineBytes = previewInlineBytes
    }

    /// mrefresh's limits: 2³³ pixels (about 8.6 billion, a few minutes of drawing on one core) and a
    /// memory budget of 768 MiB, which with the process's own 20–60 MB keeps every accepted run under 1 GB
    /// of resident memory.
    public static let standard = RenderLimits(maximumPixels: 1 << 33, memoryBudget: 768 << 20)

    /// Bytes a worker holds for each pixel of the frame it draws: the Cairo surface (4), its pixels as
    /// straight words (4), the DEFLATE tokens, the compressed stream and the PNG file. Measured peaks: 8
    /// bytes a pixel for sync-arcs at 4096×4096, 14.4 for a repeating diagonal gradient whose rows never
    /// repeat (the least compressible vector frame tried, 14 MB of PNG for 67 MB of pixels); 16 leaves a
    /// margin. A frame of photographic images compresses worse; the images themselves are counted apart
    /// (`Job/imageBytes`).
    public static let frameBytesPerPixel = 16
    /// More bytes a pixel while a frame is also taken into its sprite sheet: its words, kept.
    public static let sheetFrameBytesPerPixel = 4
    /// Bytes a sprite sheet holds for each of its pixels until it is written: a sheet of opaque frames
    /// waits for its last frame whole (4), then its compressed stream and file (measured: 4.0 for a sheet
    /// of opaque gradient frames; a translucent sheet holds one row of cells at a time, 3.1).
    public static let sheetBytesPerPixel = 5

    /// What a run draws, as far as its limits are concerned.
    package struct Job: Sendable {
        /// The canvas in points.
        package var canvas: Size
        /// Frames drawn at each scale.
        package var frames: Int
        /// The scales whose frames are written.
        package var scales: [Int]
        /// The sprite sheets' layouts, one per scale (none when the run writes no sheets).
        package var sheets: [(scale: Int, layout: SpriteSheet)]
        /// Scales drawn besides `scales`, one frame at a time (Android's densities 1.5x–4x).
        package var extraScales: [Double]
        /// Bytes the indicator's raster images take decoded (4 a pixel, each image once): decoded before
        /// the first frame and kept, shared by every worker, until the run ends.
        package var imageBytes = 0
        /// More bytes a pixel while a frame's filters run (`FilterRaster.bytesPerPixel(of:)`): their
        /// rasters are at most the frame's size.
        package var filterBytesPerPixel = 0

        /// A job of `frames` frames at `scales` of `canvas`, with its sheets and extra scales.
        package init(canvas: Size, frames: Int, scales: [Int], sheets: [(scale: Int, layout: SpriteSheet)] = [],
                    extraScales: [Double] = []) {
            (self.canvas, self.frames, self.scales, self.sheets, self.extraScales) = (canvas, frames, scales, sheets, extraScales)
        }

        /// The job of drawing `timeline`'s frames with `renderer` at `scales`, writing `exports`.
        package init(drawing renderer: any FrameDrawing, timeline: Timeline, scales: [Int], exports: Set<Export>) {
            self.init(canvas: renderer.canvas, timeline: timeline, scales: scales, exports: exports)
        }

        /// The job of drawing `timeline`'s frames of `canvas` at `scales`, writing `exports`.
        package init(canvas: Size, timeline: Timeline, scales: [Int], exports: Set<Export>) {
            let sheets: [(scale: Int, layout: SpriteSheet)] = exports.contains(.sheet) ? scales.map { scale in
                let size = canvas.pixelSize(scale: Double(scale))
                return (scale: scale, layout: SpriteSheet(timeline, cellWidth: size.width, cellHeight: size.height))
            } : []
            // Android's densities not among the scales are drawn again when the run ends.
            let extra = exports.contains(.android)
                ? AndroidResources.densities.map(\.scale).filter { !scales.map(Double.init).contains($0) } : []
            self.init(canvas: canvas, frames: timeline.frames.count, scales: scales, sheets: sheets, extraScales: extra)
        }

        /// Pixels drawn by the run (saturating, so huge requests compare as huge).
        package var pixels: Int {
            let perFrame = scales.reduce(0) { total, scale in
                let size = canvas.pixelSize(scale: Double(scale))
                return total.addingSaturating(size.width.multipliedSaturating(by: size.height))
            }
            return perFrame.multipliedSaturating(by: frames)
        }

        /// Bytes a worker holds while drawing a frame at `scale`.
        package func frameBytes(scale: Double) -> Int {
            let size = canvas.pixelSize(scale: scale)
            let perPixel = RenderLimits.frameBytesPerPixel + (sheets.isEmpty ? 0 : RenderLimits.sheetFrameBytesPerPixel)
                + filterBytesPerPixel
            return size.width.multipliedSaturating(by: size.height).multipliedSaturating(by: perPixel)
        }

        /// The largest frame drawn (any scale, extra scales included): its scale and bytes.
        package var largestFrame: (scale: Double, bytes: Int) {
            (scales.map(Double.init) + extraScales).map { ($0, frameBytes(scale: $0)) }.max { $0.1 < $1.1 } ?? (1, 0)
        }

        /// Bytes the sprite sheets hold from the run's start until each is written.
        package var sheetBytes: Int {
            sheets.reduce(0) { total, sheet in
                total.addingSaturating(sheet.layout.width.multipliedSaturating(by: sheet.layout.height)
                    .multipliedSaturating(by: RenderLimits.sheetBytesPerPixel))
            }
        }
    }

    /// Checks `job` against the limits, in the order a user fixes them: a sheet's sides, the pixels drawn,
    /// then memory (the sheets, the decoded images beside them, then one frame beside both).
    ///
    /// - Throws: ``RenderLimitError`` naming the limit the job is over.
    package func check(_ job: Job) throws(RenderLimitError) {
        for (scale, layout) in job.sheets where !layout.fits {
            throw RenderLimitError(.sheetSide(scale: scale, width: layout.width, height: layout.height),
                                   limit: SpriteSheet.maximumSide)
        }
        let pixels = job.pixels
        guard pixels <= maximumPixels else {
            throw RenderLimitError(.pixels(count: pixels, frames: job.frames, scales: job.scales, canvas: job.canvas),
                                   limit: maximumPixels)
        }
        let sheets = job.sheetBytes
        guard sheets <= memoryBudget else {
            throw RenderLimitError(.sheetMemory(bytes: sheets), limit: memoryBudget)
        }
        let held = sheets.addingSaturating(job.imageBytes)
        guard held <= memoryBudget else {
            throw RenderLimitError(.imageMemory(bytes: job.imageBytes, sheetBytes: sheets), limit: memoryBudget)
        }
        let largest = job.largestFrame
        guard held.addingSaturating(largest.bytes) <= memoryBudget else {
            let size = job.canvas.pixelSize(scale: largest.scale)
            throw RenderLimitError(.frameMemory(scale: largest.scale, width: size.width, height: size.height,
                                                bytes: largest.bytes, sheetBytes: sheets, imageBytes: job.imageBytes),
                                   limit: memoryBudget)
        }
    }

    /// How many of `jobs` workers draw `job` at once: as many as the budget holds beside its sheets and
    /// images at its largest frame, at least one (a job that passed ``check(_:)`` fits one), at most `jobs`.
    package func workers(jobs: Int, for job: Job) -> Int {
        workers(jobs: jobs, frameBytes: job.largestFrame.bytes, heldBytes: job.sheetBytes.addingSaturating(job.imageBytes))
    }

    /// How many of `jobs` workers may each hold `frameBytes` beside `heldBytes`: at least one.
    public func workers(jobs: Int, frameBytes: Int, heldBytes: Int = 0) -> Int {
        let room = max(0, memoryBudget - heldBytes)
        return max(1, min(jobs, room / max(1, frameBytes)))
    }
}

/// A run over one of its ``RenderLimits``, found before anything is drawn.
public struct RenderLimitError: Error, Hashable, Sendable {
    /// Which limit, and what the run would have needed.
    public enum Kind: Hashable, Sendable {
        /// The sprite sheet at `scale` would be `width`×`height` pixels, a side over the limit.
        case sheetSide(scale: Int, width: Int, height: Int)
        /// `frames` frames at `scales` of `canvas` would draw `count` pixels, over the limit.
        case pixels(count: Int, frames: Int, scales: [Int], canvas: Size)
        /// The sprite sheets alone would hold `bytes`, over the memory budget.
        case sheetMemory(bytes: Int)
        /// The indicator's images would take `bytes` decoded beside the sheets' `sheetBytes`, together over
        /// the memory budget.
        case imageMemory(bytes: Int, sheetBytes: Int)
        /// One `width`×`height` frame (at `scale`) would hold `bytes` beside the sheets' `sheetBytes` and
        /// the decoded images' `imageBytes`, together over the memory budget.
        case frameMemory(scale: Double, width: Int, height: Int, bytes: Int, sheetBytes: Int, imageBytes: Int = 0)
    }

    /// Which limit, and what the run would have needed.
    public var kind: Kind
    /// The limit: pixels a side, pixels in all, or bytes.
    public var limit: Int

    /// Creates an error.
    public init(_ kind: Kind, limit: Int) {
        self.kind = kind
        self.limit = limit
    }
}

extension Int {
    /// `self + other`, or `Int.max` past it.
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    /// `self × other`, or `Int.max` past it (both ≥ 0).
    func multipliedSaturating(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
