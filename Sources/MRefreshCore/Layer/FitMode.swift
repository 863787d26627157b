/// How several layers share the drawable frame (MRefresh.docc/DesignPipeline.md).
public enum FitMode: String, CaseIterable, Sendable, Codable {
    /// Fit the union of all layers' bounds, keeping their relative placement.
    case union
    /// Every layer takes the first layer's scale and offset (MRefresh's shouldScaleAsFirstElement).
    case first
    /// Each layer fitted on its own.
    case each
    /// An SVG document's viewBox goes into the frame instead of the geometry's bounds.
    case viewbox
}
