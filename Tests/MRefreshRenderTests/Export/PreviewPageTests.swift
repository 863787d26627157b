import Foundation
import MRefreshCore
@testable import MRefreshRender
import Testing

/// Texts that, written raw into the page's data element, would end it or open a comment in it.
private let hostile = ["</script><script>alert(1)</script>", "<!--<script>", "tray.svg:3:27: unexpected '<' in 'd'"]

@Test("The page's data stays inside its element whatever a layer name or the error says: every '<' is escaped, the data parses back to the same strings, and the page has its two scripts only",
      arguments: hostile)
func previewDataIsEscaped(_ text: String) throws {
    let manifest = Manifest(canvas: Size(width: 4, height: 4), scales: [1],
                            layers: [Manifest.Layer(name: text, transform: .identity, lineWidth: 1)], frames: [])
    let page = PreviewPage(manifest: manifest, machine: RefreshConfiguration(edge: .bottom), frameRate: 30, images: [:],
                           error: text, live: true)
    #expect(!page.dataText.contains("<"))
    #expect(page.html.components(separatedBy: "</script>").count == 3)
    #expect(page.html.components(separatedBy: "<!--").count == 2, "only the header comment")
    let data = try #require(try JSONSerialization.jsonObject(with: Data(page.dataText.utf8)) as? [String: Any])
    #expect(data["error"] as? String == text && data["live"] as? Bool == true)
    let layers = (data["manifest"] as? [String: Any])?["layers"] as? [[String: Any]]
    #expect(layers?.first?["name"] as? String == text)
    #expect((data["machine"] as? [String: Any])?["edge"] as? String == "bottom")
}

/// Frames of noise (a PNG about as large as its pixels), so a few of them pass a small inline budget.
private struct Noise: FrameDrawing {
    var canvas: Size { Size(width: 16, height: 16) }

    func render(_ frame: FrameSpec, scale: Double) throws -> ImageSurface {
        let (width, height) = canvas.pixelSize(scale: scale)
        var state = UInt32(truncatingIfNeeded: frame.index &* 2_654_435_761 &+ 1)
        let pixels = (0..<(width * height)).map { _ -> UInt32 in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return 0xFF00_0000 | (state & 0x00FF_FFFF)
        }
        return try ImageSurface(width: width, height: height, pixels: pixels)
    }
}

/// The page `--export preview` writes for six noise frames at 1x and 2x, with `inlineBytes` as the budget.
private func noisePage(inlineBytes: Int) throws -> (data: [String: Any], files: [String], folder: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-preview-\(UUID().uuidString)").path
    let frames = (0..<6).map { FrameSpec(stage: .pull, index: $0, state: .pulling, progress: Double($0) / 5, position: Double($0) / 5) }
    var stages = PerStage { StageClip($0) }
    stages.pull = StageClip(.pull, frames: frames, seconds: nil)
    var settings = RenderPlan.Settings()
    settings.limits.previewInlineBytes = inlineBytes
    let plan = try RenderPlan(drawing: Noise(), timeline: Timeline(stages: stages), scales: [1, 2], exports: [.png, .preview],
                              settings: settings)
    let manifest = try plan.run(into: try OutputDirectory(folder), jobs: 2)
    let html = try String(contentsOfFile: folder + "/preview.html", encoding: .utf8)
    let open = "<script type=\"application/json\" id=\"mrefresh-data\">"
    let start = try #require(html.range(of: open))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    return (data, manifest.frames.map(\.file), folder)
}

@Test("a run whose PNGs pass the preview's inline budget links the frame files beside the page instead of holding them; under it, inlines them")
func previewLinksFramesPastItsBudget() throws {
    // 12 files of about 1–4 KB of noise each: a 4 KB budget is passed after a few.
    let linked = try noisePage(inlineBytes: 4096)
    defer { try? FileManager.default.removeItem(atPath: linked.folder) }
    let links = try #require(linked.data["images"] as? [String: String])
    #expect(Set(links.keys) == Set(linked.files) && linked.files.count == 12)
    for file in linked.files {
        // The relative URL is the file's name, and the file is beside the page.
        #expect(links[file] == file)
        #expect(FileManager.default.fileExists(atPath: linked.folder + "/" + file))
    }

    let inlined = try noisePage(inlineBytes: RenderLimits.standard.previewInlineBytes)
    defer { try? FileManager.default.removeItem(atPath: inlined.folder) }
    let uris = try #require(inlined.data["images"] as? [String: String])
    #expect(Set(uris.keys) == Set(inlined.files))
    for file in inlined.files {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: inlined.folder + "/" + file))
        #expect(uris[file] == "data:image/png;base64," + bytes.base64EncodedString())
    }
}
