import MRefreshSyntax
import MRefreshCore

/// The vertices of a markable shape's path as its commands wrote them, each with the direction a marker
/// with `orient="auto"` takes there (SVG 2 §13.7.3 and the path directionality rules of §9.5): the
/// places `marker-start`, `marker-mid` and `marker-end` draw at.
///
/// A path command is one segment here even when the path it builds has several (an arc becomes up to
/// eight cubic pieces), and a zero-length command (`l 0 0`, a `Z` at the start point) is a segment without
/// direction: the nearest direction before it (incoming) or after it (outgoing) within its subpath stands
/// in, as SVG says.
struct SVGMarkerVertices: PathCommandSink {
    /// One vertex a marker may be drawn at.
    struct Vertex: Equatable {
        enum Kind: Equatable { case start, mid, end }
        var kind: Kind
        var point: Point
        /// The direction of `orient="auto"`, radians from the x-axis (y down).
        var angle: Double
        /// Which subpath of the built path the vertex lies on, and how many of its built segments come
        /// before it: when the pen reaches it.
        var subpath: Int
        var segmentsBefore: Int
    }

    /// One command's segment: its ends and the directions at them (nil where it has none).
    private struct Piece {
        var end: Point
        var startDirection: Vector?
        var endDirection: Vector?
        var segmentsAfter: Int
    }

    private struct Run {
        var start: Point
        var subpath: Int
        var pieces: [Piece] = []
        var isClosed = false
    }

    private var builder = PathBuilder()
    private var runs: [Run] = []

    var refusal: PathRefusal? { builder.refusal }

    /// The vertices of path data `text`, up to its first error.
    static func vertices(ofPathData text: String) -> [Vertex] {
        var parser = PathDataParser(text)
        var sink = SVGMarkerVertices()
        try? parser.parse(into: &sink)
        return sink.vertices
    }

    /// The vertices of a path built of lines only (`<line>`, `<polyline>`, `<polygon>`): one command a
    /// segment.
    static func vertices(ofLines path: Path) -> [Vertex] {
        var sink = SVGMarkerVertices()
        for subpath in path.subpaths {
            sink.append(.moveTo(CoordinatePair(subpath.start.x, subpath.start.y), relative: false))
            for segment in subpath.segments {
                sink.append(.lineTo(CoordinatePair(segment.end.x, segment.end.y), relative: false))
            }
            if subpath.isClosed { sink.append(.closePath) }
        }
        return sink.vertices
    }

    mutating func append(_ command: PathCommand) {
        let before = builder.progress
        let from = builder.currentPoint
        builder.append(command)
        guard builder.refusal == nil else { return }
        switch command {
        case .moveTo:
            runs.append(Run(start: builder.currentPoint, subpath: builder.progress.finishedSubpaths))
        case .closePath:
            guard var run = runs.last, !run.isClosed else { return }
            // The closing line, of zero length when the subpath already ends at its start.
            let direction = run.start - from
            let closes = from != run.start
            run.pieces.append(Piece(end: run.start, startDirection: closes ? direction : nil,
                                    endDirection: closes ? direction : nil,
                                    segmentsAfter: before.currentSegments + (closes ? 1 : 0)))
            run.isClosed = true
            runs[runs.count - 1] = run
        default:
            let after = builder.progress
            if runs.last?.isClosed ?? true {
                // A drawing command after Z starts a new subpath where the last one started.
                runs.append(Run(start: from, subpath: after.finishedSubpaths))
            }
            let first = after.finishedSubpaths == before.finishedSubpaths ? before.currentSegments : 0
            let added = (first..<after.currentSegments).map(builder.currentSegment)
            runs[runs.count - 1].pieces.append(Piece(
                end: builder.currentPoint,
                startDirection: added.lazy.compactMap(Self.startDirection).first,
                endDirection: added.reversed().lazy.compactMap(Self.endDirection).first,
                segmentsAfter: after.currentSegments))
        }
    }

    /// Every vertex in order, the first `start`, the last `end`, the rest `mid` (a path of one vertex has
    /// it as both start and end: two entries).
    var vertices: [Vertex] {
        var result: [Vertex] = []
        for run in runs {
            let pieces = run.pieces
            // The nearest direction at or before piece i's end, and at or after piece i's start.
            func incoming(_ i: Int) -> Double? {
                guard i >= 0 else { return nil }
                return pieces[...i].reversed().lazy.compactMap(\.endDirection).first.map(\.angle)
            }
            func outgoing(_ i: Int) -> Double? {
                guard i < pieces.count else { return nil }
                return pieces[i...].lazy.compactMap(\.startDirection).first.map(\.angle)
            }
            func between(_ a: Double?, _ b: Double?) -> Double {
                switch (a, b) {
                case let (a?, b?): Self.bisect(a, b)
                case let (a?, nil): a
                case let (nil, b?): b
                case (nil, nil): 0
                }
            }
            // A closed subpath's first and last vertex are one, between its closing and its first segment.
            let closedAngle = run.isClosed ? between(incoming(pieces.count - 1), outgoing(0)) : nil
            result.append(Vertex(kind: .mid, point: run.start, angle: closedAngle ?? between(nil, outgoing(0)),
                                 subpath: run.subpath, segmentsBefore: 0))
            for (i, piece) in pieces.enumerated() {
                let last = i == pieces.count - 1
                let angle = last ? (closedAngle ?? between(incoming(i), nil)) : between(incoming(i), outgoing(i + 1))
                result.append(Vertex(kind: .mid, point: piece.end, angle: angle, subpath: run.subpath,
                                     segmentsBefore: piece.segmentsAfter))
            }
        }
        guard !result.isEmpty else { return [] }
        if result.count == 1 { result.append(result[0]) }
        result[0].kind = .start
        result[result.count - 1].kind = .end
        return result
    }

    /// Half way from direction `a` to `b`, the shorter way round (a U-turn turns left of `a`), as
    /// librsvg and browsers take it.
    static func bisect(_ a: Double, _ b: Double) -> Double {
        let twoPi = 2 * Double.pi
        func normal(_ x: Double) -> Double { let r = x.truncatingRemainder(dividingBy: twoPi); return r < 0 ? r + twoPi : r }
        let (a, b) = (normal(a), normal(b))
        let half = (b - a) / 2
        return normal(abs(half) > .pi / 2 ? a + half - .pi : a + half)
    }

    static func startDirection(_ segment: Segment) -> Vector? {
        let points = segment.controlPoints
        return points.dropFirst().first { $0 != points[0] }.map { $0 - points[0] }
    }

    static func endDirection(_ segment: Segment) -> Vector? {
        let points = segment.controlPoints, last = points[points.count - 1]
        return points.dropLast().reversed().first { $0 != last }.map { last - $0 }
    }
}
