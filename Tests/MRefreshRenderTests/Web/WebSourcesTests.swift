import Foundation
@testable import MRefreshRender
import Testing

/// The JavaScript mrefresh writes is the JavaScript in Sources/MRefreshRender/Web: embedded as it is, and
/// valid as Node reads it.
@Suite("Web sources")
struct WebSourcesTests {
    static let web = MachineDifferentialTests.repository.appendingPathComponent("Sources/MRefreshRender/Web")

    @Test("the embedded files are the files in Web/ (run `make web` after editing them)", arguments: [
        ("machine.js", WebSources.machineJS), ("preview.js", WebSources.previewJS), ("preview.html", WebSources.previewHTML),
        ("refresh-element.js", WebSources.refreshElementJS),
    ])
    func embeddedAsWritten(file: String, embedded: String) throws {
        let text = try String(contentsOf: Self.web.appendingPathComponent(file), encoding: .utf8)
        #expect(text == embedded, "WebSources.swift is behind Web/\(file): run `make web`")
    }

    @Test("node --check accepts every module, and the page's one script", arguments: ["machine.js", "preview.js", "refresh-element.js", "page"])
    func parses(file: String) throws {
        var path = Self.web.appendingPathComponent(file).path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        if file == "page" {
            // machine.js and preview.js as the page runs them, in one module: a name declared in both fails here.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("page.mjs").path
            try PreviewPage.script.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let (status, _, errors) = try Node.run(["--check", path])
        #expect(status == 0, "\(file): \(errors)")
    }

    @Test("the page's script is machine.js's code and preview.js's, with no import left")
    func pageScript() {
        #expect(PreviewPage.script.hasPrefix("export const defaults"))
        #expect(PreviewPage.script.contains("export class RefreshPlayer"))
        #expect(PreviewPage.script.contains("const data = JSON.parse"))
        #expect(!PreviewPage.script.contains("from \"./machine.js\""))
        #expect(PreviewPage.source.contains(PreviewPage.script))
        #expect(!PreviewPage.source.contains(PreviewPage.scriptMarker))
    }
}
