import MRefreshCore

/// The Xcode asset catalog (``MRefreshCore/Export/xcassets``): `<Name>.xcassets/` with its `Contents.json`, and per
/// frame an image set holding the frame's PNGs at the scales asset catalogs have (1x–3x, those the run
/// draws) and their `Contents.json`.
///
/// Each frame goes into its image set as soon as its file is written: a second link to the same file
/// where the file system allows (no bytes copied), else a copy.
package final class AssetCatalogSink: ExportSink {
    private let plan: RenderPlan
    private let output: OutputDirectory
    private let catalog: AssetCatalog
    /// The catalog's folder, opened (made) when the run begins.
    private let root: OutputDirectory

    /// The catalog of `plan`'s frames, named after its asset name, in `output`.
    init(plan: RenderPlan, output: OutputDirectory) throws(OutputError) {
        self.plan = plan
        self.output = output
        catalog = AssetCatalog(name: plan.settings.assetName)
        root = try output.folder(catalog.folder)
    }

    package static func make(plan: RenderPlan, output: OutputDirectory) throws(OutputError) -> AssetCatalogSink? {
        try AssetCatalogSink(plan: plan, output: output)
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
        for frame in plan.frames {
            var files: [Int: String] = [:]
            for scale in plan.scales where AssetCatalog.scales.contains(scale) {
                files[scale] = plan.fileName(of: frame, scale: scale)
            }
            let set = try imageSet(of: frame)
            try set.write(Array((AssetCatalog.imageSetContents(files: files).text + "\n").utf8), to: "Contents.json")
            sets.append(Manifest.ImageSet(name: catalog.imageSet(stage: frame.stage, index: frame.index), stage: frame.stage,
                                          index: frame.index, files: files.keys.sorted().compactMap { files[$0] }))
        }
        return .assetCatalog(Manifest.AssetCatalogFiles(folder: catalog.folder, imageSets: sets))
    }

    /// The image set of `frame`, made when missing.
    private func imageSet(of frame: FrameSpec) throws(OutputError) -> OutputDirectory {
        try root.folder(catalog.imageSet(stage: frame.stage, index: frame.index) + ".imageset")
    }
}
