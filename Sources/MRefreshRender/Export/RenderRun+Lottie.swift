import MRefreshCore

extension RenderRun {
    /// The Lottie animation's file name.
    static let lottieFile = "indicator.json"

    /// What the vector exports this run writes leave out, one line each, named by export
    /// ("lottie, avd: text layer 'Loading…' is drawn in the PNG frames only: …").
    public var exportWarnings: [String] {
        let vectors = [Export.lottie, .avd].filter(exports.contains)
        guard let indicator, !vectors.isEmpty else { return [] }
        let names = vectors.map(\.rawValue).joined(separator: ", ")
        return VectorAnimation.limitations(of: indicator).map { "\(names): \($0)" }
    }

    /// Writes `animation` as ``lottieFile`` (``LottieDocument``), named after the asset name.
    /// - Returns: the file written.
    func writeLottie(_ animation: VectorAnimation) throws -> String {
        try output.write(Array((LottieDocument(animation, name: assetName).json.text + "\n").utf8), to: Self.lottieFile)
        return Self.lottieFile
    }
}
