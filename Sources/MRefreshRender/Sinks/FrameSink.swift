import MRefreshCore

/// An export fed frame by frame (MRefresh.docc/Exports.md): it takes each frame as soon as it is encoded, on the
/// worker that drew it, and when every frame is taken writes what is left and returns its part of the
/// manifest. Adding an export of frames is adding one type that conforms.
public protocol FrameSink: AnyObject, Sendable {
    /// Takes one frame at one scale. Called on worker threads, in any order, once per frame and scale.
    func take(_ frame: EncodedFrame) throws
    /// After every frame is taken: writes what is left (on up to `jobs` threads) and returns the manifest's
    /// part.
    func finish(jobs: Int) throws -> Manifest.Part
}

/// An export of the vector animation (Lottie, AnimatedVectorDrawable): files made from the indicator's
/// layers as sampled once (``MRefreshCore/VectorAnimation``), not from frames.
public protocol VectorSink: Sendable {
    /// The files it writes for `animation`, as paths in the output folder and their bytes: pure, so that
    /// tests and the fuzz targets read exactly what a run writes.
    func files(for animation: VectorAnimation) -> [(path: String, bytes: [UInt8])]
    /// The manifest's part for the files of ``files(for:)``.
    func part(for paths: [String]) -> Manifest.Part
}

extension Manifest {
    /// What one export adds to the manifest.
    public enum Part: Sendable {
        case frames([Frame])
        case sheets([Sheet])
        case animatedPNGs([AnimatedPNG])
        case assetCatalog(AssetCatalogFiles)
        case androidFiles([String])
        case lottie(String)
        case animatedVectors([String])
        case preview(String)
        case web([String])
    }

    /// Adds `part`.
    public mutating func add(_ part: Part) {
        switch part {
        case .frames(let list): frames += list
        case .sheets(let list): sheets += list
        case .animatedPNGs(let list): animatedPNGs += list
        case .assetCatalog(let catalog): assetCatalog = catalog
        case .androidFiles(let list): androidFiles += list
        case .lottie(let file): lottie = file
        case .animatedVectors(let list): animatedVectors += list
        case .preview(let file): preview = file
        case .web(let list): web += list
        }
    }
}
