import MRefreshSyntax

/// A timing curve mapping linear progress in [0, 1] to eased progress in [0, 1].
public enum Easing: Hashable, Sendable, CustomStringConvertible {
    /// Progress as it is.
    case linear
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// CSS `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 lie in [0, 1] so x is monotone.
    case cubicBezier(Double, Double, Double, Double)
    /// Stays at 0 until the end, then jumps to 1: between two keyframes, the earlier value holds until
    /// the later keyframe's time (a colour cycle).
    case hold
    /// CSS `steps(n)` (jump-end): n equal jumps, the first at 1/n, the last at the end; n ≥ 1.
    case steps(Int)

    /// The most steps `steps(n)` may have: far more than frames of any stage.
    package static let maximumSteps = 10_000

    /// Parses `linear`, `ease-in`, `ease-out`, `ease-in-out`, `cubic-bezier(x1,y1,x2,y2)`, `hold` or
    /// `steps(n)`.
    public init?(_ text: String) {
        let compact = text.filter { !$0.isWhitespace }.lowercased()
        switch compact {
        case "linear": self = .linear
        case "ease-in": self = .easeIn
        case "ease-out": self = .easeOut
        case "ease-in-out": self = .easeInOut
        case "hold": self = .hold
        default:
            if compact.hasPrefix("steps("), compact.hasSuffix(")") {
                let inner = compact.dropFirst("steps(".count).dropLast()
                guard let n = Int(inner), (1...Self.maximumSteps).contains(n) else { return nil }
                self = .steps(n)
                return
            }
            guard compact.hasPrefix("cubic-bezier("), compact.hasSuffix(")") else { return nil }
            let inner = compact.dropFirst("cubic-bezier(".count).dropLast()
            let numbers = inner.split(separator: ",", omittingEmptySubsequences: false)
                .compactMap { NumberScanner.number(in: $0) }
            // x1 and x2 in 0…1 keep the timing a function of time (CSS Easing 1 §2.3); y1 and y2 may
            // overshoot, but within ±1000: beyond that the curve is a jump, and the arithmetic stays exact.
            guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]),
                  abs(numbers[1]) <= 1000, abs(numbers[3]) <= 1000 else { return nil }
            self = .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        }
    }

    /// The control points of the equivalent cubic-bezier timing function.
    var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): (x1, y1, x2, y2)
        // Not curves: handled before the curve is solved.
        case .hold, .steps: (0, 0, 1, 1)
        }
    }

    /// The eased value at `progress` (clamped to [0, 1]); exact at 0 and 1.
    public func callAsFunction(_ progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch self {
        case .linear: return x
        case .hold: return x < 1 ? 0 : 1
        // Special case: x = 1 is the last jump's end; below it, floor(x·n)/n.
        case .steps(let n): return x < 1 ? (x * Double(n)).rounded(.down) / Double(n) : 1
        default: break
        }
        if x == 0 || x == 1 { return x }
        let (x1, y1, x2, y2) = controlPoints
        // Solve X(t) = x: Newton's method from t = x, then bisection if it fails to converge.
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * t * p1 + 3 * mt * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let mt = 1 - t
            return 3 * mt * mt * p1 + 6 * mt * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        var solved = false
        for _ in 0..<8 {
            let error = bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { solved = true; break }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= error / d
            if t < 0 || t > 1 { break }
        }
        if !solved {
            var lo = 0.0, hi = 1.0
            t = x
            for _ in 0..<60 {
                t = 0.5 * (lo + hi)
                if bezier(t, x1, x2) < x { lo = t } else { hi = t }
            }
        }
        return bezier(t, y1, y2)
    }

    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case let .cubicBezier(a, b, c, d): "cubic-bezier(\(a),\(b),\(c),\(d))"
        case .hold: "hold"
        case .steps(let n): "steps(\(n))"
        }
    }
}
