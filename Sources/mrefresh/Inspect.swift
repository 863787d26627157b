import ArgumentParser
import MRefreshCore
import MRefreshRender

/// `mrefresh inspect`: what each layer of the inputs holds, for people or as JSON.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show each layer's subpaths, segments, exact bounds, length and node count.",
        discussion: """
            Bounds and length are in the source's own units, before fitting. Segments are counted as \
            written (L/H/V and a closing Z that draws a line are lines; every drawn A is one arc). An SVG \
            font without a #glyph-name lists every glyph. SVG text counts its glyphs' outlines (shaped \
            by Pango); a second table lists each line of SVG text and each state's string of an \
            indicator file's text layers, with its font and the box its glyphs cover (canvas points for \
            a text layer). An animated SVG lists its animations (element, target, attribute, duration, \
            repeats) and the loop its loading stage plays.
            """)

    @OptionGroup var input: InputOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Halve every segment N times (de Casteljau) before counting nodes.",
                               valueName: "n"))
    var smooth = 0

    @Flag(help: "Print {\"layers\":[…]} as JSON on stdout.")
    var json = false

    func validate() throws {
        try input.requireSome()
        guard (0...24).contains(smooth) else {
            throw ValidationError("--smooth must be between 0 and 24, got \(smooth).")
        }
    }

    func run() throws {
        try reportingFailures {
            let (inputs, textLayers) = try input.loadWithText()
            let layers = inputs.flatMap(\.layers)
            let reports = layers.map { LayerReport($0, smooth: smooth) }
            // Each line of SVG text, and each string of an indicator file's text layers (text1, text2…).
            let text = layers.flatMap { layer in layer.text.map { TextReport.rows($0, layer: layer.name) } ?? [] }
                + textLayers.enumerated().flatMap { TextReport.rows($1, layer: "text\($0 + 1)") }
            // An input's own animation (an animated SVG's SMIL) and the loop it plays.
            let spec = try input.baseSpec()
            let files = spec.layers.compactMap { layer -> String? in if case .input(let input) = layer.source { input.displayName } else { nil } }
            let animations = zip(files, inputs).compactMap { file, loaded in
                loaded.animation.map { AnimationReport(file: file, animation: $0, fps: spec.fps) }
            }
            if json {
                try StandardOutput.line(JSON.object([("layers", .array(reports.map(\.json)))]
                    + (text.isEmpty ? [] : [("text", .array(text.map(\.json)))])
                    + (animations.isEmpty ? [] : [("animations", .array(animations.map(\.json)))])).text)
            } else {
                try StandardOutput.line(LayerReport.table(reports) + (text.isEmpty ? "" : "\n\n" + TextReport.table(text))
                    + animations.map { "\n\n" + $0.table }.joined())
            }
        }
    }
}

/// The facts `inspect` prints about one layer.
struct LayerReport {
    let name: String
    let subpaths: Int
    var counts: SegmentCounts
    let bounds: Rect?
    let length: Double
    let nodes: Int

    init(_ layer: Layer, smooth: Int) {
        name = layer.name
        var path = layer.path
        counts = layer.segmentCounts
        // SVG text: its glyphs' outlines, as the frames fill them and the vector exports carry them.
        if let text = layer.text, let pieces = try? TextBlockOutlines.pieces(of: text) {
            path = Path(subpaths: pieces.filter(\.run.visible).flatMap(\.outline.subpaths))
            var glyphs = SegmentCounts()
            for segment in path.subpaths.flatMap(\.segments) {
                switch segment {
                case .line: glyphs.line += 1
                case .quadratic: glyphs.quad += 1
                case .cubic: glyphs.cubic += 1
                }
            }
            counts = glyphs
        }
        subpaths = path.subpaths.count
        bounds = path.bounds
        length = path.length()
        nodes = path.nodeCount(smoothedTimes: smooth)
    }

    var json: JSON {
        let boundsJSON: JSON = bounds.map { b in
            .object([("x", .number(b.minX)), ("y", .number(b.minY)), ("width", .number(b.width)),
                     ("height", .number(b.height))])
        } ?? .null
        return .object([
            ("name", .string(name)),
            ("subpaths", .int(subpaths)),
            ("segments", .object([("line", .int(counts.line)), ("quad", .int(counts.quad)),
                                  ("cubic", .int(counts.cubic)), ("arc", .int(counts.arc))])),
            ("bounds", boundsJSON),
            ("length", .number(length)),
            ("nodes", .int(nodes)),
        ])
    }

    /// An aligned table, one row per layer (names capped as ``AlignedTable`` says).
    static func table(_ reports: [LayerReport]) -> String {
        AlignedTable(
            header: ["layer", "subpaths", "lines", "quads", "cubics", "arcs", "x", "y", "width", "height", "length", "nodes"],
            wordColumns: 1,
            rows: reports.map { r in
                let b = r.bounds
                return [r.name, "\(r.subpaths)", "\(r.counts.line)", "\(r.counts.quad)", "\(r.counts.cubic)",
                        "\(r.counts.arc)", format(b?.minX), format(b?.minY), format(b?.width), format(b?.height),
                        format(r.length), "\(r.nodes)"]
            }).text
    }

    /// Up to three decimals, trailing zeros dropped; "-" when absent.
    static func format(_ value: Double?) -> String {
        guard let value else { return "-" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
