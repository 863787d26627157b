#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore

/// The `<marker>`s a shape refers to (`marker-start`, `marker-mid`, `marker-end`, or all three through the
/// `marker` shorthand, which is CSS only): their ids, nil for none. Inherited.
struct SVGMarkerReferences: Hashable, Sendable {
    var start: String?
    var mid: String?
    var end: String?

    var any: Bool { start != nil || mid != nil || end != nil }

    /// `none` (`.some(nil)`) or `url(#id)` (the id); nil for anything else.
    static func reference(_ value: String) -> String?? {
        let text = value.trimmingSpaces()
        if text.lowercased() == "none" { return .some(nil) }
        guard text.lowercased().hasPrefix("url("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(4).dropLast().trimming(charactersIn: " '\"")
        // A reference outside the document draws nothing, as a missing marker does.
        return .some(inner.hasPrefix("#") ? String(inner.dropFirst()) : "")
    }
}

/// The paints of the shape a marker is drawn on, for `context-fill` and `context-stroke` in the marker's
/// content (SVG 2 §13.3), as Inkscape's arrows use them.
struct SVGContextPaint: Hashable, Sendable {
    enum Keyword { case fill, stroke }
    var fill: SVGPaint
    var fillServer: String?
    var stroke: SVGPaint
    var strokeServer: String?

    /// `context-fill` or `context-stroke`; nil for any other paint.
    static func keyword(_ value: String) -> Keyword? {
        switch value.lowercased() {
        case "context-fill": .fill
        case "context-stroke": .stroke
        default: nil
        }
    }
}

/// Markers (SVG 2 §13.7): the `<marker>` a path, line, polyline or polygon refers to, drawn at its
/// vertices. Each marker's content becomes layers of its own, placed, turned and scaled to the vertex,
/// clipped to the marker's viewport unless its `overflow` is visible, and tagged with when the shape's pen
/// reaches the vertex (``MarkerTiming``): the draw-on shows each marker whole as the pen gets there.
enum SVGMarkers {
    /// The elements markers are drawn on.
    static let markable: Set<String> = ["path", "line", "polyline", "polygon"]
}

extension SVGDocumentReader {
    /// A markable shape that refers to markers: its own layer, and its markers' layers over it (under it
    /// with `paint-order: markers …`). A shape with an `opacity` is composited with its markers as one.
    mutating func markedShape(_ element: XMLElement, localPath: Path, counts: SegmentCounts, style: SVGComputedStyle,
                              transform: AffineTransform, viewport: Rect, name: String?) throws(InputError) {
        var shapeStyle = style
        let opens = style.opacity < 1
        if opens {
            opacityGroups.append(OpacityGroup(id: nextGroup, opacity: style.opacity))
            nextGroup += 1
            shapeStyle.opacity = 1
        }
        defer { if opens { opacityGroups.removeLast() } }
        let vertices = element.localName == "path"
            ? element.attribute("d").map { SVGMarkerVertices.vertices(ofPathData: $0.value) } ?? []
            : SVGMarkerVertices.vertices(ofLines: localPath)
        if style.markersFirst {
            let first = layers.count
            try markers(of: element, at: vertices, path: localPath, style: style, transform: transform, viewport: viewport)
            let markerRange = first..<layers.count
            try addLayer(element, localPath: localPath, counts: counts, style: shapeStyle, transform: transform,
                         viewport: viewport, name: name)
            let host = layers.count > markerRange.upperBound ? layers.count - 1 : nil
            retime(markerRange, host: host)
        } else {
            let before = layers.count
            try addLayer(element, localPath: localPath, counts: counts, style: shapeStyle, transform: transform,
                         viewport: viewport, name: name)
            let host = layers.count > before ? before : nil
            if let host, style.markersBetween, layers[host].style?.fill != nil, layers[host].style?.stroke != nil {
                layers[host].style?.markersBetween = true
            }
            try markers(of: element, at: vertices, path: localPath, style: style, transform: transform, viewport: viewport)
            retime((host == nil ? before : before + 1)..<layers.count, host: host)
        }
    }

    /// Points the marker layers in `range` at their host layer; without one (a shape with neither fill nor
    /// stroke) they are drawn on by themselves.
    private mutating func retime(_ range: Range<Int>, host: Int?) {
        for i in range {
            if let host { layers[i].marker?.hostOffset = host - i } else { layers[i].marker = nil }
        }
    }

