/// Why a path sink refused a command: taking it would leave the limits that keep all later work finite
/// and bounded.
public enum PathRefusal: Error, Hashable, Sendable {
    /// A point (resolved against the current point) beyond ±``PathDataLimits/maximumCoordinate``.
    case outOfRange
    /// One segment more than ``PathDataLimits/maximumSegments``.
    case tooManySegments
}
