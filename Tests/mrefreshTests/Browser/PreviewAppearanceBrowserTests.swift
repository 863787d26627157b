import Foundation
import MRefreshRender
import Testing

/// Issue 45: the preview page of a render of several appearances switches appearance with its background
/// (a dark background shows the dark frames) and with its own control, in headless Chromium.
@Suite("preview.html with appearances: the background and the control pick the frames", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct PreviewAppearanceBrowserTests {
    static let svg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Appearances/media-colours.svg").standardized

    /// `render` of the corpus document in `appearances` (none: without the option) with the page.
    static func render(_ appearances: String?) throws -> URL {
        let folder = try Binary.temporaryDirectory()
        let result = try Binary.run(["render", svg.path, "--frames", "5", "--loading-frames", "2", "--closing-frames", "2",
                                     "--size", "48x48", "--export", "preview", "--out", folder.path, "--quiet"]
                                    + (appearances.map { ["--appearances", $0] } ?? []))
        guard result.status == 0 else { throw HarnessError("render: \(result.stderr)") }
        return folder
    }

    /// Opens the page (at `fragment`, if any) at zoom 1, grid off, frames at their own size, pulled to pull
    /// frame 2's distance.
    static func open(_ page: URL, fragment: String? = nil, in session: BrowserSession) throws {
        let manifest = try Manifest(json: [UInt8](try Data(contentsOf: page.deletingLastPathComponent().appendingPathComponent("manifest.json"))))
        let distance = try #require(manifest.frames.first { $0.file == "pull_0002.png" }?.pullDistance)
        try session.open(fragment.map { URL(string: page.absoluteString + "#" + $0)! } ?? page)
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        try session.execute("const m = window.mrefresh; m.setZoom(1); m.setGrid(false); m.setActualPixels(true); m.pull(\(distance))")
    }

    /// What the page shows: its appearance, its background and the frame's file.
    static func shown(_ session: BrowserSession) throws -> [String] {
        try session.execute("const m = window.mrefresh; return [m.appearance, m.background, m.frame]") as? [String] ?? []
    }

    /// Rows: what is done on the page, then what it shows (appearance, background, frame).
    static let steps: [(action: String, shown: [String])] = [
        ("", ["light", "light", "pull_0002.png"]),
        ("m.setBackground('dark')", ["dark", "dark", "pull_0002~dark.png"]),
        ("m.setAppearance('high-contrast')", ["high-contrast", "light", "pull_0002~high-contrast.png"]),
        // High contrast is kept across the background.
        ("m.setBackground('dark')", ["dark-high-contrast", "dark", "pull_0002~dark-high-contrast.png"]),
        ("m.setBackground('checker')", ["dark-high-contrast", "checker", "pull_0002~dark-high-contrast.png"]),
        ("m.setAppearance('light')", ["light", "checker", "pull_0002.png"]),
        ("m.setBackground('light')", ["light", "light", "pull_0002.png"]),
    ]

    @Test("the background picks the appearance and the appearance its background; the frame on screen is that appearance's, pixel for pixel")
    func switchesWithTheBackground() throws {
        let folder = try Self.render("light,dark,high-contrast,dark-high-contrast")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try BrowserSession()
        defer { session.quit() }
        try Self.open(folder.appendingPathComponent("preview.html"), in: session)
        #expect(try session.execute("return window.mrefresh.appearances") as? [String]
                == ["light", "dark", "high-contrast", "dark-high-contrast"])
        for (action, expected) in Self.steps {
            if !action.isEmpty { try session.execute("const m = window.mrefresh; \(action)") }
            let shown = try Self.shown(session)
            #expect(shown == expected, "after \(action)")
            guard let file = shown.last else { continue }
            let frame = try ImageSurface(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent(file))))
            #expect(try PageProbe.indicatorDifference(session, expected: frame) == nil, "after \(action): \(file)")
        }
        // An appearance not drawn is refused, and nothing changes.
        #expect(try session.execute("return window.mrefresh.setAppearance('sepia')") as? Bool == false)
        #expect(try Self.shown(session) == ["light", "light", "pull_0002.png"])
    }

    @Test("the page opens in the appearance its address names, else dark when the browser prefers dark")
    func opensInTheAskedAppearance() throws {
        let folder = try Self.render("light,dark")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try BrowserSession()
        defer { session.quit() }
        let page = folder.appendingPathComponent("preview.html")
        try Self.open(page, fragment: "appearance=dark", in: session)
        #expect(try Self.shown(session) == ["dark", "dark", "pull_0002~dark.png"])
        try session.emulateMedia(colorScheme: "dark", contrast: "no-preference")
        try Self.open(page, in: session)
        #expect(try Self.shown(session) == ["dark", "dark", "pull_0002~dark.png"])
        try session.emulateMedia(colorScheme: "light", contrast: "no-preference")
        try Self.open(page, in: session)
        #expect(try Self.shown(session) == ["light", "light", "pull_0002.png"])
    }

    @Test("a page of one appearance keeps its frames on a dark background")
    func oneAppearance() throws {
        let folder = try Self.render(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try BrowserSession()
        defer { session.quit() }
        try Self.open(folder.appendingPathComponent("preview.html"), in: session)
        #expect(try session.execute("return window.mrefresh.appearances") as? [String] == ["light"])
        try session.execute("window.mrefresh.setBackground('dark')")
        #expect(try Self.shown(session) == ["light", "dark", "pull_0002.png"])
    }
}
