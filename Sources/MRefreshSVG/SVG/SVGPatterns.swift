import MRefreshSyntax
import MRefreshCore

/// `<pattern>` paint (SVG 2 §14.3): a tile of content repeated across the element it fills or strokes.
///
/// Attributes (x, y, width, height, patternUnits, patternContentUnits, viewBox, preserveAspectRatio,
/// patternTransform) come from the first pattern of the `href` chain that sets them, the content from the
/// first that has child elements; a chain that loops, or a pattern drawn inside its own tile, is refused
/// where it is used. A pattern without a width or height paints nothing (the fallback colour, if any,
/// paints instead). The tile's content is read as the document is (shapes, gradients, images, `<use>`)
/// into layers of the tile, once per element it paints, drawn whole with their own clips, opacity groups
/// and masks.
enum SVGPatterns {
    /// How many `href` links are followed.
    static let maximumLinks = 16
    /// How deep patterns may nest (a pattern's content painted with another pattern).
    static let maximumNesting = 4
    /// The most layers one tile may hold.
    static let maximumLayers = 4096

    /// The chain of pattern elements from `id` through its `href`s, and whether it loops.
    static func chain(_ id: String, in ids: [String: XMLElement]) -> (chain: [XMLElement], loops: Bool) {
        var chain: [XMLElement] = []
        var next: String? = id
        while let current = next, let element = ids[current], element.localName == "pattern" {
            if chain.contains(where: { $0.byteOffset == element.byteOffset }) || chain.count >= maximumLinks { return (chain, true) }
            chain.append(element)
            next = element.href.map { String($0.value.trimmingSpaces().dropFirst()) }
        }
        return (chain, false)
    }
}

extension SVGPaintingState {
    /// The ids of the document's `<pattern>`s (read once).
    mutating func patternIDs(in ids: [String: XMLElement]) -> Set<String> {
        if let known = patterns { return known }
        let found = Set(ids.filter { $0.value.localName == "pattern" }.keys)
        patterns = found
        return found
    }
}

extension SVGDocumentReader {
    /// The patterns `style`'s fill and stroke refer to, resolved for an element whose own box is `box`.
    mutating func patternPaints(style: SVGComputedStyle, box: Rect?, viewport: Rect, transform: AffineTransform)
        throws(InputError) -> (fill: PatternTile?, stroke: PatternTile?) {
        let patterns = painting.patternIDs(in: ids)
        guard !patterns.isEmpty else { return (nil, nil) }
        var fill: PatternTile?, stroke: PatternTile?
        if let id = style.fillServer, patterns.contains(id) {
            fill = try patternTile(id, box: box, viewport: viewport, transform: transform)?.withOpacity(style.fillOpacity)
        }
        if let id = style.strokeServer, patterns.contains(id), style.strokeWidth > 0 {
            stroke = try patternTile(id, box: box, viewport: viewport, transform: transform)?.withOpacity(style.strokeOpacity)
        }
        return (fill, stroke)
    }

    /// Pattern `id`'s tile for an element of box `box` under `transform`; nil when it paints nothing.
    mutating func patternTile(_ id: String, box: Rect?, viewport: Rect, transform: AffineTransform)
        throws(InputError) -> PatternTile? {
        let (chain, loops) = SVGPatterns.chain(id, in: ids)
        guard let first = chain.first else { return nil }
        guard !loops, !painting.patternStack.contains(first.byteOffset) else {
            try problem(at: first.location, .cyclicReference(element: "pattern", id: id), .notDrawn)
            return nil
        }
        guard painting.patternStack.count < SVGPatterns.maximumNesting else { return nil }
        func attribute(_ name: String) -> XMLAttribute? { chain.lazy.compactMap { $0.attribute(name) }.first }
        func keyword(_ name: String) -> String? { attribute(name)?.value.trimmingSpaces() }
        let userSpace = keyword("patternUnits") == "userSpaceOnUse"
        let contentInBox = keyword("patternContentUnits") == "objectBoundingBox"
        let lengths = SVGComputedStyle().lengths
        // x, y, width, height: user-space lengths, or fractions of the element's box.
        func value(_ name: String, _ base: Double, _ origin: Double, _ size: Double) -> Double {
            guard let text = attribute(name)?.value else { return userSpace ? 0 : origin }
            if userSpace { return SVGLength.parse(text)?.pixels(lengths, percentOf: base) ?? 0 }
            let fraction = NumberScanner.numberOrPercentage(in: text) ?? 0
            return origin + fraction * size
        }
        guard let box = box ?? (userSpace && !contentInBox ? Rect(x: 0, y: 0, width: 0, height: 0) : nil) else { return nil }
        let x = value("x", viewport.width, box.minX, box.width), y = value("y", viewport.height, box.minY, box.height)
        let width = value("width", viewport.width, 0, box.width), height = value("height", viewport.height, 0, box.height)
        // No width or height: the pattern paints nothing (SVG 2 §14.3.2).
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        var patternTransform = AffineTransform.identity
        if let text = attribute("patternTransform")?.value, let parsed = try? SVGTransformList.parse(text) {
            patternTransform = parsed
        }
        // The content's units → the tile's (origin at the tile's corner).
        var content = AffineTransform.identity
        var contentViewport = viewport
        if attribute("viewBox") != nil {
            let holder = chain.first { $0.attribute("viewBox") != nil }!
            guard let viewBox = Self.viewBox(of: holder) else { return nil }
            let par = attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) } ?? .default
            content = par.transform(viewBox: viewBox, into: Rect(x: 0, y: 0, width: width, height: height))
            contentViewport = viewBox
        } else if contentInBox {
            guard box.width > 0, box.height > 0 else { return nil }
            content = .scale(box.width, box.height)
        }
        guard let holder = chain.first(where: { !$0.childElements.isEmpty }) else {
            // No content: a transparent tile.
            return PatternTile(width: width, height: height, content: [],
                               transform: AffineTransform.translation(x, y).then(patternTransform).then(transform))
        }
        // The content is read into layers of its own, in tile units, apart from the document's.
        let saved = (layers, clips, opacityGroups)
        (layers, clips, opacityGroups) = ([], [], [])
        painting.patternStack.append(first.byteOffset)
        defer {
            painting.patternStack.removeLast()
            (layers, clips, opacityGroups) = saved
        }
        let style = try definitionStyle(of: holder)
        try children(of: holder, transform: content, style: style, viewport: contentViewport, selected: true, uses: [])
        return PatternTile(width: width, height: height, content: Array(layers.prefix(SVGPatterns.maximumLayers)),
                           transform: AffineTransform.translation(x, y).then(patternTransform).then(transform))
    }
}
