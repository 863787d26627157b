import Foundation
import MRefreshMachine
import MRefreshRender
import Testing

/// `render --export web` as a web app uses it: the `<mrefresh-refresh>` element wrapping a scroll list,
/// served over HTTP, pulled by touch in headless Chromium. The frames it shows are the ones Swift's
/// MRefreshMachine picks from the same manifest, pixel for pixel from the sprite sheet.
@Suite("the web runtime in a browser: <mrefresh-refresh> pulled by touch", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct WebRuntimeBrowserTests {
    /// An app's page: the element around a list of rows, and a log of its `refresh` and `statechange` events.
    static let page = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
        <style>body{margin:0;background:#fff} mrefresh-refresh{width:360px;height:600px} .list{height:100%;overflow:auto}
        .row{height:72px;border-bottom:1px solid #e4e6ea;background:#fafafa}</style>
        <script type="module" src="frames/web/mrefresh-refresh.js"></script></head><body>
        <mrefresh-refresh src="frames/web/indicator.json"><div class="list">
        \((0..<20).map { "<div class=\"row\">row \($0)</div>" }.joined())
        </div></mrefresh-refresh>
        <script>
        window.log = [];
        const r = document.querySelector("mrefresh-refresh");
        r.addEventListener("refresh", () => log.push("refresh"));
        r.addEventListener("statechange", e => log.push(e.detail.from + ">" + e.detail.to));
        customElements.whenDefined("mrefresh-refresh").then(() => r.ready).then(() => { window.loaded = true; });
        </script></body></html>
        """

    /// Renders sync-arcs (48 points, under the 60-point container: no shrinking) with the web export into a
    /// folder with the page, and serves it on 127.0.0.1.
    static func serve() throws -> (folder: URL, server: ChildProcessGroup, url: URL) {
        let folder = try Binary.temporaryDirectory()
        let svg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples/sync-arcs.svg").standardized
        let render = try Binary.run(["render", svg.path, "--size", "48x48", "--frames", "12", "--export", "web",
                                     "--out", folder.appendingPathComponent("frames").path, "--quiet"])
        guard render.status == 0 else { throw HarnessError("render: \(render.stderr)") }
        try page.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let port = try freeLocalPort()
        let server = try ChildProcessGroup("/usr/bin/python3", ["-m", "http.server", "--bind", "127.0.0.1", String(port),
                                                                "--directory", folder.path],
                                           log: folder.appendingPathExtension("server.log"))
        let url = URL(string: "http://127.0.0.1:\(port)/index.html")!
        // Up once it answers.
        let deadline = Date().addingTimeInterval(10)
        while case .failure = LoopbackHTTP.exchange(port: port, method: "GET", path: "/index.html", body: Data(), timeout: 1) {
            guard Date() < deadline else { throw HarnessError("python3 -m http.server did not answer: \(server.output)") }
            usleep(50_000)
        }
        return (folder, server, url)
    }

    @Test("a touch pull shows the frames Swift's machine picks, a pull past the threshold fires refresh once, finish() closes")
    func touchPull() throws {
        let (folder, server, url) = try Self.serve()
        defer {
            server.end()
            try? FileManager.default.removeItem(at: folder)
        }
        let frames = folder.appendingPathComponent("frames")
        let table = try FrameTable(manifestBytes: Array(Data(contentsOf: frames.appendingPathComponent("manifest.json"))))
        let session = try BrowserSession(width: 400, height: 700)
        defer { session.quit() }
        try session.open(url)
        try session.wait(until: "window.loaded === true")
        let element = "document.querySelector('mrefresh-refresh')"
        func read() throws -> (state: String, frame: String?, offset: Double) {
            let values = try session.execute("const r = \(element); return [r.state, r.frame, r.contentOffset];") as? [Any] ?? []
            return (values.first as? String ?? "?", values.dropFirst().first as? String, values.last as? Double ?? .nan)
        }

        // A finger down on the list and pulled down: the frame for each distance, from the sprite sheet.
        try session.touch("touchStart", x: 180, y: 200)
        var finger = 200.0
        // (From 24 points: a touch screen holds back moves within its slop, about 15 pixels, as a phone does.)
        for distance in [24.0, 37, 55, 74] {
            try session.touchMove(x: 180, from: finger, to: 200 + distance)
            finger = 200 + distance
            let shown = try read()
            let expected = try #require(table.frame(forPullDistance: distance))
            #expect(shown.state == "pulling" && shown.frame == expected.name && shown.offset == distance,
                    "at \(distance) points: \(shown); Swift picks \(expected.name)")
            try expectPixels(session, of: expected.name, in: frames)
        }
        // Past the threshold (80 points), finger down: loading, the refresh fires once.
        try session.touchMove(x: 180, from: finger, to: 300)
        #expect(try read().state == "loading")
        try session.touchMove(x: 180, from: 300, to: 310, steps: 2)
        try session.touch("touchEnd", x: 180, y: 310)
        // Let go: the content settles at the 60-point inset while the loading loop plays.
        try session.wait(until: "\(element).contentOffset === 60", timeout: 5)
        #expect(try read().frame?.hasPrefix("loading_") == true)
        #expect(try session.execute("return log") as? [String] == ["idle>pulling", "pulling>loading", "refresh"])

        // The app's answer: closing plays, then the control rests.
        try session.execute("\(element).finish()")
        try session.wait(until: "\(element).state === 'idle'", timeout: 5)
        #expect(try session.execute("return log") as? [String] == ["idle>pulling", "pulling>loading", "refresh", "loading>closing", "closing>idle"])
        // The content is back within a frame of the machine resting: the machine's inset clock and the shown
        // inset's easing are summed separately, so their last steps may fall one animation frame apart.
        try session.wait(until: "\(element).contentOffset === 0", timeout: 1)

        // A drag up on a list at its top scrolls; it never pulls.
        try session.touch("touchStart", x: 180, y: 400)
        try session.touchMove(x: 180, from: 400, to: 300)
        #expect(try read().state == "idle")
        try session.touch("touchEnd", x: 180, y: 300)
    }

    /// The indicator on screen (a window screenshot cut at its box, on whole pixels) is `name`'s frame over
    /// the page's white, where the element shows it: the gap the pull opens (as in MRefresh, the container
    /// slides in from above, so at a short pull the frame's top rows are still hidden, and its bottom rows
    /// behind the content).
    func expectPixels(_ session: BrowserSession, of name: String, in frames: URL) throws {
        let box = try session.execute("""
            const root = document.querySelector('mrefresh-refresh').shadowRoot;
            const r = root.getElementById('indicator').getBoundingClientRect(), gap = root.getElementById('gap').getBoundingClientRect();
            return [r.left, r.top, r.width, r.height, gap.top, gap.bottom];
            """) as? [Double] ?? []
        let frame = try ImageSurface(png: Array(Data(contentsOf: frames.appendingPathComponent(name + ".png"))))
        guard box.count == 6, box.allSatisfy({ $0 == $0.rounded() }), Int(box[2]) == frame.width, Int(box[3]) == frame.height else {
            Issue.record("\(name): the indicator's box \(box) is not the frame's \(frame.width)×\(frame.height) on whole pixels")
            return
        }
        let shot = try session.screenshot()
        let (left, top) = (Int(box[0]), Int(box[1]))
        let firstRow = max(0, Int(box[4]) - top), endRow = min(frame.height, Int(box[5]) - top)
        guard firstRow < endRow, left >= 0, left + frame.width <= shot.width, top + frame.height <= shot.height else {
            Issue.record("\(name): the indicator at \(box) is not on screen")
            return
        }
        var differing = 0
        for y in firstRow..<endRow {
            for x in 0..<frame.width {
                let pixel = frame.pixel(x: x, y: y), alpha = Int(pixel >> 24)
                let screen = shot.pixel(x: left + x, y: top + y)
                for shift in [16, 8, 0] as [UInt32] {
                    let over = Int((pixel >> shift) & 0xFF) + (255 * (255 - alpha) + 127) / 255
                    if abs(over - Int((screen >> shift) & 0xFF)) > 2 { differing += 1; break }
                }
            }
        }
        #expect(differing == 0, "\(name): \(differing) of \(frame.width * (endRow - firstRow)) pixels shown differ on screen")
    }
}
