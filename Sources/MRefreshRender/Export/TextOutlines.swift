import MRefreshCore

/// Text as the vector exports carry it: a run's glyph outlines, shaped by Pango exactly as the PNG frames
/// draw it (``GraphicsContext/textOutline(_:font:at:alignment:)``), in canvas points.
public enum TextOutlines {
    /// The outlines of `run`, or nil when Pango cannot be loaded or shape it (the text layer is then left
    /// out of the vector exports, and their warnings say so).
    public static func path(of run: DisplayList.TextRun) -> Path? {
        try? GraphicsContext.textOutline(run.text, font: run.font, at: run.position, alignment: run.alignment)
    }

    /// SVG text's outlines, in its document's units, with each run's fill (``TextBlockOutlines``): the
    /// runs `visibility` hides left out. Nil when Pango cannot be loaded.
    public static func pieces(of block: TextBlock) -> [(outline: Path, fill: Color?)]? {
        (try? TextBlockOutlines.pieces(of: block))?.filter(\.run.visible).map { ($0.outline, $0.run.fill) }
    }
}
