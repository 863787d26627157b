import Foundation
import Testing

/// `mrefresh preview` in a browser, as a designer uses it: the page open and pulled, the SVG saved in an
/// editor. The page must show the new frame within 2 s and keep the pull; a broken save shows its
/// positioned error over the last good frame; the fix clears it.
@Suite("mrefresh preview in a browser: live reload and errors", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct PreviewLiveBrowserTests {
    /// What the page shows: the pull, the frame's file and data URI, and the error box's text when shown.
    struct Shown: Equatable {
        var pull: Double
        var frame: String
        var source: String
        var error: String?
    }

    static func shown(_ session: BrowserSession) throws -> Shown {
        let reply = try session.execute("""
            const m = window.mrefresh, e = document.getElementById("error");
            if (!m || !m.ready) return null;
            return [m.pullDistance, m.frame || "", document.getElementById("indicator").getAttribute("src") || "",
                    e.hidden ? null : e.textContent];
            """) as? [Any]
        guard let reply else { return Shown(pull: -1, frame: "", source: "", error: nil) }
        return Shown(pull: reply[0] as? Double ?? Double(reply[0] as? Int ?? -1), frame: reply[1] as? String ?? "",
                     source: reply[2] as? String ?? "", error: reply[3] as? String)
    }

    /// Polls what the page shows until `condition` holds; the seconds it took, or a failure after `seconds`.
    static func waitFor(_ session: BrowserSession, within seconds: Double, _ what: String,
                        _ condition: (Shown) -> Bool) throws -> (shown: Shown, took: Double) {
        let start = Date()
        while true {
            let now = try shown(session)
            if condition(now) { return (now, Date().timeIntervalSince(start)) }
            guard Date().timeIntervalSince(start) < seconds else {
                throw HarnessError("\(what): not within \(seconds) s; the page shows \(now.frame), error \(now.error ?? "none")")
            }
            usleep(25_000)
        }
    }

    @Test("a saved edit shows within 2 s at the same pull; a broken save shows tray-style file:line:column over the last frame; the fix clears it")
    func liveReload() throws {
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        for name in ["cloud-download.yaml", "cloud-download.svg"] {
            try FileManager.default.copyItem(at: PreviewCommandTests.examples.appendingPathComponent(name),
                                             to: work.appendingPathComponent(name))
        }
        let svg = work.appendingPathComponent("cloud-download.svg")
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work)
        defer { preview.kill() }
        let session = try BrowserSession()
        defer { session.quit() }
        try session.open(try #require(URL(string: preview.url)))
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        try session.execute("window.mrefresh.pull(40)")
        let before = try Self.shown(session)
        #expect(before.pull == 40 && before.frame.hasPrefix("pull_") && before.error == nil, "\(before.frame)")

        // Saved as an editor saves: the whole file replaced.
        let original = try String(contentsOf: svg, encoding: .utf8)
        try original.replacingOccurrences(of: #"stroke-width="4""#, with: #"stroke-width="7""#)
            .write(to: svg, atomically: true, encoding: .utf8)
        let edited = try Self.waitFor(session, within: 2, "the edited frame") { $0.source != before.source && !$0.source.isEmpty }
        #expect(edited.shown.pull == 40, "the reload lost the pull")
        #expect(edited.shown.frame == before.frame, "the same pull shows another frame")
        #expect(edited.shown.error == nil)

        // A broken save: the error with its position, over the last good frame.
        try original.replacingOccurrences(of: #"stroke-width="4""#, with: #"stroke-width="7""#)
            .replacingOccurrences(of: #"<path id="arrow""#, with: #"<path id="arrow" d="M 0 0 L"#)
            .write(to: svg, atomically: false, encoding: .utf8)
        let broken = try Self.waitFor(session, within: 2, "the error") { $0.error != nil }
        let error = try #require(broken.shown.error)
        #expect(error.range(of: #"^cloud-download\.svg:\d+:\d+: "#, options: .regularExpression) != nil, "\(error)")
        #expect(broken.shown.source == edited.shown.source, "the last good frame is not shown under the error")
        #expect(try session.execute("""
            const e = document.getElementById("error").getBoundingClientRect(), i = document.getElementById("indicator").getBoundingClientRect();
            return e.width > 0 && e.height > 0 && getComputedStyle(document.getElementById("indicator")).visibility === "visible";
            """) as? Bool == true)

        // Fixed: the error goes, the frame is the first one again.
        try original.write(to: svg, atomically: true, encoding: .utf8)
        let fixed = try Self.waitFor(session, within: 2, "the error cleared") { $0.error == nil && $0.source != edited.shown.source }
        #expect(fixed.shown.source == before.source)
        #expect(fixed.shown.pull == 40)
        print("preview in Chromium: edit shown after \(String(format: "%.2f", edited.took)) s, error after \(String(format: "%.2f", broken.took)) s, cleared after \(String(format: "%.2f", fixed.took)) s")
        #expect(try preview.interrupt() == 0)
    }
}
