#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshRender

extension Build {
    /// Writes the Swift frame tables of every indicator in `plan` to `path`, read back from the manifests in
    /// `output`, the frames' resource folder named after `output`'s last path component. An unchanged file
    /// is left alone, so a build that drew nothing does not make SwiftPM compile the target again.
    func writeSwiftTables(to path: String, plan: BuildPlan, output: OutputDirectory) throws {
        var manifests: [(name: String, bytes: [UInt8])] = []
        for item in plan.items {
            let manifest = output.file("\(item.name)/manifest.json")
            guard let bytes = try output.existingFolder(item.name)?.read("manifest.json") else {
                throw SwiftFrameTablesError.unreadableManifest(path: manifest, reason: "missing or unreadable")
            }
            manifests.append((item.name, bytes))
        }
        let folder = URL(fileURLWithPath: out).standardizedFileURL.lastPathComponent
        let text = try SwiftFrameTables(manifests: manifests, folder: folder).text
        let url = URL(fileURLWithPath: path)
        if let existing = try? Data(contentsOf: url), existing == Data(text.utf8) { return }
        var isFolder = false
        let parent = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder else {
            throw OutputError(.cannotCreate, path: path, reason: "its folder does not exist")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw OutputError(.writeFailed, path: path, reason: String(describing: error))
        }
    }
}
