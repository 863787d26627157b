import MRefreshSyntax

extension SVGPreserveAspectRatio {
    /// The map from viewBox coordinates into the viewport: the "equivalent transform of an SVG viewport"
    /// of SVG 2 §8.2.
    ///
    /// Each axis scales by viewport size / viewBox size; unless ``align`` is ``Align/none`` both take
    /// the smaller scale (meet) or the larger (slice); the viewBox is then placed at the min, mid or max
    /// of the viewport along each axis. The result is `translate(tx ty) scale(sx sy)`.
    ///
    /// A viewBox with a width or height of zero or less disables rendering (SVG 2 §8.6); for it, and for
    /// non-finite input, this returns a map collapsing everything onto the viewport's origin, which draws
    /// nothing.
    package func transform(viewBox: Rect, into viewport: Rect) -> AffineTransform {
        guard viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else {
            return AffineTransform(a: 0, b: 0, c: 0, d: 0, e: viewport.minX, f: viewport.minY)
        }
        var scaleX = viewport.width / viewBox.width
        var scaleY = viewport.height / viewBox.height
        if align != .none {
            let uniform = slice ? max(scaleX, scaleY) : min(scaleX, scaleY)
            (scaleX, scaleY) = (uniform, uniform)
        }
        // The viewBox's origin goes to the viewport's origin, then moves by the fraction of the room left.
        let translateX = viewport.minX - viewBox.minX * scaleX
            + align.xFraction * (viewport.width - viewBox.width * scaleX)
        let translateY = viewport.minY - viewBox.minY * scaleY
            + align.yFraction * (viewport.height - viewBox.height * scaleY)
        return AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, e: translateX, f: translateY)
    }
}
