import Foundation
import Testing

/// A folder with a job file of two indicators: `sync-arcs` (an SVG of Examples/, 6 pull frames, a
/// 4-frame loading loop at its 0.4 s rotation, the 7-frame end at 60 fps) and `tick` (path data at 30 fps:
/// the 0.8 s blink in 24 frames, the 0.1 s end in 4; in light and dark).
private func project() throws -> URL {
    let directory = try Binary.temporaryDirectory()
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
    try FileManager.default.copyItem(at: examples.appendingPathComponent("sync-arcs.svg"),
                                     to: directory.appendingPathComponent("sync-arcs.svg"))
    try "M2 12L9 18L22 5".write(to: directory.appendingPathComponent("tick.path"), atomically: true, encoding: .utf8)
    try """
        defaults: {size: 32x32, scale: [1, 2]}
        indicators:
          - {name: sync-arcs, source: sync-arcs.svg, stages: {pull: 6, loading: 4}, loading: rotate}
          - {name: tick, source: tick.path, fps: 30, stages: {pull: 3}, appearances: [light, dark]}
        """.write(to: directory.appendingPathComponent("mrefresh.yaml"), atomically: true, encoding: .utf8)
    return directory
}

/// Sources/MRefreshMachine, which the generated tables import.
private let machineSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/MRefreshMachine").standardized

/// A program that prints what the generated tables answer.
private let lookups = """
    import MRefreshMachine

    let arcs = MRefreshFrames.syncArcs
    for distance in [0.0, 10, 30, 79.9, 80, 1000, .nan] {
        print(distance, arcs.frame(forPullDistance: distance)?.name ?? "none")
    }
    for (stage, seconds) in [(Stage.loading, 0.45), (.loading, 1.0), (.closing, 0.05), (.closing, 9), (.pull, 1)] {
        print(stage, seconds, arcs.frame(in: stage, atSeconds: seconds)?.name ?? "none")
    }
    for indicator in MRefreshFrames.all {
        print(indicator.name, indicator.subdirectory, indicator.width, indicator.scales,
              indicator.stages.map { "\\($0.stage) \\($0.count) \\($0.framesPerSecond.map { "\\($0)" } ?? "-")" })
        let last = indicator.frame(forPullDistance: 1000)!
        print(indicator.name, indicator.appearances.map { indicator.resourceName(of: last, appearance: $0) })
    }
    """

@Test("--swift-tables writes tables that compile warning-free in Swift 6 and pick the frames the manifests say")
func swiftTablesCompileAndAnswer() throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let build = try Binary.run(["build", "--out", "Frames", "--swift-tables", "Frames.swift"], in: directory)
    #expect(build.status == 0, "\(build.stderr)")
    try lookups.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    // MRefreshMachine as an app links it: its sources alone make the module (no Foundation, no other file),
    // with the package name SwiftPM gives every target (its JSON encoder and decoder are `package`).
    let machine = try #require(FileManager.default.enumerator(atPath: machineSources.path)?.allObjects as? [String])
        .filter { $0.hasSuffix(".swift") }.sorted().map { machineSources.appendingPathComponent($0).path }
    let library = try ExternalProgram.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                                                           "-emit-library", "-static", "-emit-module", "-module-name", "MRefreshMachine",
                                                           "-package-name", "mrefresh", "-o", "libMRefreshMachine.a"] + machine, in: directory)
    try #require(library.status == 0, "\(library.output)")
    let compile = try ExternalProgram.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".",
                                                           "-lMRefreshMachine", "Frames.swift", "main.swift", "-o", "lookups"], in: directory)
    try #require(compile.status == 0, "\(compile.output)")
    let run = try ExternalProgram.run(directory.appendingPathComponent("lookups").path, [])
    #expect(run.output == """
        0.0 none
        10.0 pull_0000
        30.0 pull_0001
        79.9 pull_0004
        80.0 pull_0005
        1000.0 pull_0005
        nan none
        loading 0.45 loading_0000
        loading 1.0 loading_0002
        closing 0.05 closing_0003
        closing 9.0 closing_0006
        pull 1.0 pull_0000
        sync-arcs Frames/sync-arcs 32.0 [1, 2] ["pull 6 -", "loading 4 10.0", "closing 7 60.0"]
        sync-arcs ["pull_0005"]
        tick Frames/tick 32.0 [1, 2] ["pull 3 -", "loading 24 30.0", "closing 4 30.0"]
        tick ["pull_0002", "pull_0002~dark"]

        """)
    // What the tables say is what the manifest says: every frame the tables name was written.
    let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("Frames/sync-arcs/manifest.json"))) as? [String: Any]
    let pull = (manifest?["frames"] as? [[String: Any]] ?? []).filter { $0["stage"] as? String == "pull" && $0["scale"] as? Int == 1 }
    #expect(pull.map { $0["pullDistance"] as? Double ?? -1 } == [10, 24, 38, 52, 66, 80])
    // Each appearance's resource, named as the tables say, was written at every scale.
    for file in ["pull_0002~dark.png", "pull_0002~dark@2x.png"] {
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Frames/tick/\(file)").path), "\(file)")
    }
}

@Test("an unchanged build leaves the tables file alone, so SwiftPM does not compile the target again")
func unchangedTablesNotRewritten() throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tables = directory.appendingPathComponent("Frames.swift")
    #expect(try Binary.run(["build", "--out", "Frames", "--swift-tables", "Frames.swift", "--quiet"], in: directory).status == 0)
    let past = Date(timeIntervalSince1970: 1_000_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: tables.path)
    #expect(try Binary.run(["build", "--out", "Frames", "--swift-tables", "Frames.swift", "--quiet", "--force"], in: directory).status == 0)
    #expect(try tables.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate == past)
    // A change to the job changes the tables.
    let job = directory.appendingPathComponent("mrefresh.yaml")
    try String(contentsOf: job, encoding: .utf8).replacingOccurrences(of: "pull: 3", with: "pull: 4").write(to: job, atomically: true, encoding: .utf8)
    #expect(try Binary.run(["build", "--out", "Frames", "--swift-tables", "Frames.swift", "--quiet"], in: directory).status == 0)
    #expect(try String(contentsOf: tables, encoding: .utf8).contains("pullDistances: [10.0, 33.33333333333333, 56.666666666666664, 80.0]"))
}

@Test("--swift-tables that cannot be written say why in one line, with its exit code (DesignErrors.md)", arguments: [
    (["--swift-tables", "Frames.swift", "--shard", "1/2"], Int32(64), "--swift-tables needs the whole build"),
    (["--swift-tables", "missing/Frames.swift"], Int32(73), "missing/Frames.swift: its folder does not exist"),
])
func swiftTablesFailures(arguments: [String], status: Int32, message: String) throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["build", "--out", "Frames", "--quiet"] + arguments, in: directory)
    #expect(result.status == status)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
}
