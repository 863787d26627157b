import CCairo
import MRefreshCore

extension GraphicsContext {
    /// One run of SVG text shaped by Pango: its glyphs' outlines with the start of its baseline at (0, 0),
    /// in user units, and how far it advances (letter spacing included).
    struct ShapedRun {
        var outline: Path
        var advance: Double
    }

    /// Shapes runs of SVG text with Pango, unhinted, as ``drawText(_:font:at:alignment:color:)`` shapes
    /// text layers: one Cairo context and Pango layout for all the runs of a text, so Pango's context
    /// (and fontconfig's matching) is made once, not per run.
    final class TextShaper {
        private let pango: Pango
        private let surface: OpaquePointer
        private let cr: OpaquePointer
        private let layout: OpaquePointer
        /// The document's font map the layout is of, or nil for the thread's default one.
        private let fontMap: OpaquePointer?

        /// - Parameter fontMap: a document's font map (``DocumentFonts``), used only while it is lent;
        ///   nil for the thread's default one.
        /// - Throws: ``RenderError`` when Pango cannot be loaded, or Cairo's error.
        init(fontMap: OpaquePointer? = nil) throws(RenderError) {
            pango = try Pango.shared.get()
            self.fontMap = fontMap
            // An unbounded recording surface: Pango leaves out glyphs outside a bounded surface (see
            // textOutline).
            let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
                let status = cairo_surface_status(surface)
                cairo_surface_destroy(surface)
                throw RenderError(cairoStatus: status, operation: "shaping text")
            }
            guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let layout = Self.layout(pango, cr, fontMap) else {
                cairo_destroy(cr)
                cairo_surface_destroy(surface)
                throw RenderError(.cairo(code: -1, message: "Pango could not make a layout"), operation: "shaping text")
            }
            (self.surface, self.cr, self.layout) = (surface, cr, layout)
            pango.unhint(layout)
            // Glyphs where the font puts them, not on whole user units: the text is shaped once in the
            // document's units and then scaled to the frame (librsvg does not round either).
            pango.text.setRoundPositions(pango.getContext(layout), 0)
            pango.contextChanged(layout)
        }

        /// A layout of the document's font map, or of the thread's default one.
        private static func layout(_ pango: Pango, _ cr: OpaquePointer, _ fontMap: OpaquePointer?) -> OpaquePointer? {
            guard let fontMap else { return pango.createLayout(cr) }
            guard let fonts = pango.fonts, let context = pango.createContext(fontMap) else { return nil }
            defer { pango.unref(context) }  // The layout holds its own reference.
            fonts.updateContext(cr, context)
            return fonts.newLayout(context)
        }

        deinit {
            pango.unref(layout)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }

        /// `text` in `font` with `letterSpacing` (user units after each character): its outlines with the
        /// start of its baseline at (0, 0), and its advance.
        func shape(_ text: String, font: TextBlock.Font, letterSpacing: Double) throws(RenderError) -> ShapedRun {
            let functions = pango.text
            guard let description = functions.newDescription() else {
                throw RenderError(.cairo(code: -1, message: "Pango could not make a font description"), operation: "shaping text")
            }
            defer { pango.freeDescription(description) }
            functions.setFamily(description, font.families)
            functions.setWeight(description, Int32(min(max(font.weight, 100), 1000)))
            // PangoStyle: normal 0, oblique 1, italic 2.
            functions.setStyle(description, font.style == .normal ? 0 : font.style == .oblique ? 1 : 2)
            functions.setStretch(description, GraphicsContext.pangoStretch(font.stretch))
            functions.setAbsoluteSize(description, min(max(font.size, 0), TextBlock.maximumFontSize) * Pango.scale)
            pango.setFontDescription(layout, description)
            let key = "svg \(font.families)|\(font.weight)|\(font.style)|\(font.stretch)|\(font.size)"
            if PangoFontCache.note(key, pango, map: fontMap) { pango.contextChanged(layout) }
            // Always set (an empty list clears the last run's spacing).
            if let list = functions.newAttributes() {
                defer { functions.unrefAttributes(list) }
                let units = (letterSpacing * Pango.scale).rounded()
                if letterSpacing != 0, let attribute = functions.letterSpacing(Int32(min(max(units, -1e9), 1e9))) {
                    functions.insert(list, attribute)  // The list owns it.
                }
                functions.setAttributes(layout, list)
            }
            pango.setText(layout, text, -1)
            var ink: [Int32] = [0, 0, 0, 0], logical: [Int32] = [0, 0, 0, 0]
            pango.getExtents(layout, &ink, &logical)
            let baseline = Double(functions.baseline(layout)) / Pango.scale
            cairo_new_path(cr)
            cairo_move_to(cr, 0, -baseline)
            pango.layoutPath(cr, layout)
            guard let copied = cairo_copy_path(cr) else {
                throw RenderError(.cairo(code: -1, message: "Cairo could not copy a path"), operation: "shaping text")
            }
            defer { cairo_path_destroy(copied) }
            cairo_new_path(cr)
            try checkCairo(copied.pointee.status, "shaping text")
            return ShapedRun(outline: GraphicsContext.path(copied.pointee), advance: Double(logical[2]) / Pango.scale)
        }
    }

    /// CSS font-stretch (a percentage) as PangoStretch: the nearest of its nine widths.
    static func pangoStretch(_ percent: Double) -> Int32 {
        let widths = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
        let nearest = widths.indices.min { abs(widths[$0] - percent) < abs(widths[$1] - percent) } ?? 4
        return Int32(nearest)
    }
}
