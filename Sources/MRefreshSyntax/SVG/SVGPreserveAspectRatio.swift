/// The `preserveAspectRatio` attribute: how a viewBox is fitted into a viewport of another aspect ratio
/// (SVG 2 §8.7).
public struct SVGPreserveAspectRatio: Hashable, Sendable, CustomStringConvertible {
    /// Where the viewBox sits in the viewport along each axis, or ``none`` to stretch it to fill.
    public enum Align: String, Hashable, Sendable, CaseIterable {
        /// Scale each axis on its own so the viewBox exactly fills the viewport (aspect ratio not kept).
        case none
        /// Left edges aligned, top edges aligned.
        case xMinYMin
        /// Centred horizontally, top edges aligned.
        case xMidYMin
        /// Right edges aligned, top edges aligned.
        case xMaxYMin
        /// Left edges aligned, centred vertically.
        case xMinYMid
        /// Centred both ways (the default).
        case xMidYMid
        /// Right edges aligned, centred vertically.
        case xMaxYMid
        /// Left edges aligned, bottom edges aligned.
        case xMinYMax
        /// Centred horizontally, bottom edges aligned.
        case xMidYMax
        /// Right edges aligned, bottom edges aligned.
        case xMaxYMax

        /// Where along x the viewBox is placed: 0 at the viewport's left, 0.5 centred, 1 at the right
        /// (0 for ``none``, which leaves nothing over to place).
        public var xFraction: Double {
            switch self {
            case .none, .xMinYMin, .xMinYMid, .xMinYMax: 0
            case .xMidYMin, .xMidYMid, .xMidYMax: 0.5
            case .xMaxYMin, .xMaxYMid, .xMaxYMax: 1
            }
        }

        /// Where along y the viewBox is placed: 0 at the top, 0.5 centred, 1 at the bottom.
        public var yFraction: Double {
            switch self {
            case .none, .xMinYMin, .xMidYMin, .xMaxYMin: 0
            case .xMinYMid, .xMidYMid, .xMaxYMid: 0.5
            case .xMinYMax, .xMidYMax, .xMaxYMax: 1
            }
        }
    }

    /// The alignment.
    public var align: Align
    /// `slice` (cover the viewport, cropping the viewBox) when true; `meet` (show all of the viewBox,
    /// leaving bars) when false. Ignored when ``align`` is ``Align/none``.
    public var slice: Bool

    /// Creates a value.
    public init(align: Align, slice: Bool = false) {
        self.align = align
        self.slice = slice
    }

    /// `xMidYMid meet`, the value when the attribute is absent or invalid.
    public static let `default` = SVGPreserveAspectRatio(align: .xMidYMid, slice: false)

    /// Reads the attribute: an optional `defer` (which only concerns images, so it is ignored), an
    /// alignment, and an optional `meet` or `slice`, separated by whitespace. Keywords are case-sensitive.
    ///
    /// - Returns: nil for anything else, so the caller uses ``default``.
    public static func parse(_ text: String) -> SVGPreserveAspectRatio? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        if words.first == "defer" { words.removeFirst() }
        guard let first = words.first, let align = Align(rawValue: String(first)), words.count <= 2 else { return nil }
        switch words.count == 2 ? words[1] : "meet" {
        case "meet": return SVGPreserveAspectRatio(align: align, slice: false)
        case "slice": return SVGPreserveAspectRatio(align: align, slice: true)
        default: return nil
        }
    }

    /// The attribute as written: `align` or `align slice`.
    public var description: String { slice && align != .none ? "\(align.rawValue) slice" : align.rawValue }
}
