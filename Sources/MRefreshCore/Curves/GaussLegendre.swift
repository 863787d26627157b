#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RealModule

/// Gauss–Legendre quadrature rules on [−1, 1], computed once from the Legendre polynomials.
///
/// Nodes are the roots of Pₙ found by Newton's method from Chebyshev-like initial guesses (the classic
/// `gauleg` construction); weights are 2 / ((1 − x²) Pₙ′(x)²). Computing them avoids hand-copied tables.
enum GaussLegendre {
    struct Rule: Sendable {
        let nodes: [Double]
        let weights: [Double]

        /// The integral of `f` over [a, b].
        @inline(__always)
        func integrate(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
            let half = 0.5 * (b - a), mid = 0.5 * (a + b)
            var sum = 0.0
            for i in 0..<nodes.count {
                sum += weights[i] * f(mid + half * nodes[i])
            }
            return sum * half
        }
    }

    static let order8 = rule(order: 8)
    static let order16 = rule(order: 16)

    static func rule(order n: Int) -> Rule {
        var nodes = [Double](repeating: 0, count: n)
        var weights = [Double](repeating: 0, count: n)
        for i in 0..<(n + 1) / 2 {
            var x = Double.cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // Recurrence for Pₙ(x) and its derivative.
                var p0 = 1.0, p1 = 0.0
                for j in 1...n {
                    let p2 = p1
                    p1 = p0
                    p0 = ((2 * Double(j) - 1) * x * p1 - (Double(j) - 1) * p2) / Double(j)
                }
                derivative = Double(n) * (x * p0 - p1) / (x * x - 1)
                let step = p0 / derivative
                x -= step
                if abs(step) < 1e-16 { break }
            }
            nodes[i] = -x
            nodes[n - 1 - i] = x
            let w = 2 / ((1 - x * x) * derivative * derivative)
            weights[i] = w
            weights[n - 1 - i] = w
        }
        return Rule(nodes: nodes, weights: weights)
    }
}
