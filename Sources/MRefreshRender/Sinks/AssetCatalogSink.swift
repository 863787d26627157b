import MRefreshCore

/// The Xcode asset catalog (``MRefreshCore/Export/xcassets``): `<Name>.xcassets/` with its `Contents.json`, and per
/// frame an image set holding the frame's PNGs at the scales asset catalogs have (1x–3x, those the run
/// draws) and their `Contents.json`.
///
/// Each frame goes into its image set as soon as its file is written: a second link to the same file
/// where the file system allows (no bytes copied), else a copy. A frame's image set holds it in every
/// appearance the run draws, each slot with its traits (luminosity dark, contrast high), so the app's
/// `UIImage(named:)` picks the one its trait collection asks for.
package final class AssetCatalogSink: ExportSink {
    private let plan: RenderPlan
    /// Every appearance's plan, the first the run's own.
    private let plans: [RenderPlan]
    private let output: OutputDirectory
    private let catalog: AssetCatalog
    /// The catalog's folder, opened (made) when the run begins.
    private let root: OutputDirectory

    /// The catalog of the frames of `plans` (every appearance), named after the first's asset name, in
    /// `output`.
    init(plans: [RenderPlan], output: OutputDirectory) throws(OutputError) {
        plan = plans[0]
        self.plans = plans
        self.output = output
        catalog = AssetCatalog(name: plan.settings.assetName)
        root = try output.folder(catalog.folder)
    }

    package static var spansAppearances: Bool { true }

    package static func make(plans: [RenderPlan], output: OutputDirectory) throws(OutputError) -> AssetCatalogSink? {
        try AssetCatalogSink(plans: plans, output: output)
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) throws(OutputError) -> AssetCatalogSink? {
        try AssetCatalogSink(plans: [plan], output: output)
    }

    /// The scales an asset catalog has no slot for.
    package static func limitations(scales: [Int], indicator: Indicator?, animation: VectorAnimation?) -> [String] {
        let uncatalogued = scales.filter { !AssetCatalog.scales.contains($0) }
        guard !uncatalogued.isEmpty else { return [] }
        let names = uncatalogued.map { "\($0)x" }.joined(separator: ", ")
        return [scales.count > uncatalogued.count
            ? "\(names) left out: asset catalogs have 1x, 2x and 3x slots"
            : "its image sets are empty: asset catalogs have 1x, 2x and 3x slots, and the run draws \(names)"]
    }

    package static func summary(of manifest: Manifest) -> String? { manifest.assetCatalog?.folder }

    package func take(_ frame: EncodedFrame) throws {
        guard AssetCatalog.scales.contains(frame.scale) else { return }
        try imageSet(of: frame.frame).place(frame.file, from: output, as: frame.file)
    }

    package func finish(jobs: Int) throws -> Manifest.Part {
        try root.write(Array((AssetCatalog.catalogContents.text + "\n").utf8), to: "Contents.json")
        var sets: [Manifest.ImageSet] = []
        let appearances = plans.map(\.settings.appearance)
        for (number, frame) in plan.frames.enumerated() {
            var files: [Appearance: [Int: String]] = [:]
            for look in plans {
                for scale in look.scales where AssetCatalog.scales.contains(scale) {
                    files[look.settings.appearance, default: [:]][scale] = look.fileName(of: look.frames[number], scale: scale)
                }
            }
            let set = try imageSet(of: frame)
            let contents = AssetCatalog.imageSetContents(files: files, appearances: appearances)
            try set.write(Array((contents.text + "\n").utf8), to: "Contents.json")
            let listed = appearances.flatMap { appearance in files[appearance].map { byScale in byScale.keys.sorted().compactMap { byScale[$0] } } ?? [] }
            sets.append(Manifest.ImageSet(name: catalog.imageSet(stage: frame.stage, index: frame.index), stage: frame.stage,
                                          index: frame.index, files: listed))
        }
        return .assetCatalog(Manifest.AssetCatalogFiles(folder: catalog.folder, imageSets: sets))
    }

    /// The image set of `frame`, made when missing.
    private func imageSet(of frame: FrameSpec) throws(OutputError) -> OutputDirectory {
        try root.folder(catalog.imageSet(stage: frame.stage, index: frame.index) + ".imageset")
    }
}
