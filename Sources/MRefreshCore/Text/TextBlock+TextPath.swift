extension TextBlock {
    /// Text on a path (`<textPath>`, SVG 2 §11.8): each glyph is placed with the middle of its advance at
    /// its distance along the path (``startOffset`` plus the advances before it, the chunk moved back by
    /// its width for `text-anchor: end` or half of it for `middle`), its baseline turned to the path's
    /// tangent there; a glyph whose middle falls before the path's start or past its end is not drawn.
    package struct TextPath: Hashable, Sendable {
        /// In the text's user space (the shape's own transform applied).
        package var path: Path
        /// How far along the path the text starts, in user units.
        package var startOffset: Double

        package init(path: Path, startOffset: Double = 0) {
            self.path = path
            self.startOffset = startOffset
        }

        /// Hashed by its offset and the path's ends only: shaped text is looked up by its block every
        /// frame, and the path may have millions of segments (equal paths still compare whole, at once
        /// when they share storage, as a block's copies do).
        package func hash(into hasher: inout Hasher) {
            hasher.combine(startOffset)
            hasher.combine(path.subpaths.count)
            for subpath in [path.subpaths.first, path.subpaths.last].compactMap({ $0 }) {
                hasher.combine(subpath.start)
                hasher.combine(subpath.segments.count)
                hasher.combine(subpath.segments.last)
            }
        }
    }
}
