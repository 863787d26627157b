import MRefreshCore

extension RenderRun {
    /// The Lottie animation's file name.
    static let lottieFile = "indicator.json"

    /// Writes `animation` as ``lottieFile`` (``LottieDocument``), named after the asset name.
    /// - Returns: the file written.
    func writeLottie(_ animation: VectorAnimation) throws -> String {
        try output.write(Array((LottieDocument(animation, name: assetName).json.text + "\n").utf8), to: Self.lottieFile)
        return Self.lottieFile
    }
}
