import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

private func svg(_ body: String) -> [UInt8] {
    Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>".utf8)
}

private func read(_ body: String, lenient: Bool = true) throws -> LoadedInput {
    try InputLoader.load(svg(body), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: lenient)
}

private func degrees(_ radians: Double) -> Double {
    let d = (radians * 180 / .pi).truncatingRemainder(dividingBy: 360)
    return (d < 0 ? d + 360 : d).rounded()
}

/// Path data → each vertex's kind and auto angle in whole degrees.
@Test("marker vertices: one per command (an arc is one), angles bisect in and out, zero-length commands borrow their neighbours'",
      arguments: [
          ("M10 10 L20 10 L20 20", [(SVGMarkerVertices.Vertex.Kind.start, 0.0), (.mid, 45), (.end, 90)]),
          // The arc is eight cubic pieces in the built path, one segment here.
          ("M0 0 A10 10 0 0 1 20 0 L30 0", [(.start, 270), (.mid, 45), (.end, 0)]),
          ("M0 0 l0 0 L10 0 l0 0", [(.start, 0), (.mid, 0), (.mid, 0), (.end, 0)]),
          // A closed square: the start and the closing vertex bisect the closing and the first side.
          ("M0 0 H10 V10 H0 Z", [(.start, 315), (.mid, 45), (.mid, 135), (.mid, 225), (.end, 315)]),
          // A U-turn turns left of the incoming direction.
          ("M0 0 H10 H0", [(.start, 0), (.mid, 90), (.end, 180)]),
          ("M5 5", [(.start, 0), (.end, 0)]),
      ])
func markerVertices(_ data: String, _ expected: [(SVGMarkerVertices.Vertex.Kind, Double)]) {
    let vertices = SVGMarkerVertices.vertices(ofPathData: data)
    #expect(vertices.map(\.kind) == expected.map(\.0))
    #expect(vertices.map { degrees($0.angle) } == expected.map(\.1))
}

@Test("orient: auto, auto-start-reverse on the start only, angles in deg, rad, grad, turn and plain numbers")
func markerOrientation() {
    let start = SVGMarkerVertices.Vertex(kind: .start, point: .zero, angle: 0.5, subpath: 0, segmentsBefore: 0)
    let end = SVGMarkerVertices.Vertex(kind: .end, point: .zero, angle: 0.5, subpath: 0, segmentsBefore: 1)
    #expect(SVGDocumentReader.orientation("auto", vertex: start) == 0.5)
    #expect(SVGDocumentReader.orientation("auto-start-reverse", vertex: start) == 0.5 + .pi)
    #expect(SVGDocumentReader.orientation("auto-start-reverse", vertex: end) == 0.5)
    #expect(abs(SVGDocumentReader.orientation("90", vertex: start) - .pi / 2) < 1e-12)
    #expect(abs(SVGDocumentReader.orientation("90deg", vertex: start) - .pi / 2) < 1e-12)
    #expect(abs(SVGDocumentReader.orientation("100grad", vertex: start) - .pi / 2) < 1e-12)
    #expect(abs(SVGDocumentReader.orientation("0.25turn", vertex: start) - .pi / 2) < 1e-12)
    #expect(SVGDocumentReader.orientation("1rad", vertex: start) == 1)
    #expect(SVGDocumentReader.orientation("sideways", vertex: start) == 0)
    #expect(SVGDocumentReader.orientation(nil, vertex: start) == 0)
}

private let arrowMarkers = """
    <marker id="m" markerWidth="4" markerHeight="4" refX="2" refY="2" markerUnits="userSpaceOnUse"><rect id="box" width="4" height="4" fill="red"/></marker>
    """

