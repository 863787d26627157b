import Foundation
import MRefreshCore
import MRefreshPNGComparison
@testable import MRefreshRender
import Testing

/// The full-progress frame of several inputs against rsvg-convert (Debian's librsvg2-bin, installed by
/// `make test`) drawing the same fitted geometry from an SVG file: an independent renderer agreeing is
/// evidence that fitting, arcs, smoothing and stroking are right, not just unchanged.
@Test("full-progress frames match rsvg-convert drawing the same geometry", arguments: [
    GoldenCase(name: "mrefresh-readme", input: "mrefresh-readme.path"),
    GoldenCase(name: "sync-arcs", input: "sync-arcs.svg"),
    GoldenCase(name: "cloud-download", input: "cloud-download.svg"),
    GoldenCase(name: "cloud-download-each", input: "cloud-download.svg", fit: .each, smooth: 2),
    GoldenCase(name: "sync-arcs-butt-miter", input: "sync-arcs.svg",
               style: LayerStyle(stroke: Color(red: 0.8, green: 0.1, blue: 0.3), lineWidth: 5, lineCap: .butt,
                                 lineJoin: .miter)),
])
func matchesRSVG(_ row: GoldenCase) throws {
    let rsvg = try #require(ExternalTools.path(of: "rsvg-convert"), "rsvg-convert is missing: run `make test`")
    let size = 96
    let (ours, layout) = try render(row, size: size)
    let svg = svgDocument(layout, style: row.style, size: size)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-rsvg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgPath = directory.appendingPathComponent("\(row.name).svg").path
    let pngPath = directory.appendingPathComponent("\(row.name).png").path
    try writeFile(Array(svg.utf8), to: svgPath)
    let (status, output) = try ExternalTools.run(rsvg, ["-w", "\(size)", "-h", "\(size)", "-o", pngPath, svgPath], input: [])
    try #require(status == 0, "rsvg-convert failed: \(output)")
    let theirs = try ImageSurface(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: pngPath))))
    let comparison = PixelComparison(expected: theirs, actual: ours, threshold: 24)
    if comparison.differingShare > 0.005 {
        let report = PixelComparison.writeReport(name: "rsvg-\(row.name)", expected: theirs, actual: ours,
                                                 diff: comparison.diff)
        Issue.record("\(comparison.differing) pixels differ from rsvg-convert (largest \(comparison.largest)); rsvg | diff | ours: \(report)")
    }
    // The frame is not empty: the comparison compared real strokes.
    #expect(ours.pixels.filter { $0 >> 24 != 0 }.count > size * size / 50)
}

/// The layout's fitted paths as an SVG document in canvas units, stroked as `style` says.
func svgDocument(_ layout: IndicatorLayout, style: LayerStyle, size: Int) -> String {
    func hex(_ c: Color) -> String {
        let bytes = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        return "#" + bytes.map { String(format: "%02x", $0) }.joined()
    }
    let stroke = style.stroke.map(hex) ?? "none"
    let paths = layout.layers.map { layer in
        "<path d=\"\(layer.measure.path.svgPathData)\"/>"
    }.joined(separator: "\n  ")
    return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)" viewBox="0 0 \(size) \(size)">
        <g fill="none" stroke="\(stroke)" stroke-width="\(style.lineWidth)" stroke-linecap="\(style.lineCap.rawValue)" \
        stroke-linejoin="\(style.lineJoin.rawValue)" stroke-miterlimit="10">
          \(paths)
        </g>
        </svg>
        """
}
