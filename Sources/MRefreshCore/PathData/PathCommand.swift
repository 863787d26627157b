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
public protocol PathCommandSink {
    /// Takes the next complete command.
    mutating func append(_ command: PathCommand)
}

/// An array collects the commands as written.
extension Array: PathCommandSink where Element == PathCommand {}
