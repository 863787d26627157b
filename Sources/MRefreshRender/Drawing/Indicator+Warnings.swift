import MRefreshCore

extension Indicator {
    /// Everything a user should read about this indicator before its frames are drawn, in order: its
    /// inputs' warnings (a lenient read, what SVG features are not drawn), each text layer and SVG text whose font
    /// falls back to another family, each image that does not decode (decoding them here,
    /// once, for the frames), and each `{updated}` line without a date. What `render` and each indicator
    /// of a `build` print; `simulate`, which has a clock, leaves out the undated lines.
    package func warningsBeforeDrawing(hasClock: Bool = false) -> [InputError] {
        warnings
            + FontFallback.fallbacks(in: self).map { FontFallback.warning($0.fallback, layer: $0.layer) }
            + FontFallback.documentWarnings(in: self)
            + ImageDecoding.problems(in: self)
            + (hasClock ? [] : spec.undatedTextWarnings)
    }
}
