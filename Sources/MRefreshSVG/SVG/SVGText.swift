#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore

/// `<text>` and `<tspan>` (SVG 2 §11) as a ``TextBlock``: white space collapsed as CSS does it (kept under
/// `xml:space="preserve"` or `white-space: pre`), each character placed by the innermost `x`, `y`, `dx`,
/// `dy` list that reaches it (an absolute `x` or `y` starts an anchored chunk), runs split where the font,
/// paint or spacing changes. Bounded: ``TextBlock/maximumCharacters`` characters,
/// ``TextBlock/maximumRuns`` runs and ``SVGText/maximumDepth`` nested `<tspan>`s per `<text>`,
/// ``TextBlock/maximumDocumentCharacters`` in the whole document; what lies beyond is not drawn, with a
/// warning at the element.
enum SVGText {
    static let maximumDepth = 32

    /// One element's position lists and the index of its first character among the text's characters.
    struct Positions {
        var x: [Double], y: [Double], dx: [Double], dy: [Double]
        var start: Int
    }

    /// The text being read: its chunks, and where the next character goes.
    struct Reading {
        var chunks: [TextBlock.Chunk] = []
        var characters = 0
        /// The most characters this text may take: its own limit, or what the document has left.
        var limit = TextBlock.maximumCharacters
        var runs = 0
        /// Whether the last character kept was a space (collapsing drops the next); true at the start, so
        /// leading spaces go.
        var afterSpace = true
        var stopped: String?
        /// Whether characters were left out for a font size past ``TextBlock/maximumFontSize``.
        var oversized = false
        /// The path of the `<textPath>` being read, whose characters go along it.
        var path: TextBlock.TextPath?
        /// Whether the next character starts a chunk (entering or leaving a `<textPath>`).
        var startsChunk = false
    }
}

extension SVGDocumentReader {
    /// The layer of a `<text>` element, or nil when it draws no character.
    mutating func textLayer(_ element: XMLElement, style: SVGComputedStyle, transform: AffineTransform,
                            viewport: Rect) throws(InputError) -> Layer? {
        var style = style
        if let space = element.attribute("xml:space")?.value {
            style.text.preservesSpaces = space == "preserve"
        }
        let documentLimit = "the document's \(TextBlock.maximumDocumentCharacters) characters of text"
        guard textCharacters < TextBlock.maximumDocumentCharacters else {
            // Said once, at the first text left out (one past the limit marks it said).
            if textCharacters == TextBlock.maximumDocumentCharacters {
                textCharacters += 1
                try problem(at: element.location, .textBeyondLimit(documentLimit), .restDrawn)
            }
            return nil
        }
        var reading = SVGText.Reading()
        reading.limit = min(TextBlock.maximumCharacters, TextBlock.maximumDocumentCharacters - textCharacters)
        defer { textCharacters += reading.characters + (reading.stopped == documentLimit ? 1 : 0) }
        var stack: [SVGText.Positions] = []
        try readText(element, style: style, viewport: viewport, depth: 0, positions: &stack, into: &reading)
        if let limit = reading.stopped {
            try problem(at: element.location, .textBeyondLimit(limit), .restDrawn)
        }
        if reading.oversized {
            try problem(at: element.location, .textBeyondLimit("a font size of \(Int(TextBlock.maximumFontSize)) units"), .restDrawn)
        }
        // Collapsing drops trailing spaces at the end of the text.
        if !style.text.preservesSpaces {
            trimTrailingSpaces(&reading.chunks)
        }
        reading.chunks.removeAll { $0.runs.allSatisfy(\.text.isEmpty) }
        guard !reading.chunks.isEmpty else { return nil }
        var block = TextBlock(chunks: reading.chunks, transform: transform)
        if file != "-", !file.isEmpty {
            block.fontFolder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        }
        // The element's opacity is its group's (the reader opens one for <text>), folded into the layer
        // when it is alone in it.
        let first = block.chunks[0].runs[0]
        let fill = block.chunks.lazy.flatMap(\.runs).compactMap(\.fill).first
        let stroke = block.chunks.lazy.flatMap(\.runs).compactMap(\.stroke).first
        guard fill != nil || stroke != nil else { return nil }
        // (Its line width scales with the fit, as a path's does: a colour the options or keyframes give
        // the text's stroke is drawn at it.)
        let layerStyle = LayerStyle(stroke: stroke, lineWidth: stroke == nil ? 0 : first.strokeWidth * abs(transform.determinant).squareRoot(),
                                    fill: fill, lineWidthScalesWithSource: stroke != nil)
        let name = element.attribute("id")?.value ?? "text\(layers.count + 1)"
        var layer = Layer(name: name, path: Path(), style: layerStyle,
                          source: SourceReference(file: file, source: element.source, byteOffset: element.byteOffset))
        layer.text = block
        return layer
    }

