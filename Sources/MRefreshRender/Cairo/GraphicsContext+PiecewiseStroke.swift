import CCairo
import MRefreshCore

extension GraphicsContext {
    /// The most segments stroked by one call into Cairo. A path with more is stroked in pieces of this
    /// many (`Path.pieces(maximumSegments:)`): Cairo's scan converter costs as much as the
    /// stroke's edges cross each other, which a long chain can make quadratic in its length (finding 32:
    /// 5,000 `t` segments took 5 s, a 300 KB path 96 s). Icons' paths are far shorter and are stroked
    /// whole, as before.
    package static let maximumSegmentsStrokedAtOnce = 1024

    /// Strokes `path` with the source, pen and dashes, as adding it and ``stroke(preservingPath:)`` do, in
    /// time linear in its segments: a path of more than ``maximumSegmentsStrokedAtOnce`` segments is
    /// stroked piece by piece into a coverage mask that the source is then painted through, so the
    /// pieces' overlaps are covered once and a translucent or patterned source is painted once. Where two
    /// pieces meet, within one segment, an edge pixel's coverage is the pieces' combined (1 − (1 − a)(1 − b))
    /// rather than exact: a difference of a grey level or two on a path no icon has.
    ///
    /// - Throws: ``RenderError/Kind/nonFiniteValue`` for a non-finite point; Cairo's error otherwise.
    package func stroke(_ path: Path) throws(RenderError) {
        guard path.segmentCount > Self.maximumSegmentsStrokedAtOnce else {
            try addPath(path)
            try stroke()
            return
        }
        let dashes = currentDashes()
        cairo_push_group_with_content(pointer, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(pointer, 0, 0, 0, 1)
        var failure: RenderError?
        for piece in path.pieces(maximumSegments: Self.maximumSegmentsStrokedAtOnce) {
            if !dashes.lengths.isEmpty {
                // A run that goes on with its subpath goes on with its dashes too.
                let before = piece.segmentsBefore.reduce(0) { $0 + $1.arcLength() }
                dashes.lengths.withUnsafeBufferPointer {
                    cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), dashes.offset + before)
                }
            }
            do {
                try addPath(piece.path)
            } catch {
                failure = error
                break
            }
            cairo_stroke(pointer)
        }
        let coverage = cairo_pop_group(pointer)
        defer { cairo_pattern_destroy(coverage) }
        if let failure {
            cairo_new_path(pointer)
            throw failure
        }
        cairo_mask(pointer, coverage)
        try checkStatus("stroking \(path.segmentCount) segments in pieces")
    }

    /// The dash lengths and offset strokes use now (none: a solid stroke).
    private func currentDashes() -> (lengths: [Double], offset: Double) {
        let count = Int(cairo_get_dash_count(pointer))
        guard count > 0 else { return ([], 0) }
        var lengths = [Double](repeating: 0, count: count)
        var offset = 0.0
        lengths.withUnsafeMutableBufferPointer { cairo_get_dash(pointer, $0.baseAddress, &offset) }
        return (lengths, offset)
    }
}
