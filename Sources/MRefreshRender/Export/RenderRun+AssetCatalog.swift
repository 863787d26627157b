import MRefreshCore

extension RenderRun {
    /// Writes the asset catalog: its `Contents.json`, and per frame an image set holding the frame's PNGs at
    /// the scales asset catalogs have (1x–3x, those this run draws; linked to the frames, not copied, where
    /// the file system allows) and their `Contents.json`.
    func writeAssetCatalog() throws -> Manifest.AssetCatalogFiles {
        let catalog = AssetCatalog(name: assetName)
        let root = try OutputDirectory(output.file(catalog.folder))
        try root.write(Array((AssetCatalog.catalogContents.text + "\n").utf8), to: "Contents.json")
        var sets: [Manifest.ImageSet] = []
        for frame in frames {
            let name = catalog.imageSet(stage: frame.stage, index: frame.index)
            let set = try OutputDirectory(root.file(name + ".imageset"))
            var files: [Int: String] = [:]
            for scale in scales where AssetCatalog.scales.contains(scale) {
                let file = Manifest.fileName(prefix: filePrefix ?? frame.stage.rawValue, index: frame.index, scale: scale)
                try set.place(output.file(file), as: file)
                files[scale] = file
            }
            try set.write(Array((AssetCatalog.imageSetContents(files: files).text + "\n").utf8), to: "Contents.json")
            sets.append(Manifest.ImageSet(name: name, stage: frame.stage, index: frame.index,
                                          files: files.keys.sorted().compactMap { files[$0] }))
        }
        return Manifest.AssetCatalogFiles(folder: catalog.folder, imageSets: sets)
    }

    /// Removes what of the previous manifest's asset catalog `current` no longer has: image sets (the
    /// files it listed and their `Contents.json`, then the folder if that left it empty), files of a kept
    /// set at scales no longer drawn, and the catalog itself when this run writes none or another.
    func removeStaleImageSets(listedIn previous: [UInt8], keeping current: Manifest.AssetCatalogFiles?) {
        guard let listed = Manifest.listedAssetCatalog(in: previous) else { return }
        let sameCatalog = current?.folder == listed.folder
        let kept = sameCatalog ? Dictionary(uniqueKeysWithValues: (current?.imageSets ?? []).map { ($0.name, Set($0.files)) }) : [:]
        for set in listed.imageSets {
            let folder = "\(listed.folder)/\(set.name).imageset"
            let keeping = kept[set.name]
            for file in set.files where keeping?.contains(file) != true { output.remove("\(folder)/\(file)") }
            if keeping == nil {
                output.remove("\(folder)/Contents.json")
                output.removeEmptyFolder(folder)
            }
        }
        if !sameCatalog {
            output.remove("\(listed.folder)/Contents.json")
            output.removeEmptyFolder(listed.folder)
        }
    }
}
