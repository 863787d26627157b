import CCairo
import MRefreshCore

/// Draws paths into an ``ImageSurface`` (a Cairo context).
///
/// Coordinates are user-space units mapped to pixels by the current transform (identity at first: one
/// unit is one pixel, y down). Settings such as ``lineWidth`` are plain properties; every call that
/// draws or changes the state stack throws, because Cairo errors are sticky: once the context is in
/// error every later call does nothing, and the first call that checks reports the original status.
package final class GraphicsContext {
    /// The surface being drawn on.
    package let surface: ImageSurface

    // Owned: one reference, released in deinit.
    let pointer: OpaquePointer
    /// Whether Cairo may have a dash pattern set (false only while it is known to be solid), so that
    /// solid strokes after solid strokes skip telling Cairo.
    var isDashed = false

    /// Creates a context drawing on `surface`, with Cairo's defaults: identity transform, opaque black
    /// source, line width 2, butt caps, miter joins, non-zero fill rule.
    ///
    /// - Throws: a Cairo error when the context cannot be created.
    package init(surface: ImageSurface) throws(RenderError) {
        let cr = cairo_create(surface.pointer)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw RenderError(cairoStatus: status, operation: "creating a graphics context")
        }
        self.surface = surface
        self.pointer = cr
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws the context's status when it is in error.
    package func checkStatus(_ operation: @autoclosure () -> String = "drawing") throws(RenderError) {
        try checkCairo(cairo_status(pointer), operation())
    }

    // MARK: State

    /// Pushes a copy of the drawing state (transform, source, line settings, fill rule, clip).
    package func save() throws(RenderError) {
        cairo_save(pointer)
        try checkStatus("saving the drawing state")
    }

    /// Pops the state pushed by the matching ``save()``.
    ///
    /// - Throws: Cairo's "cairo_restore() without matching cairo_save()" when none is left.
    package func restore() throws(RenderError) {
        cairo_restore(pointer)
        isDashed = true  // Restored to whatever it was: unknown.
        try checkStatus("restoring the drawing state")
    }

    /// Runs `body` between ``save()`` and ``restore()``, restoring even when `body` throws.
    ///
    /// - Throws: what `body` throws, or a ``RenderError`` from saving or restoring. (Untyped so that
    ///   callers' closures need no `throws(RenderError)` annotation.)
    package func withSavedState<R>(_ body: () throws -> R) throws -> R {
        try save()
        let result: R
        do {
            result = try body()
        } catch {
            cairo_restore(pointer)
            isDashed = true  // Restored to whatever it was: unknown.
            throw error
        }
        try restore()
        return result
    }

    /// The map from user space to pixels.
    package var transform: AffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, e: m.x0, f: m.y0)
    }

    /// Applies `transform` before the current one (SVG's nesting: inner coordinates → outer).
    ///
    /// - Throws: Cairo's "invalid matrix" when `transform` is not invertible or not finite.
    package func concatenate(_ transform: AffineTransform) throws(RenderError) {
        var m = Self.matrix(transform)
        cairo_transform(pointer, &m)
        try checkStatus("applying the transform \(transform)")
    }

    /// Replaces the current transform with `transform`.
    ///
    /// - Throws: Cairo's "invalid matrix" when `transform` is not invertible or not finite.
    package func setTransform(_ transform: AffineTransform) throws(RenderError) {
        var m = Self.matrix(transform)
        cairo_set_matrix(pointer, &m)
        try checkStatus("setting the transform \(transform)")
    }

    // MARK: Source and stroke settings

    /// Makes `color` the paint of later strokes, fills and paints.
    ///
    /// - Throws: ``RenderError/Kind/nonFiniteValue`` for a NaN or infinite component.
    package func setSource(_ color: Color) throws(RenderError) {
        guard color.isFinite else { throw RenderError(.nonFiniteValue, operation: "setting the colour \(color)") }
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
        try checkStatus("setting the colour \(color)")
    }

    /// The stroke width in user-space units (Cairo treats negative widths as 0).
    package var lineWidth: Double {
        get { cairo_get_line_width(pointer) }
        set { cairo_set_line_width(pointer, newValue) }
    }

    /// How open stroke ends are drawn.
    package var lineCap: LineCap {
        get {
            switch cairo_get_line_cap(pointer) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        }
        set {
            switch newValue {
            case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
            case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
            case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
            }
        }
    }

    /// How stroked corners are drawn.
    package var lineJoin: LineJoin {
        get {
            switch cairo_get_line_join(pointer) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        }
        set {
            switch newValue {
            case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
            case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
            case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
            }
        }
    }

    /// The ratio of miter length to line width beyond which a miter join becomes a bevel (SVG's
    /// `stroke-miterlimit`; Cairo's default 10, SVG's 4).
    package var miterLimit: Double {
        get { cairo_get_miter_limit(pointer) }
        set { cairo_set_miter_limit(pointer, newValue) }
    }

    /// Makes later strokes dashed: `dashes` alternate on and off lengths in user space (an empty list is
    /// a solid stroke), each subpath starting `offset` into the pattern.
    ///
    /// - Throws: ``RenderError/Kind/nonFiniteValue`` for a negative or non-finite length, or dashes that
    ///   add up to nothing.
    package func setDash(_ dashes: [Double], offset: Double) throws(RenderError) {
        // Most strokes are solid: nothing to tell Cairo when the last one was too.
        if dashes.isEmpty && !isDashed { return }
        guard dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), offset.isFinite,
              dashes.isEmpty || dashes.reduce(0, +) > 0 else {
            throw RenderError(.nonFiniteValue, operation: "setting the dashes \(dashes) offset \(offset)")
        }
        dashes.withUnsafeBufferPointer { cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), offset) }
        isDashed = !dashes.isEmpty
        try checkStatus("setting the dashes \(dashes)")
    }

    /// Which points ``fill(preservingPath:)`` covers.
    package var fillRule: FillRule {
        get { cairo_get_fill_rule(pointer) == CAIRO_FILL_RULE_EVEN_ODD ? .evenOdd : .nonZero }
        set { cairo_set_fill_rule(pointer, newValue == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) }
    }

    // MARK: Paths

    /// Appends `path` to the current path, in user space.
    ///
    /// Quadratic segments become the cubics with the same points (degree elevation: exact, not an
    /// approximation). A closed subpath ends with Cairo's close, so its last corner gets a join.
    ///
    /// - Throws: ``RenderError/Kind/nonFiniteValue`` when a point is NaN or infinite (nothing is added).
    package func addPath(_ path: Path) throws(RenderError) {
        // Checked first: Cairo converts coordinates to fixed point and would draw garbage, not fail.
        for subpath in path.subpaths where !subpath.start.isFinite || !subpath.segments.allSatisfy(Self.isFinite) {
            throw RenderError(.nonFiniteValue, operation: "adding a path starting at \(subpath.start)")
        }
        for subpath in path.subpaths {
            cairo_move_to(pointer, subpath.start.x, subpath.start.y)
            for segment in subpath.segments {
                switch segment {
                case .line(let line):
                    cairo_line_to(pointer, line.end.x, line.end.y)
                case .quadratic(let quadratic):
                    addCubic(quadratic.cubic)
                case .cubic(let cubic):
                    addCubic(cubic)
                }
            }
            if subpath.isClosed { cairo_close_path(pointer) }
        }
        try checkStatus("adding a path of \(path.segmentCount) segments")
    }

    /// Discards the current path.
    package func clearPath() {
        cairo_new_path(pointer)
    }

    /// Whether every point of `segment` is finite (without building its control-point array).
    private static func isFinite(_ segment: Segment) -> Bool {
        switch segment {
        case .line(let s): s.start.isFinite && s.end.isFinite
        case .quadratic(let s): s.start.isFinite && s.control.isFinite && s.end.isFinite
        case .cubic(let s): s.start.isFinite && s.control1.isFinite && s.control2.isFinite && s.end.isFinite
        }
    }

    private func addCubic(_ cubic: CubicBezier) {
        cairo_curve_to(pointer, cubic.control1.x, cubic.control1.y,
                       cubic.control2.x, cubic.control2.y, cubic.end.x, cubic.end.y)
    }

    // MARK: Drawing

    /// Strokes the current path with the source, line width, cap and join; the path is then cleared
    /// unless `preservingPath`.
    package func stroke(preservingPath: Bool = false) throws(RenderError) {
        if preservingPath { cairo_stroke_preserve(pointer) } else { cairo_stroke(pointer) }
        try checkStatus("stroking")
    }

    /// Fills the current path with the source under ``fillRule``; the path is then cleared unless
    /// `preservingPath`.
    package func fill(preservingPath: Bool = false) throws(RenderError) {
        if preservingPath { cairo_fill_preserve(pointer) } else { cairo_fill(pointer) }
        try checkStatus("filling")
    }

    /// Makes every pixel (inside the clip) fully transparent.
    package func clear() throws(RenderError) {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
        isDashed = true  // Restored to whatever it was: unknown.
        try checkStatus("clearing")
    }

    /// Composites `color` over every pixel (inside the clip): a background when done first.
    ///
    /// The current source is left unchanged.
    package func paint(_ color: Color) throws(RenderError) {
        guard color.isFinite else { throw RenderError(.nonFiniteValue, operation: "painting \(color)") }
        cairo_save(pointer)
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
        cairo_paint(pointer)
        cairo_restore(pointer)
        isDashed = true  // Restored to whatever it was: unknown.
        try checkStatus("painting \(color)")
    }

    /// Restricts later drawing to the inside of `path` (intersected with the current clip); the path is
    /// consumed. Undone by ``restore()``.
    package func clip(to path: Path) throws(RenderError) {
        try addPath(path)
        cairo_clip(pointer)
        try checkStatus("clipping")
    }

    /// Sets the source to `gradient`, whose space maps to the current user space by `transform`.
    ///
    /// - Throws: ``RenderError/Kind/nonFiniteValue`` for NaN or infinite geometry or colours, or Cairo's
    ///   error for a singular transform.
    package func setSource(_ gradient: Gradient, transform: AffineTransform) throws(RenderError) {
        guard let (gradient, transform) = Self.pixmanFriendly(gradient, transform),
              let inverse = transform.inverted else {
            throw RenderError(.nonFiniteValue, operation: "setting a gradient with a singular transform")
        }
        let pattern: OpaquePointer
        switch gradient.shape {
        case let .linear(x1, y1, x2, y2):
            guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else {
                throw RenderError(.nonFiniteValue, operation: "setting a linear gradient")
            }
            pattern = cairo_pattern_create_linear(x1, y1, x2, y2)
        case let .radial(cx, cy, r, fx, fy, fr):
            guard [cx, cy, r, fx, fy, fr].allSatisfy(\.isFinite) else {
                throw RenderError(.nonFiniteValue, operation: "setting a radial gradient")
            }
            pattern = cairo_pattern_create_radial(fx, fy, fr, cx, cy, r)
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
        }
        switch gradient.spread {
        case .pad: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        case .reflect: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REFLECT)
        case .repeat: cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        }
        // Cairo's pattern matrix maps user space to pattern space: the inverse of the gradient's placement.
        var matrix = Self.matrix(inverse)
        cairo_pattern_set_matrix(pattern, &matrix)
        try checkCairo(cairo_pattern_status(pattern), "making a gradient")
        cairo_set_source(pointer, pattern)
        try checkStatus("setting a gradient source")
    }

    /// The same gradient, placed by a transform without translation and with determinant ±1.
    ///
    /// pixman keeps a pattern's transform in 16.16 fixed point (±32,767): a large translation or scale in
    /// it overflows, and Cairo then reports "out of memory" (a gradient moved 40,000 units by its
    /// gradientTransform did). The gradient's own points have no such limit (Cairo rescales them into
    /// pixman's range), so the translation and the overall scale move into them: with T = L + t and
    /// s = √|det L|, the points become s·(p + L⁻¹t) and the transform L/s, which maps them where T maps p.
    /// Nil when the transform is singular.
    static func pixmanFriendly(_ gradient: Gradient, _ transform: AffineTransform) -> (Gradient, AffineTransform)? {
        let linear = AffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, e: 0, f: 0)
        let s = abs(linear.determinant).squareRoot()
        guard s > 0, s.isFinite, let inverse = linear.inverted else { return nil }
        let shift = inverse.apply(Point(transform.e, transform.f))
        func moved(_ x: Double, _ y: Double) -> (Double, Double) { (s * (x + shift.x), s * (y + shift.y)) }
        var result = gradient
        switch gradient.shape {
        case let .linear(x1, y1, x2, y2):
            let (a, b) = moved(x1, y1), (c, d) = moved(x2, y2)
            result.shape = .linear(x1: a, y1: b, x2: c, y2: d)
        case let .radial(cx, cy, r, fx, fy, fr):
            let (a, b) = moved(cx, cy), (c, d) = moved(fx, fy)
            result.shape = .radial(cx: a, cy: b, r: s * r, fx: c, fy: d, fr: s * fr)
        }
        let unit = AffineTransform(a: linear.a / s, b: linear.b / s, c: linear.c / s, d: linear.d / s, e: 0, f: 0)
        return (result, unit)
    }

    /// Composites `image` with its top-left corner at `origin` (user space), over what is there.
    ///
    /// The current source is left unchanged.
    package func draw(_ image: ImageSurface, at origin: Point) throws(RenderError) {
        guard origin.isFinite else { throw RenderError(.nonFiniteValue, operation: "drawing an image at \(origin)") }
        cairo_save(pointer)
        cairo_set_source_surface(pointer, image.pointer, origin.x, origin.y)
        cairo_paint(pointer)
        cairo_restore(pointer)
        isDashed = true  // Restored to whatever it was: unknown.
        try checkStatus("drawing an image")
    }

    /// Draws `body` into an offscreen group, then composites the group at `opacity` (0…1).
    ///
    /// This is SVG group opacity: overlapping strokes inside the group do not show through each
    /// other, unlike drawing each with a translucent colour.
    ///
    /// - Throws: what `body` throws (the partial group is discarded), or a ``RenderError``.
    package func drawGroup(opacity: Double, _ body: () throws -> Void) throws {
        try drawGroup(opacity: opacity, operator: CAIRO_OPERATOR_OVER, body)
    }

    /// ``drawGroup(opacity:_:)`` composited by `compositing` (Cairo's operator) instead of over.
    func drawGroup(opacity: Double, operator compositing: cairo_operator_t, _ body: () throws -> Void) throws {
        guard opacity.isFinite else { throw RenderError(.nonFiniteValue, operation: "drawing a group at opacity \(opacity)") }
        // The outer save keeps the group pattern from staying the source after the composite.
        try withSavedState {
            cairo_push_group(pointer)
            try checkStatus("starting a group")
            do {
                try body()
            } catch {
                // Keep Cairo's group stack balanced; the partial group is dropped.
                cairo_pattern_destroy(cairo_pop_group(pointer))
                throw error
            }
            cairo_pop_group_to_source(pointer)
            cairo_set_operator(pointer, compositing)
            cairo_paint_with_alpha(pointer, opacity)
            try checkStatus("compositing a group at opacity \(opacity)")
        }
    }

    /// Starts an offscreen group: what is drawn until the matching ``endGroup(opacity:blend:)`` is composited
    /// then, as one. Groups nest; the current transform is kept.
    package func beginGroup() throws(RenderError) {
        cairo_save(pointer)
        cairo_push_group(pointer)
        try checkStatus("starting a group")
    }

    /// Composites the innermost group ``beginGroup()`` started at `opacity` (0…1), mixed with what is
    /// below it by `blend`.
    package func endGroup(opacity: Double, blend: BlendMode = .normal) throws(RenderError) {
        cairo_pop_group_to_source(pointer)
        cairo_set_operator(pointer, Self.cairoOperator(blend))
        cairo_paint_with_alpha(pointer, opacity.isFinite ? opacity : 1)
        // The restore keeps the group pattern from staying the source.
        cairo_restore(pointer)
        isDashed = true  // Restored to whatever it was: unknown.
        try checkStatus("compositing a group at opacity \(opacity)")
    }

    /// Cairo's operator for a blend mode: each of CSS's has one of the same formulas.
    static func cairoOperator(_ blend: BlendMode) -> cairo_operator_t {
        switch blend {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        }
    }

    static func matrix(_ t: AffineTransform) -> cairo_matrix_t {
        cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.e, y0: t.f)
    }
}
