import MRefreshCore
import MRefreshRender

/// What render and simulate warn about an indicator besides its reading's warnings, one line each: text
/// drawn in another font than the file names, a `{updated}` line a render has no clock for, and an
/// `--fps` that changes no frame count.
enum IndicatorWarnings {
    /// Each text layer whose font family is not installed, at its `font:` value: the font asked for and
    /// the one the text is drawn in.
    static func fonts(of indicator: Indicator) -> [InputError] {
        FontFallback.fallbacks(in: indicator).map { FontFallback.warning($0.fallback, layer: $0.layer) }
    }

    /// Each text layer that says `{updated}` in a render without `--label-date` (or `labelDate:`), at its
    /// `text:` value: the line is not drawn, and the warning says how to draw it. (A render has no clock,
    /// and a date baked into shipped frames would be wrong the day after; the app draws its own.)
    static func undated(_ spec: IndicatorSpec) -> [InputError] {
        guard spec.labelDate == nil else { return [] }
        return spec.layers.compactMap { layer in
            guard case .text(let text) = layer.source, text.saysUpdated,
                  let place = layer.keyLocations["text"] ?? layer.location else { return nil }
            let line = RefreshState.allCases.lazy.compactMap { text.strings[$0] }
                .first { $0.contains(TextSpec.updatedPlaceholder) } ?? TextSpec.updatedPlaceholder
            return InputError(.invalidData, file: place.file, location: place.location,
                              message: "text layer '\(line)' is not drawn: a render has no clock for \(TextSpec.updatedPlaceholder)",
                              consequence: "give --label-date TEXT (or labelDate: in the file) to draw it with that date")
        }
    }

    /// The warning for `--fps fps` when an indicator file's `stages:` sets the frame count of a stage the
    /// rate would time (ready, loading, closing): those frames stay as many whatever the rate, which is
    /// easy to miss with the file out of sight. `fromFile`: the stages whose counts the file sets (and no
    /// `--…-frames` option replaced). Nil otherwise.
    static func fixedFrameCounts(_ spec: IndicatorSpec, fps: Double?, fromFile: Set<Stage>) -> String? {
        guard let fps else { return nil }
        // The stages whose default count is their seconds at --fps.
        var timed: [Stage] = [.loading, .closing]
        if spec.machine.trigger == .release { timed.insert(.ready, at: 0) }
        let fixed = timed.filter { fromFile.contains($0) && spec.frameCounts[$0] != nil }
        guard !fixed.isEmpty else { return nil }
        let parts = fixed.map { "\($0.rawValue) \(spec.frameCounts[$0]!)" }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        let rate = fps == fps.rounded() && abs(fps) < 1e15 ? String(Int(fps)) : String(fps)
        return "mrefresh: warning: --fps \(rate) does not change the frame counts the indicator file's stages: sets (\(list))"
    }
}
