/// How a layer is drawn on as its local progress goes from 0 to 1 (MRefresh.docc/DesignPathsAndTrimming.md).
public enum TrimMode: String, CaseIterable, Sendable, Codable {
    /// A pen moving at uniform speed along the layer, subpath after subpath.
    case length
    /// The first ⌊count × progress⌋ nodes of the (smoothed) node list, as MRefresh draws.
    case points
    /// Every subpath draws the same fraction of its own length at once.
    case parallel
}
