import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

private func read(lenient: Bool = false, _ text: String, id: String? = nil) throws -> LoadedInput {
    try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: id), lenient: lenient)
}

private func svg(_ body: String, attributes: String = "viewBox=\"0 0 100 100\"") -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \(attributes)>\(body)</svg>"
}

@Test("every basic shape becomes a layer in document order")
func shapesBecomeLayers() throws {
    let input = try read(svg("""
        <rect x="10" y="10" width="30" height="20" rx="5"/><circle cx="50" cy="50" r="10"/>
        <ellipse cx="50" cy="50" rx="20" ry="10"/><line x1="0" y1="0" x2="10" y2="10" stroke="red"/>
        <polyline points="0,0 10,0 10,10" stroke="blue" fill="none"/><polygon points="0,0 10,0 10,10"/>
        <path d="M0 0H5"  stroke="black"/>
        """))
    #expect(input.layers.map(\.name) == ["rect1", "circle2", "ellipse3", "line4", "polyline5", "polygon6", "path7"])
    #expect(abs(input.layers[1].path.length() - 20 * .pi) < 1e-3)
    #expect(input.layers[0].path.bounds == Rect(x: 10, y: 10, width: 30, height: 20))
}

@Test("transforms nest: groups, elements, lists, rotate about a centre")
func documentTransforms() throws {
    let input = try read(svg("""
        <g transform="translate(10 20)"><g transform="scale(2)"><rect width="5" height="5" transform="rotate(90 0 0)"/></g></g>
        """))
    let bounds = try #require(input.layers.first?.path.bounds)
    // rotate(90) maps (0..5, 0..5) to (−5..0, 0..5); scale(2) → (−10..0, 0..10); translate → (0..10, 20..30).
    #expect(abs(bounds.minX - 0) < 1e-9 && abs(bounds.maxX - 10) < 1e-9 && abs(bounds.minY - 20) < 1e-9
            && abs(bounds.maxY - 30) < 1e-9)
}

@Test("styles: presentation attributes < style sheet < style attribute, inheritance, currentColor, opacity")
func styles() throws {
    let input = try read(svg("""
        <style>.a { fill: #00ff00; stroke-width: 4 } #b { fill: blue } path { stroke: red }</style>
        <g fill="yellow" color="#123456" opacity="0.5">
          <path id="p1" d="M0 0H10V10Z" stroke-linecap="square"/>
          <path id="p2" class="a" fill="black" d="M0 0H10V10Z"/>
          <path id="b" class="a" style="fill: currentColor; stroke-opacity: 0.5" d="M0 0H10V10Z"/>
          <path id="p4" d="M0 0H10V10Z" style="stroke:none" fill-opacity="0.25" stroke-width="9"/>
        </g>
        """))
    let styles = input.layers.map { $0.style! }
    #expect(styles[0].fill == Color(css: "yellow"))                  // inherited from the group
    #expect(styles[0].stroke == Color(css: "red"))                   // the element rule
    // The group's opacity composites its four paths together; each path's own is 1.
    #expect(styles[0].opacity == 1)
    #expect(input.layers.allSatisfy { $0.opacityGroups.map(\.opacity) == [0.5] })
    #expect(Set(input.layers.map { $0.opacityGroups[0].id }).count == 1)
    #expect(styles[1].fill == Color(css: "#00ff00"))                 // the class rule beats the attribute
    #expect(styles[1].lineWidth == 4)
    #expect(styles[2].fill == Color(css: "#123456"))                 // style attribute: currentColor beats #b
    #expect(styles[2].stroke == Color(css: "red")!.withOpacity(0.5))
    #expect(styles[3].stroke == nil)
    #expect(styles[3].fill == Color(css: "yellow")!.withOpacity(0.25))
    #expect(styles[0].lineCap == .square)
    // Stroke widths scale with the fit; a filled-only element's stroke-width is no pen width.
    #expect(styles[0..<3].allSatisfy { $0.lineWidthScalesWithSource })
    #expect(styles[3].lineWidth == 0 && !styles[3].lineWidthScalesWithSource)
}

@Test("not drawn: defs, display none, hidden, unstroked and unfilled, unknown elements; visible children of hidden groups are")
func notDrawn() throws {
    let input = try read(lenient: true, svg("""
        <defs><path id="d" d="M0 0H1"/></defs><clipPath><rect width="5" height="5"/></clipPath>
        <g display="none"><path d="M0 0H1"/></g><path style="display:none" d="M0 0H1"/>
        <g visibility="hidden"><path d="M0 0H1"/><path id="shown" visibility="visible" d="M0 0H1"/></g>
        <path fill="none" d="M0 0H1"/><foo><path d="M0 0H1"/></foo><title>t</title><metadata><path d="M0 0H1"/></metadata>
        <foreignObject width="5" height="5"/><path id="drawn" d="M0 0H2"/>
        """))
    #expect(input.layers.map(\.name) == ["shown", "drawn"])
    // The foreign object is named: it is part of the icon that the frames lack.
    #expect(input.warnings.map(\.description) == ["icon.svg:5:1: not drawn: <foreignObject>"])
    #expect(input.warnings.first?.consequence == .restDrawn)
}

