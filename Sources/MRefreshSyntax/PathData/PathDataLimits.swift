/// The bounds path data is read within: a number, a point or a segment past them is refused where it
/// stands, so that everything made from the commands stays finite.
///
/// MRefreshCore's `GeometryLimits` says why these values (squares of coordinates must stay finite when
/// paths are measured; a few million segments fit in memory); they are kept here because the parser
/// refuses a number past them at its position, before anything is built. Computed properties, so code
/// inlined into another module folds them to constants.
public enum PathDataLimits {
    /// The largest magnitude of a number in path data, and of a point once resolved against the current
    /// point.
    @inlinable public static var maximumCoordinate: Double { 1e15 }

    /// How messages write ``maximumCoordinate``.
    public static var maximumCoordinateText: String { "±1e15" }

    /// The most segments one path may have: 2,097,152 (2²¹).
    @inlinable public static var maximumSegments: Int { 1 << 21 }

    /// Whether `value` is finite and within ±``maximumCoordinate``. NaN is not.
    @inline(__always) @inlinable
    public static func contains(_ value: Double) -> Bool {
        abs(value) <= maximumCoordinate
    }
}
