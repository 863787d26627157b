import CCairo
import MRefreshCore

extension GraphicsContext {
    /// The glyph outlines of `text` as ``drawText(_:font:at:alignment:color:)`` draws it (same font, same
    /// placement), in user space: Pango's curves as they are, each contour closed, to be filled non-zero.
    ///
    /// The vector exports carry text as these shapes (Lottie and AnimatedVectorDrawables have no fonts).
    /// - Throws: ``RenderError`` for a non-finite position, when Pango cannot be loaded, or Cairo's error.
    package static func textOutline(_ text: String, font: String, at position: Point,
                                   alignment: TextSpec.Alignment) throws(RenderError) -> Path {
        guard position.isFinite else {
            throw RenderError(.nonFiniteValue, operation: "outlining text at \(position)")
        }
        let pango = try Pango.shared.get()
        // An unbounded recording surface: Pango leaves out glyphs that fall outside a bounded surface's
        // extents, and nothing is drawn here. Identity transform: user space is canvas points.
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "outlining text")
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        try checkCairo(cairo_status(cr), "outlining text")
        try appendTextPath(text, font: font, at: position, alignment: alignment, to: cr, pango)
        guard let copied = cairo_copy_path(cr) else {
            throw RenderError(.cairo(code: -1, message: "Cairo could not copy a path"), operation: "outlining text")
        }
        defer { cairo_path_destroy(copied) }
        try checkCairo(copied.pointee.status, "outlining text")
        return Self.path(copied.pointee)
    }

    /// A Cairo path as a ``Path``: each element a header (type, length in elements) then its points.
    static func path(_ cairoPath: cairo_path_t) -> Path {
        var subpaths: [Subpath] = []
        var current: Subpath?
        var point = Point(x: 0, y: 0)
        func finish() {
            guard var subpath = current else { return }
            if subpath.isClosed, point != subpath.start {
                subpath.segments.append(.line(Line(point, subpath.start)))
            }
            if !subpath.segments.isEmpty { subpaths.append(subpath) }
            current = nil
        }
        let data = cairoPath.data!
        var i = 0
        while i < Int(cairoPath.num_data) {
            let header = data[i].header
            let length = Int(header.length)
            guard length > 0 else { break }
            func at(_ k: Int) -> Point { Point(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finish()
                point = at(1)
                current = Subpath(start: point)
            case CAIRO_PATH_LINE_TO:
                let end = at(1)
                if current == nil { current = Subpath(start: point) }
                current?.segments.append(.line(Line(point, end)))
                point = end
            case CAIRO_PATH_CURVE_TO:
                let (c1, c2, end) = (at(1), at(2), at(3))
                if current == nil { current = Subpath(start: point) }
                current?.segments.append(.cubic(CubicBezier(point, c1, c2, end)))
                point = end
            case CAIRO_PATH_CLOSE_PATH:
                current?.isClosed = true
                let start = current?.start ?? point
                finish()
                point = start
            default:
                break
            }
            i += length
        }
        finish()
        return Path(subpaths: subpaths)
    }
}
