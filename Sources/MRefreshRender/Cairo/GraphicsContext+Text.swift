import CCairo
import CPangoCairo
import MRefreshCore

extension GraphicsContext {
    /// Shapes `text` with Pango in `font` (a Pango font description, "DejaVu Sans Bold 13") and draws it in
    /// `color`: its start, centre or end at `position.x` by `alignment`, the middle of its line at
    /// `position.y` (user space).
    ///
    /// Hinting is off and antialiasing grey, so a frame is the same on every machine that has the font.
    /// - Throws: ``RenderError`` for a non-finite position or colour, or Cairo's error after drawing.
    public func drawText(_ text: String, font: String, at position: Point, alignment: TextSpec.Alignment,
                         color: Color) throws(RenderError) {
        guard position.isFinite, color.isFinite else {
            throw RenderError(.nonFiniteValue, operation: "drawing text at \(position)")
        }
        guard let layout = pango_cairo_create_layout(pointer) else {
            throw RenderError(.cairo(code: -1, message: "Pango could not make a layout"), operation: "drawing text")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        pango_layout_context_changed(layout)
        let description = pango_font_description_from_string(font)
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = MRPangoRectangle(), logical = MRPangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(MRPangoScale)
        let width = Double(logical.width) / unit, height = Double(logical.height) / unit
        let shift = switch alignment {
        case .start: 0.0
        case .center: width / 2
        case .end: width
        }
        cairo_new_path(pointer)
        cairo_move_to(pointer, position.x - shift - Double(logical.x) / unit, position.y - height / 2 - Double(logical.y) / unit)
        try setSource(color)
        pango_cairo_show_layout(pointer, layout)
        cairo_new_path(pointer)
        try checkStatus("drawing text")
    }
}
