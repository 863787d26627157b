import Testing
@testable import MRefreshCore

/// One rule of ``Rational``'s arithmetic: the operation, its operands as ratios, the exact result.
struct RationalCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let result: Rational?
    let expected: Rational?
    var testDescription: String { rule }
}

private func r(_ n: Int, _ d: Int = 1) -> Rational { Rational(n, d)! }

private let rationalCases: [RationalCase] = [
    RationalCase(rule: "lowest terms, the sign on the numerator", result: Rational(6, -4), expected: r(-3, 2)),
    RationalCase(rule: "0 over anything is 0/1", result: Rational(0, 7), expected: .zero),
    RationalCase(rule: "no ratio over 0", result: Rational(1, 0), expected: nil),
    RationalCase(rule: "decimals a file writes are exact", result: Rational(approximating: 0.6), expected: r(3, 5)),
    RationalCase(rule: "a period of 1.8 s is 9/5", result: Rational(approximating: 1.8), expected: r(9, 5)),
    RationalCase(rule: "29.97 fps is exact", result: Rational(approximating: 29.97), expected: r(2997, 100)),
    RationalCase(rule: "a third is counted in millionths", result: Rational(approximating: 1.0 / 3), expected: r(333_333, 1_000_000)),
    RationalCase(rule: "not finite: no ratio", result: Rational(approximating: .nan), expected: nil),
    RationalCase(rule: "beyond 2^53 millionths: no ratio", result: Rational(approximating: 1e10), expected: nil),
    RationalCase(rule: "2.4 wrapped into 1.8 is 0.6", result: r(12, 5).wrapped(into: r(9, 5)), expected: r(3, 5)),
    RationalCase(rule: "3.3 wrapped into 1.8 is 1.5", result: r(33, 10).wrapped(into: r(9, 5)), expected: r(3, 2)),
    RationalCase(rule: "a whole number of periods wraps to 0", result: r(18, 5).wrapped(into: r(6, 5)), expected: .zero),
    RationalCase(rule: "wrapping is floored below 0", result: r(-1, 4).wrapped(into: r(1)), expected: r(3, 4)),
    RationalCase(rule: "no wrapping into a period of 0", result: r(1).wrapped(into: .zero), expected: nil),
    RationalCase(rule: "sums over the common denominator", result: r(1, 6).adding(r(1, 10)), expected: r(4, 15)),
    RationalCase(rule: "differences", result: r(1, 2).subtracting(r(3, 4)), expected: r(-1, 4)),
    RationalCase(rule: "products cross-reduced", result: r(24, 36).multiplied(by: r(18, 5)), expected: r(12, 5)),
    RationalCase(rule: "quotients", result: r(36).divided(by: r(60)), expected: r(3, 5)),
    RationalCase(rule: "no quotient by 0", result: r(1).divided(by: .zero), expected: nil),
    RationalCase(rule: "overflow gives nil, not a trap", result: r(Int.max).adding(r(1)), expected: nil),
    RationalCase(rule: "overflowing products give nil", result: r(1, Int.max).multiplied(by: r(1, 3)), expected: nil),
]

@Test("rational arithmetic is exact, in lowest terms, and nil instead of overflowing", arguments: rationalCases)
func rationalArithmetic(_ row: RationalCase) {
    #expect(row.result == row.expected)
}

@Test("the nearest Double of an exact ratio is the decimal a file wrote, where floating point drifts", arguments: [
    (r(12, 5).wrapped(into: r(9, 5)), 0.6, 2.4.truncatingRemainder(dividingBy: 1.8)),
    (r(33, 10).wrapped(into: r(9, 5)), 1.5, 3.3.truncatingRemainder(dividingBy: 1.8)),
])
func nearestDouble(_ exact: Rational?, decimal: Double, floating: Double) throws {
    #expect(try #require(exact).doubleValue == decimal)
    // The failure this type exists for: floating point's remainder misses the key.
    #expect(floating < decimal)
}

@Test("ratios compare exactly, even where the cross products pass Int", arguments: [
    (r(1, 3), r(1, 2), true), (r(-1, 2), r(-1, 3), true), (r(3, 5), r(6, 10), false),
    (r(Int.max - 1, Int.max), r(Int.max - 2, Int.max - 1), false),
    (r(Int.max - 2, Int.max - 1), r(Int.max - 1, Int.max), true),
])
func rationalOrder(_ a: Rational, _ b: Rational, less: Bool) {
    #expect((a < b) == less)
}
