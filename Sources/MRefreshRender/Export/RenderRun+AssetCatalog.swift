import MRefreshCore

extension RenderRun {
    /// Writes the asset catalog: its `Contents.json`, and per frame an image set holding the frame's PNGs at
    /// the scales asset catalogs have (1x–3x, those this run draws; linked to the frames, not copied, where
    /// the file system allows) and their `Contents.json`.
    func writeAssetCatalog() throws -> Manifest.AssetCatalogFiles {
        let catalog = AssetCatalog(name: assetName)
        let root = try output.folder(catalog.folder)
        try root.write(Array((AssetCatalog.catalogContents.text + "\n").utf8), to: "Contents.json")
        var sets: [Manifest.ImageSet] = []
        for frame in frames {
            let name = catalog.imageSet(stage: frame.stage, index: frame.index)
            let set = try root.folder(name + ".imageset")
            var files: [Int: String] = [:]
            for scale in scales where AssetCatalog.scales.contains(scale) {
                let file = Manifest.fileName(prefix: filePrefix ?? frame.stage.rawValue, index: frame.index, scale: scale)
                try set.place(file, from: output, as: file)
                files[scale] = file
            }
            try set.write(Array((AssetCatalog.imageSetContents(files: files).text + "\n").utf8), to: "Contents.json")
            sets.append(Manifest.ImageSet(name: name, stage: frame.stage, index: frame.index,
                                          files: files.keys.sorted().compactMap { files[$0] }))
        }
        return Manifest.AssetCatalogFiles(folder: catalog.folder, imageSets: sets)
    }
}
