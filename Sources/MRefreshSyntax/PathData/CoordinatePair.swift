/// Two numbers read as one point, x then y, as path data and `points` lists write them (the SVG grammar's
/// `coordinate-pair`).
///
/// A value of the text, not geometry: it has no arithmetic. MRefreshCore makes its points from these.
public struct CoordinatePair: Hashable, Sendable, CustomStringConvertible {
    /// The first number of the pair.
    public var x: Double
    /// The second number of the pair.
    public var y: Double

    /// Creates a pair.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Whether both numbers are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}
