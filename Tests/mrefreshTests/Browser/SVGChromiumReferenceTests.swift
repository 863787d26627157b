import Foundation
import MRefreshCore
import MRefreshRender
import MRefreshSVG
import Testing

/// SVG rules where Chromium is the reference (issue 46: CSS units, paint fallbacks, colours with a
/// percentage alpha, a stretched root viewport, a `<symbol>`'s own transform, images): each document of
/// Tests/Fixtures/ChromiumReference drawn whole at its own size is what Chromium shows of the same file in
/// a frame of that size, so its images load from its folder as a browser loads them.
@Suite("SVG rules against Chromium", .serialized, .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct SVGChromiumReferenceTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/ChromiumReference").standardized
    static let side = AnimatedSVGReference.side

    /// The page showing one document: `show(url)` frames it and resolves once it and its images are drawn.
    static let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8">
        <style>html,body{margin:0;background:#fff} iframe{border:0;width:\(side)px;height:\(side)px;display:block}</style>
        </head><body><script>
        window.show = url => new Promise(done => {
          const frame = document.createElement("iframe");
          frame.onload = () => requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
          frame.src = url;
          document.body.appendChild(frame);
        });
        </script></body></html>
        """

    /// The corpus's documents, by name: one test case each.
    static var names: [String] { AnimatedSVGReference.documents(in: corpus).map(\.lastPathComponent) }

    /// The document drawn whole at the corpus's size, placed by its view box (as `--fit viewbox --padding 0`).
    static func drawn(_ file: URL) throws -> ImageSurface {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(file.path)))])
        spec.canvas = Size(width: Double(side), height: Double(side))
        spec.padding = 0
        spec.fit = .viewbox
        let indicator = try Indicator(spec)
        return try FrameRenderer(indicator).render(
            FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 1, position: 1), scale: 1)
    }

    @Test("the document matches Chromium's drawing of it", arguments: names)
    func matchesChromium(_ name: String) throws {
        try Chromium.requireInstalled()
        let file = Self.corpus.appendingPathComponent(name)
        let session = try BrowserSession(width: 400, height: 400)
        defer { session.quit() }
        let html = try Binary.temporaryDirectory().appendingPathComponent("page.html")
        try Self.page.write(to: html, atomically: true, encoding: .utf8)
        try session.open(html)
        try session.execute("return window.show(arguments[0]);", [file.absoluteString])
        let shown = try AnimatedSVGReference.crop(session.screenshot(), x: 0, y: 0)
        let frame = try Self.drawn(file)
        // A blank pair would match: every document draws something.
        #expect(frame.pixels.contains { $0 >> 24 != 0 }, "\(name) draws nothing")
        if let difference = AnimatedSVGReference.difference(shown, frame) {
            Issue.record("\(name): \(difference)")
        }
    }
}
