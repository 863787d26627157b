import MRefreshCore

/// The facts `mrefresh inspect` computes about a path: the work every reader's output goes on to.
struct Measurement {
    var bounds: Rect?
    var length: Double
    var nodes: Int
    var subpaths: Int

    /// Measures `path` as `inspect` does with `--smooth 2`.
    init(_ path: Path) {
        bounds = path.bounds
        length = path.length()
        nodes = path.nodeCount(smoothedTimes: 2)
        subpaths = path.subpaths.count
    }

    /// Measures every layer of `input`.
    static func layers(of input: LoadedInput) -> [Measurement] {
        input.layers.map { Measurement($0.path) }
    }
}
