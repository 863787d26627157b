import Foundation
import Testing

// The harness proven on a page of its own (FixturePreviewPage): each check passes on the page and fails on
// a page broken on purpose, so a pass on the real preview page means something.
@Suite("Browser harness (headless Chromium over WebDriver, a fixture page)", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct BrowserHarnessTests {
    /// A small render (5 pull frames from 10 to 80 pt, a 6-frame loading loop over 0.4 s, 4 closing frames
    /// over 0.1 s) and the fixture page over it, written to a fresh folder.
    private static func fixture(misbehaviour: String = "") throws -> (folder: URL, page: URL, frames: RenderedFrames) {
        let folder = try Binary.temporaryDirectory()
        let result = try Binary.run(["render", "--path", "M4 4 H36 V28 L4 4", "--frames", "5", "--loading", "rotate",
                                     "--loading-frames", "6", "--closing-frames", "4", "--size", "40x32",
                                     "--out", folder.path, "--quiet"])
        guard result.status == 0 else { throw HarnessError("render: \(result.stderr)") }
        let page = folder.appendingPathComponent("fixture.html")
        try FixturePreviewPage.html(for: folder, misbehaviour: misbehaviour).write(to: page, atomically: true, encoding: .utf8)
        return (folder, page, try RenderedFrames(folder))
    }

    @Test("A session starts, runs a script, returns JSON values, and quits leaving no process of its group")
    func sessionLifecycle() throws {
        let session = try BrowserSession()
        print("headless Chromium ready in \(String(format: "%.2f", session.startupSeconds)) s")
        let reply = try session.execute("return [1 + 1, 'two', {three: true}, null]") as? [Any]
        #expect(reply?[0] as? Int == 2 && reply?[1] as? String == "two")
        #expect((reply?[2] as? [String: Any])?["three"] as? Bool == true && reply?[3] is NSNull)
        #expect(throws: HarnessError.self) { try session.execute("throw new Error('from the page')") }
        let group = session.driver.pid
        #expect(kill(-group, 0) == 0)
        session.quit()
        // kill(-group, 0) fails with ESRCH once no process of the group is left.
        #expect(kill(-group, 0) == -1 && errno == ESRCH)
    }

    @Test("Pulls by script and by drag show the manifest's frame, pixel for pixel; a page one frame off is caught")
    func pullFrames() throws {
        let good = try Self.fixture(), broken = try Self.fixture(misbehaviour: "off-by-one")
        defer { [good.folder, broken.folder].forEach { try? FileManager.default.removeItem(at: $0) } }
        let session = try BrowserSession()
        defer { session.quit() }
        let distances = [10, 20, 27.5, 44.9, 62.5, 79]
        try session.open(good.page)
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        let byScript = try PreviewChecks.pullByScript(session, good.frames, distances: distances)
        #expect(byScript == [], "\(byScript)")
        let byDrag = try PreviewChecks.pullByDrag(session, good.frames, distances: [12, 30, 50, 70])
        #expect(byDrag == [], "\(byDrag)")
        // Past the content (pull ≥ 32) the screen's pixels were compared too, over the fixture's grey.
        try session.execute("window.mrefresh.pull(79)")
        let visibility = try session.execute(PageProbe.visibilityScript) as? [Any]
        #expect(visibility?.first as? Bool == true && visibility?.last as? [Int] == [221, 221, 221])
        try session.execute("window.mrefresh.pull(0); window.mrefresh.release()")

        try session.open(broken.page)
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        let problems = try PreviewChecks.pullByScript(session, broken.frames, distances: [30])
        #expect(problems.count == 1 && problems[0].contains("the manifest picks pull_0001.png"), "\(problems)")
        // The pixel check on its own: pull_0002's pixels where pull_0001 is expected.
        try session.execute("window.mrefresh.pull(30)")
        #expect(try PageProbe.indicatorDifference(session, expected: broken.frames.pixels(of: "pull_0001.png")) != nil)
    }

    @Test("Loading loops at the manifest's rate, finish plays closing over its seconds, then idle")
    func stagesInTime() throws {
        let fixture = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let session = try BrowserSession()
        defer { session.quit() }
        try session.open(fixture.page)
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        let loading = try PageProbe.record(session, after: "window.mrefresh.pull(10); window.mrefresh.pull(81)", seconds: 1.0)
        #expect(PreviewChecks.states(loading) == ["loading"])
        #expect(PreviewChecks.playedStage(loading, fixture.frames, stage: "loading") == [])
        let closing = try PageProbe.record(session, after: "window.mrefresh.finish()", seconds: 0.4)
        #expect(PreviewChecks.states(closing) == ["closing", "idle"])
        #expect(PreviewChecks.playedStage(closing, fixture.frames, stage: "closing") == [])
        // Held to another rate, the same samples fail: the timing check can fail.
        #expect(PreviewChecks.playedStage(loading, fixture.frames, stage: "loading", tolerance: 0.15).isEmpty)
        let doubled = loading.map { (t: $0.t * 2, state: $0.state, frame: $0.frame) }
        #expect(!PreviewChecks.playedStage(doubled, fixture.frames, stage: "loading").isEmpty)
    }

    @Test("At 2× and 3× an element screenshot is whole pixels; a page scaling with smoothing is caught", arguments: ["", "smooth"])
    func zoomWholePixels(misbehaviour: String) throws {
        let fixture = try Self.fixture(misbehaviour: misbehaviour)
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let session = try BrowserSession()
        defer { session.quit() }
        try session.open(fixture.page)
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        for zoom in [2, 3] {
            try session.execute("window.mrefresh.setZoom(\(zoom)); window.mrefresh.pull(80)")
            let placement = try session.execute(PageProbe.visiblePartScript) as? [Double] ?? []
            let shot = try session.screenshot()
            let problem = PageProbe.wholePixelProblem(shot, frameWidth: 40, frameHeight: 32, zoom: zoom, placement: placement)
            #expect((problem == nil) == misbehaviour.isEmpty, "zoom \(zoom): \(problem ?? "whole pixels")")
        }
    }

    @Test("Offline, a file:// page loads from itself alone: every resource it fetched is a data: or file: URL")
    func offlineFilePage() throws {
        let fixture = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: fixture.folder) }
        let session = try BrowserSession(offline: true)
        defer { session.quit() }
        try session.open(fixture.page)
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        #expect(try session.execute("return navigator.onLine") as? Bool == false)
        #expect(try PreviewChecks.pullByScript(session, fixture.frames, distances: [45]) == [])
        // The check can fail: a page reaching for the network is listed.
        try session.execute("const i = new Image(); i.src = 'http://example.com/x.png'; document.body.append(i)")
        usleep(300_000)
        let remote = try session.execute(PageProbe.remoteResourcesScript) as? [String] ?? []
        #expect(remote == ["http://example.com/x.png"])
    }
}
