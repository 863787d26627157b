import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

private func read(_ body: String, lenient: Bool = true) throws -> LoadedInput {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 100 100\">\n\(body)</svg>"
    return try InputLoader.load(Array(text.utf8), spec: InputSpec(path: "icon.svg", fragment: nil), lenient: lenient)
}

@Test("a pattern's tile: size, placement and content from the href chain, in the element's box")
func patternTile() throws {
    let input = try read("""
        <pattern id="base" width="0.5" height="0.25" patternTransform="translate(1 2)"><rect width="3" height="4" fill="green"/></pattern>
        <pattern id="p" href="#base" x="0.1"/>
        <rect x="10" y="20" width="40" height="80" fill="url(#p)"/>
        """)
    let tile = try #require(input.layers.first?.style?.fillPattern)
    #expect(tile.width == 20 && tile.height == 20)
    // x = box.x + 0.1 × 40 = 14, y = box.y = 20, then patternTransform.
    #expect(tile.transform == AffineTransform.translation(14, 20).then(.translation(1, 2)))
    #expect(tile.content.count == 1)
    #expect(input.layers.first?.style?.fill == Color(red: 0, green: 128.0 / 255, blue: 0, alpha: 1))
}

@Test("pattern loops, through href or through its own content, are refused at the pattern with a warning",
      arguments: [
          (##"<pattern id="a" href="#b" width="10" height="10"/><pattern id="b" href="#a"/>"##, "'#a'"),
          (##"<pattern id="a" patternUnits="userSpaceOnUse" width="10" height="10"><rect width="5" height="5" fill="url(#a)"/></pattern>"##, "'#a'"),
      ])
func patternLoops(_ patterns: String, _ words: String) throws {
    let start = Date()
    let input = try read(patterns + "\n<rect width=\"50\" height=\"50\" fill=\"url(#a) navy\"/>")
    #expect(Date().timeIntervalSince(start) < 1)
    let warning = try #require(input.warnings.first)
    #expect(warning.description.contains("<pattern> \(words) would be drawn inside itself"), "\(warning)")
    #expect(warning.description.hasPrefix("icon.svg:2:"), "\(warning)")
    #expect(throws: InputError.self) { try read(patterns + "<rect width=\"50\" height=\"50\" fill=\"url(#a)\"/>", lenient: false) }
}

@Test("a pattern without a size paints its fallback, or nothing; patterns are no longer named as not drawn")
func patternWithoutSize() throws {
    let input = try read("""
        <pattern id="p" width="0" height="10"><rect width="5" height="5"/></pattern>
        <rect width="50" height="50" fill="url(#p) green"/><rect width="50" height="50" fill="url(#p)"/>
        """)
    #expect(input.layers.count == 1)
    #expect(input.layers[0].style?.fillPattern == nil && input.layers[0].style?.fill != nil)
    #expect(input.warnings.isEmpty)
}

@Test("a pattern fill fades in with the fill timing")
func patternFadesIn() throws {
    let bytes = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><pattern id="p" patternUnits="userSpaceOnUse" width="10" height="10">
        <rect width="5" height="5" fill="green"/></pattern><rect width="100" height="100" fill="url(#p)"/></svg>
        """.utf8)
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(path: "icon.svg", fragment: nil)))])
    spec.fit = .viewbox
    let indicator = try Indicator(spec, read: { _ throws(InputError) in bytes })
    func opacity(_ p: Double) -> Double? {
        let list = indicator.displayList(for: FrameSpec(stage: .pull, index: 0, state: .pulling, progress: p, position: p))
        for case let .fill(_, .pattern(_, _, opacity), _) in list.layers.flatMap(\.operations) { return opacity }
        return nil
    }
    #expect(opacity(0.5) == nil)
    #expect(abs((opacity(0.9) ?? 0) - 0.5) < 1e-9)
    #expect(opacity(1) == 1)
}

/// Draws `body` (a 100×100 document) as an indicator's frame at `p`.
private func displayList(_ body: String, at p: Double) throws -> DisplayList {
    let bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>".utf8)
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(path: "icon.svg", fragment: nil)))])
    spec.fit = .viewbox
    let indicator = try Indicator(spec, read: { _ throws(InputError) in bytes })
    return indicator.displayList(for: FrameSpec(stage: .pull, index: 0, state: .pulling, progress: p, position: p))
}

@Test("a pattern of images only has no pen colour: it fades in with the fill, never drawn on in black")
func imagePatternHasNoPen() throws {
    let png = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Images/quad.png"))
    let body = """
        <pattern id="p" patternUnits="userSpaceOnUse" width="20" height="20"><image width="20" height="20" href="data:image/png;base64,\(png.base64EncodedString())"/></pattern>
        <rect x="10" y="10" width="80" height="80" fill="url(#p)"/>
        """
    for p in [0.2, 0.5, 0.8, 0.95] {
        let operations = try displayList(body, at: p).layers.flatMap(\.operations)
        // No pen: nothing stroked, in black or any colour.
        #expect(!operations.contains { if case .stroke = $0 { true } else { false } }, "at \(p): \(operations)")
    }
    // The tile itself fades in with the fill timing (MRefresh.docc/DesignToolSVG.md), and is whole at the end.
    let end = try displayList(body, at: 1).layers.flatMap(\.operations)
    #expect(end.contains { if case .fill(_, .pattern(_, _, 1), _) = $0 { true } else { false } })
    let tile = try #require(try read(body).layers.first?.style?.fillPattern)
    #expect(tile.placeholder.alpha == 0)
    // A tile with colours keeps the first as its pen's.
    let coloured = try #require(try read(body.replacingOccurrences(of: "<image", with: "<rect width=\"5\" height=\"5\" fill=\"navy\"/><image"))
        .layers.first?.style?.fillPattern)
    #expect(coloured.placeholder == Color(red: 0, green: 0, blue: 128.0 / 255, alpha: 1))
}
