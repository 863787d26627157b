#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A CSS colour as written, its components resolved to numbers: red, green and blue in 0…1 (sRGB) and an
/// alpha in 0…1 (CSS Color 4).
///
/// A value of the text: MRefreshCore's `Color` is made from it (`Color(css:)`).
public struct CSSColor: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Opaque black.
    public static let black = CSSColor(red: 0, green: 0, blue: 0)
    /// Fully transparent black (`transparent`, and what `none` paints).
    public static let clear = CSSColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Reads a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)`
    /// (components 0–255 or percentages, not both in the comma form; alpha 0–1 or a percentage; commas or
    /// spaces, `/ alpha`), `hsl(h, s%, l%)` and `hsla(…, a)` (the hue in degrees, wrapping; saturation
    /// and lightness clamped; an alpha in `hsl` too, as renderers accept), a CSS named colour, or
    /// `transparent`. Case-insensitive; nil when it is none of these.
    public init?(_ text: String) {
        let s = text.trimmingSpaces().lowercased()
        if s.hasPrefix("#") {
            let hex = Array(s.dropFirst())
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            func digit(_ c: Character) -> Double { Double(c.hexDigitValue!) }
            switch hex.count {
            case 3, 4:
                let values = hex.map { digit($0) * 17 / 255 }
                self.init(red: values[0], green: values[1], blue: values[2], alpha: hex.count == 4 ? values[3] : 1)
            case 6, 8:
                var values: [Double] = []
                for i in stride(from: 0, to: hex.count, by: 2) {
                    values.append((digit(hex[i]) * 16 + digit(hex[i + 1])) / 255)
                }
                self.init(red: values[0], green: values[1], blue: values[2], alpha: hex.count == 8 ? values[3] : 1)
            default:
                return nil
            }
            return
        }
        if s == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        if let rgb = NamedColors.table[s] {
            self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                      blue: Double(rgb & 0xFF) / 255)
            return
        }
        for prefix in ["hsla(", "hsl("] where s.hasPrefix(prefix) && s.hasSuffix(")") {
            guard let parts = Self.arguments(s.dropFirst(prefix.count).dropLast()),
                  let hue = NumberScanner.number(in: parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]),
                  parts[1].hasSuffix("%"), parts[2].hasSuffix("%"),
                  let saturation = NumberScanner.numberOrPercentage(in: parts[1]),
                  let lightness = NumberScanner.numberOrPercentage(in: parts[2]) else { return nil }
            var alpha = 1.0
            if parts.count == 4 {
                guard let a = NumberScanner.numberOrPercentage(in: parts[3]) else { return nil }
                alpha = min(max(a, 0), 1)
            }
            let (r, g, b) = Self.rgb(hue: hue, saturation: min(max(saturation, 0), 1), lightness: min(max(lightness, 0), 1))
            self.init(red: r, green: g, blue: b, alpha: alpha)
            return
        }
        for prefix in ["rgba(", "rgb("] where s.hasPrefix(prefix) && s.hasSuffix(")") {
            let inner = s.dropFirst(prefix.count).dropLast()
            guard let parts = Self.arguments(inner) else { return nil }
            // The legacy comma form takes numbers or percentages, not both.
            if inner.contains(","), Set(parts.prefix(3).map { $0.hasSuffix("%") }).count > 1 { return nil }
            func component(_ text: String, scale: Double) -> Double? {
                if text.hasSuffix("%") {
                    guard let v = NumberScanner.numberOrPercentage(in: text) else { return nil }
                    return min(max(v, 0), 1)
                }
                guard let v = NumberScanner.number(in: text) else { return nil }
                return min(max(v / scale, 0), 1)
            }
            guard let r = component(parts[0], scale: 255), let g = component(parts[1], scale: 255),
                  let b = component(parts[2], scale: 255) else { return nil }
            var a = 1.0
            if parts.count == 4 {
                guard let alpha = component(parts[3], scale: 1) else { return nil }
                a = alpha
            }
            self.init(red: r, green: g, blue: b, alpha: a)
            return
        }
        return nil
    }

    /// The 3 or 4 arguments of a colour function, in the legacy comma form or the modern space form with
    /// `/ alpha`; nil for another count.
    private static func arguments(_ inner: Substring) -> [String]? {
        let parts = inner.replacing("/", with: " ")
            .split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        return parts.count == 3 || parts.count == 4 ? parts : nil
    }

    /// sRGB components of a hue (degrees, any), saturation and lightness (0…1): CSS Color 4's hslToRgb.
    private static func rgb(hue: Double, saturation s: Double, lightness l: Double) -> (Double, Double, Double) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }
}
