#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RealModule

/// A displacement in a two-dimensional coordinate space: a direction and a length.
package struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    package var x: Double
    /// The vertical component.
    package var y: Double

    /// Creates a vector from its components.
    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    package static let zero = Vector(0, 0)

    /// The Euclidean length, computed without overflow for large components.
    package var length: Double { (x * x + y * y).squareRoot() }

    /// The squared length.
    package var lengthSquared: Double { x * x + y * y }

    /// The dot product with `other`.
    package func dot(_ other: Vector) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product with `other` (positive when `other` turns counter-clockwise
    /// in a y-up space).
    package func cross(_ other: Vector) -> Double { x * other.y - y * other.x }

    /// The vector of length 1 in the same direction, or zero for the zero vector.
    package var normalized: Vector {
        let l = length
        return l > 0 ? Vector(x / l, y / l) : .zero
    }

    /// The angle from the positive x axis, in radians in (−π, π].
    package var angle: Double { Double.atan2(y: y, x: x) }

    package var description: String { "<\(x), \(y)>" }

    package static func + (a: Vector, b: Vector) -> Vector { Vector(a.x + b.x, a.y + b.y) }
    package static func - (a: Vector, b: Vector) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    package static prefix func - (a: Vector) -> Vector { Vector(-a.x, -a.y) }
    package static func * (a: Vector, s: Double) -> Vector { Vector(a.x * s, a.y * s) }
    package static func * (s: Double, a: Vector) -> Vector { Vector(a.x * s, a.y * s) }
    package static func / (a: Vector, s: Double) -> Vector { Vector(a.x / s, a.y / s) }
}
