#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing

// Issue 46: the examples are what a new user copies first, so each runs as it ships with nothing on stderr
// (the seed headers' last-updated lines warned: a render has no clock; their files now carry labelDate).

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// Every indicator input in Examples/: its SVGs, path data and indicator files (not the job file).
private let exampleInputs: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
    return names.filter { [".svg", ".path", ".yaml"].contains(where: $0.hasSuffix) && $0 != "mrefresh.yaml" }.sorted()
}()

@Test("every example renders as it ships, with nothing on stderr", arguments: exampleInputs)
func exampleRendersCleanly(_ name: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", examples.appendingPathComponent(name).path, "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
}

@Test("the example job file and each gesture against its indicator run with nothing on stderr", arguments: [
    ["build", "Examples/mrefresh.yaml", "--out", "out", "--quiet"],
    ["simulate", "Examples/sspull-default.yaml", "--gesture", "Examples/gestures/sspull-twice.yaml", "--no-frames", "--out", "out", "--quiet"],
    ["simulate", "Examples/sync-arcs.svg", "--gesture", "Examples/gestures/load-more.json", "--no-frames", "--out", "out", "--quiet"],
    ["simulate", "Examples/sync-arcs.svg", "--gesture", "Examples/gestures/release-pull.yaml", "--no-frames", "--out", "out", "--quiet"],
    ["simulate", "Examples/sync-arcs.svg", "--gesture", "Examples/gestures/threshold-pull.yaml", "--no-frames", "--out", "out", "--quiet"],
])
func exampleCommandRunsCleanly(_ arguments: [String]) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let root = examples.deletingLastPathComponent()
    let absolute = arguments.map { $0.hasPrefix("Examples/") ? root.appendingPathComponent($0).path : $0 }
    let result = try Binary.run(absolute, in: directory)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
}