    private mutating func readText(_ element: XMLElement, style: SVGComputedStyle, viewport: Rect, depth: Int,
                                   positions stack: inout [SVGText.Positions], into reading: inout SVGText.Reading) throws(InputError) {
        guard depth <= SVGText.maximumDepth else {
            reading.stopped = reading.stopped ?? "\(SVGText.maximumDepth) nested <tspan>s"
            return
        }
        var style = style
        if let space = element.attribute("xml:space")?.value {
            style.text.preservesSpaces = space == "preserve"
        }
        let lists = SVGText.Positions(x: try lengths(element, "x", viewport.width, style), y: try lengths(element, "y", viewport.height, style),
                                      dx: try lengths(element, "dx", viewport.width, style), dy: try lengths(element, "dy", viewport.height, style),
                                      start: reading.characters)
        stack.append(lists)
        defer { stack.removeLast() }
        for child in element.children {
            guard reading.stopped == nil else { return }
            switch child {
            case .text(let string):
                add(string, style: style, viewport: viewport, positions: stack, into: &reading)
            case .element(let inner):
                visits += 1
                guard visits <= Self.maximumVisits else {
                    throw InputError(file: file, location: inner.location, .svg(.tooManyElements(limit: Self.maximumVisits)))
                }
                // Text on a path: its characters a chunk of their own, laid along the shape it refers to
                // (a <textPath> inside another is read as a <tspan>, as its path is already set).
                if inner.localName == "textPath", !document.isForeign(inner), reading.path == nil, SVGConditions.hold(on: inner) {
                    let innerStyle = try self.style(of: inner, parent: style, viewport: viewport)
                    guard innerStyle.displayed, let path = try textPath(inner, style: innerStyle, viewport: viewport) else { continue }
                    (reading.path, reading.startsChunk) = (path, true)
                    try readText(inner, style: innerStyle, viewport: viewport, depth: depth + 1, positions: &stack, into: &reading)
                    (reading.path, reading.startsChunk) = (nil, true)
                    continue
                }
                guard !document.isForeign(inner), inner.localName == "tspan" || inner.localName == "a" || inner.localName == "textPath",
                      SVGConditions.hold(on: inner) else { continue }
                let innerStyle = try self.style(of: inner, parent: style, viewport: viewport)
                guard innerStyle.displayed else { continue }
                try readText(inner, style: innerStyle, viewport: viewport, depth: depth + 1, positions: &stack, into: &reading)
            }
        }
    }

