import Foundation
import MRefreshRender
import Testing

// SVG text follows the rule of every path: `--fill`/`--stroke`, an indicator file's layer `style:` and
// keyframed colours replace its own paints (issue 34).

/// A black square beside a two-colour label (black, then an orange tspan) and a stroked-only word.
private let labelled = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
    <path d="M5 5h40v40h-40z"/>
    <text x="60" y="45" font-family="DejaVu Sans" font-weight="bold" font-size="36">MM<tspan fill="#ff8000">MM</tspan></text>
    </svg>
    """

struct RecolourCase: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    /// An indicator file beside the SVG, rendered instead when given.
    var indicator: String?
    /// The text's colour in its left and right halves (the black run, the orange tspan), [r, g, b] 0…255.
    let left: [Int], right: [Int]
    var testDescription: String { name }
}

let recolourCases: [RecolourCase] = [
    RecolourCase(name: "without options the runs keep their colours", arguments: [], left: [0, 0, 0], right: [255, 128, 0]),
    RecolourCase(name: "--fill paints every run", arguments: ["--fill", "#ff0000"], left: [255, 0, 0], right: [255, 0, 0]),
    RecolourCase(name: "--fill none --stroke with a width: the outline only, in the stroke's colour",
                 arguments: ["--fill", "none", "--stroke", "#00a000", "--line-width", "3"], left: [0, 160, 0], right: [0, 160, 0]),
    RecolourCase(name: "an indicator file's layer style", arguments: [], indicator: """
        size: 200x100
        padding: 0
        fit: viewbox
        layers:
          - source: label.svg
            style: {fill: "#0000ff"}
        """, left: [0, 0, 255], right: [0, 0, 255]),
    RecolourCase(name: "a keyframed fill colour", arguments: [], indicator: """
        size: 200x100
        padding: 0
        fit: viewbox
        layers:
          - source: label.svg
            pull: [{at: 0, fill: "#00ff00"}]
        """, left: [0, 255, 0], right: [0, 255, 0]),
]

/// The mean colour of the opaque pixels in columns `columns` of rows 0…100 (un-premultiplied).
private func meanColour(_ png: URL, columns: Range<Int>) throws -> [Int] {
    let surface = try ImageSurface(png: [UInt8](try Data(contentsOf: png)))
    var sum = [0, 0, 0], count = 0
    for y in 0..<surface.height {
        for x in columns {
            let p = surface.pixel(x: x, y: y)
            guard p >> 24 == 255 else { continue }
            sum[0] += Int(p >> 16 & 0xff)
            sum[1] += Int(p >> 8 & 0xff)
            sum[2] += Int(p & 0xff)
            count += 1
        }
    }
    try #require(count > 20, "no opaque text pixels in columns \(columns)")
    return sum.map { $0 / count }
}

@Test("--fill, --stroke, an indicator file's style and keyframed colours recolour SVG text as they recolour paths", arguments: recolourCases)
func svgTextIsRecoloured(_ row: RecolourCase) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try labelled.write(to: directory.appendingPathComponent("label.svg"), atomically: true, encoding: .utf8)
    var input = "label.svg"
    if let indicator = row.indicator {
        try indicator.write(to: directory.appendingPathComponent("indicator.yaml"), atomically: true, encoding: .utf8)
        input = "indicator.yaml"
    }
    let sizing = row.indicator == nil ? ["--size", "200x100", "--padding", "0", "--fit", "viewbox"] : []
    let result = try Binary.run(["render", input, "--frames", "2", "--out", "out", "--quiet"] + sizing + row.arguments, in: directory)
    try #require(result.status == 0, "\(result.stderr)")
    let frame = directory.appendingPathComponent("out/pull_0001.png")
    // The label's first two letters and its last two (the square is left of column 50).
    for (columns, expected) in [(60..<118, row.left), (128..<184, row.right)] {
        let colour = try meanColour(frame, columns: columns)
        #expect(zip(colour, expected).allSatisfy { abs($0 - $1) <= 8 }, "columns \(columns): \(colour), expected \(expected)")
    }
}
