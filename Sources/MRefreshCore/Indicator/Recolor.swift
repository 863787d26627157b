/// An appearance's recolour table (`recolor: {"#222": "#eee"}` in an indicator file): each colour an
/// indicator draws that matches a key is drawn in its value instead.
///
/// Colours match by their red, green and blue at 8 bits, the precision a `#rrggbb` key has, so `#222`
/// matches `rgb(34, 34, 34)` and `#222222` alike; the drawn colour keeps its own opacity times the
/// replacement's. Every colour of an indicator is recoloured where it is given, before anything moves:
/// strokes and fills, gradient stops and SVG text runs of the inputs, the indicator file's styles, text
/// colours, keyframed colours and the background. Colours between two keyframes are mixed from the
/// recoloured ends, as they would be had the file given those colours. Images and pattern tiles keep
/// theirs.
package struct Recolor: Hashable, Sendable {
    /// One entry: what is replaced, and what by.
    package struct Entry: Hashable, Sendable {
        package var from: Color
        package var to: Color

        /// Creates an entry.
        package init(from: Color, to: Color) {
            (self.from, self.to) = (from, to)
        }
    }

    /// The entries, in the order given; a later one with the same key replaces an earlier one.
    package var entries: [Entry]

    /// A table of `entries`.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Whether it replaces nothing.
    package var isEmpty: Bool { entries.isEmpty }

    /// The most entries one table holds.
    package static let maximumEntries = 256

    /// A colour's key: its red, green and blue at 8 bits.
    private static func key(_ color: Color) -> Int {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
    }

    /// `color`, or what the table replaces it with (its opacity times the replacement's).
    package func callAsFunction(_ color: Color) -> Color {
        let key = Self.key(color)
        guard let entry = entries.last(where: { Self.key($0.from) == key }) else { return color }
        return entry.to.withOpacity(color.alpha)
    }

    func callAsFunction(_ color: Color?) -> Color? { color.map { self($0) } }

    func callAsFunction(_ gradient: Gradient) -> Gradient {
        var gradient = gradient
        gradient.stops = gradient.stops.map { Gradient.Stop(offset: $0.offset, color: self($0.color)) }
        return gradient
    }
}

extension LayerStyle {
    /// The style with its stroke, fill and gradient stops recoloured by `table`.
    package func recolored(by table: Recolor) -> LayerStyle {
        guard !table.isEmpty else { return self }
        var style = self
        (style.stroke, style.fill) = (table(stroke), table(fill))
        (style.strokeGradient, style.fillGradient) = (strokeGradient.map { table($0) }, fillGradient.map { table($0) })
        return style
    }
}

extension StyleOverrides {
    /// The overrides with the colours they set recoloured by `table` ("none" stays none).
    package func recolored(by table: Recolor) -> StyleOverrides {
        var overrides = self
        if let stroke { overrides.stroke = .some(table(stroke)) }
        if let fill { overrides.fill = .some(table(fill)) }
        return overrides
    }
}

extension TextBlock {
    /// The text with each run's fill, stroke and gradient stops recoloured by `table`.
    package func recolored(by table: Recolor) -> TextBlock {
        guard !table.isEmpty else { return self }
        var text = self
        for c in text.chunks.indices {
            for r in text.chunks[c].runs.indices {
                var run = text.chunks[c].runs[r]
                (run.fill, run.stroke) = (table(run.fill), table(run.stroke))
                if let paint = run.fillGradient { run.fillGradient?.gradient = table(paint.gradient) }
                if let paint = run.strokeGradient { run.strokeGradient?.gradient = table(paint.gradient) }
                text.chunks[c].runs[r] = run
            }
        }
        return text
    }
}

extension PerStage where Value == KeyframeTrack? {
    /// The choreography with its keyframed colours recoloured by `table`.
    package func recolored(by table: Recolor) -> Choreography {
        guard !table.isEmpty else { return self }
        return map { track in
            track.map { track in
                KeyframeTrack(track.keys.map { key in
                    var key = key
                    (key.pose.stroke, key.pose.fill) = (table(key.pose.stroke), table(key.pose.fill))
                    return key
                }, end: track.end, loops: track.loops)
            }
        }
    }
}
