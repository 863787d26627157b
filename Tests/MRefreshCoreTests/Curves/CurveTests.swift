import Foundation
import PropertyBased
import Testing
@testable import MRefreshCore

@Test("exact cubic bounds come from extrema, not control points")
func cubicBounds() {
    // y(t) = 3t(1−t)·100 peaks at t = ½ with y = 75, well inside the control box (0…100).
    let c = CubicBezier(Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0))
    let b = c.bounds
    #expect(b.minX == 0 && b.maxX == 100)
    #expect(abs(b.maxY - 75) < 1e-12)
    #expect(b.minY == 0)
}

@Test("exact quadratic bounds")
func quadraticBounds() {
    let q = QuadraticBezier(Point(0, 0), Point(50, 100), Point(100, 0))
    #expect(abs(q.bounds.maxY - 50) < 1e-12)
    #expect(q.bounds.width == 100)
}

@Test("bounds enclose every sampled point and touch them")
func boundsProperty() async {
    let coordinate = Gen.double(in: -1000...1000)
    let point = zip(coordinate, coordinate).map { Point($0, $1) }
    await propertyCheck(count: 300, input: point, point, point, point) { a, b, c, d in
        let curve = CubicBezier(a, b, c, d)
        let box = curve.bounds
        var sampled = Rect(enclosing: a, d)
        for i in 0...2000 {
            let p = curve.point(at: Double(i) / 2000)
            #expect(p.x >= box.minX - 1e-9 && p.x <= box.maxX + 1e-9 && p.y >= box.minY - 1e-9 && p.y <= box.maxY + 1e-9)
            sampled = sampled.union(p)
        }
        // Dense sampling gets within a hair of the exact extrema.
        #expect(abs(sampled.width - box.width) < 1e-2 && abs(sampled.height - box.height) < 1e-2)
    }
}

@Test("de Casteljau split keeps every point on the curve")
func splitProperty() async {
    let coordinate = Gen.double(in: -1000...1000)
    let point = zip(coordinate, coordinate).map { Point($0, $1) }
    await propertyCheck(count: 300, input: point, point, point, point, Gen.double(in: 0.01...0.99)) { a, b, c, d, t in
        let curve = CubicBezier(a, b, c, d)
        let (left, right) = curve.split(at: t)
        #expect(left.end == right.start)
        for u in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(left.point(at: u).distance(to: curve.point(at: u * t)) < 1e-9)
            #expect(right.point(at: u).distance(to: curve.point(at: t + u * (1 - t))) < 1e-9)
        }
    }
}

@Test("tangents are unit vectors along the derivative, even at coincident control points")
func tangents() {
    let c = CubicBezier(Point(0, 0), Point(0, 0), Point(10, 10), Point(20, 0))
    let t0 = c.tangent(at: 0)
    #expect(abs(t0.length - 1) < 1e-12)
    #expect(abs(t0.x - t0.y) < 1e-3)  // Leaves towards (10, 10).
    let line = Line(Point(0, 0), Point(0, 5))
    #expect(line.tangent(at: 0.3) == Vector(0, 1))
}

@Test("affine transforms compose and invert")
func transforms() {
    let t = AffineTransform.rotation(0.7).then(.scale(2, -3)).then(.translation(5, 6))
    let p = Point(1.5, -2)
    let q = t.apply(p)
    let back = t.inverted!.apply(q)
    #expect(back.distance(to: p) < 1e-12)
    #expect(AffineTransform.scale(0, 1).inverted == nil)
}
