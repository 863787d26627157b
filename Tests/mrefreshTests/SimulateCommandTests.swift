import Foundation
import Testing

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

@Test("simulate writes timeline.json in the documented shape and a frame per tick")
func simulateTimeline() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["simulate", "--gesture", examples.appendingPathComponent("gestures/release-pull.yaml").path,
                                 examples.appendingPathComponent("sync-arcs.svg").path, "--fps", "30",
                                 "--size", "48x48", "--out", directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("timeline.json"))
    let timeline = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(timeline["fps"] as? Double == 30)
    let ticks = try #require(timeline["ticks"] as? [[String: Any]])
    #expect(ticks.count == Int((3.0 * 30).rounded(.up)) + 1)
    #expect(Set(ticks[0].keys) == ["time", "pull", "inset", "state", "progress", "beyondThreshold", "timeInState"])
    // timeInState starts at 0 with each state and grows by a tick's time within it.
    for (previous, tick) in zip(ticks, ticks.dropFirst()) {
        let inState = tick["timeInState"] as? Double ?? -1, before = previous["timeInState"] as? Double ?? -1
        let expected = tick["state"] as? String == previous["state"] as? String ? before + 1.0 / 30 : 0
        #expect(abs(inState - expected) < 1e-9, "at \(tick["time"] ?? "?") s: \(inState), expected \(expected)")
    }
    let events = try #require(timeline["events"] as? [[String: Any]])
    #expect(events.filter { $0["kind"] as? String == "refresh" }.count == 1)
    #expect(events.contains { $0["kind"] as? String == "startAnimating" }
            && events.contains { $0["kind"] as? String == "stopAnimating" })
    let frames = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("tick_") }
    #expect(frames.count == ticks.count)
    #expect(frames.contains("tick_0000.png"))
}

@Test("--no-frames writes the timeline only; --preview draws a phone-sized scroll view")
func simulateModes() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gesture = examples.appendingPathComponent("gestures/load-more.json").path
    var result = try Binary.run(["simulate", "--gesture", gesture, "--no-frames", "--out", directory.path, "--fps", "10"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["timeline.json"])
    result = try Binary.run(["simulate", "--gesture", gesture, "--path", "M0 0H10V10Z", "--preview", "--fps", "10",
                             "--out", directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let frame = try Data(contentsOf: directory.appendingPathComponent("tick_0005.png"))
    #expect(pngSize(frame) == (360, 640))
}

/// Bad gesture files exit 65 with the line and column of the problem.
@Test("bad gesture files point at the problem", arguments: [
    ("steps:\n  - drag: {to: 100, duration: 0.5}\n  - jump\n", "3:5: unknown step 'jump'"),
    ("steps:\n  - drag: {to: abc}\n", "2:16: drag.to must be a number, got 'abc'"),
    ("steps:\n  - hold: -1\n", "2:11: hold must not be negative, got -1.0"),
    ("machine: {trigger: sideways}\nsteps: []\n", "1:20: trigger must be 'threshold' or 'release'"),
    ("machine: {height: 20, startDistance: 50}\nsteps: []\n", "machine: endOffset the threshold height + endOffset (40.0) must exceed startDistance (50.0)"),
    ("machine: {colour: red}\nsteps: []\n", "1:11: unknown machine key 'colour'"),
    ("steps: [release\n", "YAML:"),
    ("{\"steps\": [\"release\", {\"wait\": \"x\"}]}", "1:32: wait must be a number, got 'x'"),
    ("machine: {}\n", "missing 'steps'"),
    ("size: 64x64\nlayers: [{path: M0 0H1}]\n", "1:1: 'size' is an indicator file's key: a gesture file has 'machine' and 'steps'"),
])
func badGestures(_ text: String, message: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try text.write(to: directory.appendingPathComponent("gesture.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["simulate", "--gesture", "gesture.yaml", "--no-frames", "--out", "out"], in: directory)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("gesture.yaml:"), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
}

@Test("a missing gesture file exits 66")
func missingGesture() throws {
    let result = try Binary.run(["simulate", "--gesture", "/nonexistent/g.yaml", "--no-frames"])
    #expect(result.status == 66)
    #expect(result.stderr == "/nonexistent/g.yaml: no such file\n")
}

@Test("the load-more example ends with no more data: exhausted, and the last pull triggers nothing")
func loadMoreEndsExhausted() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["simulate", "--gesture", examples.appendingPathComponent("gestures/load-more.json").path,
                                 "--no-frames", "--out", directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("timeline.json"))
    let timeline = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(timeline["events"] as? [[String: Any]])
    #expect(events.filter { $0["kind"] as? String == "refresh" }.count == 2)
    let ticks = try #require(timeline["ticks"] as? [[String: Any]])
    #expect(ticks.last?["state"] as? String == "exhausted")
    // The third pull goes past the threshold but the bar stays exhausted.
    #expect(ticks.filter { ($0["time"] as? Double ?? 0) > 3.2 }.allSatisfy { $0["state"] as? String == "exhausted" })
    #expect(ticks.contains { ($0["time"] as? Double ?? 0) > 3.2 && ($0["pull"] as? Double ?? 0) > 100 })
}
