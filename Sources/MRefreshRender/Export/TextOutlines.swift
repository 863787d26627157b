import MRefreshCore

/// Text as the vector exports carry it: a run's glyph outlines, shaped by Pango exactly as the PNG frames
/// draw it (``GraphicsContext/textOutline(_:font:at:alignment:)``), in canvas points.
package enum TextOutlines {
    /// The outlines of `run`, or nil when Pango cannot be loaded or shape it (the text layer is then left
    /// out of the vector exports, and their warnings say so).
    package static func path(of run: DisplayList.TextRun) -> Path? {
        try? GraphicsContext.textOutline(run.text, font: run.font, at: run.position, alignment: run.alignment)
    }

    /// SVG text's outlines, in its document's units, with each run's fill (``TextBlockOutlines``) and
    /// the gradient it is filled with (gradient space → the document's units, over the whole text's
    /// box for objectBoundingBox units), or nil; the runs `visibility` hides are left without outline.
    /// Nil when Pango cannot be loaded.
    package static func pieces(of block: TextBlock) -> [(outline: Path, fill: Color?, gradient: Gradient?)]? {
        guard let (pieces, box) = try? TextBlockOutlines.layout(of: block) else { return nil }
        return pieces.map { piece in
            let gradient = piece.run.fillGradient.flatMap { $0.placed(in: box)?.placed(by: block.transform) }
            // An objectBoundingBox gradient on text without a box paints nothing.
            let fill = piece.run.fillGradient != nil && gradient == nil ? nil : piece.run.fill
            return (piece.run.visible ? piece.outline : Path(), fill, gradient)
        }
    }
}
