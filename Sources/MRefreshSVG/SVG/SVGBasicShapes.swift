import MRefreshSyntax
import MRefreshCore

/// The basic shapes of SVG 2 §10 as paths: each shape's "equivalent path", built with the same
/// ``MRefreshCore/PathBuilder`` as path data, so a shape and its equivalent path data give identical segments.
///
/// Counts are as written in the equivalent path: every `L`/`H`/`V` (even one of zero length) is a line,
/// every `A` an arc (each arc becomes two cubics of 45°). A shape that is not rendered gives an empty path
/// with zero counts. Inputs are lengths already resolved to user units.
package enum SVGBasicShapes {
    /// The equivalent path of `<rect>` (SVG 2 §10.2).
    ///
    /// Radii: a missing (or negative, hence invalid) `rx` takes `ry`'s value and vice versa; both missing
    /// means sharp corners. Each is then clamped to half the width (rx) or height (ry). With both radii
    /// positive the path is `M x+rx,y H x+w−rx A rx ry 0 0 1 x+w,y+ry V y+h−ry A … x+w−rx,y+h H x+rx
    /// A … x,y+h−ry V y+ry A … x+rx,y Z` (clockwise on screen); otherwise `M x,y H x+w V y+h H x V y Z`.
    ///
    /// - Returns: an empty path when the width or height is zero or less (the rect is not rendered) or a
    ///   value is not finite.
    package static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?) throws(PathRefusal)
        -> (Path, SegmentCounts) {
        guard width > 0, height > 0, [x, y, width, height].allSatisfy(\.isFinite) else { return empty }
        // SVG 2: a negative radius is invalid, so it counts as auto (not given).
        let givenX = rx.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        let givenY = ry.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        // Auto takes the other radius; clamping comes after, so rx="100" on a 50×20 rect gives 25×10.
        let radiusX = min(givenX ?? givenY ?? 0, width / 2)
        let radiusY = min(givenY ?? givenX ?? 0, height / 2)
        var builder = PathBuilder()
        if radiusX > 0 && radiusY > 0 {
            func arc(_ endX: Double, _ endY: Double) {
                builder.arcTo(rx: radiusX, ry: radiusY, xAxisRotation: 0, largeArc: false, sweep: true,
                              CoordinatePair(endX, endY), relative: false)
            }
            builder.moveTo(CoordinatePair(x + radiusX, y), relative: false)
            builder.horizontalLineTo(x + width - radiusX, relative: false)
            arc(x + width, y + radiusY)
            builder.verticalLineTo(y + height - radiusY, relative: false)
            arc(x + width - radiusX, y + height)
            builder.horizontalLineTo(x + radiusX, relative: false)
            arc(x, y + height - radiusY)
            builder.verticalLineTo(y + radiusY, relative: false)
            arc(x + radiusX, y)
        } else {
            builder.moveTo(CoordinatePair(x, y), relative: false)
            builder.horizontalLineTo(x + width, relative: false)
            builder.verticalLineTo(y + height, relative: false)
            builder.horizontalLineTo(x, relative: false)
            builder.verticalLineTo(y, relative: false)
        }
        // Already back at the start, so Z closes without drawing a line.
        builder.closePath()
        if let refusal = builder.refusal { throw refusal }
        return (builder.path, builder.counts)
    }

    /// The equivalent path of `<circle>` (SVG 2 §10.3): four quarter arcs, clockwise on screen, from
    /// (cx+r, cy) through (cx, cy+r), (cx−r, cy) and (cx, cy−r), then Z.
    ///
    /// - Returns: an empty path when r is zero or less (not rendered) or a value is not finite.
    package static func circle(cx: Double, cy: Double, r: Double) throws(PathRefusal)
        -> (Path, SegmentCounts) {
        try ellipse(cx: cx, cy: cy, rx: r, ry: r)
    }

    /// The equivalent path of `<ellipse>` (SVG 2 §10.4): four quarter arcs, clockwise on screen, from
    /// (cx+rx, cy) through (cx, cy+ry), (cx−rx, cy) and (cx, cy−ry), then Z.
    ///
    /// Radii: SVG 2's `auto` — a missing radius takes the other's value; both missing is not rendered.
    ///
    /// - Returns: an empty path when a radius is zero or less (not rendered; SVG 1.1 calls a negative one
    ///   an error) or a value is not finite.
    package static func ellipse(cx: Double, cy: Double, rx: Double?, ry: Double?) throws(PathRefusal)
        -> (Path, SegmentCounts) {
        // SVG 2: a negative radius is invalid, so it counts as auto (the other radius), as for <rect>.
        let givenX = rx.flatMap { $0 >= 0 ? $0 : nil }, givenY = ry.flatMap { $0 >= 0 ? $0 : nil }
        guard let radiusX = givenX ?? givenY, let radiusY = givenY ?? givenX,
              radiusX > 0, radiusY > 0, [cx, cy, radiusX, radiusY].allSatisfy(\.isFinite) else { return empty }
        var builder = PathBuilder()
        func arc(_ endX: Double, _ endY: Double) {
            builder.arcTo(rx: radiusX, ry: radiusY, xAxisRotation: 0, largeArc: false, sweep: true,
                          CoordinatePair(endX, endY), relative: false)
        }
        builder.moveTo(CoordinatePair(cx + radiusX, cy), relative: false)
        arc(cx, cy + radiusY)
        arc(cx - radiusX, cy)
        arc(cx, cy - radiusY)
        arc(cx + radiusX, cy)
        builder.closePath()
        if let refusal = builder.refusal { throw refusal }
        return (builder.path, builder.counts)
    }

    /// The equivalent path of `<line>` (SVG 2 §10.5): `M x1,y1 L x2,y2`. A zero-length line is kept:
    /// round or square caps still draw it.
    package static func line(x1: Double, y1: Double, x2: Double, y2: Double) throws(PathRefusal)
        -> (Path, SegmentCounts) {
        try polyline([Point(x1, y1), Point(x2, y2)])
    }

    /// The equivalent path of `<polyline>` (SVG 2 §10.6): `M` to the first point, `L` to each other one.
    ///
    /// - Returns: an empty path for no points; a lone move-to (no segments) for one point.
    package static func polyline(_ points: [Point]) throws(PathRefusal)
        -> (Path, SegmentCounts) {
        try outline(points, closed: false)
    }

    /// The equivalent path of `<polygon>` (SVG 2 §10.7): the polyline's path closed with `Z`, which draws
    /// a closing line back to the first point unless the last point is already there.
    package static func polygon(_ points: [Point]) throws(PathRefusal)
        -> (Path, SegmentCounts) {
        try outline(points, closed: true)
    }

    /// `M` to the first point, `L` to each other one, then `Z` when `closed`.
    private static func outline(_ points: [Point], closed: Bool) throws(PathRefusal) -> (Path, SegmentCounts) {
        guard let first = points.first, points.allSatisfy(\.isFinite) else { return empty }
        var builder = PathBuilder()
        builder.moveTo(CoordinatePair(first.x, first.y), relative: false)
        for point in points.dropFirst() {
            builder.lineTo(CoordinatePair(point.x, point.y), relative: false)
        }
        if closed { builder.closePath() }
        if let refusal = builder.refusal { throw refusal }
        return (builder.path, builder.counts)
    }

    /// What a shape that is not rendered becomes.
    private static var empty: (Path, SegmentCounts) { (Path(), SegmentCounts()) }
}
