import MRefreshSyntax

/// Turns path commands as written (``MRefreshSyntax/PathCommand``, from the syntax layer's ``MRefreshSyntax/PathDataParser``) into an
/// absolute ``Path``: the second layer of path-data reading.
///
/// Relative coordinates are resolved against the current point; `S`/`T` reflect the previous control
/// point only after `C`/`S` (resp. `Q`/`T`), else use the current point; arcs become cubics; after `Z`
/// the current point is the subpath's start, and a drawing command there begins a new subpath.
package struct PathBuilder: PathCommandSink {
    /// The path built so far.
    package var path: Path {
        guard hasPendingSubpath else { return Path(subpaths: finished) }
        return Path(subpaths: finished + [Subpath(start: subpathStart, segments: segments, isClosed: false)])
    }

    /// Finished subpaths; the current one is kept apart so appending a segment touches one array only.
    private var finished: [Subpath] = []
    /// The segments of the current subpath.
    private var segments: [Segment] = []
    /// Whether the current subpath exists (a move-to, or a drawing command after Z, opened it).
    private var hasPendingSubpath = false
    /// Segments by kind, as written.
    package private(set) var counts = SegmentCounts()

    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous command when it was C or S.
    private var previousCubicControl: Point?
    /// The control point of the previous command when it was Q or T.
    private var previousQuadraticControl: Point?
    /// Whether the last subpath is still open to new segments (false after Z and at the start).
    private var subpathIsOpen = false
    /// Why the builder refused a command (a point beyond ``GeometryLimits``, or one segment too many);
    /// that command was not added, and the parser stops there. Nil while every command was taken.
    package private(set) var refusal: PathRefusal?
    /// Segments in the whole path so far, against ``GeometryLimits/maximumSegments``.
    private var segmentTotal = 0

    /// The current point (where the next command starts).
    package var currentPoint: Point { current }
    /// How many subpaths are finished, and how many segments the one being built has: with
    /// ``currentSegment(_:)``, what a command just added.
    package var progress: (finishedSubpaths: Int, currentSegments: Int) { (finished.count, segments.count) }
    /// Segment `i` of the subpath being built.
    package func currentSegment(_ i: Int) -> Segment { segments[i] }

    /// Creates an empty builder.
    package init() {}

    /// Reads `text` (strict): the whole path, or the first error.
    package static func path(from text: String) throws(PathDataError) -> (Path, SegmentCounts) {
        var parser = PathDataParser(text)
        var builder = PathBuilder()
        try parser.parse(into: &builder)
        return (builder.path, builder.counts)
    }

    /// Appends one command.
    package mutating func append(_ command: PathCommand) {
        switch command {
        case let .moveTo(p, relative): moveTo(p, relative: relative)
        case let .lineTo(p, relative): lineTo(p, relative: relative)
        case let .horizontalLineTo(x, relative): horizontalLineTo(x, relative: relative)
        case let .verticalLineTo(y, relative): verticalLineTo(y, relative: relative)
        case let .cubicTo(c1, c2, p, relative): cubicTo(c1, c2, p, relative: relative)
        case let .smoothCubicTo(c2, p, relative): smoothCubicTo(c2, p, relative: relative)
        case let .quadraticTo(c, p, relative): quadraticTo(c, p, relative: relative)
        case let .smoothQuadraticTo(p, relative): smoothQuadraticTo(p, relative: relative)
        case let .arcTo(rx, ry, rotation, largeArc, sweep, p, relative):
            arcTo(rx: rx, ry: ry, xAxisRotation: rotation, largeArc: largeArc, sweep: sweep, p, relative: relative)
        case .closePath: closePath()
        }
    }

    package mutating func moveTo(_ p: CoordinatePair, relative: Bool) {
        let target = resolve(p, relative)
        guard accepts(target) else { return }
        finishSubpath(closed: false)
        hasPendingSubpath = true
        subpathIsOpen = true
        current = target
        subpathStart = target
        forgetControls()
    }

    package mutating func lineTo(_ p: CoordinatePair, relative: Bool) {
        lineTo(resolve(p, relative))
    }

    package mutating func horizontalLineTo(_ x: Double, relative: Bool) {
        lineTo(Point(relative ? current.x + x : x, current.y))
    }

    package mutating func verticalLineTo(_ y: Double, relative: Bool) {
        lineTo(Point(current.x, relative ? current.y + y : y))
    }

    package mutating func cubicTo(_ c1: CoordinatePair, _ c2: CoordinatePair, _ p: CoordinatePair, relative: Bool) {
        cubic(resolve(c1, relative), resolve(c2, relative), resolve(p, relative))
    }

    package mutating func smoothCubicTo(_ c2: CoordinatePair, _ p: CoordinatePair, relative: Bool) {
        // S reflects the previous control point only after C or S, else uses the current point.
        let c1 = previousCubicControl.map { current + (current - $0) } ?? current
        cubic(c1, resolve(c2, relative), resolve(p, relative))
    }

    package mutating func quadraticTo(_ c: CoordinatePair, _ p: CoordinatePair, relative: Bool) {
        quadratic(resolve(c, relative), resolve(p, relative))
    }

    package mutating func smoothQuadraticTo(_ p: CoordinatePair, relative: Bool) {
        // T reflects the previous control point only after Q or T, else uses the current point.
        let c = previousQuadraticControl.map { current + (current - $0) } ?? current
        quadratic(c, resolve(p, relative))
    }

    package mutating func arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool,
                               _ p: CoordinatePair, relative: Bool) {
        let end = resolve(p, relative)
        // The radii are numbers within the limits, so the arc bulges at most a few limits out: its pieces
        // stay far inside the range where measuring is finite.
        guard accepts(end) else { return }
        let arc = EllipticalArc(start: current, end: end, rx: rx, ry: ry, xAxisRotation: xAxisRotation,
                                largeArc: largeArc, sweep: sweep)
        let before = segments.count
        if arc.start != arc.end { ensureSubpath() }
        arc.appendSegments(to: &segments)
        if segments.count > before { counts.arc += 1 }
        segmentTotal += segments.count - before
        current = end
        forgetControls()
    }

    package mutating func closePath() {
        if subpathIsOpen {
            // A closing line is drawn only when the subpath does not already end at its start.
            if current != subpathStart {
                segments.append(.line(Line(current, subpathStart)))
                counts.line += 1
                segmentTotal += 1
            }
            finishSubpath(closed: true)
        }
        subpathIsOpen = false
        current = subpathStart
        forgetControls()
    }

    private mutating func cubic(_ c1: Point, _ c2: Point, _ end: Point) {
        guard accepts(c1, c2, end) else { return }
        add(.cubic(CubicBezier(current, c1, c2, end)))
        counts.cubic += 1
        previousCubicControl = c2
        previousQuadraticControl = nil
        current = end
    }

    private mutating func quadratic(_ c: Point, _ end: Point) {
        guard accepts(c, end) else { return }
        add(.quadratic(QuadraticBezier(current, c, end)))
        counts.quad += 1
        previousQuadraticControl = c
        previousCubicControl = nil
        current = end
    }

    /// Whether a command with these points may be added: every point within ``GeometryLimits`` and room
    /// for another segment (an arc's up to eight pieces may pass the cap by a few). Otherwise records why
    /// not.
    @inline(__always)
    private mutating func accepts(_ a: Point, _ b: Point = Point(0, 0), _ c: Point = Point(0, 0)) -> Bool {
        guard refusal == nil else { return false }
        guard GeometryLimits.contains(a), GeometryLimits.contains(b), GeometryLimits.contains(c) else {
            refusal = .outOfRange
            return false
        }
        guard segmentTotal < GeometryLimits.maximumSegments else {
            refusal = .tooManySegments
            return false
        }
        return true
    }

    private mutating func forgetControls() {
        previousCubicControl = nil
        previousQuadraticControl = nil
    }

    private func resolve(_ p: CoordinatePair, _ relative: Bool) -> Point {
        relative ? Point(current.x + p.x, current.y + p.y) : Point(p)
    }

    private mutating func lineTo(_ target: Point) {
        guard accepts(target) else { return }
        add(.line(Line(current, target)))
        counts.line += 1
        current = target
        forgetControls()
    }

    /// After Z (or before any M), a drawing command starts a new subpath at the current point.
    private mutating func ensureSubpath() {
        if !subpathIsOpen {
            subpathStart = current
            subpathIsOpen = true
            hasPendingSubpath = true
        }
    }

    /// Moves the current subpath, if any, to the finished ones.
    private mutating func finishSubpath(closed: Bool) {
        guard hasPendingSubpath else { return }
        let size = segments.count
        if segments.capacity <= 2 * size + 8 {
            // Little spare room: hand the buffer over as it is, and start the next subpath with room for
            // one of the same size (one allocation per subpath, no copy).
            finished.append(Subpath(start: subpathStart, segments: segments, isClosed: closed))
            segments = []
            segments.reserveCapacity(min(size, 1 << 12))
        } else {
            // Much spare room (a big subpath grew the buffer): copy out at the exact size, keep the buffer.
            finished.append(Subpath(start: subpathStart, segments: segments.map { $0 }, isClosed: closed))
            segments.removeAll(keepingCapacity: true)
        }
        hasPendingSubpath = false
    }

    private mutating func add(_ segment: Segment) {
        ensureSubpath()
        segments.append(segment)
        segmentTotal += 1
    }
}
