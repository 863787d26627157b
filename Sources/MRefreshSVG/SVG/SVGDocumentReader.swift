#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore

/// Turns an SVG document (``SVGDocument``, the syntax layer's reading) into layers: every drawable element (path, rect, circle, ellipse, line, polyline,
/// polygon) in document order, its geometry in the root's user space (transforms applied), its style
/// computed (presentation attributes, `<style>` rules, `style` attributes, inheritance).
///
/// `<use>` instantiates elements and `<symbol>`s (guarded against cycles and runaway expansion); `<defs>`,
/// clip paths, masks, markers, patterns, metadata and `display="none"` are not drawn; `visibility="hidden"`
/// hides an element but not children that are made visible again; unknown elements are skipped. Nothing
/// outside the document is ever loaded.
struct SVGDocumentReader {
    /// Elements whose content is never drawn where it stands.
    static let nonRendered: Set<String> = [
        "defs", "clipPath", "mask", "marker", "pattern", "symbol", "metadata", "title", "desc", "style", "script",
        "linearGradient", "radialGradient", "filter", "font", "font-face",
        "cursor", "view",
    ]
    static let containers: Set<String> = ["g", "a"]
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// Bounds on hostile documents, checked as the walk goes.
    static let maximumVisits = 200_000
    static let maximumLayers = 20_000
    static let maximumUseDepth = 32
    /// The most groups with an opacity composited one inside another.
    static let maximumOpacityGroupDepth = 8

    let document: SVGDocument
    let file: String
    let lenient: Bool
    let selection: String?
    /// Where the document's image files may be read from, and which documents draw it as an image.
    let imageSources: SVGImageSources
    /// Where the document's user space lies in the coordinates layers are made in: identity, but for a
    /// document drawn as an `<image>` of another (its viewBox placed in the image's box).
    var placement = AffineTransform.identity
    /// The document's elements by id.
    var ids: [String: XMLElement] { document.ids }
    /// Every gradient's stops by id, read once.
    let gradientStops: [String: [Gradient.Stop]]
    /// The first gradient with more stops than ``SVGGradients/maximumStops``, reported by ``read()``.
    let oversizedGradient: XMLElement?

    var layers: [Layer] = []
    /// Problems a lenient read got past (an image document's own included).
    var warnings: [InputError] = []
    var visits = 0
    /// The characters of the document's text read so far (SVGText.swift bounds them).
    var textCharacters = 0
    /// What the document uses that is not drawn, reported in one line at the end.
    var unsupported = SVGUnsupported()
    /// What animates the document, which is drawn still for now (SVGDocumentReader+Animations.swift).
    var animations = SVGUnsupported()
    var nextGroup = 0
    var segmentTotal = 0
    /// The nested viewports the walk is in, each the region it clips to (document units), innermost last.
    var clips: [Clip] = []
    /// The elements the walk is inside (by byte offset), through `<use>`s too: a `<use>` of one of them
    /// would contain itself.
    var ancestry: [Int] = []
    /// The groups with an opacity below 1 (or a mask) the walk is in, outermost first.
    var opacityGroups: [OpacityGroup] = []
    /// The clip paths and masks of the elements the walk is in, applied as it leaves each (``SVGMasking``).
    var pendingMasking: [SVGMasking.Pending] = []
    /// The clip paths and masks being resolved, by id, outermost first: one referring back to any of
    /// them closes a cycle.
    var maskingReferences: [String] = []
    /// Marker styles, images read and the images' decoding budget (``SVGPaintingState``).
    var painting = SVGPaintingState()
    /// Paths read from `d` attributes, by the attribute value's byte offset.
    private var pathCache: [Int: (Path, SegmentCounts)] = [:]

    init(document: XMLDocument, file: String, selection: String?, lenient: Bool, media: CSSMedia = .light,
         variables: [String: String] = [:], images: SVGImageSources = SVGImageSources()) {
        self.document = SVGDocument(document, media: media, variables: variables)
        self.imageSources = images
        self.file = file
        self.lenient = lenient
        self.selection = selection
        let ids = self.document.ids
        // Stops' currentColor needs the colour at each gradient: one more walk, for documents with gradients.
        let gradients = ids.values.contains { $0.localName == "linearGradient" || $0.localName == "radialGradient" }
        // Stops take the style sheet's rules too, as the appearance's @media rules give them.
        (gradientStops, oversizedGradient) = SVGGradients.allStops(
            in: ids, colors: gradients ? SVGGradients.inheritedColors(under: document.root, document: self.document) : [:],
            document: self.document)
    }

