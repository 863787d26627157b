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
    package func drawText(_ text: String, font: String, at position: Point, alignment: TextSpec.Alignment,
                         color: Color) throws(RenderError) {
        guard position.isFinite, color.isFinite else {
            throw RenderError(.nonFiniteValue, operation: "drawing text at \(position)")
        }
        let pango = try Pango.shared.get()
        try setSource(color)
        // The glyphs' outlines, filled: exactly the shapes the vector exports carry (``textOutline``), at
        // their exact positions (Cairo 1.16's image surfaces put shown glyphs on whole pixels).
        try Self.appendTextPath(text, font: font, at: position, alignment: alignment, to: pointer, pango)
        let rule = fillRule
        fillRule = .nonZero
        cairo_fill(pointer)
        fillRule = rule
        try checkStatus("drawing text")
    }

    /// The most device pixels a text layer's font is shaped at directly. FreeType fails on sizes past
    /// 65,535 pixels and Pango's sizes overflow past 2²¹ points, while an unhinted outline is the same shape
    /// at any size: a font the transform makes larger than this is outlined apart and scaled up.
    static let maximumShapedFontPixels = 8192.0
    /// The size, in pixels, at which such a font is outlined apart.
    private static let apartFontPixels = 1024.0

    /// Adds the outlines of `text` in `font` to the current path of the Cairo context `pointer`, placed so
    /// that it sits at `position` by `alignment` (its line's middle at `position.y`). Drawing and outlining
    /// (``textOutline(_:font:at:alignment:)``) both place text here, so they agree.
    ///
    /// A font the context's transform makes larger than ``maximumShapedFontPixels`` (a huge `font` size, a
    /// keyframe's `scale: 1000`, both at @4x) is outlined on a context of its own, with no transform and at
    /// most ``apartFontPixels`` (a k times smaller font, at `position` / k), and that outline is added here
    /// scaled by k: the same shapes, never FreeType's "error occurred in libfreetype" (finding 31).
    static func appendTextPath(_ text: String, font: String, at position: Point, alignment: TextSpec.Alignment,
                               to pointer: OpaquePointer, _ pango: Pango) throws(RenderError) {
        PangoFontCache.note(font, pango)
        let description = pango.descriptionFromString(font)
        defer { pango.freeDescription(description) }
        let pixels = fontPixels(description, pango)
        guard pixels * deviceScale(pointer) > maximumShapedFontPixels else {
            return try appendLayoutPath(text, description, at: position, alignment: alignment, to: pointer, pango)
        }
        let shrink = max(1, pixels / apartFontPixels)
        if shrink > 1 {
            let size = Double(pango.getSize(description)) / shrink
            if pango.sizeIsAbsolute(description) != 0 { pango.text.setAbsoluteSize(description, size) } else { pango.setSize(description, Int32(size)) }
        }
        // Unbounded, so that no glyph is left out for falling outside it; nothing is drawn there.
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "drawing text")
        let apart = cairo_create(surface)!
        defer { cairo_destroy(apart) }
        try appendLayoutPath(text, description, at: Point(x: position.x / shrink, y: position.y / shrink),
                             alignment: alignment, to: apart, pango)
        guard let outline = cairo_copy_path(apart) else {
            throw RenderError(.cairo(code: -1, message: "Cairo could not copy a path"), operation: "drawing text")
        }
        defer { cairo_path_destroy(outline) }
        try checkCairo(outline.pointee.status, "drawing text")
        cairo_save(pointer)
        cairo_scale(pointer, shrink, shrink)
        cairo_new_path(pointer)
        cairo_append_path(pointer, outline)
        cairo_restore(pointer)  // The path stays: it is not part of the saved state.
    }

    /// Shapes `text` in `description` on `pointer` as it is and adds its outlines to the current path, at
    /// `position` by `alignment`.
    private static func appendLayoutPath(_ text: String, _ description: OpaquePointer?, at position: Point,
                                         alignment: TextSpec.Alignment, to pointer: OpaquePointer,
                                         _ pango: Pango) throws(RenderError) {
        guard let layout = pango.createLayout(pointer) else {
            throw RenderError(.cairo(code: -1, message: "Pango could not make a layout"), operation: "drawing text")
        }
        defer { pango.unref(layout) }
        pango.unhint(layout)
        pango.contextChanged(layout)
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
        pango.layoutPath(pointer, layout)
    }

    /// The size `description` asks for in user-space pixels (points at pangocairo's 96 dpi); Pango's
    /// default size, 12 points, where it gives none.
    private static func fontPixels(_ description: OpaquePointer?, _ pango: Pango) -> Double {
        let size = Double(pango.getSize(description)) / Pango.scale
        if size <= 0 { return 12 * 96 / 72 }
        return pango.sizeIsAbsolute(description) != 0 ? size : size * 96 / 72
    }

    /// How many device pixels one unit of user space spans at most, along either axis.
    private static func deviceScale(_ pointer: OpaquePointer) -> Double {
        var ax = 1.0, ay = 0.0, bx = 0.0, by = 1.0
        cairo_user_to_device_distance(pointer, &ax, &ay)
        cairo_user_to_device_distance(pointer, &bx, &by)
        let scale = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        return scale.isFinite ? scale : 1
    }
}
