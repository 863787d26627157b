#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshPNG

extension Manifest {
    /// What a manifest on disk says a run wrote, read once: the input hash, and every file by a name that
    /// cannot leave its folder (names that could are dropped). What re-runs and builds remove and check.
    package struct Listing: Sendable {
        /// In a build: the hash of the inputs, options and version the files were drawn from.
        package var inputHash: String?
        /// In a build whose indicator read images from files: the hash of their list (``InputFileDigests``).
        package var inputFilesHash: String?
        /// Plain file names in the output folder: frames, sheets and their atlases, animated PNGs, the Lottie
        /// animation, the preview page.
        package var files: [String] = []
        /// The asset catalog's folder and each image set's name and files.
        package var assetCatalog: (folder: String, imageSets: [(name: String, files: [String])])?
        /// The web runtime's files, as `web/<name>` (only the names it writes).
        package var webFiles: [String] = []
        /// Android resources (the Android export's and the animated vectors'), as
        /// `res/drawable[-<density>]/<name>.png|.xml` and `res/animator/<name>.xml`.
        package var androidFiles: [String] = []
        /// The SHA-256 (lower-case hex) the manifest records for a file, by its name in ``files``: frames,
        /// sheets and animated PNGs.
        package var digests: [String: String] = [:]

        /// Reads the manifest `bytes`; nil when they are not one (``Manifest/init(json:)``): a build then
        /// redraws, and a re-run removes nothing of what they name.
        package init?(_ bytes: [UInt8]) {
            guard let manifest = try? Manifest(json: bytes) else { return nil }
            self.init(manifest)
        }

        /// What `manifest` names, each name checked: frames, sheets and their atlases, animated PNGs and the
        /// Lottie file by their kinds (`.png`, `.json`), the preview page only by its one name, the web
        /// runtime's files only by the names it writes, Android resources only in the `res/` folders runs
        /// write, the asset catalog only when every name in it is plain. A name that could leave its folder
        /// is dropped.
        package init(_ manifest: Manifest) {
            inputHash = manifest.inputHash
            inputFilesHash = manifest.inputFilesHash
            // Every appearance's frames and exports of one appearance; the catalog, the page and the
            // runtime are the run's.
            let looks = manifest.everyAppearance
            let sheets = looks.flatMap(\.sheets).flatMap { [$0.file, $0.atlas] }
            // A manifest of 0.3.0 and before: one sheet, no atlas.
            let legacySheet = [manifest.legacySheet].compactMap { $0 }
            let animations = looks.flatMap(\.animatedPNGs).map(\.file)
            let lottie = looks.compactMap(\.lottie)
            // The preview page by its one name: a manifest naming any other HTML file is not trusted.
            let preview = [manifest.preview].compactMap { $0 }.filter { $0 == PreviewSink.file }
            for look in looks {
                for frame in look.frames { digests[frame.file] = frame.sha256 }
                for sheet in look.sheets { digests[sheet.file] = sheet.sha256 }
                for animation in look.animatedPNGs { digests[animation.file] = animation.sha256 }
            }
            files = (looks.flatMap(\.frames).map(\.file) + sheets + legacySheet + animations + lottie).filter { name in
                Self.isPlainName(name) && name != "manifest.json" && (name.hasSuffix(".png") || name.hasSuffix(".json"))
            } + preview
            assetCatalog = manifest.assetCatalog.flatMap(Self.assetCatalog)
            webFiles = manifest.web.filter { path in WebSink.files.contains { "\(WebSink.folder)/\($0)" == path } }
            androidFiles = looks.flatMap { $0.androidFiles + $0.animatedVectors }.filter { path in
                let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                return parts.count == 3 && parts[0] == "res" && Self.resourceFolders.contains(parts[1])
                    && Self.isPlainName(parts[2]) && (parts[2].hasSuffix(".png") || parts[2].hasSuffix(".xml"))
            }
        }

        /// Every file listed, as a path in the output folder: the files, the catalog's `Contents.json` files
        /// and image set files, the Android resources.
        package var paths: [String] {
            var paths = files + androidFiles + webFiles
            if let catalog = assetCatalog {
                paths.append("\(catalog.folder)/Contents.json")
                for set in catalog.imageSets {
                    paths += (set.files + ["Contents.json"]).map { "\(catalog.folder)/\(set.name).imageset/\($0)" }
                }
            }
            return paths
        }

        /// The catalog `catalog` lists; nil when it names anything but plain names in a `.xcassets` folder
        /// (then none of it is trusted).
        private static func assetCatalog(_ catalog: AssetCatalogFiles) -> (folder: String, imageSets: [(name: String, files: [String])])? {
            guard isPlainName(catalog.folder), catalog.folder.hasSuffix(".xcassets") else { return nil }
            var listed: [(name: String, files: [String])] = []
            for set in catalog.imageSets {
                guard isPlainName(set.name), set.files.allSatisfy({ isPlainName($0) && $0.hasSuffix(".png") }) else { return nil }
                listed.append((set.name, set.files))
            }
            return (catalog.folder, listed)
        }

        /// The folders under `res/` that runs write.
        static let resourceFolders = ["animator", "color"] + AndroidSink.resourceFolders

        /// A name that stays in its folder: not empty, no `/`, not `.` or `..`.
        private static func isPlainName(_ name: String) -> Bool {
            OutputDirectory.isPlainName(name)
        }

        /// Removes from `output` what this listing names and `current` (the run writing now, if any) does not
        /// make: files, the catalog's image sets (their files and `Contents.json`, then the emptied folder),
        /// files of a kept set at scales no longer drawn, the catalog when `current` writes none or another,
        /// and Android resources, then the folders that left empty. Nothing else is touched.
        package func removeFiles(from output: OutputDirectory, except current: Manifest?) {
            let looks = current?.everyAppearance ?? []
            let made = Set(looks.flatMap(\.frames).map(\.file) + looks.flatMap(\.sheets).flatMap { [$0.file, $0.atlas] }
                           + looks.flatMap(\.animatedPNGs).map(\.file) + looks.compactMap(\.lottie)
                           + [current?.preview].compactMap { $0 })
            for name in files where !made.contains(name) { output.remove(name) }

            if let listed = assetCatalog {
                let sameCatalog = current?.assetCatalog?.folder == listed.folder
                let kept = sameCatalog
                    ? Dictionary(uniqueKeysWithValues: (current?.assetCatalog?.imageSets ?? []).map { ($0.name, Set($0.files)) }) : [:]
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

            if !webFiles.isEmpty {
                let web = Set(current?.web ?? [])
                for path in webFiles where !web.contains(path) { output.remove(path) }
                output.removeEmptyFolder(WebSink.folder)
            }

            if !androidFiles.isEmpty {
                let android = Set(looks.flatMap { $0.androidFiles + $0.animatedVectors })
                for path in androidFiles where !android.contains(path) { output.remove(path) }
                for folder in Self.resourceFolders.map({ "res/\($0)" }) + ["res"] {
                    output.removeEmptyFolder(folder)
                }
            }
        }
    }
}