    /// The path a `<textPath>` lays its characters along: the shape its `href` names, in the text's user
    /// space (the shape's own transform applied), and its `startOffset` (a percentage of the path's
    /// length); nil, with a warning, when it names no shape.
    private mutating func textPath(_ element: XMLElement, style: SVGComputedStyle, viewport: Rect) throws(InputError) -> TextBlock.TextPath? {
        let reference = element.href?.value.trimmingSpaces() ?? ""
        guard reference.hasPrefix("#"), let target = ids[String(reference.dropFirst())], !document.isForeign(target),
              let (local, _) = try geometry(of: target, viewport: viewport, lengths: style.lengths) else {
            try problem(at: element.location, .textPathWithoutPath(reference), .notDrawn)
            return nil
        }
        let own = try ownTransform(of: target, style: try self.style(of: target, parent: style, viewport: viewport), viewport: viewport)
        let path = local.transformed(by: own)
        guard path.isWithinGeometryLimits else {
            try problem(at: element.location, .transformedOutOfRange(element: target.localName, .points(path.largestCoordinate)), .notDrawn)
            return nil
        }
        // Every text path's segments count with the document's: a path laid along by many texts is bounded.
        segmentTotal += path.segmentCount
        guard segmentTotal <= GeometryLimits.maximumSegments else {
            throw InputError(file: file, location: element.location, .svg(.tooManySegments(limit: GeometryLimits.maximumSegments)))
        }
        var offset = 0.0
        if let attribute = element.attribute("startOffset") {
            if let length = SVGLength.parse(attribute.value), case let value = length.unit == .percent
                ? length.pixels(style.lengths, percentOf: path.length()) : length.pixels(style.lengths, percentOf: 0),
               value.isFinite, abs(value) <= GeometryLimits.maximumCoordinate {
                offset = value
            } else {
                try problem(attribute, .invalidLength(attribute: "startOffset", value: attribute.value), .attributeIgnored)
            }
        }
        return TextBlock.TextPath(path: path, startOffset: offset)
    }

    /// A list of lengths (`x="1 2 3"`), empty when absent; a malformed list is reported and ignored.
    private mutating func lengths(_ element: XMLElement, _ name: String, _ percentBase: Double,
                                  _ style: SVGComputedStyle) throws(InputError) -> [Double] {
        guard let attribute = element.attribute(name) else { return [] }
        var values: [Double] = []
        for item in attribute.value.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            guard let length = SVGLength.parse(String(item)), case let value = length.pixels(style.lengths, percentOf: percentBase),
                  value.isFinite, abs(value) <= GeometryLimits.maximumCoordinate else {
                try problem(attribute, .invalidLength(attribute: name, value: attribute.value), .attributeIgnored)
                return []
            }
            values.append(value)
            // More values than the text can have characters are never used.
            if values.count > TextBlock.maximumCharacters { break }
        }
        return values
    }

    private mutating func problem(_ attribute: XMLAttribute, _ found: SVGProblem, _ consequence: InputError.Consequence) throws(InputError) {
        try problem(at: attribute.sourceLocation(ofValueByte: 0), found, consequence)
    }

    /// Adds the characters of a text node, white space handled and each placed.
    private func add(_ string: String, style: SVGComputedStyle, viewport: Rect, positions: [SVGText.Positions],
                     into reading: inout SVGText.Reading) {
        guard style.fontSize.isFinite, style.fontSize <= TextBlock.maximumFontSize else {
            reading.oversized = reading.oversized || string.contains { !$0.isWhitespace }
            return
        }
        let run = SVGText.run(style: style) { id in
            SVGGradients.textPaint(id, in: ids, stops: gradientStops, viewport: viewport)
        }
        for character in string {
            var c = character
            if c == "\n" || c == "\r\n" || c == "\t" || c == "\r" { c = " " }
            if !style.text.preservesSpaces {
                if c == " " && reading.afterSpace { continue }
                reading.afterSpace = c == " "
            }
            guard reading.characters < reading.limit else {
                reading.stopped = reading.limit < TextBlock.maximumCharacters
                    ? "the document's \(TextBlock.maximumDocumentCharacters) characters of text" : "\(TextBlock.maximumCharacters) characters"
                return
            }
            let index = reading.characters
            reading.characters += 1
            // The innermost list that reaches this character gives each of its coordinates.
            func value(_ list: KeyPath<SVGText.Positions, [Double]>) -> Double? {
                for p in positions.reversed() where index - p.start < p[keyPath: list].count { return p[keyPath: list][index - p.start] }
                return nil
            }
            let x = value(\.x), y = value(\.y), dx = value(\.dx) ?? 0, dy = value(\.dy) ?? 0
            if x != nil || y != nil || reading.chunks.isEmpty || reading.startsChunk {
                reading.chunks.append(TextBlock.Chunk(x: x, y: y, anchor: style.text.anchor, path: reading.path))
                reading.startsChunk = false
            }
            let chunk = reading.chunks.count - 1
            let last = reading.chunks[chunk].runs.last
            if dx != 0 || dy != 0 || last == nil || !SVGText.sameLook(last!, run) {
                guard reading.runs < TextBlock.maximumRuns else {
                    reading.stopped = "\(TextBlock.maximumRuns) runs of one font and paint"
                    return
                }
                reading.runs += 1
                var next = run
                next.offset = Vector(dx, dy)
                reading.chunks[chunk].runs.append(next)
            }
            reading.chunks[chunk].runs[reading.chunks[chunk].runs.count - 1].text.append(c)
        }
    }

    /// Drops the spaces at the end of the text (the last runs' trailing spaces).
    private func trimTrailingSpaces(_ chunks: inout [TextBlock.Chunk]) {
        while let c = chunks.indices.last {
            while let r = chunks[c].runs.indices.last {
                while chunks[c].runs[r].text.last == " " { chunks[c].runs[r].text.removeLast() }
                if !chunks[c].runs[r].text.isEmpty { return }
                chunks[c].runs.removeLast()
            }
            chunks.removeLast()
        }
    }
}

