import ArgumentParser
import Foundation
import MRefreshCore
import Testing
@testable import mrefresh

private let sync = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/sync-arcs.svg").path

@Test("a spec read from an indicator file equals the same spec from flags")
func fileEqualsFlags() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("sync.yaml")
    try """
        size: 96x64
        padding: 4
        scale: [1, 2]
        fit: each
        smooth: 2
        trim: points
        easing: ease-out
        style: {stroke: "#333", lineWidth: 2, fill: none, lineCap: butt, lineJoin: bevel, fillIn: 0.5}
        background: white
        fps: 30
        stages: {pull: 12, loading: 9, closing: 5}
        loading: rotate
        closing: fade
        layers: [{source: \(sync)}]
        """.write(to: file, atomically: true, encoding: .utf8)
    let flags = try Render.parse([sync, "--size", "96x64", "--padding", "4", "--scale", "1,2", "--fit", "each", "--smooth", "2",
                                  "--trim", "points", "--easing", "ease-out", "--stroke", "#333", "--line-width", "2",
                                  "--fill", "none", "--line-cap", "butt", "--line-join", "bevel", "--fill-in", "0.5",
                                  "--background", "white", "--fps", "30", "--frames", "12", "--loading-frames", "9",
                                  "--closing-frames", "5", "--loading", "rotate", "--closing", "fade"])
    let fromFile = try Render.parse([file.path])
    #expect(try fromFile.makeSpec() == flags.makeSpec())
    // Options given with a file override its values.
    let overridden = try Render.parse([file.path, "--size", "48x48", "--frames", "3", "--loading", "pulse"]).makeSpec()
    #expect(overridden.canvas == Size(width: 48, height: 48) && overridden.stageFrames.pull == 3)
    #expect(overridden.choreography.loading == ProcessingAnimation.pulse.track && overridden.fps == 30)
}

@Test("render an indicator file: every stage's frames, and the manifest says how each stage is picked")
func renderIndicatorFile() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        machine: {trigger: release, edge: bottom}
        stages: {pull: 3, ready: 2, loading: 4, closing: 2, exhausted: 1}
        layers:
          - path: "M0 -10V10M-6 4L0 10L6 4"
            ready: [{at: 0, rotate: 0}, {at: 1, rotate: 180}]
          - text: {pulling: "Pull up", ready: "Release", loading: "Loading", exhausted: "No more data"}
            position: [64, 120]
        """.write(to: directory.appendingPathComponent("bar.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "bar.yaml", "--out", "out", "--json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let stages = try #require(manifest["stages"] as? [[String: Any]])
    #expect(stages.map { $0["stage"] as? String } == ["pull", "ready", "loading", "closing", "exhausted"])
    #expect(stages.map { $0["pick"] as? String } == ["pullDistance", "transition", "time", "time", "state"])
    #expect(stages.map { $0["loops"] as? Bool } == [false, false, true, false, false])
    let frames = try #require(manifest["frames"] as? [[String: Any]])
    #expect(frames.compactMap { $0["state"] as? String } == ["pulling", "pulling", "pulling", "ready", "ready", "loading", "loading",
                                                             "loading", "loading", "closing", "closing", "exhausted"])
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/exhausted_0000.png").path))
}

@Test("a bad indicator file: exit 65 at the offending line and column, nothing written")
func badIndicatorFile() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "layers:\n  - path: M0 0H1\n    pull: [{at: 0, opacity: 2}]\n"
        .write(to: directory.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "bad.yaml", "--out", "out"], in: directory)
    #expect(result.status == 65)
    #expect(result.stderr == "bad.yaml:3:29: opacity must be between 0 and 1, got 2\n")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
}

@Test("simulate takes the same indicator file: a frame per tick, text included")
func simulateIndicatorFile() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        layers:
          - path: "M0 0H10"
          - text: "Last updated: {updated}"
            position: [64, 110]
        """.write(to: directory.appendingPathComponent("label.yaml"), atomically: true, encoding: .utf8)
    try "steps: [{drag: {to: 120, duration: 0.2}}, release, {wait: 0.3}, finish, {wait: 0.3}]\n"
        .write(to: directory.appendingPathComponent("g.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["simulate", "--gesture", "g.yaml", "label.yaml", "--fps", "20", "--out", "sim"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("1 refresh") && result.stdout.contains("17 frames"), "\(result.stdout)")
}

@Test("an indicator file names its own layers: with other inputs it is a usage error")
func indicatorFileAlone() throws {
    let result = try Binary.run(["render", "a.yaml", "--path", "M0 0H1"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'a.yaml' is an indicator file"), "\(result.stderr)")
}