@Test("what a document uses and mrefresh does not draw is named in one warning line at its first use; --strict refuses it")
func unsupportedFeaturesNamed() throws {
    let document = svg("""
        <defs><clipPath id="c"><rect width="5" height="5"/></clipPath><pattern id="p" width="2" height="2"/>
        <text>not counted: in defs</text></defs>
        <text>a</text><g><text>b</text></g><rect width="9" height="9" clip-path="url(#c)"/>
        <style>.m { marker-end: url(#arrow) } .f { fill: url('#p') }</style><path class="m f" d="M0 0H5"/>
        <image width="3" height="3"/><rect width="1" height="1" mask="none" filter="none"/><circle r="2" style="filter: url(#light)"/>
        <filter id="light"><feSpecularLighting><fePointLight/></feSpecularLighting></filter>
        """)
    let input = try read(lenient: true, document)
    #expect(input.warnings.count == 1)
    // Markers, patterns and images are drawn (issue 34): a marker that does not exist and an <image>
    // without a reference draw nothing, and the path's only paint is a pattern in objectBoundingBox
    // units on a box without height, which paints nothing. The two texts are drawn (text layers).
    // Filters are drawn (blurs, shadows, colour matrices…): lighting is not.
    #expect(input.warnings.first?.message == "not drawn: <feSpecularLighting>")
    #expect(input.warnings.first?.consequence == .restDrawn)
    #expect(input.layers.count == 5 && input.layers.filter { $0.text != nil }.count == 2)
    #expect(throws: InputError.self) { try read(document) }
    // A document with none of them says nothing.
    #expect(try read(svg(#"<rect width="1" height="1" clip-path="none"/>"#)).warnings.isEmpty)
}

@Test("<use> draws elements and symbols at x, y with the use's style; symbols map their viewBox")
func uses() throws {
    let input = try read(svg("""
        <defs><path id="dot" d="M0 0H10"/>
        <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol></defs>
        <use href="#dot" x="5" y="7" fill="red"/>
        <use xlink:href="#s" x="20" y="20" width="40" height="40"/>
        """))
    #expect(input.layers.count == 2)
    #expect(input.layers[0].path.bounds == Rect(x: 5, y: 7, width: 10, height: 0))
    #expect(input.layers[0].style?.fill == Color(css: "red"))
    let symbol = try #require(input.layers[1].path.bounds)
    #expect(abs(symbol.minX - 20) < 1e-9 && abs(symbol.width - 40) < 1e-9 && abs(symbol.height - 40) < 1e-9)
}

@Test("#id selects an element, still placed and styled by its ancestors")
func selection() throws {
    let text = svg("<g transform=\"translate(50 0)\" stroke=\"blue\"><path id=\"a\" d=\"M0 0H10\"/></g><path id=\"b\" d=\"M0 0H1\"/>")
    let input = try read(text, id: "a")
    #expect(input.layers.map(\.name) == ["a"])
    #expect(input.layers[0].path.bounds?.minX == 50)
    #expect(input.layers[0].style?.stroke == Color(css: "blue"))
}

@Test("gradients are drawn in their first stop's colour")
func gradients() throws {
    let input = try read(svg("""
        <linearGradient id="g0"><stop offset="0" stop-color="#ff8800"/><stop offset="1" stop-color="#000"/></linearGradient>
        <linearGradient id="g1" xlink:href="#g0"/><path fill="url(#g1)" d="M0 0H10V10Z"/>
        """))
    #expect(input.layers[0].style?.fill == Color(css: "#ff8800"))
}

@Test("units: lengths in mm, in, pt and percentages of the viewport")
func units() throws {
    let input = try read(svg("<rect x=\"10%\" y=\"1in\" width=\"25.4mm\" height=\"72pt\"/>",
                             attributes: "viewBox=\"0 0 200 200\""))
    let b = try #require(input.layers.first?.path.bounds)
    #expect(abs(b.minX - 20) < 1e-9 && abs(b.minY - 96) < 1e-9 && abs(b.width - 96) < 1e-9 && abs(b.height - 96) < 1e-9)
    let sized = try read(svg("<path d=\"M0 0H1\" stroke=\"red\"/>", attributes: "width=\"2in\" height=\"1in\""))
    #expect(sized.viewBox == Rect(x: 0, y: 0, width: 192, height: 96))
}

