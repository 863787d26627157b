import MRefreshCore

extension RenderRun {
    /// Writes the animated vector drawables of `animation` (``AnimatedVectorDrawable``) under `res/`.
    /// - Returns: the files written, relative to the output directory.
    func writeAnimatedVectors(_ animation: VectorAnimation) throws -> [String] {
        var written: [String] = []
        for file in AnimatedVectorDrawable(animation, resources: AndroidResources(name: assetName)).files {
            try output.write(Array(file.text.utf8), to: file.path)
            written.append(file.path)
        }
        return written
    }
}
