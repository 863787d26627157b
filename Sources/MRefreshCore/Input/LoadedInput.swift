/// What one input contributes to an indicator: its layers, the document's viewBox when it has one, and
/// warnings (lenient mode) about parts that were dropped.
public struct LoadedInput: Sendable {
    /// The layers in document order.
    public var layers: [Layer]
    /// The SVG document's viewBox (for `--fit viewbox`), when the input is a document that has one.
    public var viewBox: Rect?
    /// Problems that lenient mode turned into warnings.
    public var warnings: [InputError]

    /// Creates a loaded input.
    public init(layers: [Layer], viewBox: Rect? = nil, warnings: [InputError] = []) {
        self.layers = layers
        self.viewBox = viewBox
        self.warnings = warnings
    }
}
