import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

/// One golden case: an input, the options, and the frame to draw. The reference is
/// Fixtures/golden/<name>.png; `MREFRESH_RECORD=1 swift test` rewrites it — and fails, so recording
/// never passes silently.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    var startTimes: [Double] = []
    var fit: FitMode = .union
    var trim: TrimMode = .length
    var smooth = 0
    var style = LayerStyle(stroke: Color(red: 0.12, green: 0.14, blue: 0.16), lineWidth: 3)
    var background: Color? = nil
    var progress: Double = 1
    var appearance = Appearance()
    var testDescription: String { name }
}

let goldenCases: [GoldenCase] = [
    GoldenCase(name: "mrefresh-readme-half", input: "mrefresh-readme.path", progress: 0.5),
    GoldenCase(name: "mrefresh-readme-full", input: "mrefresh-readme.path"),
    GoldenCase(name: "mrefresh-readme-points-smooth3", input: "mrefresh-readme.path", trim: .points, smooth: 3,
               progress: 0.62),
    GoldenCase(name: "sync-arcs-full", input: "sync-arcs.svg", background: .white),
    GoldenCase(name: "sync-arcs-parallel", input: "sync-arcs.svg", trim: .parallel, progress: 0.5),
    GoldenCase(name: "cloud-staggered-0.6", input: "cloud-download.svg", startTimes: [0, 0.5], progress: 0.6),
    GoldenCase(name: "cloud-each-fit", input: "cloud-download.svg", fit: .each),
    GoldenCase(name: "sync-arcs-fill-in", input: "sync-arcs.svg",
               style: LayerStyle(stroke: Color(red: 0.12, green: 0.44, blue: 0.92), lineWidth: 2,
                                 fill: Color(red: 0.8, green: 0.9, blue: 1), fillIn: 0.5), progress: 0.9),
    GoldenCase(name: "loading-rotated-blinked", input: "mrefresh-readme.path",
               appearance: Appearance(opacity: 0.5, rotation: .pi / 3)),
    GoldenCase(name: "closing-shrunk", input: "sync-arcs.svg", appearance: Appearance(opacity: 0.75, scale: 0.5)),
]

/// Examples/ holds the inputs; the references live beside the tests.
func exampleInput(_ name: String) throws -> LoadedInput {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/\(name)").path
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    return try InputLoader.load(bytes, spec: InputSpec(path))
}

func render(_ row: GoldenCase, size: Int = 96) throws -> (ImageSurface, IndicatorLayout) {
    var layers = try exampleInput(row.input).layers
    for (i, t) in row.startTimes.enumerated() { layers[i].startTime = t }
    let frame = Rect(x: 8, y: 8, width: Double(size - 16), height: Double(size - 16))
    let layout = try IndicatorLayout(layers: layers, frame: frame, fit: row.fit, smooth: row.smooth)
    // The case's style replaces the inputs' own (as if every style option were given).
    let s = row.style
    let overrides = StyleOverrides(stroke: .some(s.stroke), lineWidth: s.lineWidth, fill: .some(s.fill), lineCap: s.lineCap,
                                   lineJoin: s.lineJoin, fillIn: s.fillIn)
    let renderer = try FrameRenderer(layout: layout, canvas: Size(width: Double(size), height: Double(size)), style: row.style,
                                 overrides: overrides, background: row.background, trim: row.trim, easing: .linear)
    let planned = PlannedFrame(stage: .pull, index: 0, progress: row.progress, pullDistance: nil, time: nil,
                               appearance: row.appearance, state: .pulling)
    return (try renderer.render(planned, scale: 1), layout)
}

@Test("frames match their golden images", arguments: goldenCases)
func golden(_ row: GoldenCase) throws {
    let (actual, _) = try render(row)
    let reference = ExternalTools.fixture("golden/\(row.name).png")
    if ProcessInfo.processInfo.environment["MREFRESH_RECORD"] == "1" {
        try writeFile(try PNGEncoder.standard.encode(actual), to: reference)
        Issue.record("recorded \(reference): run again without MREFRESH_RECORD to check it")
        return
    }
    guard let data = FileManager.default.contents(atPath: reference) else {
        Issue.record("no reference \(reference): record it with MREFRESH_RECORD=1")
        return
    }
    let expected = try ImageSurface(png: [UInt8](data))
    try #require(expected.width == actual.width && expected.height == actual.height)
    let comparison = PixelComparison(expected: expected, actual: actual)
    if comparison.differingShare > 0.002 {
        let report = PixelComparison.writeReport(name: row.name, expected: expected, actual: actual, diff: comparison.diff)
        Issue.record("\(comparison.differing) pixels differ (largest difference \(comparison.largest)); expected | diff | actual: \(report)")
    }
}

@Test("the golden metric notices a frame drawn at another progress")
func metricIsSensitive() throws {
    let (half, _) = try render(goldenCases[0])
    var other = goldenCases[0]
    other.progress = 0.45
    let (earlier, _) = try render(other)
    #expect(PixelComparison(expected: half, actual: earlier).differingShare > 0.002)
    #expect(PixelComparison(expected: half, actual: half).differing == 0)
}