    /// The document's viewport: its viewBox, or 0 0 width height, or nil when it gives neither.
    static func viewBox(of root: XMLElement) -> Rect? {
        if let text = root.attribute("viewBox")?.value {
            if let numbers = NumberScanner.numberList(in: text), numbers.count == 4, numbers[2] > 0, numbers[3] > 0 {
                return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        let width = root.attribute("width").flatMap { SVGLength.parse($0.value) }
        let height = root.attribute("height").flatMap { SVGLength.parse($0.value) }
        if let width, let height, width.unit != .percent, height.unit != .percent {
            let w = width.pixels(percentOf: 0), h = height.pixels(percentOf: 0)
            if w > 0, h > 0 { return Rect(x: 0, y: 0, width: w, height: h) }
        }
        return nil
    }

    /// The size of the document's own viewport in CSS pixels, what `vw`, `vh`, `vmin` and `vmax` are 1% of
    /// (as Chromium sizes them for a document drawn as an image at its own size): the root's `width` and
    /// `height` where they are absolute lengths, else the sides of its view box. (A view box scales the user
    /// units, not the viewport: `50vw` of a 96-pixel-wide document is 48 user units whatever its viewBox.)
    static func viewportSize(of root: XMLElement, viewBox: Rect) -> Size {
        func side(_ name: String, _ fallback: Double) -> Double {
            guard let length = root.attribute(name).flatMap({ SVGLength.parse($0.value) }),
                  ![.percent, .vw, .vh, .vmin, .vmax].contains(length.unit) else { return fallback }
            let pixels = length.pixels(percentOf: 0)
            return pixels > 0 && pixels.isFinite ? pixels : fallback
        }
        return Size(width: side("width", viewBox.width), height: side("height", viewBox.height))
    }

    /// Reads the whole document.
    mutating func read() throws(InputError) -> LoadedInput {
        let root = document.root
        guard root.localName == "svg" else {
            throw InputError(file: file, location: root.location, .svg(.notSVG(root: root.name)))
        }
        if let selection, ids[selection] == nil {
            throw InputError(file: file, .svg(.noElement(id: selection)))
        }
        if let oversizedGradient {
            try problem(at: oversizedGradient.location,
                        .tooManyStops(element: oversizedGradient.localName, limit: SVGGradients.maximumStops),
                        .firstStopsUsed(SVGGradients.maximumStops))
        }
        let viewport = Self.viewBox(of: root) ?? Rect(x: 0, y: 0, width: 100, height: 100)
        // The root inherits the appearance's custom properties, as from a page that embeds the document.
        var initial = SVGComputedStyle()
        initial.variables = document.variables
        var rootStyle = try style(of: root, parent: initial, viewport: viewport)
        // rem and vw… are the root's, wherever they are used.
        rootStyle.rootFontSize = rootStyle.fontSize
        rootStyle.rootViewport = Self.viewportSize(of: root, viewBox: viewport)
        painting.definitionStyles[-1] = rootStyle
        // The root's opacity and mask composite everything as one group.
        let rootGroup = rootStyle.masking.mask != nil || rootStyle.masking.filter != nil
        if rootStyle.opacity < 1 || rootGroup {
            opacityGroups.append(OpacityGroup(id: -1, opacity: rootStyle.opacity))
        }
        if rootStyle.displayed {
            // The root's clip path and mask are in its user space: document units.
            let masking = SVGMasking.Pending(element: root, properties: rootStyle.masking, transform: placement,
                                             viewport: viewport, group: rootGroup ? -1 : nil, firstGroup: -1)
            try children(of: root, transform: placement, style: rootStyle, viewport: viewport,
                         selected: selection == nil || root.attribute("id")?.value == selection, uses: [])
            if masking.properties.isSet, !layers.isEmpty { try applyMasking(masking, toLayersFrom: 0) }
        }
        if let location = animations.firstLocation {
            try problem(at: location, .notAnimated(animations.featureList), .drawnStill)
        }
        if let found = unsupported.problem, let location = unsupported.firstLocation {
            try problem(at: location, found, .restDrawn)
        }
        Self.foldSingleLayerGroups(&layers)
        // Each nested group is a canvas-sized surface while it is drawn: deep nesting is bounded.
        if layers.contains(where: { $0.opacityGroups.count > Self.maximumOpacityGroupDepth }) {
            // (Only groups with an opacity: masked ones are named below.)
            if let deep = layers.first(where: {
                $0.opacityGroups.dropFirst(Self.maximumOpacityGroupDepth).contains { $0.opacity < 1 || $0.blend != .normal || $0.filter != nil }
            }) {
                try problem(at: (deep.source?.location) ?? root.location,
                            .opacityGroupsTooDeep(limit: Self.maximumOpacityGroupDepth),
                            .deeperGroupsApart)
            }
            // A mask cannot apply per layer: deeper masks are left out, with a warning of their own.
            if let masked = layers.first(where: { $0.opacityGroups.dropFirst(Self.maximumOpacityGroupDepth).contains { $0.mask != nil } }) {
                try problem(at: (masked.source?.location) ?? root.location,
                            .masking(.maskedGroupsTooDeep(limit: Self.maximumOpacityGroupDepth)), .drawnUnmasked)
            }
            for i in layers.indices where layers[i].opacityGroups.count > Self.maximumOpacityGroupDepth {
                let inner = layers[i].opacityGroups[Self.maximumOpacityGroupDepth...]
                layers[i].style?.opacity *= OpacityGroup.product(Array(inner))
                layers[i].opacityGroups.removeLast(inner.count)
            }
        }
        let par = root.attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) }
        var loaded = LoadedInput(layers: layers, viewBox: Self.viewBox(of: root), preserveAspectRatio: par ?? .default,
                                 warnings: warnings)
        loaded.document = file
        loaded.filesRead = painting.filesRead
        return loaded
    }