    /// The markers of `element` at `vertices`, as layers tagged with their vertex's timing (host offset
    /// filled in by the caller).
    private mutating func markers(of element: XMLElement, at vertices: [SVGMarkerVertices.Vertex], path: Path,
                                  style: SVGComputedStyle, transform: AffineTransform, viewport: Rect) throws(InputError) {
        guard !vertices.isEmpty else { return }
        // When the pen reaches each vertex: its share of its subpath's length, in the shape's user space.
        let measure = PathMeasure(path.transformed(by: transform))
        func fraction(_ vertex: SVGMarkerVertices.Vertex) -> (Int, Double) {
            let sub = min(vertex.subpath, max(measure.subpathLengths.count - 1, 0))
            guard sub < measure.subpathLengths.count, measure.subpathLengths[sub] > 0 else { return (sub, vertex.segmentsBefore > 0 ? 1 : 0) }
            let lengths = measure.segmentLengths[sub]
            let before = lengths.prefix(min(vertex.segmentsBefore, lengths.count)).reduce(0, +)
            return (sub, min(before / measure.subpathLengths[sub], 1))
        }
        for vertex in vertices {
            let id: String? = switch vertex.kind {
            case .start: style.markers.start
            case .mid: style.markers.mid
            case .end: style.markers.end
            }
            guard let id, !id.isEmpty, let marker = ids[id], marker.localName == "marker" else { continue }
            guard !ancestry.contains(marker.byteOffset) else {
                try problem(at: element.location, .cyclicReference(element: "marker", id: id), .notDrawn)
                continue
            }
            let first = layers.count
            let context = SVGContextPaint(fill: style.fill, fillServer: style.fillServer, stroke: style.stroke,
                                          strokeServer: style.strokeServer)
            try drawMarker(marker, at: vertex, strokeWidth: style.strokeWidth, context: context, transform: transform)
            let (sub, share) = fraction(vertex)
            for i in first..<layers.count {
                layers[i].marker = MarkerTiming(hostOffset: 0, subpath: sub, fraction: share)
            }
        }
    }

    /// One marker's content at `vertex` of a shape drawn with `strokeWidth` under `transform`.
    private mutating func drawMarker(_ marker: XMLElement, at vertex: SVGMarkerVertices.Vertex, strokeWidth: Double,
                                     context: SVGContextPaint, transform: AffineTransform) throws(InputError) {
        var markerStyle = try definitionStyle(of: marker)
        markerStyle.contextPaint = context
        let lengths = markerStyle.lengths
        let width = try length(marker, "markerWidth", 100, in: lengths) ?? 3
        let height = try length(marker, "markerHeight", 100, in: lengths) ?? 3
        // A marker of zero size draws nothing (SVG 2 §13.7.2).
        guard width > 0, height > 0 else { return }
        let userSpace = marker.attribute("markerUnits")?.value.trimmingSpaces() == "userSpaceOnUse"
        let scale = userSpace ? 1 : strokeWidth
        guard scale > 0 else { return }
        var contentViewport = Rect(x: 0, y: 0, width: width, height: height)
        var toViewport = AffineTransform.identity
        if marker.attribute("viewBox") != nil {
            guard let box = Self.viewBox(of: marker) else { return }  // An unusable viewBox disables rendering.
            let par = marker.attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) } ?? .default
            toViewport = par.transform(viewBox: box, into: Rect(x: 0, y: 0, width: width, height: height))
            contentViewport = box
        }
        let refX = try length(marker, "refX", contentViewport.width, in: lengths) ?? 0
        let refY = try length(marker, "refY", contentViewport.height, in: lengths) ?? 0
        let reference = toViewport.apply(Point(refX, refY))
        let angle = Self.orientation(marker.attribute("orient")?.value, vertex: vertex)
        let placement = AffineTransform.translation(-reference.x, -reference.y).then(.scale(scale, scale))
            .then(.rotation(angle)).then(.translation(vertex.point.x, vertex.point.y)).then(transform)
        let overflow = declaredValue("overflow", of: marker)?.trimmingSpaces().lowercased()
        let clips = overflow != "visible" && overflow != "auto"
        if clips {
            self.clips.append(Clip(Path(subpaths: [Subpath(start: Point(0, 0), segments: [
                .line(Line(Point(0, 0), Point(width, 0))), .line(Line(Point(width, 0), Point(width, height))),
                .line(Line(Point(width, height), Point(0, height))), .line(Line(Point(0, height), Point(0, 0))),
            ], isClosed: true)]).transformed(by: placement)))
        }
        defer { if clips { self.clips.removeLast() } }
        ancestry.append(marker.byteOffset)
        defer { ancestry.removeLast() }
        try children(of: marker, transform: toViewport.then(placement), style: markerStyle, viewport: contentViewport,
                     selected: true, uses: [])
    }

    /// The angle a marker is turned by at `vertex`: `orient` as an angle (degrees unless a unit says
    /// otherwise), `auto`, or `auto-start-reverse` (a start marker turned round); 0 when absent or invalid.
    static func orientation(_ text: String?, vertex: SVGMarkerVertices.Vertex) -> Double {
        guard let value = text?.trimmingSpaces().lowercased() else { return 0 }
        if value == "auto" { return vertex.angle }
        if value == "auto-start-reverse" { return vertex.kind == .start ? vertex.angle + .pi : vertex.angle }
        let units: [(String, Double)] = [("deg", .pi / 180), ("grad", .pi / 200), ("rad", 1), ("turn", 2 * .pi)]
        for (unit, factor) in units where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count)).map { $0 * factor }.flatMap { $0.isFinite ? $0 : nil } ?? 0
        }
        return Double(value).map { $0 * .pi / 180 }.flatMap { $0.isFinite ? $0 : nil } ?? 0
    }

    /// The value the cascade gives `property` on `element` (its attribute, style sheets, `style`
    /// attribute, `!important` last), for properties mrefresh reads on one element only (`overflow`).
    func declaredValue(_ property: String, of element: XMLElement) -> String? {
        document.declaredValue(property, of: element)
    }
}
