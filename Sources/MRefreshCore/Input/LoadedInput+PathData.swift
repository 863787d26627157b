import MRefreshSyntax

extension LoadedInput {
    /// Path data as one layer named `layerName`: a file of path data, or path data given directly (a command
    /// line's option, an indicator file's `path:`), named `file` in messages.
    ///
    /// - Parameters:
    ///   - pathData: the path data's text.
    ///   - layerName: the layer's name (a file's base name, or `path`).
    ///   - file: the input's name in messages.
    ///   - lenient: keep the path up to its first error, which becomes a warning.
    /// - Throws: ``InputError`` with the path data's error and its position.
    package init(pathData: String, layerName: String, file: String, lenient: Bool = false) throws(InputError) {
        do {
            let result = try PathDataInput.read(pathData, lenient: lenient)
            let warnings = result.warning.map {
                [InputError(file: file, location: $0.location, .pathData($0), consequence: .pathKept)]
            } ?? []
            self.init(layers: [Layer(name: layerName, path: result.path, segmentCounts: result.counts,
                                     source: SourceReference(file: file))],
                      warnings: warnings)
        } catch {
            throw InputError(file: file, location: error.location, .pathData(error))
        }
    }
}