extension SVGText {
    /// An empty run in `style`'s font, spacing and paint; `gradient` resolves a paint server's id (nil
    /// when it cannot paint text: the paint's fallback, or none).
    static func run(style: SVGComputedStyle, gradient: (String) -> TextBlock.GradientPaint?) -> TextBlock.Run {
        let lengths = style.lengths
        let font = TextBlock.Font(families: style.text.families, size: min(max(style.fontSize, 0), TextBlock.maximumFontSize),
                                  weight: style.text.weight, style: style.text.style, stretch: style.text.stretch)
        // A gradient's colour where one colour stands for it (the drawing pen, estimates) is its first stop.
        func paint(_ paint: SVGPaint, server: String?, opacity: Double) -> (Color?, TextBlock.GradientPaint?) {
            guard let server, var placed = gradient(server) else { return (style.color(of: paint, opacity: opacity), nil) }
            placed.gradient = placed.gradient.withOpacity(opacity)
            return (placed.gradient.stops.first?.color, placed)
        }
        let spacing = { (length: SVGLength?) -> Double in
            let value = length?.pixels(lengths, percentOf: 0) ?? 0
            return value.isFinite ? min(max(value, -GeometryLimits.maximumCoordinate), GeometryLimits.maximumCoordinate) : 0
        }
        let fill = paint(style.fill, server: style.fillServer, opacity: style.fillOpacity)
        let stroke = style.strokeWidth > 0 ? paint(style.stroke, server: style.strokeServer, opacity: style.strokeOpacity) : (nil, nil)
        var run = TextBlock.Run(text: "", font: font, letterSpacing: spacing(style.text.letterSpacing),
                                wordSpacing: spacing(style.text.wordSpacing), fill: fill.0, stroke: stroke.0,
                                strokeWidth: style.strokeWidth, visible: style.visible)
        (run.fillGradient, run.strokeGradient) = (fill.1, stroke.1)
        return run
    }

    /// Whether two runs draw alike (all but their text and offset).
    static func sameLook(_ a: TextBlock.Run, _ b: TextBlock.Run) -> Bool {
        a.font == b.font && a.letterSpacing == b.letterSpacing && a.wordSpacing == b.wordSpacing && a.fill == b.fill
            && a.stroke == b.stroke && a.fillGradient == b.fillGradient && a.strokeGradient == b.strokeGradient && a.strokeWidth == b.strokeWidth && a.visible == b.visible
    }
}
