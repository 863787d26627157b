import MRefreshSyntax

/// Why a layer cannot be placed and drawn as asked, with the values that say so. The settings it names
/// (the fit mode, the smoothing) are named by what they are: which flag or file key gave them is for the
/// command line to say.
package enum LayerProblem: Hashable, Sendable, CustomStringConvertible {
    /// Smoothing `times` times would make more than `limit` segments from `segments`.
    case smoothingTooFine(times: Int, segments: Int, limit: Int)
    /// The fit scales the layer by `scale`, so its points reach `reach` canvas points, beyond the limit.
    case fittedOutOfRange(layer: String, fit: FitMode, scale: Double, reach: Double)
    /// The layer's dashes repeat `count` times along it, more than `limit` (a warning: it is drawn solid).
    case denseDashes(layer: String, count: Int, limit: Int)
    /// The layer's style, once placed, cannot be drawn on the canvas.
    case undrawable(layer: String, Undrawable)

    /// What makes a placed style undrawable.
    package enum Undrawable: Hashable, Sendable, CustomStringConvertible {
        /// The stroke width (canvas points) beyond ``GeometryLimits/maximumCanvasCoordinate``.
        case strokeWidth(Double)
        /// A gradient placed beyond the canvas limit, or with a transform that cannot be inverted.
        case gradient

        package var description: String {
            switch self {
            case .strokeWidth(let width):
                "its stroke width is \(GeometryLimits.text(width)) canvas points, beyond \(GeometryLimits.maximumCanvasCoordinateText)"
            case .gradient:
                "its gradient lies beyond \(GeometryLimits.maximumCanvasCoordinateText) canvas points or cannot be inverted"
            }
        }
    }

    /// The message, without a position.
    package var description: String {
        switch self {
        case let .smoothingTooFine(times, segments, limit):
            "smoothing \(times) times would make \(Self.multiplied(segments, times)) segments from \(segments); at most \(limit) are drawn"
        case let .fittedOutOfRange(layer, fit, scale, reach):
            "layer '\(Excerpt(layer))' is out of range after fitting (the fit mode \(fit.rawValue) scales it by \(GeometryLimits.text(scale))): "
                + Self.reaching(reach)
        case let .denseDashes(layer, count, limit): "layer '\(Excerpt(layer))' has \(count) dashes, more than \(limit)"
        case let .undrawable(layer, why): "layer '\(Excerpt(layer))' cannot be drawn on the canvas: \(why)"
        }
    }

    /// "its points reach 1e+303 canvas points, beyond ±1048576": the end of a fitted-out-of-range message.
    package static func reaching(_ reach: Double) -> String {
        "its points reach \(GeometryLimits.text(reach)) canvas points, beyond \(GeometryLimits.maximumCanvasCoordinateText)"
    }

    /// `count` × 2^`times`, for messages (saturating).
    package static func multiplied(_ count: Int, _ times: Int) -> String {
        let (product, overflow) = count.multipliedReportingOverflow(by: 1 << min(times, 62))
        return overflow || times >= 62 ? "over \(Int.max)" : "\(product)"
    }
}
