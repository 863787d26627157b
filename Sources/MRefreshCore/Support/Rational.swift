/// An exact ratio of two integers: the frame times and positions that must land exactly on keyframes.
///
/// Floating point holds few decimal times exactly and loses more with each operation: a frame at 2.4 s
/// wrapped into a 1.8 s loop is `2.4.truncatingRemainder(dividingBy: 1.8)` = 0.5999999999999999 s,
/// which misses a `hold` key at 0.6 s. As ratios, 12/5 mod 9/5 is 3/5, and the nearest `Double` of 3/5
/// (one rounding, ``doubleValue``) is the key's 0.6 exactly.
///
/// Kept in lowest terms with a positive denominator, so equal ratios are equal values. Arithmetic that
/// would overflow `Int` returns nil; the readers' limits (10,000 frames a stage, 100,000 simulated ticks,
/// periods of at most 60 s counted in millionths) keep every frame time far below it.
package struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// In lowest terms; carries the sign.
    package let numerator: Int
    /// Positive.
    package let denominator: Int

    /// `numerator / denominator`, reduced; nil when `denominator` is 0 (or either is `Int.min`, whose
    /// magnitude `Int` cannot hold).
    package init?(_ numerator: Int, _ denominator: Int = 1) {
        guard denominator != 0, numerator != .min, denominator != .min else { return nil }
        let divisor = Self.gcd(abs(numerator), abs(denominator))
        let sign = denominator < 0 ? -1 : 1
        self.numerator = sign * numerator / divisor
        self.denominator = sign * denominator / divisor
    }

    /// Units per one in ``init(approximating:)``: millionths (microseconds of a time).
    package static let unitsPerOne = 1_000_000

    /// `value` counted in whole millionths: the decimals files write (0.6, 1.8, 29.97) exactly, any other
    /// value within half a millionth. Nil when `value` is not finite or its millionths pass 2⁵³.
    package init?(approximating value: Double) {
        let units = (value * Double(Self.unitsPerOne)).rounded()
        guard units.isFinite, abs(units) <= 9_007_199_254_740_992 else { return nil }
        self.init(Int(units), Self.unitsPerOne)
    }

    /// 0.
    package static let zero = Rational(0)!

    /// The nearest `Double`: one rounding, so a ratio equal to a decimal a file wrote (3/5) gives that
    /// decimal's `Double` (0.6). Exact while numerator and denominator stay below 2⁵³.
    package var doubleValue: Double { Double(numerator) / Double(denominator) }

    package var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// The sum, or nil on overflow.
    package func adding(_ other: Rational) -> Rational? {
        guard let (a, b, common) = Self.commonDenominator(self, other) else { return nil }
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? nil : Rational(sum, common)
    }

    /// The difference, or nil on overflow.
    package func subtracting(_ other: Rational) -> Rational? {
        adding(Rational(-other.numerator, other.denominator)!)
    }

    /// The product, or nil on overflow.
    package func multiplied(by other: Rational) -> Rational? {
        // Cross-reduced first, so products of reduced ratios overflow only when the result must.
        let g1 = Self.gcd(abs(numerator), other.denominator), g2 = Self.gcd(abs(other.numerator), denominator)
        let (n, o1) = (numerator / g1).multipliedReportingOverflow(by: other.numerator / g2)
        let (d, o2) = (denominator / g2).multipliedReportingOverflow(by: other.denominator / g1)
        return o1 || o2 ? nil : Rational(n, d)
    }

    /// The quotient, or nil when `other` is 0 or on overflow.
    package func divided(by other: Rational) -> Rational? {
        guard other.numerator != 0 else { return nil }
        return multiplied(by: Rational(other.denominator, other.numerator)!)
    }

    /// The floored remainder in [0, `period`): where a loop of `period` stands at this time. Nil when
    /// `period` is not positive or on overflow.
    package func wrapped(into period: Rational) -> Rational? {
        guard period.numerator > 0, let (a, p, common) = Self.commonDenominator(self, period) else { return nil }
        let remainder = a % p
        return Rational(remainder < 0 ? remainder + p : remainder, common)
    }

    package static func < (lhs: Rational, rhs: Rational) -> Bool {
        // a/b < c/d ⇔ a·d < c·b (b, d > 0), in 128 bits so no product overflows.
        let left = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let right = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (left.high, left.low) < (right.high, right.low)
    }

    /// Both numerators over their least common denominator, or nil on overflow.
    private static func commonDenominator(_ x: Rational, _ y: Rational) -> (Int, Int, Int)? {
        let g = gcd(x.denominator, y.denominator)
        let (common, o1) = (x.denominator / g).multipliedReportingOverflow(by: y.denominator)
        let (a, o2) = x.numerator.multipliedReportingOverflow(by: y.denominator / g)
        let (b, o3) = y.numerator.multipliedReportingOverflow(by: x.denominator / g)
        return o1 || o2 || o3 ? nil : (a, b, common)
    }

    /// Euclid's greatest common divisor of two non-negative numbers (1 for two zeros, so 0/d reduces to 0/1).
    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
