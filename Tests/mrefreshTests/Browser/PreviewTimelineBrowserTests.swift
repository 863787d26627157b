import Foundation
import Testing

/// `simulate`'s timeline.json loaded into preview.html and played: the page shows the machine's walk as
/// Swift computed it, tick by tick — each tick's state, and the manifest's frame for that state, pull and
/// time in state — without walking a machine of its own.
@Suite("preview.html plays simulate's timeline", .serialized,
       .enabled(if: Chromium.testable, Comment(rawValue: Chromium.skipReason)))
struct PreviewTimelineBrowserTests {
    struct Row: CustomStringConvertible, Sendable {
        let indicator: String
        let gesture: String
        var description: String { "\(indicator) with \(gesture)" }
    }

    static let rows = [
        // A release trigger pulled twice, the second time not past the threshold.
        Row(indicator: "sspull-default.yaml", gesture: "sspull-twice.yaml"),
        // A pull-up bar that loads twice, runs out of data and ignores a third pull.
        Row(indicator: "refreshbar-load-more.yaml", gesture: "load-more.json"),
        // A threshold trigger, on the Font Awesome indicator.
        Row(indicator: "fontawesome-refresh.yaml", gesture: "threshold-pull.yaml"),
    ]

    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// One tick as the page showed it: its index, state and frame file ("" for none).
    struct Shown { let tick: Int; let state: String; let frame: String }

    /// Loads the timeline into the page, freezes its clock, plays it and steps the clock from tick to tick,
    /// reading what the page shows after each step.
    static let playScript = """
        const m = window.mrefresh, t = JSON.parse(arguments[0]);
        m.freeze(true);
        const count = m.loadTimeline(arguments[0]);
        m.playTimeline();
        const shown = [[m.tick, m.state, m.frame || ""]];
        for (let i = 1; i < t.ticks.length; i++) {
          m.advance(t.ticks[i].time - t.ticks[i - 1].time);
          shown.push([m.tick, m.state, m.frame || ""]);
        }
        m.advance(1);
        return [count, shown, m.tick, m.state];
        """

    @Test("Each tick of the timeline shows the tick's state and the manifest's frame for it; then the page is at rest", arguments: rows)
    func playsTheTimeline(_ row: Row) throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let indicator = Self.examples.appendingPathComponent(row.indicator).path
        let gesture = Self.examples.appendingPathComponent("gestures/\(row.gesture)").path
        let render = try Binary.run(["render", indicator, "--label-date", "Today 09:41", "--export", "png,preview",
                                     "--out", folder.appendingPathComponent("frames").path, "--quiet"])
        try #require(render.status == 0, "\(render.stderr)")
        let simulate = try Binary.run(["simulate", indicator, "--gesture", gesture, "--no-frames",
                                       "--out", folder.appendingPathComponent("walk").path, "--quiet"])
        try #require(simulate.status == 0, "\(simulate.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("walk/timeline.json"), encoding: .utf8)
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let ticks = try #require(timeline["ticks"] as? [[String: Any]])
        let frames = try RenderedFrames(folder.appendingPathComponent("frames"))

        let session = try BrowserSession()
        defer { session.quit() }
        try session.open(folder.appendingPathComponent("frames/preview.html"))
        try session.wait(until: "window.mrefresh && window.mrefresh.ready")
        let reply = try #require(try session.execute(Self.playScript, [text]) as? [Any])
        #expect(reply[0] as? Int == ticks.count)
        let shown = try #require(reply[1] as? [[Any]]).map {
            Shown(tick: $0[0] as? Int ?? -1, state: $0[1] as? String ?? "", frame: $0[2] as? String ?? "")
        }
        try #require(shown.count == ticks.count)

        var problems: [String] = []
        let readySeconds = frames.stage("ready")?.seconds ?? 0
        var lastReady = -Double.infinity
        for (i, tick) in ticks.enumerated() {
            let state = tick["state"] as? String ?? "", time = tick["time"] as? Double ?? 0
            let pull = tick["pull"] as? Double ?? 0, inState = tick["timeInState"] as? Double ?? -1
            if state == "ready" { lastReady = time }
            if shown[i].tick != i || shown[i].state != state {
                problems.append("tick \(i) (\(time) s): page at tick \(shown[i].tick) in \(shown[i].state), timeline says \(state)")
                continue
            }
            let expected: String?
            switch state {
            case "idle": expected = ""
            // Falling back under the threshold the ready transition plays backwards first: not a pull frame.
            case "pulling": expected = time - lastReady > readySeconds ? frames.pullFrame(at: pull)?.file ?? "" : nil
            case "loading", "closing", "exhausted": expected = frames.timedFrame(state, seconds: inState)?.file ?? ""
            default: expected = nil
            }
            if let expected, shown[i].frame != expected {
                problems.append("tick \(i) (\(time) s, \(state), pull \(pull), \(inState) s in state): page shows '\(shown[i].frame)', the manifest's frame is '\(expected)'")
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(8))")
        // Every state of the walk was played (not just idle), and after the last tick the page is at rest.
        let states = Set(ticks.compactMap { $0["state"] as? String })
        #expect(states.contains("loading") && states.contains("closing"))
        #expect(reply[2] is NSNull && ["idle", "exhausted"].contains(reply[3] as? String ?? ""))
    }
}
