/// One path-data command as written: absolute or relative, shorthand forms kept.
///
/// The parser yields these; ``PathBuilder`` turns them into absolute ``Segment``s.
public enum PathCommand: Hashable, Sendable {
    case moveTo(Point, relative: Bool)
    case lineTo(Point, relative: Bool)
    case horizontalLineTo(Double, relative: Bool)
    case verticalLineTo(Double, relative: Bool)
    case cubicTo(Point, Point, Point, relative: Bool)
    case smoothCubicTo(Point, Point, relative: Bool)
    case quadraticTo(Point, Point, relative: Bool)
    case smoothQuadraticTo(Point, relative: Bool)
    case arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool, Point, relative: Bool)
    case closePath
}

/// Receives path commands as a parser reads them.
///
/// A sink implements ``append(_:)``; the per-command methods forward to it by default. A sink on the hot
/// path (``PathBuilder``) implements the per-command methods instead, so no ``PathCommand`` value is
/// made and taken apart again for every segment.
public protocol PathCommandSink {
    /// Takes the next complete command.
    mutating func append(_ command: PathCommand)
    mutating func moveTo(_ p: Point, relative: Bool)
    mutating func lineTo(_ p: Point, relative: Bool)
    mutating func horizontalLineTo(_ x: Double, relative: Bool)
    mutating func verticalLineTo(_ y: Double, relative: Bool)
    mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point, relative: Bool)
    mutating func smoothCubicTo(_ c2: Point, _ p: Point, relative: Bool)
    mutating func quadraticTo(_ c: Point, _ p: Point, relative: Bool)
    mutating func smoothQuadraticTo(_ p: Point, relative: Bool)
    mutating func arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool, _ p: Point,
                        relative: Bool)
    mutating func closePath()
    /// Set once a command would have taken the path beyond ``GeometryLimits``: the sink ignored that
    /// command and the parser stops with an error at it. Sinks that keep commands as written need no
    /// limit and leave it nil.
    var refusal: PathRefusal? { get }
}

extension PathCommandSink {
    public mutating func moveTo(_ p: Point, relative: Bool) { append(.moveTo(p, relative: relative)) }
    public mutating func lineTo(_ p: Point, relative: Bool) { append(.lineTo(p, relative: relative)) }
    public mutating func horizontalLineTo(_ x: Double, relative: Bool) { append(.horizontalLineTo(x, relative: relative)) }
    public mutating func verticalLineTo(_ y: Double, relative: Bool) { append(.verticalLineTo(y, relative: relative)) }
    public mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point, relative: Bool) {
        append(.cubicTo(c1, c2, p, relative: relative))
    }
    public mutating func smoothCubicTo(_ c2: Point, _ p: Point, relative: Bool) {
        append(.smoothCubicTo(c2, p, relative: relative))
    }
    public mutating func quadraticTo(_ c: Point, _ p: Point, relative: Bool) {
        append(.quadraticTo(c, p, relative: relative))
    }
    public mutating func smoothQuadraticTo(_ p: Point, relative: Bool) { append(.smoothQuadraticTo(p, relative: relative)) }
    public mutating func arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool, _ p: Point,
                               relative: Bool) {
        append(.arcTo(rx: rx, ry: ry, xAxisRotation: xAxisRotation, largeArc: largeArc, sweep: sweep, p, relative: relative))
    }
    public mutating func closePath() { append(.closePath) }
    public var refusal: PathRefusal? { nil }
}

/// An array collects the commands as written.
extension Array: PathCommandSink where Element == PathCommand {}

/// Why a path sink refused a command: taking it would leave the limits that keep all later work finite
/// and bounded.
public enum PathRefusal: Error, Hashable, Sendable {
    /// A point (resolved against the current point) beyond ±``GeometryLimits/maximumCoordinate``.
    case outOfRange
    /// One segment more than ``GeometryLimits/maximumSegments``.
    case tooManySegments
}
