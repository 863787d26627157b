import CCairo
import MRefreshCore

extension GraphicsContext {
    /// Shapes `text` with Pango in `font` (a Pango font description, "DejaVu Sans Bold 13") and draws it in
    /// `color`: its start, centre or end at `position.x` by `alignment`, the middle of its line at
    /// `position.y` (user space).
    ///
    /// Hinting is off and antialiasing grey, so a frame is the same on every machine that has the font; the
    /// glyphs are filled as outlines.
    /// - Throws: ``RenderError`` for a non-finite position or colour, when Pango cannot be loaded, or
    ///   Cairo's error after drawing.
    public func drawText(_ text: String, font: String, at position: Point, alignment: TextSpec.Alignment,
                         color: Color) throws(RenderError) {
        guard position.isFinite, color.isFinite else {
            throw RenderError(.nonFiniteValue, operation: "drawing text at \(position)")
        }
        let pango = try Pango.shared.get()
        let layout = try Self.placeLayout(text, font: font, at: position, alignment: alignment, in: pointer, pango)
        defer { pango.unref(layout) }
        try setSource(color)
        // The glyphs' outlines, filled: exactly the shapes the vector exports carry (``textOutline``), at
        // their exact positions (Cairo 1.16's image surfaces put shown glyphs on whole pixels).
        pango.layoutPath(pointer, layout)
        let rule = fillRule
        fillRule = .nonZero
        cairo_fill(pointer)
        fillRule = rule
        try checkStatus("drawing text")
    }

    /// A Pango layout of `text` in `font` for the Cairo context `pointer`, and its current point where the
    /// text starts so that it sits at `position` by `alignment` (its line's middle at `position.y`); the
    /// caller unrefs the layout. Drawing and outlining (``textOutline(_:font:at:alignment:)``) both place
    /// text here, so they agree.
    static func placeLayout(_ text: String, font: String, at position: Point, alignment: TextSpec.Alignment,
                            in pointer: OpaquePointer, _ pango: Pango) throws(RenderError) -> OpaquePointer {
        PangoFontCache.note(font, pango)
        guard let layout = pango.createLayout(pointer) else {
            throw RenderError(.cairo(code: -1, message: "Pango could not make a layout"), operation: "drawing text")
        }
        pango.unhint(layout)
        pango.contextChanged(layout)
        let description = pango.descriptionFromString(font)
        defer { pango.freeDescription(description) }
        pango.setFontDescription(layout, description)
        pango.setText(layout, text, -1)
        // PangoRectangle: x, y, width, height.
        var ink: [Int32] = [0, 0, 0, 0], logical: [Int32] = [0, 0, 0, 0]
        pango.getExtents(layout, &ink, &logical)
        let x = Double(logical[0]) / Pango.scale, y = Double(logical[1]) / Pango.scale
        let width = Double(logical[2]) / Pango.scale, height = Double(logical[3]) / Pango.scale
        let shift = switch alignment {
        case .start: 0.0
        case .center: width / 2
        case .end: width
        }
        cairo_new_path(pointer)
        cairo_move_to(pointer, position.x - shift - x, position.y - height / 2 - y)
        return layout
    }
}
