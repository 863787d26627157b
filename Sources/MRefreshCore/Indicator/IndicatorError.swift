/// Why an indicator cannot be made: the lower layer's error as it was (not its text), or a problem of the
/// spec as a whole. The CLI maps each case to an exit code in one place.
public enum IndicatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An input cannot be read, parsed, fitted or drawn (its file and position inside).
    case input(InputError)
    /// The machine's walk cannot be made (a configuration error, or a stage the machine never enters).
    case timeline(Timeline.Failure)
    /// The inputs hold no path segment at all.
    case nothingToDraw
    /// The start times do not match the layers loaded.
    case startTimesCount(given: Int, layers: Int)
    /// The viewbox fit was asked for, but no input has a viewBox.
    case viewBoxMissing
    /// The spec has no layer.
    case noLayers

    /// What went wrong; the settings it names (start times, the fit mode) are named by what they are, not
    /// by the flag or key that gave them.
    public var description: String {
        switch self {
        case .input(let error): error.description
        case .timeline(let failure): failure.description
        case .nothingToDraw: "the inputs draw nothing (no path segments)"
        case let .startTimesCount(given, layers):
            "\(given) start time\(given == 1 ? "" : "s") given for \(layers) layer\(layers == 1 ? "" : "s")"
        case .viewBoxMissing:
            "the fit mode viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph"
        case .noLayers: "the indicator has no layers"
        }
    }
}
