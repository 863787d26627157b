import Foundation
import Testing

private let indicator = """
    layers:
      - path: "M2 2L20 20"
    size: 24x24
    padding: 2
    stages: {pull: 4, loading: 3, closing: 3}

    """

/// The files of `directory` that are not frames (`<stage>_NNNN.png`), sorted.
private func nonFrames(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.contains("_0") }.sorted()
}

@Test("an indicator file's exports: are written by render and by build, and --export overrides them")
func exportsFromFiles() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try (indicator + "exports: [sheet, apng]\n").write(to: directory.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try "indicators:\n  - file: a.yaml\n".write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    let everything = ["closing.png", "loading.png", "manifest.json", "pull.png", "sheet.json", "sheet.png"]

    var result = try Binary.run(["render", "a.yaml", "--out", "rendered", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try nonFrames(directory.appendingPathComponent("rendered")) == everything)

    result = try Binary.run(["build", "job.yaml", "--out", "built", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try nonFrames(directory.appendingPathComponent("built/a")) == everything)
    // Built and rendered exports are the same bytes.
    for name in everything where name != "manifest.json" {
        #expect(FileManager.default.contents(atPath: directory.appendingPathComponent("built/a/\(name)").path)
                == FileManager.default.contents(atPath: directory.appendingPathComponent("rendered/\(name)").path), "\(name)")
    }

    // The option overrides the file; a re-run removes the exports it no longer makes.
    result = try Binary.run(["render", "a.yaml", "--export", "png", "--out", "rendered", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try nonFrames(directory.appendingPathComponent("rendered")) == ["manifest.json"])
}

@Test("an export an indicator file names that does not exist is refused at its position, listing the exports")
func unknownExportInFile() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try (indicator + "exports: [sheet, gif]\n").write(to: directory.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "b.yaml", "--out", "out"], in: directory)
    #expect(result.status == 65)
    #expect(result.stderr == "b.yaml:6:18: export must be 'png', 'sheet', 'apng', 'xcassets', 'android', 'lottie', 'avd', 'preview' or 'web', got 'gif'\n")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
}

@Test("a build removes an indicator it no longer has with all its exports, and redraws one whose export files went missing")
func buildExportsLifecycle() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try (indicator + "exports: [sheet, apng, xcassets, android]\n").write(to: directory.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
    try "indicators:\n  - file: a.yaml\n".write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    var result = try Binary.run(["build", "job.yaml", "--out", "built", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let built = directory.appendingPathComponent("built/a")
    #expect(FileManager.default.fileExists(atPath: built.appendingPathComponent("a.xcassets/a_pull_0000.imageset/Contents.json").path))

    // An export file gone: the indicator is not up to date.
    try FileManager.default.removeItem(at: built.appendingPathComponent("res/drawable-hdpi/a_pull_0001.png"))
    result = try Binary.run(["build", "job.yaml", "--out", "built"], in: directory)
    #expect(result.status == 0 && result.stdout.contains("built 1 indicator"), "\(result.stdout)")
    #expect(FileManager.default.fileExists(atPath: built.appendingPathComponent("res/drawable-hdpi/a_pull_0001.png").path))

    // The indicator removed from the job: its folder goes, catalog and resources included.
    try "indicators: []\n".write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    result = try Binary.run(["build", "job.yaml", "--out", "built", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: built.path))
}
