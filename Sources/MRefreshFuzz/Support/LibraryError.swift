import MRefreshCore
import MRefreshSyntax
import MRefreshRender

/// The error types the library declares, so a fuzz target can tell a refusal from a stray error.
enum LibraryError {
    /// Whether `error` is one of the library's error values.
    static func isDeclared(_ error: any Error) -> Bool {
        switch error {
        case is InputError, is PathDataError, is XMLError, is SVGSyntaxError, is RefreshConfigurationError,
             is Timeline.Failure, is IndicatorError, is RenderError, is OutputError, is PathRefusal:
            true
        default:
            false
        }
    }

    /// The position `error` points at in the input, when it carries one relative to the whole input.
    ///
    /// An ``SVGSyntaxError`` is left out: its offset is within one attribute value, checked where the value
    /// is known.
    static func location(of error: any Error) -> SourceLocation? {
        switch error {
        case let error as InputError: error.location
        case let .input(error) as IndicatorError: error.location
        case let error as PathDataError: error.location
        case let error as XMLError: error.location
        default: nil
        }
    }
}
