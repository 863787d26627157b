import MRefreshCore
import MRefreshPNG

/// The sprite sheets (``MRefreshCore/Export/sheet``): per scale every frame in one image, `sheet[@Nx].png`, with its
/// TexturePacker JSON Hash atlas, `sheet[@Nx].json`.
///
/// The sheets are filled as the frames are encoded — the sink is the run's encoder, so each frame's
/// pixels go into its sheet as the encoder read them and are never converted twice — and each sheet is
/// written by the worker that completes it, while the others draw on.
package final class SpriteSheetSink: ExportSink {
    private let output: OutputDirectory
    private let plan: RenderPlan
    private let scales: [Int]
    private let canvases: [SheetCanvas]

    /// The sheets of `plan`'s frames at each of its scales, written into `output`.
    init(plan: RenderPlan, output: OutputDirectory) {
        self.output = output
        self.plan = plan
        scales = plan.scales
        canvases = plan.scales.map { SheetCanvas(layout: plan.sheetLayout(scale: $0), encoder: plan.settings.encoder) }
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) -> SpriteSheetSink? {
        SpriteSheetSink(plan: plan, output: output)
    }

    package static func summary(of manifest: Manifest) -> String? {
        switch manifest.sheets.count {
        case 0: nil
        case 1: "a sheet with its atlas"
        case let count: "\(count) sheets with their atlases"
        }
    }

    /// Encodes frame number `number` drawn at the scale `scales[scaleIndex]` and takes its pixels into that
    /// scale's sheet, writing the sheet when it was its last frame. The frame's PNG file and its SHA-256.
    func encode(_ surface: ImageSurface, number: Int, scaleIndex: Int) throws -> (png: [UInt8], sha256: [UInt8]) {
        let canvas = canvases[scaleIndex]
        let (png, digest, isLast) = try canvas.encode(surface, frame: number)
        if isLast { try write(canvas, scale: scales[scaleIndex]) }
        return (png, digest)
    }

    /// The frames were taken when they were encoded (`encode(_:number:scaleIndex:)`).
    package func take(_ frame: EncodedFrame) throws {}

    package func finish(jobs: Int) throws -> Manifest.Part {
        // Each sheet was written as its last frame was taken, unless that failed to happen.
        .sheets(try zip(scales, canvases).map { scale, canvas in try canvas.written ?? write(canvas, scale: scale) })
    }

    /// Writes the sheet `canvas` holds, its frames all taken, and its atlas.
    @discardableResult
    private func write(_ canvas: SheetCanvas, scale: Int) throws -> Manifest.Sheet {
        let image = plan.fileName(prefix: "sheet", scale: scale)
        let atlas = plan.fileName(prefix: "sheet", scale: scale, extension: "json")
        let png = try canvas.encode()
        try output.write(png, to: image)
        try output.write(Array((SpriteSheetAtlas(layout: canvas.layout, image: image, scale: scale).json.text + "\n").utf8),
                         to: atlas)
        let sheet = Manifest.Sheet(file: image, atlas: atlas, scale: scale, layout: canvas.layout, sha256: SHA256.hexDigest(png))
        canvas.written = sheet
        return sheet
    }
}