    /// A group around one layer composites like that layer's own opacity: it becomes part of it, so only
    /// groups of several layers are drawn offscreen (and the vector exports draw single layers exactly).
    static func foldSingleLayerGroups(_ layers: inout [Layer]) {
        var counts: [Int: Int] = [:]
        for layer in layers { for group in layer.opacityGroups { counts[group.id, default: 0] += 1 } }
        for i in layers.indices where !layers[i].opacityGroups.isEmpty {
            // (A masked, filtered or blended group stays: its mask, filter or blend mode composites it. So do the groups
            // around a blended one, which bound what it blends with.)
            let groups = layers[i].opacityGroups
            let inside = (groups.lastIndex { $0.blend != .normal }).map { $0 + 1 } ?? 0
            let folds = { (index: Int) in
                index >= inside && counts[groups[index].id] == 1 && groups[index].mask == nil && groups[index].filter == nil
            }
            let alone = groups.indices.filter(folds)
            guard !alone.isEmpty else { continue }
            layers[i].style?.opacity *= OpacityGroup.product(alone.map { groups[$0] })
            layers[i].opacityGroups = groups.indices.filter { !folds($0) }.map { groups[$0] }
        }
    }

    // MARK: Walking

    mutating func children(of element: XMLElement, transform: AffineTransform, style: SVGComputedStyle,
                                   viewport: Rect, selected: Bool, uses: [String]) throws(InputError) {
        for child in element.childElements {
            try visit(child, transform: transform, parentStyle: style, viewport: viewport,
                      selected: selected, uses: uses)
        }
    }

