#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RealModule

/// An affine map of the plane, `[a b c d e f]` as in SVG and Cairo:
/// x' = a·x + c·y + e, y' = b·x + d·y + f.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The matrix [a c e; b d f; 0 0 1], as SVG's `matrix(a b c d e f)` writes it: a point (x, y) maps to
    /// (a·x + c·y + e, b·x + d·y + f).
    public var a: Double
    /// See ``a``.
    public var b: Double
    /// See ``a``.
    public var c: Double
    /// See ``a``.
    public var d: Double
    /// See ``a``: the horizontal translation.
    public var e: Double
    /// See ``a``: the vertical translation.
    public var f: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The identity map.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// A translation by (tx, ty).
    public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
    }

    /// A scale by sx horizontally and sy vertically about the origin.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }

    /// A rotation by `radians` about the origin (counter-clockwise in a y-up space, clockwise on screen).
    public static func rotation(_ radians: Double) -> AffineTransform {
        let (s, c) = (Double.sin(radians), Double.cos(radians))
        return AffineTransform(a: c, b: s, c: -s, d: c, e: 0, f: 0)
    }

    /// A horizontal skew by `radians` (SVG skewX).
    public static func skewX(_ radians: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: Double.tan(radians), d: 1, e: 0, f: 0)
    }

    /// A vertical skew by `radians` (SVG skewY).
    public static func skewY(_ radians: Double) -> AffineTransform {
        AffineTransform(a: 1, b: Double.tan(radians), c: 0, d: 1, e: 0, f: 0)
    }

    /// The map that applies `self` first, then `other`.
    public func then(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: other.a * a + other.c * b,
            b: other.b * a + other.d * b,
            c: other.a * c + other.c * d,
            d: other.b * c + other.d * d,
            e: other.a * e + other.c * f + other.e,
            f: other.b * e + other.d * f + other.f)
    }

    /// The image of `p`.
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
    }

    /// The image of the displacement `v` (translation ignored).
    package func apply(_ v: Vector) -> Vector {
        Vector(a * v.x + c * v.y, b * v.x + d * v.y)
    }

    /// The determinant of the linear part; zero when the map collapses the plane.
    public var determinant: Double { a * d - b * c }

    /// The inverse map, or nil when the transform is singular (or so nearly that its inverse overflows).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let inverse = AffineTransform(a: ia, b: ib, c: ic, d: id, e: -(ia * e + ic * f), f: -(ib * e + id * f))
        return inverse.coefficients.allSatisfy(\.isFinite) ? inverse : nil
    }

    /// The linear part divided by its mean scale √|det| (so its determinant is ±1), or nil when that is
    /// a rotation or reflection (a similarity: circles stay circles) or the map is singular. A stroke
    /// drawn through it keeps the shape a non-uniform or skewing transform gives its pen.
    package var shapeDistortion: AffineTransform? {
        let scale = abs(determinant).squareRoot()
        guard scale > 0, scale.isFinite else { return nil }
        let n = AffineTransform(a: a / scale, b: b / scale, c: c / scale, d: d / scale, e: 0, f: 0)
        let tolerance = 1e-9
        guard abs(n.a * n.a + n.b * n.b - 1) > tolerance || abs(n.c * n.c + n.d * n.d - 1) > tolerance
            || abs(n.a * n.c + n.b * n.d) > tolerance else { return nil }
        return n
    }

    /// The coefficients in SVG/Cairo order.
    public var coefficients: [Double] { [a, b, c, d, e, f] }

    public var description: String { "[\(a) \(b) \(c) \(d) \(e) \(f)]" }
}
