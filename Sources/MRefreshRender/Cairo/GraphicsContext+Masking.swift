import CCairo
import MRefreshCore

extension GraphicsContext {
    /// Restricts later drawing to the inside of `path` filled by `rule` (intersected with the current
    /// clip); the path is consumed. Undone by ``restore()``.
    package func clip(to path: Path, rule: FillRule) throws(RenderError) {
        let previous = fillRule
        fillRule = rule
        defer { fillRule = previous }
        try clip(to: path)
    }

    /// Composites the innermost group ``beginGroup()`` started at `opacity` (0…1) by `blend`, shown only as much as
    /// what `drawMask` draws lets it: by that drawing's alpha, or with `luminance` by its luminance times
    /// its alpha (CSS Masking: 0.2125 R + 0.7154 G + 0.0721 B of the sRGB values), and nowhere outside
    /// `region` (user space, non-zero) when one is given.
    ///
    /// `drawMask` draws into a group of its own, starting from the current state; whatever it changes is
    /// undone afterwards.
    ///
    /// - Throws: what `drawMask` throws (both groups are dropped), or a ``RenderError``.
    package func endGroup(opacity: Double, blend: BlendMode = .normal, region: Path?, luminance: Bool,
                         mask drawMask: () throws -> Void) throws {
        let content = cairo_pop_group(pointer)
        defer { cairo_pattern_destroy(content) }
        // The mask's own group is only as large as its region.
        cairo_save(pointer)
        do {
            if let region {
                try clip(to: region, rule: .nonZero)
            }
        } catch {
            // Both saves (this one and beginGroup's) are undone, so the state stack stays balanced.
            cairo_restore(pointer)
            cairo_restore(pointer)
            isDashed = true
            throw error
        }
        cairo_push_group(pointer)
        do {
            try drawMask()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(pointer))
            cairo_restore(pointer)
            cairo_restore(pointer)
            isDashed = true
            throw error
        }
        let mask = cairo_pop_group(pointer)
        defer { cairo_pattern_destroy(mask) }
        cairo_restore(pointer)
        if luminance { try Self.alphaFromLuminance(of: mask) }
        // Mixed with what is below by `blend` (beginGroup's save, restored below, keeps the operator).
        cairo_set_operator(pointer, Self.cairoOperator(blend))
        if opacity < 1 {
            cairo_push_group(pointer)
            cairo_set_source(pointer, content)
            cairo_mask(pointer, mask)
            cairo_pop_group_to_source(pointer)
            cairo_paint_with_alpha(pointer, opacity.isFinite ? max(opacity, 0) : 1)
        } else {
            cairo_set_source(pointer, content)
            cairo_mask(pointer, mask)
        }
        // The restore (of beginGroup's save) keeps the group pattern from staying the source.
        cairo_restore(pointer)
        isDashed = true
        try checkStatus("compositing a masked group")
    }

    /// Keeps what is drawn so far only as much as what `draw` draws covers it (Porter–Duff in): an
    /// intersection of coverages in one surface, however many are intersected.
    ///
    /// - Throws: what `draw` throws (its group is dropped), or a ``RenderError``.
    package func intersect(withCoverageOf draw: () throws -> Void) throws {
        try drawGroup(opacity: 1, operator: CAIRO_OPERATOR_IN, draw)
    }

    /// Keeps what is drawn so far only as much as what `draw` draws covers it, whatever its colour
    /// (Porter–Duff destination-in): a filter's result cut by its element's clip path.
    ///
    /// - Throws: what `draw` throws (its group is dropped), or a ``RenderError``.
    package func cut(toCoverageOf draw: () throws -> Void) throws {
        try drawGroup(opacity: 1, operator: CAIRO_OPERATOR_DEST_IN, draw)
    }

    /// Replaces every pixel of `pattern`'s surface (a group just popped) by its luminance as alpha.
    ///
    /// A group with no pixels (drawn under an empty clip, or a degenerate transform) may come back as a
    /// pattern without a surface, or an empty one: it is transparent, whose luminance is transparent too.
    private static func alphaFromLuminance(of pattern: OpaquePointer?) throws(RenderError) {
        var surface: OpaquePointer?
        // (A context in error pops a pattern without a surface: the status check after compositing reports
        // the error itself.)
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return }
        let image = cairo_surface_map_to_image(surface, nil)
        defer { cairo_surface_unmap_image(surface, image) }
        cairo_surface_flush(image)
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { return }
        guard cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32, let data = cairo_image_surface_get_data(image) else {
            throw RenderError(cairoStatus: CAIRO_STATUS_SURFACE_TYPE_MISMATCH, operation: "reading a mask's pixels")
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        for y in 0..<height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let p = row[x]
                // Premultiplied components: the luminance comes out times the alpha.
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                let l = (r * 2125 + g * 7154 + b * 721 + 5000) / 10000
                row[x] = l << 24
            }
        }
        cairo_surface_mark_dirty(image)
    }
}
