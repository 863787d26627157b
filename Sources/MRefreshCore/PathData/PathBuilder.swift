/// Turns path commands as written into an absolute ``Path``: the second layer of path-data reading.
///
/// Relative coordinates are resolved against the current point; `S`/`T` reflect the previous control
/// point only after `C`/`S` (resp. `Q`/`T`), else use the current point; arcs become cubics; after `Z`
/// the current point is the subpath's start, and a drawing command there begins a new subpath.
public struct PathBuilder: PathCommandSink {
    /// The path built so far.
    public var path: Path {
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
    public private(set) var counts = SegmentCounts()

    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous command when it was C or S.
    private var previousCubicControl: Point?
    /// The control point of the previous command when it was Q or T.
    private var previousQuadraticControl: Point?
    /// Whether the last subpath is still open to new segments (false after Z and at the start).
    private var subpathIsOpen = false

    /// Creates an empty builder.
    public init() {}

    /// Reads `text` (strict): the whole path, or the first error.
    public static func path(from text: String) throws(PathDataError) -> (Path, SegmentCounts) {
        var parser = PathDataParser(text)
        var builder = PathBuilder()
        try parser.parse(into: &builder)
        return (builder.path, builder.counts)
    }

    /// Appends one command.
    @inline(__always)
    public mutating func append(_ command: PathCommand) {
        var cubicControl: Point?
        var quadraticControl: Point?
        switch command {
        case let .moveTo(p, relative):
            let target = resolve(p, relative)
            finishSubpath(closed: false)
            hasPendingSubpath = true
            subpathIsOpen = true
            current = target
            subpathStart = target
        case let .lineTo(p, relative):
            lineTo(resolve(p, relative))
        case let .horizontalLineTo(x, relative):
            lineTo(Point(relative ? current.x + x : x, current.y))
        case let .verticalLineTo(y, relative):
            lineTo(Point(current.x, relative ? current.y + y : y))
        case let .cubicTo(c1, c2, p, relative):
            let (c1, c2, end) = (resolve(c1, relative), resolve(c2, relative), resolve(p, relative))
            add(.cubic(CubicBezier(current, c1, c2, end)))
            counts.cubic += 1
            cubicControl = c2
            current = end
        case let .smoothCubicTo(c2, p, relative):
            let c1 = previousCubicControl.map { current + (current - $0) } ?? current
            let (c2, end) = (resolve(c2, relative), resolve(p, relative))
            add(.cubic(CubicBezier(current, c1, c2, end)))
            counts.cubic += 1
            cubicControl = c2
            current = end
        case let .quadraticTo(c, p, relative):
            let (c, end) = (resolve(c, relative), resolve(p, relative))
            add(.quadratic(QuadraticBezier(current, c, end)))
            counts.quad += 1
            quadraticControl = c
            current = end
        case let .smoothQuadraticTo(p, relative):
            let c = previousQuadraticControl.map { current + (current - $0) } ?? current
            let end = resolve(p, relative)
            add(.quadratic(QuadraticBezier(current, c, end)))
            counts.quad += 1
            quadraticControl = c
            current = end
        case let .arcTo(rx, ry, rotation, largeArc, sweep, p, relative):
            let end = resolve(p, relative)
            let arc = EllipticalArc(start: current, end: end, rx: rx, ry: ry, xAxisRotation: rotation,
                                    largeArc: largeArc, sweep: sweep)
            switch arc.conversion {
            case .omitted:
                break
            case .line(let line):
                add(.line(line))
                counts.arc += 1
            case .cubics(let cubics):
                ensureSubpath()
                for cubic in cubics { segments.append(.cubic(cubic)) }
                counts.arc += 1
            }
            current = end
        case .closePath:
            if subpathIsOpen {
                // A closing line is drawn only when the subpath does not already end at its start.
                if current != subpathStart {
                    segments.append(.line(Line(current, subpathStart)))
                    counts.line += 1
                }
                finishSubpath(closed: true)
            }
            subpathIsOpen = false
            current = subpathStart
        }
        previousCubicControl = cubicControl
        previousQuadraticControl = quadraticControl
    }

    private func resolve(_ p: Point, _ relative: Bool) -> Point {
        relative ? Point(current.x + p.x, current.y + p.y) : p
    }

    private mutating func lineTo(_ target: Point) {
        add(.line(Line(current, target)))
        counts.line += 1
        current = target
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
        // Copy out at the exact size and keep the scratch buffer's capacity: one allocation per subpath
        // instead of one per doubling of its array.
        finished.append(Subpath(start: subpathStart, segments: segments.map { $0 }, isClosed: closed))
        segments.removeAll(keepingCapacity: true)
        hasPendingSubpath = false
    }

    private mutating func add(_ segment: Segment) {
        ensureSubpath()
        segments.append(segment)
    }
}
