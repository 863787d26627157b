import Foundation
import Testing
@testable import MRefreshCore

/// The closed-form length of a quadratic Bézier: ∫₀¹ √(A t² + B t + C) dt for its speed.
func quadraticLengthClosedForm(_ q: QuadraticBezier) -> Double {
    let a = Vector(q.start.x - 2 * q.control.x + q.end.x, q.start.y - 2 * q.control.y + q.end.y)
    let b = 2 * (q.control - q.start)
    let A = 4 * a.dot(a), B = 4 * a.dot(b), C = b.dot(b)
    let sabc = 2 * (A + B + C).squareRoot()
    let a2 = A.squareRoot(), a32 = 2 * A * a2, c2 = 2 * C.squareRoot(), ba = B / a2
    return (a32 * sabc + a2 * B * (sabc - c2) + (4 * C * A - B * B) * log((2 * a2 + ba + sabc) / (ba + c2)))
        / (4 * a32)
}

struct LengthCase: CustomTestStringConvertible, Sendable {
    let name: String
    let segment: Segment
    let exact: Double
    var testDescription: String { name }
}

private let parabola = QuadraticBezier(Point(0, 0), Point(50, 100), Point(100, 0))
private let skewedParabola = QuadraticBezier(Point(-3, 7), Point(250, -40), Point(10, 90))

let lengthCases: [LengthCase] = [
    LengthCase(name: "line", segment: .line(Line(Point(1, 2), Point(4, 6))), exact: 5),
    LengthCase(name: "parabola as a quadratic", segment: .quadratic(parabola),
               exact: quadraticLengthClosedForm(parabola)),
    LengthCase(name: "parabola written as a cubic", segment: .cubic(parabola.cubic),
               exact: quadraticLengthClosedForm(parabola)),
    LengthCase(name: "skewed parabola written as a cubic", segment: .cubic(skewedParabola.cubic),
               exact: quadraticLengthClosedForm(skewedParabola)),
    LengthCase(name: "straight cubic with uneven speed",
               segment: .cubic(CubicBezier(Point(0, 0), Point(90, 0), Point(91, 0), Point(100, 0))), exact: 100),
    LengthCase(name: "straight cubic doubling back",
               segment: .cubic(CubicBezier(Point(0, 0), Point(300, 0), Point(-200, 0), Point(100, 0))),
               // x(t) = 900t − 2400t² + 1600t³ turns at t = ¼ (x = 100) and t = ¾ (x = 0).
               exact: 100 + 100 + 100),
]

@Test("arc length against closed forms, at several accuracies", arguments: lengthCases, [1e-3, 1e-6, 1e-9, 1e-11])
func arcLengthClosedForms(_ row: LengthCase, accuracy: Double) {
    let measured = row.segment.arcLength(accuracy: accuracy)
    let relative = abs(measured - row.exact) / row.exact
    #expect(relative <= accuracy, "expected \(row.exact), measured \(measured), relative error \(relative)")
}

@Test("the default accuracy is 1e-9 relative", arguments: lengthCases)
func arcLengthDefault(_ row: LengthCase) {
    let relative = abs(row.segment.arcLength() - row.exact) / row.exact
    #expect(relative <= 1e-9)
}

@Test("a cusp is measured exactly")
func cusp() {
    // Control points crossed: the curve has a cusp at t = ½ and the speed has a kink there.
    let c = CubicBezier(Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0))
    let fine = c.arcLength(accuracy: 1e-12)
    let halves = c.split(at: 0.5)
    let sum = halves.0.arcLength(accuracy: 1e-12) + halves.1.arcLength(accuracy: 1e-12)
    #expect(abs(c.arcLength() - fine) / fine <= 1e-9)
    #expect(abs(sum - fine) / fine <= 1e-9)
}

@Test("parameter at arc length inverts arc length", arguments: [0.0, 0.1, 0.25, 0.5, 0.9, 1.0])
func parameterAtLength(_ fraction: Double) {
    let c = CubicBezier(Point(0, 0), Point(10, 80), Point(90, -40), Point(100, 30))
    let total = c.arcLength()
    let t = c.parameter(atArcLength: fraction * total)
    let measured = c.subsegment(0, t).arcLength()
    #expect(abs(measured - fraction * total) <= 1e-9 * total)
}

@Test("a zero-length segment measures zero and trims at 0")
func zeroLength() {
    let c = CubicBezier(Point(3, 3), Point(3, 3), Point(3, 3), Point(3, 3))
    #expect(c.arcLength() == 0)
    #expect(c.parameter(atArcLength: 1) == 0)
}
