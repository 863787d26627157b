import MRefreshCore
import MRefreshRender

/// The facts `inspect` prints about text: each line of SVG text (a chunk: the characters placed from one
/// `x`/`y`) and each state's string of an indicator file's text layer, with its font and the box its
/// glyphs cover (shaped by Pango as the frames draw them; the source's units for SVG text, canvas points
/// for a text layer).
struct TextReport {
    let layer: String
    let string: String
    let font: String
    let bounds: Rect?

    /// The lines of SVG text `block`, of the layer named `layer`; its strings as written when Pango
    /// cannot shape them (no box then).
    static func rows(_ block: TextBlock, layer: String) -> [TextReport] {
        let pieces = try? TextBlockOutlines.pieces(of: block)
        var rows: [TextReport] = []
        var run = 0
        for chunk in block.chunks {
            var box: Rect?
            for _ in chunk.runs {
                if let piece = pieces?[run], piece.run.visible, let b = piece.outline.bounds { box = box.map { $0.union(b) } ?? b }
                run += 1
            }
            let fonts = chunk.runs.map { describe($0.font) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            rows.append(TextReport(layer: layer, string: chunk.runs.map(\.text).joined(), font: fonts.joined(separator: "; "), bounds: box))
        }
        return rows
    }

    /// The strings of an indicator file's text layer, each once, after the states that show it
    /// (`pulling, ready: string`); boxed with `{updated}` as written.
    static func rows(_ text: TextSpec, layer: String) -> [TextReport] {
        var strings: [(states: [String], string: String)] = []
        for state in RefreshState.allCases {
            guard let string = text.strings[state] else { continue }
            if let i = strings.firstIndex(where: { $0.string == string }) { strings[i].states.append(state.rawValue) } else {
                strings.append(([state.rawValue], string))
            }
        }
        return strings.map { states, string in
            let outline = string.isEmpty ? nil
                : try? GraphicsContext.textOutline(string, font: text.font, at: text.position, alignment: text.alignment)
            return TextReport(layer: layer, string: "\(states.joined(separator: ", ")): \(string)", font: text.font, bounds: outline?.bounds)
        }
    }

    /// A CSS font as people read it: "DejaVu Sans bold italic 12".
    static func describe(_ font: TextBlock.Font) -> String {
        var words = [font.families]
        if font.weight != 400 { words.append(font.weight == 700 ? "bold" : "weight \(font.weight)") }
        if font.style != .normal { words.append(font.style.rawValue) }
        if font.stretch != 100 { words.append("stretch \(LayerReport.format(font.stretch))%") }
        words.append(LayerReport.format(font.size))
        return words.joined(separator: " ")
    }

    var json: JSON {
        let boundsJSON: JSON = bounds.map { b in
            .object([("x", .number(b.minX)), ("y", .number(b.minY)), ("width", .number(b.width)), ("height", .number(b.height))])
        } ?? .null
        return .object([("layer", .string(layer)), ("string", .string(string)), ("font", .string(font)), ("bounds", boundsJSON)])
    }

    /// An aligned table, one row per line of text: strings and fonts shown up to 100 characters, enough
    /// for a label and the states that show it.
    static func table(_ reports: [TextReport]) -> String {
        AlignedTable(
            header: ["text", "string", "font", "x", "y", "width", "height"],
            wordColumns: 3, maximumCharacters: 100,
            rows: reports.map { r in
                let b = r.bounds
                return [r.layer, r.string, r.font, LayerReport.format(b?.minX), LayerReport.format(b?.minY),
                        LayerReport.format(b?.width), LayerReport.format(b?.height)]
            }).text
    }
}
