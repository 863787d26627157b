import MRefreshSyntax

/// What one input contributes to an indicator: its layers, the document's viewBox when it has one, and
/// warnings (lenient mode) about parts that were dropped.
package struct LoadedInput: Sendable {
    /// The layers in document order.
    package var layers: [Layer]
    /// The SVG document's viewBox (for `--fit viewbox`), when the input is a document that has one; a
    /// single font glyph's advance box.
    package var viewBox: Rect?
    /// How the document's viewBox goes into a viewport (its `preserveAspectRatio`).
    package var preserveAspectRatio: SVGPreserveAspectRatio
    /// Problems that lenient mode turned into warnings.
    package var warnings: [InputError]
    /// The SVG document's file when the input is one: a document that draws nothing is blank frames, not
    /// an error (unless strict); nil for path data and fonts.
    package var document: String?

    /// The input's own animation (an SVG document's SMIL), when it has one that plays.
    package var animation: InputAnimation?

    /// The files the input read besides itself (an SVG document's images), in the order read.
    package var filesRead: [FileRead] = []

    /// Creates a loaded input.
    package init(layers: [Layer], viewBox: Rect? = nil, preserveAspectRatio: SVGPreserveAspectRatio = .default,
                warnings: [InputError] = []) {
        self.layers = layers
        self.viewBox = viewBox
        self.preserveAspectRatio = preserveAspectRatio
        self.warnings = warnings
    }
}
