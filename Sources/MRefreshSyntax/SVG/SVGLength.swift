/// An SVG length: a number with an optional unit, as in `width="1.5mm"` or `r="50%"`.
///
/// Absolute units convert at CSS's 96 pixels per inch (CSS Values 3 §6.2); `em`/`ex` need a font size
/// and percentages a reference length, both supplied by the caller, who knows the element's context.
public struct SVGLength: Hashable, Sendable, CustomStringConvertible {
    /// The unit a length is written in.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// No unit: user units, the same as `px`.
        case none
        /// CSS pixels (user units).
        case px
        /// Points: 1pt = 1/72 in = 4/3 px.
        case pt
        /// Picas: 1pc = 12 pt = 16 px.
        case pc
        /// Millimetres: 1mm = 96/25.4 px.
        case mm
        /// Centimetres: 1cm = 96/2.54 px.
        case cm
        /// Inches: 1in = 96 px. (Spelt with backticks in Swift, `.in` where it is used.)
        case `in`
        /// The font size.
        case em
        /// The x-height, taken as half the font size (what CSS allows when it is not measured).
        case ex
        /// The width of "0", taken as half the font size (CSS's value when it is not measured).
        case ch
        /// The root element's font size.
        case rem
        /// Quarter-millimetres: 1Q = 96/101.6 px.
        case q
        /// 1% of the root viewport's width, height, smaller side, larger side.
        case vw, vh, vmin, vmax
        /// A percentage of a reference length (the viewport's width, height or normalised diagonal).
        case percent

        /// How the unit is written after the number: "" for ``none``, "%" for ``percent``, "Q" for ``q``,
        /// else the raw value.
        public var suffix: String {
            switch self {
            case .none: ""
            case .percent: "%"
            case .q: "Q"
            default: rawValue
            }
        }
    }

    /// The number as written.
    public var value: Double
    /// The unit it was written in.
    public var unit: Unit

    /// Creates a length.
    public init(value: Double, unit: Unit = .none) {
        self.value = value
        self.unit = unit
    }

    /// Reads a length: a number (SVG/CSS syntax, exponents allowed) directly followed by an optional unit
    /// (ASCII case-insensitive, as CSS units are), with whitespace allowed around the whole.
    ///
    /// - Returns: nil for anything else ("12 px", "px", "1x", "") and for numbers out of range, so the
    ///   caller falls back to the attribute's initial value.
    public static func parse(_ text: String) -> SVGLength? {
        var scanner = AttributeScanner(String(text.trimmingXMLWhitespace))
        guard let value = scanner.scanNumber(), value.isFinite else { return nil }
        let suffix = scanner.text(scanner.index..<scanner.bytes.count).lowercased()
        let unit: Unit
        switch suffix {
        case "": unit = .none
        case "%": unit = .percent
        // The names of the other units are their raw values; "none" and "percent" are not suffixes.
        case "none", "percent": return nil
        default:
            guard let named = Unit(rawValue: suffix) else { return nil }
            unit = named
        }
        return SVGLength(value: value, unit: unit)
    }

    /// What relative units are relative to where a length stands.
    public struct Context: Hashable, Sendable {
        /// The element's font size in pixels, for `em`, `ex` and `ch` (16, CSS's `medium`, by default).
        public var fontSize: Double
        /// The root element's font size, for `rem`.
        public var rootFontSize: Double
        /// The width of the document's own viewport in CSS pixels (user units), for `vw`, `vmin` and `vmax`.
        public var viewportWidth: Double
        /// The height of the document's own viewport in CSS pixels (user units), for `vh`, `vmin` and `vmax`.
        public var viewportHeight: Double

        public init(fontSize: Double = 16, rootFontSize: Double = 16, viewportWidth: Double = 100,
                    viewportHeight: Double = 100) {
            self.fontSize = fontSize
            self.rootFontSize = rootFontSize
            self.viewportWidth = viewportWidth
            self.viewportHeight = viewportHeight
        }
    }

    /// The length in pixels (user units), with `em` and `ex` of `fontSize` (16 by default, the CSS
    /// initial `medium`) and a percentage of `reference`.
    public func pixels(fontSize: Double = 16, percentOf reference: Double) -> Double {
        pixels(Context(fontSize: fontSize, rootFontSize: fontSize), percentOf: reference)
    }

    /// The length in pixels (user units), its relative units resolved in `context`, a percentage of
    /// `reference`.
    public func pixels(_ context: Context, percentOf reference: Double) -> Double {
        let fontSize = context.fontSize
        return switch unit {
        case .none, .px: value
        case .pt: value * 96 / 72
        case .pc: value * 16
        case .mm: value * 96 / 25.4
        case .cm: value * 96 / 2.54
        case .in: value * 96
        case .em: value * fontSize
        case .ex, .ch: value * fontSize / 2
        case .rem: value * context.rootFontSize
        case .q: value * 96 / 101.6
        case .vw: value / 100 * context.viewportWidth
        case .vh: value / 100 * context.viewportHeight
        case .vmin: value / 100 * min(context.viewportWidth, context.viewportHeight)
        case .vmax: value / 100 * max(context.viewportWidth, context.viewportHeight)
        case .percent: value / 100 * reference
        }
    }

    /// The length as written: the number in its shortest round-trip form, then the unit's suffix.
    public var description: String { "\(value)\(unit.suffix)" }
}
