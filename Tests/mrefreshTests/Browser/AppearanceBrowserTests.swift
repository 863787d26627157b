import Foundation
import MRefreshCore
import MRefreshRender
import MRefreshSVG
import Testing

/// The team's appearance corpus (Tests/Fixtures/Appearances): each document drawn in every appearance is
/// what Chromium shows of it with the same user preferences emulated (DevTools' Emulation.setEmulatedMedia:
/// `prefers-color-scheme`, `prefers-contrast`) — media queries, custom properties and `var()` fallbacks.
@Suite("appearances: SVG @media and custom properties against Chromium", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct AppearanceBrowserTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Appearances").standardized
    static var files: [URL] { AnimatedSVGReference.documents(in: corpus) }

    static let side = AnimatedSVGReference.side
    static let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8">
        <style>html,body{margin:0;background:#fff} iframe{border:0;width:\(side)px;height:\(side)px;display:block}</style>
        </head><body><script>
        window.setup = svg => new Promise(done => {
          const frame = document.createElement("iframe");
          frame.srcdoc = '<!DOCTYPE html><html><head><style>html,body{margin:0;background:#fff} svg{display:block;width:\(side)px;height:\(side)px}</style></head><body>' + svg + '</body></html>';
          frame.onload = () => requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
          document.body.appendChild(frame);
        });
        </script></body></html>
        """

    /// The document drawn whole in `appearance`, at the corpus's size, placed by its view box.
    static func drawn(_ file: URL, in appearance: Appearance) throws -> ImageSurface {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(file.path)))])
        spec.canvas = Size(width: Double(side), height: Double(side))
        spec.padding = 0
        spec.fit = .viewbox
        spec.appearance = appearance
        let indicator = try Indicator(spec)
        return try FrameRenderer(indicator).render(
            FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 1, position: 1), scale: 1)
    }

    static let preferences: [(Appearance, scheme: String, contrast: String)] = [
        (.light, "light", "no-preference"), (.dark, "dark", "no-preference"),
        (.highContrast, "light", "more"), (.darkHighContrast, "dark", "more"),
    ]

    @Test("each document in each appearance matches Chromium with those preferences")
    func corpusMatchesChromium() throws {
        try Chromium.requireInstalled()
        #expect(Self.files.count >= 3)
        let session = try BrowserSession(width: 400, height: 400)
        defer { session.quit() }
        let html = try Binary.temporaryDirectory().appendingPathComponent("page.html")
        try Self.page.write(to: html, atomically: true, encoding: .utf8)
        var compared = 0
        for file in Self.files {
            let text = try String(contentsOf: file, encoding: .utf8)
            var looks: Set<[UInt32]> = []
            for (appearance, scheme, contrast) in Self.preferences {
                try session.open(html)
                try session.emulateMedia(colorScheme: scheme, contrast: contrast)
                try session.execute("return window.setup(arguments[0]);", [text])
                let shown = try AnimatedSVGReference.crop(session.screenshot(), x: 0, y: 0)
                let frame = try Self.drawn(file, in: appearance)
                looks.insert(frame.pixels)
                compared += 1
                if let difference = AnimatedSVGReference.difference(shown, frame) {
                    Issue.record("\(file.lastPathComponent) \(appearance.rawValue): \(difference)")
                }
            }
            // Every corpus document looks different in each appearance: the comparison would see one ignored.
            #expect(looks.count == Self.preferences.count, "\(file.lastPathComponent): \(looks.count) distinct looks")
        }
        print("AppearanceBrowserTests: \(compared) drawings of \(Self.files.count) documents compared with Chromium")
    }
}
