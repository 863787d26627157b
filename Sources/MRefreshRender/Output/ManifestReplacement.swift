/// How a run replaces what an earlier run wrote into its folder without a manifest ever lying
/// (MRefresh.docc/DesignOutputFolder.md).
///
/// Before the run changes any file, the manifest in the folder (`manifest.json`, or a build's
/// `index.json`) is retired: renamed to a hidden name of mrefresh's own. The run then writes its files,
/// removes what the earlier manifest listed and it does not make, writes its manifest last, atomically,
/// and drops the retired one. A run that fails or is killed therefore leaves no manifest at all — the next
/// run redraws the folder and still knows, from the retired manifest, which old files are mrefresh's to
/// remove — and never a manifest beside files it does not describe.
package struct ManifestReplacement: Sendable {
    /// The manifest's name in the folder.
    package let file: String
    /// The folder.
    package let output: OutputDirectory
    /// The bytes of the manifest the previous run left (or of the one a failed run retired), if any.
    package let previous: [UInt8]?

    /// The hidden name a manifest named `file` is retired to.
    static func retiredName(of file: String) -> String { ".mrefresh-replaced-\(file)" }

    /// Retires the manifest `file` of `output`: from here on the folder has none until ``finish(writing:)``.
    ///
    /// - Throws: ``OutputError/Kind/writeFailed`` when it cannot be retired (nothing was changed then).
    package init(retiring file: String, in output: OutputDirectory) throws(OutputError) {
        self.file = file
        self.output = output
        let retired = Self.retiredName(of: file)
        if let current = output.read(file) {
            previous = current
            guard output.rename(file, over: retired) else {
                throw OutputError(.writeFailed, path: output.file(file), reason: "cannot set the previous manifest aside")
            }
        } else {
            // No manifest: the last run failed after retiring it (or there was none).
            previous = output.read(retired)
        }
    }

    /// Writes `text` as the new manifest, then drops the retired one.
    package func finish(writing text: [UInt8]) throws(OutputError) {
        try output.write(text, to: file)
        output.remove(Self.retiredName(of: file))
    }
}