/// Hostile and broken documents: each refused with its reason and position, quickly.
@Test("hostile and broken documents are refused with a reason", arguments: [
    (svg("<g id=\"a\"><use href=\"#a\"/></g>"), "1:116: <use> reference cycle: #a contains this <use> of it"),
    (svg("<path id=\"x\" transform=\"rotate(4 5\" d=\"M0 0H1\"/>"), "1:140: expected a number in rotate(), found end of value"),
    (svg("<polygon points=\"0,0 10\"/>"), "1:129: expected a y coordinate after 10 in points, found end of value"),
    (svg("<rect width=\"abc\" height=\"5\"/>"), "1:119: expected a length for 'width', found 'abc'"),
    (svg("<use href=\"other.svg#x\"/>"), "only references inside the document (#id) are followed"),
    ("<html><body/></html>", "1:1: not an SVG document: the root element is <html>, expected <svg>"),
] as [(String, String)])
func refused(_ text: String, message: String) {
    do {
        _ = try read(text)
        Issue.record("expected an error for \(text)")
    } catch let error as InputError {
        #expect(error.description.contains(message), "\(error.description)")
        #expect(error.kind == .invalidData)
    } catch {
        Issue.record("unexpected \(error)")
    }
}

@Test("an exponential <use> tree is refused within bounds")
func useExplosion() {
    // Ten levels of ten uses each would be 10¹⁰ elements.
    var body = "<defs><path id=\"u0\" d=\"M0 0H1\" stroke=\"red\"/>"
    for level in 1...10 {
        body += "<g id=\"u\(level)\">" + String(repeating: "<use href=\"#u\(level - 1)\"/>", count: 10) + "</g>"
    }
    body += "</defs><use href=\"#u10\"/>"
    do {
        _ = try read(svg(body))
        Issue.record("expected the document to be refused")
    } catch let error as InputError {
        #expect(error.message.contains("more than"))
    } catch {
        Issue.record("unexpected \(error)")
    }
}

@Test("lenient mode skips a broken element with a warning and keeps the rest")
func lenientSVGDocument() throws {
    let input = try read(lenient: true, svg("<rect width=\"abc\" height=\"5\"/><path d=\"M0 0H1\" stroke=\"red\"/>"))
    // The rect's width counts as absent (0), so the rect draws nothing; the path is kept.
    #expect(input.layers.map(\.name) == ["path1"])
    #expect(input.warnings.map(\.message) == ["expected a length for 'width', found 'abc'"])
}

@Test("group opacity: a group of several layers is one opacity group (each <use> instance its own); a group around one layer becomes that layer's opacity")
func opacityGroups() throws {
    let input = try read(svg("""
        <defs><g id="pair" opacity="0.5"><rect width="5" height="5"/><rect x="2" width="5" height="5"/></g></defs>
        <use href="#pair"/><use href="#pair" opacity="0.8"/>
        <g opacity="0.4"><g opacity="0.5"><circle r="3" opacity="0.5"/></g><rect width="1" height="1"/></g>
        """))
    let groups = input.layers.map { $0.opacityGroups.map(\.opacity) }
    #expect(groups == [[0.5], [0.5], [0.8, 0.5], [0.8, 0.5], [0.4], [0.4]])
    // The two instances of the pair are different groups.
    #expect(input.layers[0].opacityGroups[0].id != input.layers[2].opacityGroups[1].id)
    #expect(input.layers[0].opacityGroups[0].id == input.layers[1].opacityGroups[0].id)
    // The circle alone in its group: 0.5 × its own 0.5.
    #expect(input.layers[4].style?.opacity == 0.25 && input.layers[5].style?.opacity == 1)
}

@Test("groups with an opacity nest at most 8 deep (each is a canvas-sized surface while drawn): deeper ones apply per layer, with a warning; --strict refuses")
func opacityGroupDepth() throws {
    let open = String(repeating: #"<g opacity="0.9"><rect width="1" height="1"/>"#, count: 10)
    let document = svg(open + #"<rect width="2" height="2"/>"# + String(repeating: "</g>", count: 10))
    let input = try read(lenient: true, document)
    #expect(input.layers.allSatisfy { $0.opacityGroups.count <= 8 })
    // The innermost rect: 8 groups kept, the 2 deeper ones (0.9 × 0.9) in its own opacity.
    let innermost = try #require(input.layers.last)
    #expect(innermost.opacityGroups.count == 8 && abs((innermost.style?.opacity ?? 0) - 0.81) < 1e-12)
    #expect(input.warnings.map(\.message) == ["groups with an opacity, a blend mode or a filter are nested more than 8 deep"])
    #expect(throws: InputError.self) { try read(document) }
}
