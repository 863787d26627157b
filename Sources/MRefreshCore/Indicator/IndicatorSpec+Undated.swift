extension IndicatorSpec {
    /// One warning per text layer that says `{updated}` when no date is given (`--label-date` or
    /// `labelDate:`), at its `text:` value: the line is not drawn, and the warning says how to draw it. (A
    /// render has no clock, and a date baked into shipped frames would be wrong the day after; the app
    /// draws its own.)
    package var undatedTextWarnings: [InputError] {
        guard labelDate == nil else { return [] }
        return layers.compactMap { layer in
            guard case .text(let text) = layer.source, text.saysUpdated,
                  let place = layer.keyLocations["text"] ?? layer.location else { return nil }
            let line = RefreshState.allCases.lazy.compactMap { text.strings[$0] }
                .first { $0.contains(TextSpec.updatedPlaceholder) } ?? TextSpec.updatedPlaceholder
            return InputError(file: place.file, location: place.location, .text(.undated(line: line)), consequence: .needsLabelDate)
        }
    }
}
