import PackagePlugin

/// The build tool plugin: a target with an `mrefresh.yaml` job file gets, at build time, the frames it
/// builds as resources (the folder `MRefreshFrames`, read through `Bundle.module`) and the Swift file of
/// their typed frame tables (`MRefreshFrames.swift`, `mrefresh build --swift-tables`).
///
/// SwiftPM wants a build command's outputs named before it runs, and which frames a job file builds is
/// known only once mrefresh has read it (fonts' glyphs, `each:` patterns, stage frame counts): so the
/// outputs are the one Swift file and the one folder, which SwiftPM copies whole into the resource bundle.
@main
struct MRefreshFramesPlugin: BuildToolPlugin {
    /// The frames' folder among the target's resources, and the stem of the generated Swift file.
    static let folderName = "MRefreshFrames"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let jobs = module.sourceFiles.filter { $0.url.lastPathComponent == "mrefresh.yaml" }
        guard let job = jobs.first else {
            Diagnostics.warning("\(target.name) uses the mrefresh plugin but has no mrefresh.yaml: nothing to build")
            return []
        }
        guard jobs.count == 1 else {
            throw PluginFailure("\(target.name) has \(jobs.count) mrefresh.yaml files; the plugin builds one per target")
        }
        let frames = context.pluginWorkDirectoryURL.appending(path: Self.folderName)
        let tables = context.pluginWorkDirectoryURL.appending(path: "\(Self.folderName).swift")
        // The build's cache of file metadata beside the frames, not among them: the folder ships whole.
        let cache = context.pluginWorkDirectoryURL.appending(path: "mrefresh-cache")
        // The job file and every other file of the target SwiftPM does not compile or bundle itself (the
        // SVGs, indicator files and fonts beside it): a change to any of them runs the build again, which
        // redraws only the indicators whose inputs changed. Inputs outside the target are not watched.
        let inputs = module.sourceFiles.filter { $0.type == .unknown }.map(\.url)
        return [
            .buildCommand(
                displayName: "mrefresh build \(target.name)/\(job.url.lastPathComponent)",
                executable: try context.tool(named: "mrefresh").url,
                arguments: ["build", job.url.path(), "--out", frames.path(), "--swift-tables", tables.path(),
                            "--cache-file", cache.path(), "--quiet"],
                inputFiles: inputs,
                outputFiles: [tables, frames]
            ),
        ]
    }
}

/// A message SwiftPM prints as the plugin's error.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
