extension TextBlock {
    /// The box the text's glyphs roughly cover, in the document's units, so that fitting (`--fit union`,
    /// `first`, `each`) leaves room for a label: the core has no fonts, so each character is taken as
    /// ``averageAdvance`` em wide (plus its spacing), standing ``ascent`` em above the baseline and
    /// ``descent`` em below, with chunks placed and anchored as the renderer places them. DejaVu Sans,
    /// the default font, averages 0.55–0.6 em over Latin text; `--fit viewbox` places text exactly.
    /// Nil for text with no visible character.
    package var estimatedBounds: Rect? {
        var box: Rect?
        var pen = Point(0, 0)
        for chunk in chunks {
            if let along = chunk.path {
                // Text on a path: the path's box, grown by the glyphs' height on either side.
                let visible = chunk.runs.filter { $0.visible && ($0.fill != nil || $0.stroke != nil) && $0.text.contains { !$0.isWhitespace } }
                guard let bounds = along.path.bounds, let size = visible.map({ $0.font.size + ($0.stroke == nil ? 0 : $0.strokeWidth) }).max() else { continue }
                let reach = size * Self.ascent
                for corner in [Point(bounds.minX - reach, bounds.minY - reach), Point(bounds.maxX + reach, bounds.minY - reach),
                               Point(bounds.minX - reach, bounds.maxY + reach), Point(bounds.maxX + reach, bounds.maxY + reach)] {
                    let placed = transform.apply(corner)
                    box = box.map { $0.union(placed) } ?? Rect(enclosing: placed, placed)
                }
                continue
            }
            pen = Point(chunk.x ?? pen.x, chunk.y ?? pen.y)
            // Each run's extent along the chunk from its start, and across the baseline.
            var runs: [(start: Double, end: Double, top: Double, bottom: Double)] = []
            var advance = 0.0, rise = 0.0
            for run in chunk.runs {
                advance += run.offset.x
                rise += run.offset.y
                let size = run.font.size
                let characters = Double(run.text.count), spaces = Double(run.text.filter { $0 == " " }.count)
                let width = characters * (Self.averageAdvance * size * run.font.stretch / 100 + run.letterSpacing)
                    + spaces * run.wordSpacing
                if run.visible, run.fill != nil || run.stroke != nil, run.text.contains(where: { !$0.isWhitespace }) {
                    let stroke = run.stroke == nil ? 0 : run.strokeWidth / 2
                    runs.append((advance - stroke, advance + width + stroke, rise - Self.ascent * size - stroke,
                                 rise + Self.descent * size + stroke))
                }
                advance += width
            }
            let shift = switch chunk.anchor {
            case .start: 0.0
            case .middle: -advance / 2
            case .end: -advance
            }
            for run in runs {
                for corner in [Point(pen.x + shift + run.start, pen.y + run.top), Point(pen.x + shift + run.end, pen.y + run.bottom)] {
                    let placed = transform.apply(corner)
                    box = box.map { $0.union(placed) } ?? Rect(enclosing: placed, placed)
                }
                // A rotated or skewed transform turns the box: its other two corners count too.
                for corner in [Point(pen.x + shift + run.start, pen.y + run.bottom), Point(pen.x + shift + run.end, pen.y + run.top)] {
                    box = box?.union(transform.apply(corner))
                }
            }
            pen = Point(pen.x + shift + advance, pen.y + rise)
        }
        return box
    }

    /// A character's width in em, on average, for ``estimatedBounds``.
    package static let averageAdvance = 0.6
    /// How far glyphs reach above the baseline and below it, in em (DejaVu Sans: 0.93 and 0.24).
    package static let ascent = 0.93
    package static let descent = 0.24
}
