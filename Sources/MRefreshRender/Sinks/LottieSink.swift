import MRefreshCore

/// The Lottie animation (``MRefreshCore/Export/lottie``): `indicator.json` (``LottieDocument``), the vector layers drawn
/// on and moved as the frames show them, the stages as markers, named after the asset name.
public struct LottieSink: VectorSink {
    /// The animation's file name.
    public static let file = "indicator.json"
    /// The animation's name inside the document.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public func files(for animation: VectorAnimation) -> [(path: String, bytes: [UInt8])] {
        [(Self.file, Array((LottieDocument(animation, name: name).json.text + "\n").utf8))]
    }

    public func part(for paths: [String]) -> Manifest.Part { .lottie(Self.file) }
}