@Test("marker layers follow their shape, each tagged with its vertex: subpath and share of its length")
func markerLayersAreTagged() throws {
    let input = try read(arrowMarkers + #"<path id="p" d="M0 0 H30 V10 M50 0 H60" stroke="black" marker-start="url(#m)" marker-mid="url(#m)" marker-end="url(#m)"/>"#)
    #expect(input.layers.map(\.name) == ["p", "box", "box", "box", "box", "box"])
    let timings = input.layers.dropFirst().map { try! #require($0.marker) }
    #expect(timings.map(\.hostOffset) == [-1, -2, -3, -4, -5])
    #expect(timings.map(\.subpath) == [0, 0, 0, 1, 1])
    #expect(timings.map(\.fraction) == [0, 0.75, 1, 0, 1])
    // Each marker sits on its vertex (the box is centred by refX/refY).
    #expect(input.layers[2].path.bounds?.center == Point(30, 0))
}

@Test("paint-order: markers puts the markers first, pointing forward to their shape")
func markersFirst() throws {
    let input = try read(arrowMarkers + #"<path id="p" d="M0 0 H30" stroke="black" marker-end="url(#m)" paint-order="markers"/>"#)
    #expect(input.layers.map(\.name) == ["box", "p"])
    #expect(input.layers[0].marker?.hostOffset == 1)
}

@Test("a marker drawn inside itself is refused where it is used; the rest is drawn")
func markerCycle() throws {
    let body = """
        <marker id="m" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse"><path d="M0 0 H5" stroke="red" marker-end="url(#m)"/></marker>
        <path d="M10 10 H50" stroke="black" marker-end="url(#m)"/>
        """
    let input = try read(body)
    #expect(input.layers.count == 2)
    #expect(input.warnings.map(\.description).contains { $0.contains("<marker> '#m' would be drawn inside itself") && $0.contains("icon.svg:1:") })
    #expect(throws: InputError.self) { try read(body, lenient: false) }
}

@Test("markers are no longer named as not drawn")
func markersAreDrawn() throws {
    let input = try read(arrowMarkers + #"<path d="M0 0 H30" stroke="black" marker-end="url(#m)"/>"#)
    #expect(input.warnings.isEmpty)
}

/// A 100-unit line with a start, a mid (at 40) and an end marker, drawn on by length.
private func markedIndicator() throws -> Indicator {
    let bytes = svg(arrowMarkers + #"<path d="M0 50 H40 H100" stroke="black" marker-start="url(#m)" marker-mid="url(#m)" marker-end="url(#m)"/>"#)
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(path: "icon.svg", fragment: nil)))])
    spec.fit = .viewbox
    return try Indicator(spec, read: { _ throws(InputError) in bytes })
}

@Test("draw-on: each marker appears whole as the pen reaches its vertex (start at once, mid at 40%, end when complete)",
      arguments: [(0.0, 0), (0.01, 2), (0.39, 2), (0.41, 3), (0.99, 3), (1.0, 4)])
func markersAppearWithThePen(_ progress: Double, _ layers: Int) throws {
    let indicator = try markedIndicator()
    let list = indicator.displayList(for: FrameSpec(stage: .pull, index: 0, state: .pulling, progress: progress, position: progress))
    #expect(list.layers.count == layers)
    // Markers are drawn whole, at full opacity: their fill is not fading in.
    for layer in list.layers.dropFirst() {
        #expect(layer.opacity == 1)
        for case let .fill(_, .color(colour), _) in layer.operations { #expect(colour.alpha == 1) }
    }
}

@Test("--merge gives a marker no share of the pen's length")
func markersTakeNoMergeShare() throws {
    let bytes = svg(arrowMarkers + #"<path d="M0 50 H100" stroke="black" marker-end="url(#m)"/><path d="M0 70 H100" stroke="black"/>"#)
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(path: "icon.svg", fragment: nil)))])
    spec.fit = .viewbox
    spec.merge = true
    let indicator = try Indicator(spec, read: { _ throws(InputError) in bytes })
    #expect(indicator.layout.layers.map(\.endTime) == [0.5, 0.5, 1])
}
