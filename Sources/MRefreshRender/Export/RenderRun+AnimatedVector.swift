import MRefreshCore

extension RenderRun {
    /// Writes the animated vector drawables of `animation` (``AnimatedVectorDrawable``) under `res/`.
    /// - Returns: the files written, relative to the output directory.
    func writeAnimatedVectors(_ animation: VectorAnimation) throws -> [String] {
        var written: [String] = []
        for file in AnimatedVectorDrawable(animation, resources: AndroidResources(name: assetName)).files {
            let parts = file.path.split(separator: "/").map(String.init)
            let directory = try OutputDirectory(output.file(parts.dropLast().joined(separator: "/")))
            try directory.write(Array(file.text.utf8), to: parts[parts.count - 1])
            written.append(file.path)
        }
        return written
    }
}
