import MRefreshSyntax

/// Reads a text holding only SVG path data into a layer.
package enum PathDataInput {
    /// The outcome of reading path data: the path, its counts, and in lenient mode the error that cut
    /// it short.
    package struct Result: Sendable {
        package var path: Path
        package var counts: SegmentCounts
        /// In lenient mode, the error after which the rest was dropped.
        package var warning: PathDataError?
    }

    /// Parses `text`. Strict mode throws the first error; lenient mode keeps the path up to the last
    /// complete segment (the SVG rule "render up to the error") and returns the error as a warning.
    package static func read(_ text: String, lenient: Bool) throws(PathDataError) -> Result {
        try read(utf8: Array(text.utf8), lenient: lenient)
    }

    /// Parses UTF-8 path data; see ``read(_:lenient:)``.
    package static func read(utf8 bytes: [UInt8], lenient: Bool) throws(PathDataError) -> Result {
        var parser = PathDataParser(utf8: bytes)
        var builder = PathBuilder()
        do {
            try parser.parse(into: &builder)
        } catch {
            if !lenient { throw error }
            return Result(path: builder.path, counts: builder.counts, warning: error)
        }
        return Result(path: builder.path, counts: builder.counts, warning: nil)
    }
}
