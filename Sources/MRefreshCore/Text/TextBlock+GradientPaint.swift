extension TextBlock {
    /// A gradient SVG text is filled or stroked with. Its box is the whole text's (every run's glyphs),
    /// which only the renderer knows once it has shaped them, so an objectBoundingBox gradient is kept
    /// in the unit square and placed there (``placed(in:)``): a `<tspan>` painted with the same gradient
    /// as its `<text>` continues it, as rsvg-convert draws it.
    package struct GradientPaint: Hashable, Sendable {
        /// Gradient space → the text's user space (userSpaceOnUse), or → the unit square of the text's
        /// box (objectBoundingBox); its stops carry the fill's or stroke's opacity.
        package var gradient: Gradient
        package var inBoundingBox: Bool

        package init(gradient: Gradient, inBoundingBox: Bool) {
            self.gradient = gradient
            self.inBoundingBox = inBoundingBox
        }

        /// The gradient in the text's user space, for text whose glyphs cover `box` there; nil when an
        /// objectBoundingBox gradient has no box to span (no glyphs, or no width or height), which then
        /// paints nothing (SVG 2 §14.2.2.1).
        package func placed(in box: Rect?) -> Gradient? {
            guard inBoundingBox else { return gradient }
            guard let box, box.width > 0, box.height > 0 else { return nil }
            return gradient.placed(by: AffineTransform(a: box.width, b: 0, c: 0, d: box.height, e: box.minX, f: box.minY))
        }
    }
}