    mutating func visitElement(_ element: XMLElement, transform parentTransform: AffineTransform,
                                parentStyle: SVGComputedStyle, viewport: Rect,
                                selected parentSelected: Bool, uses: [String], viaUse: Bool = false,
                                instanceName: String? = nil) throws(InputError) {
        visits += 1
        guard visits <= Self.maximumVisits else {
            throw InputError(file: file, location: element.location, .svg(.tooManyElements(limit: Self.maximumVisits)))
        }
        let name = element.localName
        if Self.nonRendered.contains(name) && !(viaUse && name == "symbol") { return }
        if document.isForeign(element) { return }
        guard SVGConditions.hold(on: element) else { return }
        let style = try style(of: element, parent: parentStyle, viewport: viewport)
        guard style.displayed else { return }
        let own = try ownTransform(of: element, style: style, viewport: viewport)
        let transform = own == .identity ? parentTransform : own.then(parentTransform)
        let selected = parentSelected || (selection != nil && element.attribute("id")?.value == selection)
        // A container's opacity composites its content as one group; a shape's applies to the shape alone
        // (its fill and stroke together).
        // A mask composites the element's group, a shape's too; so does a blend mode, and isolation
        // keeps what blends inside from blending with what is behind.
        let opens = (style.opacity < 1 && !Self.shapes.contains(name)) || style.masking.mask != nil || style.masking.filter != nil
            || style.blend != .normal || style.isolated
        let groupOpacity = Self.shapes.contains(name) ? 1 : style.opacity
        let firstGroup = nextGroup
        if opens { opacityGroups.append(OpacityGroup(id: nextGroup, opacity: groupOpacity, blend: style.blend)); nextGroup += 1 }
        defer { if opens { opacityGroups.removeLast() } }
        if style.masking.isSet {
            pendingMasking.append(SVGMasking.Pending(element: element, properties: style.masking,
                                                     transform: SVGMasking.userSpace(of: element, transform, viewport, style.lengths),
                                                     viewport: viewport, group: opens ? nextGroup - 1 : nil, firstGroup: firstGroup))
        }

        if selected { noteAnimations(of: element) }
        ancestry.append(element.byteOffset)
        defer { ancestry.removeLast() }
        switch name {
        case "image":
            guard selected, style.visible else { return }
            try image(element, transform: transform, style: style, viewport: viewport, name: instanceName)
        case _ where SVGUnsupported.elements.contains(name):
            if selected { unsupported.note("<\(name)>", at: element.location) }
        case "switch":
            // Only the first child whose conditions hold is drawn (SVG 2 §5.8.2).
            guard let chosen = element.childElements.first(where: {
                !document.isForeign($0) && SVGConditions.switchable.contains($0.localName) && SVGConditions.hold(on: $0)
            }) else { return }
            try visit(chosen, transform: transform, parentStyle: style, viewport: viewport,
                      selected: selected, uses: uses)
        case _ where Self.containers.contains(name):
            try children(of: element, transform: transform, style: style, viewport: viewport,
                         selected: selected, uses: uses)
        case "svg", "symbol":
            // A nested viewport: x, y, width, height and viewBox map its content into place.
            let x = try length(element, "x", viewport.width, in: style.lengths) ?? 0
            let y = try length(element, "y", viewport.height, in: style.lengths) ?? 0
            let width = try length(element, "width", viewport.width, in: style.lengths) ?? viewport.width
            let height = try length(element, "height", viewport.height, in: style.lengths) ?? viewport.height
            guard width > 0, height > 0 else { return }
            var inner = AffineTransform.translation(x, y)
            var innerViewport = Rect(x: 0, y: 0, width: width, height: height)
            if let box = Self.viewBox(of: element), element.attribute("viewBox") != nil {
                let par = element.attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) }
                    ?? .default
                inner = par.transform(viewBox: box, into: Rect(x: 0, y: 0, width: width, height: height))
                    .then(.translation(x, y))
                innerViewport = box
            }
            // The viewport clips its content unless it lets it overflow.
            let overflow = element.attribute("overflow")?.value.trimmingSpaces().lowercased()
            let clips = overflow != "visible" && overflow != "auto"
            if clips {
                self.clips.append(Clip(Path(subpaths: [Subpath(start: Point(x, y), segments: [
                    .line(Line(Point(x, y), Point(x + width, y))), .line(Line(Point(x + width, y), Point(x + width, y + height))),
                    .line(Line(Point(x + width, y + height), Point(x, y + height))), .line(Line(Point(x, y + height), Point(x, y))),
                ], isClosed: true)]).transformed(by: transform)))
            }
            defer { if clips { self.clips.removeLast() } }
            try children(of: element, transform: inner.then(transform), style: style,
                         viewport: innerViewport, selected: selected, uses: uses)
        case "text":
            // Shaped and drawn by the renderer (SVGText.swift); one layer per <text>.
            guard selected, var layer = try textLayer(element, style: style, transform: transform, viewport: viewport) else { return }
            guard layers.count < Self.maximumLayers else {
                throw InputError(file: file, location: element.location, .svg(.tooManyLayers(limit: Self.maximumLayers)))
            }
            layer.clips = clips
            layer.opacityGroups = opacityGroups
            layers.append(layer)
        case "use":
            try use(element, transform: transform, style: style, viewport: viewport,
                    selected: selected, uses: uses)
        case _ where Self.shapes.contains(name):
            guard selected, style.visible else { return }
            guard let (path, counts) = try geometry(of: element, viewport: viewport, lengths: style.lengths), !path.isEmpty else { return }
            if style.markers.any, SVGMarkers.markable.contains(name) {
                try markedShape(element, localPath: path, counts: counts, style: style, transform: transform,
                                viewport: viewport, name: instanceName)
            } else {
                try addLayer(element, localPath: path, counts: counts, style: style, transform: transform,
                             viewport: viewport, name: instanceName)
            }
        default:
            // Unknown elements are not drawn, nor is their content (SVG 2 §5.11).
            return
        }
    }

    /// `<use href="#id" x y width height>`: the referenced element (a `<symbol>` becomes a nested viewport)
    /// drawn at (x, y), inheriting the use element's style.
    private mutating func use(_ element: XMLElement, transform: AffineTransform, style: SVGComputedStyle,
                              viewport: Rect, selected: Bool, uses: [String]) throws(InputError) {
        guard let href = element.href else { return }
        let reference = href.value.trimmingSpaces()
        guard reference.hasPrefix("#") else {
            // External references are never loaded.
            try problem(href, 0, .externalReference(reference), .useNotDrawn)
            return
        }
        let id = String(reference.dropFirst())
        guard let target = ids[id] else {
            try problem(href, 0, .missingReference(id: id), .useNotDrawn)
            return
        }
        // A <use> of an element it lies in (through other <use>s too) would contain itself: SVG 2 §5.6.2
        // puts it in error.
        guard !ancestry.contains(target.byteOffset) else {
            try problem(at: element.location, .referenceCycle(id: id), .cyclicUseNotDrawn)
            return
        }
        guard uses.count < Self.maximumUseDepth else {
            throw InputError(file: file, location: element.location, .svg(.usesTooDeep(limit: Self.maximumUseDepth)))
        }
        let x = try length(element, "x", viewport.width, in: style.lengths) ?? 0
        let y = try length(element, "y", viewport.height, in: style.lengths) ?? 0
        var placed = target
        if target.localName == "symbol" {
            // The use element's width and height size the symbol's viewport.
            var attributes = target.attributes.filter { !["x", "y", "width", "height"].contains($0.name) }
            for name in ["width", "height"] { if let a = element.attribute(name) { attributes.append(a) } }
            placed.attributes = attributes
        } else if target.localName == "svg" {
            // … and override a nested <svg>'s own, where given.
            let sizes = ["width", "height"].compactMap { element.attribute($0) }
            placed.attributes = target.attributes.filter { a in !sizes.contains { $0.name == a.name } } + sizes
        }
        // A shape drawn by a use is named after the use (each clone its own layer name).
        try visit(placed, transform: AffineTransform.translation(x, y).then(transform), parentStyle: style,
                  viewport: viewport, selected: selected, uses: uses + [id], viaUse: true,
                  instanceName: element.attribute("id")?.value)
    }

    // MARK: Geometry

    /// The element's path in its own user space, with its segment counts; nil when it has none.
    mutating func geometry(of element: XMLElement, viewport: Rect, lengths: SVGLength.Context) throws(InputError) -> (Path, SegmentCounts)? {
        let w = viewport.width, h = viewport.height
        let diagonal = ((w * w + h * h) / 2).squareRoot()
        switch element.localName {
        case "path":
            guard let d = element.attribute("d") else { return nil }
            // A path drawn by many <use>s is read once; its warning, if any, was reported the first time.
            if let cached = pathCache[d.valueByteOffset] { return cached }
            do {
                let result = try PathDataInput.read(d.value, lenient: lenient)
                pathCache[d.valueByteOffset] = (result.path, result.counts)
                if let warning = result.warning {
                    warnings.append(InputError(file: file, location: d.sourceLocation(ofValueByte: warning.byteOffset),
                                               .pathData(warning), consequence: .pathKept))
                }
                return (result.path, result.counts)
            } catch {
                throw InputError(file: file, location: d.sourceLocation(ofValueByte: error.byteOffset), .pathData(error))
            }
        case "rect":
            let x = try length(element, "x", w, in: lengths) ?? 0, y = try length(element, "y", h, in: lengths) ?? 0
            let width = try length(element, "width", w, in: lengths) ?? 0, height = try length(element, "height", h, in: lengths) ?? 0
            let rx = try length(element, "rx", w, in: lengths), ry = try length(element, "ry", h, in: lengths)
            return try shape(element) { () throws(PathRefusal) in
                try SVGBasicShapes.rect(x: x, y: y, width: width, height: height, rx: rx, ry: ry)
            }
        case "circle":
            let cx = try length(element, "cx", w, in: lengths) ?? 0, cy = try length(element, "cy", h, in: lengths) ?? 0
            let r = try length(element, "r", diagonal, in: lengths) ?? 0
            return try shape(element) { () throws(PathRefusal) in try SVGBasicShapes.circle(cx: cx, cy: cy, r: r) }
        case "ellipse":
            let cx = try length(element, "cx", w, in: lengths) ?? 0, cy = try length(element, "cy", h, in: lengths) ?? 0
            let rx = try length(element, "rx", w, in: lengths), ry = try length(element, "ry", h, in: lengths)
            return try shape(element) { () throws(PathRefusal) in
                try SVGBasicShapes.ellipse(cx: cx, cy: cy, rx: rx, ry: ry)
            }
        case "line":
            let x1 = try length(element, "x1", w, in: lengths) ?? 0, y1 = try length(element, "y1", h, in: lengths) ?? 0
            let x2 = try length(element, "x2", w, in: lengths) ?? 0, y2 = try length(element, "y2", h, in: lengths) ?? 0
            return try shape(element) { () throws(PathRefusal) in try SVGBasicShapes.line(x1: x1, y1: y1, x2: x2, y2: y2) }
        case "polyline", "polygon":
            guard let attribute = element.attribute("points") else { return nil }
            let pairs: [CoordinatePair]
            do {
                pairs = try SVGPointList.parse(attribute.value)
            } catch {
                // SVG: drawn up to the error, like path data.
                try problem(attribute, error.byteOffset, .syntax(error), .shapeKept)
                pairs = error.partial
            }
            let points = pairs.map(Point.init)
            let isPolygon = element.localName == "polygon"
            return try shape(element) { () throws(PathRefusal) in
                isPolygon ? try SVGBasicShapes.polygon(points) : try SVGBasicShapes.polyline(points)
            }
        default:
            return nil
        }
    }

    /// A basic shape's path, or nil (after an error in strict mode, a warning in lenient mode) when its
    /// numbers place it beyond ``GeometryLimits``.
    private mutating func shape(_ element: XMLElement, _ make: () throws(PathRefusal) -> (Path, SegmentCounts))
        throws(InputError) -> (Path, SegmentCounts)? {
        do {
            return try make()
        } catch {
            try problem(at: element.location, .shapeOutOfRange(element: element.localName, error), .notDrawn)
            return nil
        }
    }

    /// A length attribute in user units, or nil when absent. A malformed value is an error (strict) or
    /// makes the attribute count as absent (lenient, with a warning).
    mutating func length(_ element: XMLElement, _ name: String, _ percentBase: Double,
                                 in context: SVGLength.Context) throws(InputError) -> Double? {
        guard let attribute = element.attribute(name) else { return nil }
        guard let length = SVGLength.parse(attribute.value) else {
            try problem(attribute, 0, .invalidLength(attribute: name, value: attribute.value), .initialValueUsed)
            return nil
        }
        return length.pixels(context, percentOf: percentBase)
    }

    // MARK: Style

    /// The element's computed style: presentation attributes, then style-sheet rules, then its `style`
    /// attribute, then the `!important` declarations of the sheet and of the `style` attribute, over what
    /// its parent passes down.
    mutating func style(of element: XMLElement, parent: SVGComputedStyle, viewport: Rect) throws(InputError)
        -> SVGComputedStyle {
        var style = parent.inherited
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        let stops = self.gradientStops
        let patterns = painting.patternIDs(in: ids)
        let resolve = { (text: String) -> (SVGPaint, server: String?)? in Self.paint(text, stops: stops, patterns: patterns) }
        let rules = document.styleSheetDeclarations(for: element)
        let inline = element.attribute("style")
        let declared = inline.map { CSSStyleSheet.declarations(inStyleAttribute: $0.value) } ?? []
        // Custom properties first: every value may name them (CSS Custom Properties 1).
        let custom = [false, true].flatMap { important in
            (rules + declared).filter { $0.important == important && CSSVariables.isCustom($0.property) }.map { ($0.property, $0.value) }
        }
        if !custom.isEmpty {
            let (values, cycles) = CSSVariables.resolve(declared: custom, inherited: parent.variables)
            style.variables = values
            for cycle in cycles { try problem(at: (inline ?? element.attribute("class"))?.location ?? element.location, .variableCycle(cycle), .propertyUnset) }
        }
        /// `value` with its `var()`s substituted; nil (said, and the property unset) when one has no value.
        func substituted(_ property: String, _ value: String, at place: XMLAttribute?) throws(InputError) -> String? {
            guard CSSVariables.refersToVariables(value) else { return value }
            if let text = CSSVariables.substitute(value, style.variables) { return text }
            try problem(at: place?.location ?? element.location, .undefinedVariable(property: property, value: value), .propertyUnset)
            // Invalid at computed-value time: an inherited property inherits, the others keep their initial value.
            if !SVGComputedStyle.uninherited.contains(property) {
                style.apply(property, "inherit", parent: parent, resolvePaint: resolve, percentBase: diagonal)
            }
            return nil
        }
        for attribute in element.attributes where SVGComputedStyle.properties.contains(attribute.name) {
            guard let value = try substituted(attribute.name, attribute.value, at: attribute) else { continue }
            if !style.apply(attribute.name, value, parent: parent, resolvePaint: resolve, percentBase: diagonal) {
                try problem(attribute, 0, .invalidValue(property: attribute.name, value: value), .attributeIgnored)
            }
        }
        for important in [false, true] {
            // Style sheets are CSS: a declaration with an invalid value is dropped, as browsers drop it.
            for (property, value, weight) in rules where weight == important && !CSSVariables.isCustom(property) {
                guard let value = try substituted(property, value, at: nil) else { continue }
                style.apply(property, value, parent: parent, resolvePaint: resolve, percentBase: diagonal)
            }
            for (property, value, weight) in declared where weight == important && !CSSVariables.isCustom(property) {
                guard let value = try substituted(property, value, at: inline) else { continue }
                if !style.apply(property, value, parent: parent, resolvePaint: resolve, percentBase: diagonal), let inline {
                    try problem(inline, 0, .invalidValue(property: property, value: value), .declarationIgnored)
                }
            }
        }
        return style
    }

    /// A paint, and for `url(#id)` naming a gradient, the gradient's id (resolved per element, since its
    /// geometry may depend on the element's bounding box). The paint itself then holds the declared
    /// fallback, if any.
    private static func paint(_ text: String, stops gradientStops: [String: [Gradient.Stop]],
                              patterns: Set<String>) -> (SVGPaint, server: String?)? {
        guard let paint = SVGPaint.parse(text) else { return nil }
        guard case .unsupported(let fallback) = paint else { return (paint, nil) }
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("url("), let close = trimmed.firstIndex(of: ")") else { return (paint, nil) }
        var id = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)..<close].trimmingSpaces()
        id = id.trimming(charactersIn: "'\"")
        guard id.hasPrefix("#") else { return (paint, nil) }
        let server = String(id.dropFirst())
        // A pattern, resolved per element (SVGPatterns); the paint keeps the fallback.
        if patterns.contains(server) { return (paint, server) }
        guard let stops = gradientStops[server] else {
            // Not a gradient we know (a pattern, a missing id): the fallback, if any.
            switch fallback {
            case .color(let color)?: return (.color(color), nil)
            case .currentColor?: return (.currentColor, nil)
            case nil: return (paint, nil)
            }
        }
        // A gradient without stops paints nothing (SVG 2 §14.2.4: as if 'none'); one stop, its colour.
        guard let first = stops.first?.color else { return (.none, nil) }
        // Two or more: the gradient, resolved per element, with the declared fallback for an element it
        // cannot paint.
        // (A paint holds a colour as CSS gives it: the stop's, component for component.)
        let single = CSSColor(red: first.red, green: first.green, blue: first.blue, alpha: first.alpha)
        return stops.count >= 2 ? (paint, server) : (.color(single), nil)
    }

    // MARK: Layers and problems

    mutating func addLayer(_ element: XMLElement, localPath: Path, counts: SegmentCounts,
                                   style: SVGComputedStyle, transform: AffineTransform,
                                   viewport: Rect, name instanceName: String?) throws(InputError) {
        let path = localPath.transformed(by: transform)
        // Gradients in objectBoundingBox units span the element's own box, before its transforms.
        let box = localPath.bounds
        let fillGradient = style.fillServer.flatMap {
            SVGGradients.gradient($0, in: ids, stops: gradientStops, box: box, viewport: viewport, transform: transform)?
                .withOpacity(style.fillOpacity)
        }
        let strokeGradient = style.strokeServer.flatMap {
            SVGGradients.gradient($0, in: ids, stops: gradientStops, box: box, viewport: viewport, transform: transform)?
                .withOpacity(style.strokeOpacity)
        }
        // A gradient's colour for the drawing pen is its first stop; one that cannot paint this element
        // (objectBoundingBox on a shape without width or height) gives way to the fallback, or to none.
        func color(_ paint: SVGPaint, _ gradient: Gradient?, _ opacity: Double) -> Color? {
            gradient.flatMap { $0.stops.first?.color } ?? style.color(of: paint, opacity: opacity)
        }
        let patterns = try patternPaints(style: style, box: box, viewport: viewport, transform: transform)
        let stroke = style.strokeWidth > 0 ? patterns.stroke?.placeholder ?? color(style.stroke, strokeGradient, style.strokeOpacity) : nil
        let fill = patterns.fill?.placeholder ?? color(style.fill, fillGradient, style.fillOpacity)
        guard stroke != nil || fill != nil else { return }  // Neither stroked nor filled: nothing to see.
        guard layers.count < Self.maximumLayers else {
            throw InputError(file: file, location: element.location, .svg(.tooManyLayers(limit: Self.maximumLayers)))
        }
        // Each element's geometry is within the limits in its own units; its transforms (nested groups,
        // uses, viewports) can still carry it beyond them.
        let widthScale = abs(transform.determinant).squareRoot()
        let lineWidth = style.strokeWidth * widthScale
        guard path.isWithinGeometryLimits, !(stroke != nil && !GeometryLimits.contains(lineWidth)) else {
            let reach: SVGProblem.Reach = path.isWithinGeometryLimits ? .strokeWidth(lineWidth) : .points(path.largestCoordinate)
            try problem(at: element.location, .transformedOutOfRange(element: element.localName, reach), .notDrawn)
            return
        }
        // Every layer's segments are kept, so <use> of a big path many times is bounded here.
        segmentTotal += path.segmentCount
        guard segmentTotal <= GeometryLimits.maximumSegments else {
            throw InputError(file: file, location: element.location, .svg(.tooManySegments(limit: GeometryLimits.maximumSegments)))
        }
        // A filled-only element's stroke-width means nothing (it has no stroke): width 0 lets the renderer
        // choose the drawing pen for its frame size.
        var layerStyle = LayerStyle(stroke: stroke, lineWidth: stroke == nil ? 0 : lineWidth,
                                    fill: fill, lineCap: stroke == nil ? .round : style.lineCap,
                                    lineJoin: stroke == nil ? .round : style.lineJoin, fillRule: style.fillRule,
                                    opacity: style.opacity, lineWidthScalesWithSource: stroke != nil)
        layerStyle.fillGradient = fill == nil ? nil : fillGradient
        layerStyle.strokeGradient = stroke == nil ? nil : strokeGradient
        layerStyle.fillPattern = fill == nil ? nil : patterns.fill
        layerStyle.strokePattern = stroke == nil ? nil : patterns.stroke
        if stroke != nil {
            layerStyle.dashes = (style.dashArray ?? []).map { $0 * widthScale }
            layerStyle.dashOffset = style.dashOffset * widthScale
            layerStyle.miterLimit = style.miterLimit
            layerStyle.penTransform = transform.shapeDistortion
            layerStyle.strokeBeneath = style.strokeFirst && fill != nil
        }
        let name = instanceName ?? element.attribute("id")?.value ?? "\(element.localName)\(layers.count + 1)"
        var layer = Layer(name: name, path: path, segmentCounts: counts, style: layerStyle,
                          source: SourceReference(file: file, source: element.source, byteOffset: element.byteOffset))
        layer.clips = clips
        layer.opacityGroups = opacityGroups
        layers.append(layer)
    }

    /// A problem in an attribute value: an error in strict mode, a warning (and the element skipped) in
    /// lenient mode.
    mutating func problem(_ attribute: XMLAttribute, _ byteOffset: Int, _ found: SVGProblem,
                                  _ consequence: InputError.Consequence) throws(InputError) {
        try problem(at: attribute.sourceLocation(ofValueByte: byteOffset), found, consequence)
    }

    /// A problem at `location`: an error in strict mode, in lenient mode a warning saying what was done
    /// instead (`consequence`).
    mutating func problem(at location: SourceLocation, _ found: SVGProblem, _ consequence: InputError.Consequence)
        throws(InputError) {
        let error = InputError(file: file, location: location, .svg(found), consequence: consequence)
        if !lenient { throw error }
        warnings.append(error)
    }
}
