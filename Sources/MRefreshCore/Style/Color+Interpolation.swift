#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RealModule

extension Color {
    /// The colour a share `t` of the way from `a` to `b`, mixed in linear RGB with premultiplied alpha
    /// (so a fade towards a transparent colour does not darken, and red → blue passes through a bright
    /// purple rather than a dull one). Exactly `a` at t = 0 and `b` at t = 1.
    package static func interpolated(_ a: Color, _ b: Color, _ t: Double) -> Color {
        if t == 0 { return a }
        if t == 1 { return b }
        let alpha = a.alpha + (b.alpha - a.alpha) * t
        guard alpha > 0 else { return Color(red: b.red, green: b.green, blue: b.blue, alpha: 0) }
        func mix(_ x: Double, _ y: Double) -> Double {
            let premultiplied = linear(x) * a.alpha + (linear(y) * b.alpha - linear(x) * a.alpha) * t
            return sRGB(premultiplied / alpha)
        }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: alpha)
    }

    /// sRGB component → linear light (IEC 61966-2-1).
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light → sRGB component, clamped to 0…1.
    static func sRGB(_ l: Double) -> Double {
        let v = min(max(l, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * Double.pow(v, 1 / 2.4) - 0.055
    }
}
