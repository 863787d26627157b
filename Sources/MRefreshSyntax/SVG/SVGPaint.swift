#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `fill` or `stroke` (SVG 2 §13.2 "Specifying paint"), as far as a renderer without paint
/// servers can use it.
public enum SVGPaint: Hashable, Sendable {
    /// Nothing is painted.
    case none
    /// A solid colour.
    case color(CSSColor)
    /// The element's `color` property, resolved by the caller.
    case currentColor
    /// A paint this renderer cannot draw — a `url(#…)` reference to a gradient or pattern, `context-fill`,
    /// `context-stroke`, or a colour function the colour parser does not know — with what to draw
    /// instead when one was given: the fallback after a URL (`url(#g) red`; `url(#g) none` gives a
    /// transparent fallback; `url(#g) currentColor` the element's colour). nil when there is none; the
    /// caller then picks (say, the gradient's first stop).
    case unsupported(fallback: Fallback?)

    /// What a `url(…)` paint falls back to.
    public enum Fallback: Hashable, Sendable {
        case color(CSSColor)
        case currentColor
    }

    /// Colour functions of CSS Color 4 that ``CSSColor/init(_:)`` does not read: still paints, so they must
    /// not be dropped as invalid (that would let an inherited paint show through).
    private static let otherColorFunctions = ["hwb(", "lab(", "lch(", "oklab(", "oklch(", "color("]

    /// Reads a paint: `none`, `currentColor`, a CSS colour, or `url(…)` with an optional fallback.
    /// Keywords are ASCII case-insensitive; whitespace around the value is ignored. SVG 2 has no ICC
    /// colours: a paint with `icc-color(…)` is not a paint, as librsvg and resvg read it.
    ///
    /// CSS-wide keywords (`inherit`, `initial`, `unset`…) are the cascade's business, not a paint: they
    /// return nil like anything else that is not a paint.
    ///
    /// - Returns: nil when the text is not a paint at all; the caller then ignores the declaration.
    public static func parse(_ text: String) -> SVGPaint? {
        let value = text.trimmingXMLWhitespace
        let lowered = value.lowercased()
        switch lowered {
        case "": return nil
        case "none": return SVGPaint.none
        case "currentcolor": return .currentColor
        case "context-fill", "context-stroke": return .unsupported(fallback: nil)
        default: break
        }
        if lowered.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { return nil }
            let fallback = String(value[value.index(after: close)...]).trimmingXMLWhitespace
            switch fallback.lowercased() {
            case "": return .unsupported(fallback: nil)
            case "none": return .unsupported(fallback: .color(.clear))
            case "currentcolor": return .unsupported(fallback: .currentColor)
            default:
                guard case .color(let color)? = parse(String(fallback)) else { return nil }
                return .unsupported(fallback: .color(color))
            }
        }
        if let color = CSSColor(String(value)) { return .color(color) }
        if otherColorFunctions.contains(where: { lowered.hasPrefix($0) }), lowered.hasSuffix(")") {
            return .unsupported(fallback: nil)
        }
        return nil
    }
}
