/// One path-data command as written: absolute or relative, shorthand forms kept.
///
/// The parser yields these; MRefreshCore's `PathBuilder` turns them into absolute segments.
public enum PathCommand: Hashable, Sendable {
    case moveTo(CoordinatePair, relative: Bool)
    case lineTo(CoordinatePair, relative: Bool)
    case horizontalLineTo(Double, relative: Bool)
    case verticalLineTo(Double, relative: Bool)
    case cubicTo(CoordinatePair, CoordinatePair, CoordinatePair, relative: Bool)
    case smoothCubicTo(CoordinatePair, CoordinatePair, relative: Bool)
    case quadraticTo(CoordinatePair, CoordinatePair, relative: Bool)
    case smoothQuadraticTo(CoordinatePair, relative: Bool)
    case arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool, CoordinatePair, relative: Bool)
    case closePath
}

/// Receives path commands as a parser reads them.
///
/// A sink implements ``append(_:)``; the per-command methods forward to it by default. A sink on the hot
/// path (MRefreshCore's `PathBuilder`) implements the per-command methods instead, so no ``PathCommand``
/// value is made and taken apart again for every segment.
public protocol PathCommandSink {
    /// Takes the next complete command.
    mutating func append(_ command: PathCommand)
    mutating func moveTo(_ p: CoordinatePair, relative: Bool)
    mutating func lineTo(_ p: CoordinatePair, relative: Bool)
    mutating func horizontalLineTo(_ x: Double, relative: Bool)
    mutating func verticalLineTo(_ y: Double, relative: Bool)
    mutating func cubicTo(_ c1: CoordinatePair, _ c2: CoordinatePair, _ p: CoordinatePair, relative: Bool)
    mutating func smoothCubicTo(_ c2: CoordinatePair, _ p: CoordinatePair, relative: Bool)
    mutating func quadraticTo(_ c: CoordinatePair, _ p: CoordinatePair, relative: Bool)
    mutating func smoothQuadraticTo(_ p: CoordinatePair, relative: Bool)
    mutating func arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool, _ p: CoordinatePair,
                        relative: Bool)
    mutating func closePath()
    /// Set once a command would have taken the path beyond ``PathDataLimits``: the sink ignored that
    /// command and the parser stops with an error at it. Sinks that keep commands as written need no
    /// limit and leave it nil.
    var refusal: PathRefusal? { get }
}

extension PathCommandSink {
    @inlinable public mutating func moveTo(_ p: CoordinatePair, relative: Bool) { append(.moveTo(p, relative: relative)) }
    @inlinable public mutating func lineTo(_ p: CoordinatePair, relative: Bool) { append(.lineTo(p, relative: relative)) }
    @inlinable public mutating func horizontalLineTo(_ x: Double, relative: Bool) { append(.horizontalLineTo(x, relative: relative)) }
    @inlinable public mutating func verticalLineTo(_ y: Double, relative: Bool) { append(.verticalLineTo(y, relative: relative)) }
    @inlinable public mutating func cubicTo(_ c1: CoordinatePair, _ c2: CoordinatePair, _ p: CoordinatePair, relative: Bool) {
        append(.cubicTo(c1, c2, p, relative: relative))
    }
    @inlinable public mutating func smoothCubicTo(_ c2: CoordinatePair, _ p: CoordinatePair, relative: Bool) {
        append(.smoothCubicTo(c2, p, relative: relative))
    }
    @inlinable public mutating func quadraticTo(_ c: CoordinatePair, _ p: CoordinatePair, relative: Bool) {
        append(.quadraticTo(c, p, relative: relative))
    }
    @inlinable public mutating func smoothQuadraticTo(_ p: CoordinatePair, relative: Bool) { append(.smoothQuadraticTo(p, relative: relative)) }
    @inlinable public mutating func arcTo(rx: Double, ry: Double, xAxisRotation: Double, largeArc: Bool, sweep: Bool, _ p: CoordinatePair,
                               relative: Bool) {
        append(.arcTo(rx: rx, ry: ry, xAxisRotation: xAxisRotation, largeArc: largeArc, sweep: sweep, p, relative: relative))
    }
    @inlinable public mutating func closePath() { append(.closePath) }
    @inlinable public var refusal: PathRefusal? { nil }
}

/// An array collects the commands as written.
extension Array: PathCommandSink where Element == PathCommand {}
