import MRefreshSyntax

/// An animation value of one attribute, read for interpolation: a colour (for the colour properties), or
/// text with its numbers lifted out (``SMILNumbers``).
enum SMILValue: Hashable, Sendable {
    case color(CSSColor)
    case numbers(SMILNumbers)

    /// The properties whose values are colours (interpolated in sRGB, each channel rounded to 8 bits as
    /// browsers keep them).
    static let colorProperties: Set<String> = ["fill", "stroke", "color", "stop-color", "flood-color", "lighting-color"]

    init(_ text: String, attribute: String) {
        if Self.colorProperties.contains(attribute), let color = CSSColor(text) {
            self = .color(color)
        } else {
            self = .numbers(SMILNumbers(text))
        }
    }

    /// Whether the two interpolate (both colours, or numbers in the same pieces).
    func matches(_ other: SMILValue) -> Bool {
        switch (self, other) {
        case (.color, .color): true
        case let (.numbers(a), .numbers(b)): a.matches(b)
        default: false
        }
    }

    func interpolated(to other: SMILValue, _ fraction: Double) -> SMILValue {
        switch (self, other) {
        case let (.color(a), .color(b)):
            .color(CSSColor(red: a.red + (b.red - a.red) * fraction, green: a.green + (b.green - a.green) * fraction,
                            blue: a.blue + (b.blue - a.blue) * fraction, alpha: a.alpha + (b.alpha - a.alpha) * fraction))
        case let (.numbers(a), .numbers(b)) where a.matches(b): .numbers(a.interpolated(to: b, fraction))
        default: fraction < 1 ? self : other
        }
    }

    /// This value plus `times` × `other` (`additive`, `accumulate`); self when they do not match.
    func adding(_ other: SMILValue, times: Double = 1) -> SMILValue {
        switch (self, other) {
        case let (.color(a), .color(b)):
            .color(CSSColor(red: a.red + b.red * times, green: a.green + b.green * times, blue: a.blue + b.blue * times,
                            alpha: min(1, a.alpha + b.alpha * times)))
        case let (.numbers(a), .numbers(b)) where a.matches(b): .numbers(a.adding(b, times: times))
        default: self
        }
    }

    func distance(to other: SMILValue) -> Double {
        switch (self, other) {
        case let (.color(a), .color(b)):
            ((a.red - b.red) * (a.red - b.red) + (a.green - b.green) * (a.green - b.green) + (a.blue - b.blue) * (a.blue - b.blue))
                .squareRoot() * 255
        case let (.numbers(a), .numbers(b)) where a.matches(b): a.distance(to: b)
        default: 0
        }
    }

    /// The value as an attribute holds it: a colour as `rgba(r, g, b, a)` with 8-bit channels.
    var text: String {
        switch self {
        case .color(let c):
            let channel = { (v: Double) in String(Int((min(max(v, 0), 1) * 255).rounded())) }
            return "rgba(\(channel(c.red)), \(channel(c.green)), \(channel(c.blue)), \(SMILNumbers.format(min(max(c.alpha, 0), 1))))"
        case .numbers(let n): return n.text
        }
    }
}
