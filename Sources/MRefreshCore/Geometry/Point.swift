/// A position in a two-dimensional coordinate space.
///
/// Points and `Vector`s are different types on purpose: the difference of two points is a
/// vector, a point plus a vector is a point, and adding two points means nothing.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    /// The origin, (0, 0).
    public static let zero = Point(0, 0)

    /// The vector from the origin to this point.
    package var vector: Vector { Vector(x, y) }

    /// The point a fraction `t` of the way from this point to `other` (t = 0 is `self`).
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    /// The point halfway between this point and `other`.
    public func midpoint(_ other: Point) -> Point {
        Point(0.5 * (x + other.x), 0.5 * (y + other.y))
    }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double {
        (other - self).length
    }

    /// Whether both coordinates are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    package static func + (p: Point, v: Vector) -> Point { Point(p.x + v.x, p.y + v.y) }
    package static func - (p: Point, v: Vector) -> Point { Point(p.x - v.x, p.y - v.y) }
    package static func - (a: Point, b: Point) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    package static func += (p: inout Point, v: Vector) { p = p + v }
}
