import Foundation
import MRefreshCore
import MRefreshPNG
import MRefreshPNGComparison
@testable import MRefreshRender
import Testing

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
    /// The whole indicator's pose (what a loading or closing frame shows).
    var pose = Pose()
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
               pose: Pose(rotation: .pi / 3, opacity: 0.5)),
    GoldenCase(name: "closing-shrunk", input: "sync-arcs.svg", pose: Pose(scale: Vector(0.5, 0.5), opacity: 0.75)),
]

/// Examples/ holds the inputs; the references live beside the tests.
func examplePath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/\(name)").path
}

/// The case as the library's entry point takes it: a spec on a `size`-point canvas with 8 points of padding.
func spec(_ row: GoldenCase, size: Int = 96) -> IndicatorSpec {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(examplePath(row.input))))])
    spec.canvas = Size(width: Double(size), height: Double(size))
    spec.padding = 8
    spec.fit = row.fit
    spec.trim = row.trim
    spec.smooth = row.smooth
    spec.background = row.background
    if !row.startTimes.isEmpty { spec.startTimes = row.startTimes }
    // The case's style replaces the inputs' own (as if every style option were given).
    let s = row.style
    spec.style = s
    spec.overrides = StyleOverrides(stroke: .some(s.stroke), lineWidth: s.lineWidth, fill: .some(s.fill), lineCap: s.lineCap,
                                    lineJoin: s.lineJoin, fillIn: s.fillIn)
    // The pose holds through the pull.
    spec.choreography.pull = KeyframeTrack([Keyframe(at: 0, Pose.Partial(rotation: row.pose.rotation, scale: row.pose.scale,
                                                                         opacity: row.pose.opacity))])
    return spec
}

func render(_ row: GoldenCase, size: Int = 96) throws -> (ImageSurface, IndicatorLayout) {
    let indicator = try Indicator(spec(row, size: size))
    let frame = FrameSpec(stage: .pull, index: 0, state: .pulling, progress: row.progress, position: row.progress)
    return (try FrameRenderer(indicator).render(frame, scale: 1), indicator.layout)
}

@Test("frames match their golden images", arguments: goldenCases)
func golden(_ row: GoldenCase) throws {
    let (actual, _) = try render(row)
    try compareWithGolden(actual, name: row.name)
}

/// Compares `actual` with Fixtures/golden/<name>.png (or records it, and fails, under MREFRESH_RECORD=1).
func compareWithGolden(_ actual: ImageSurface, name: String) throws {
    let reference = ExternalTools.fixture("golden/\(name).png")
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
        let report = PixelComparison.writeReport(name: name, expected: expected, actual: actual, diff: comparison.diff)
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
