import Foundation
import Testing

private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

private func manifest(in directory: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: directory.appendingPathComponent("manifest.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

private func frames(_ manifest: [String: Any]) -> [[String: Any]] {
    manifest["frames"] as? [[String: Any]] ?? []
}

private func pngFiles(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }.sorted()
}

@Test("render writes every stage, named by stage and index, with a manifest that matches the files")
func renderStages() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "\(fontAwesome)#refresh", "--frames", "5", "--loading-frames", "4",
                                 "--closing-frames", "3", "--out", directory.path, "--scale", "1,2"])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try pngFiles(in: directory)
    #expect(files.count == (5 + 4 + 3) * 2)
    #expect(files.contains("pull_0000.png") && files.contains("pull_0004@2x.png") && files.contains("loading_0003.png")
            && files.contains("closing_0002@2x.png"))
    let m = try manifest(in: directory)
    let entries = frames(m)
    #expect(entries.count == files.count)
    #expect(Set(entries.compactMap { $0["file"] as? String }) == Set(files))
    // Every digest is the file's.
    for entry in entries {
        let name = try #require(entry["file"] as? String)
        let bytes = try Data(contentsOf: directory.appendingPathComponent(name))
        #expect(entry["sha256"] as? String == sha256Hex(bytes), "\(name)")
        let scale = try #require(entry["scale"] as? Int)
        #expect(entry["pixelWidth"] as? Int == 128 * scale)
        #expect(pngSize(bytes) == (128 * scale, 128 * scale))
    }
    // Pull frames carry progress and the pull distance; the others carry time.
    let pull = entries.filter { $0["stage"] as? String == "pull" && $0["scale"] as? Int == 1 }
    #expect(pull.compactMap { $0["progress"] as? Double } == [0, 0.25, 0.5, 0.75, 1])
    #expect(pull.compactMap { $0["pullDistance"] as? Double } == [10, 27.5, 45, 62.5, 80])
    let loading = entries.filter { $0["stage"] as? String == "loading" && $0["scale"] as? Int == 1 }
    let times = loading.compactMap { $0["time"] as? Double }
    #expect(times.count == 4 && zip(times, [0, 0.2, 0.4, 0.6]).allSatisfy { abs($0 - $1) < 1e-12 })
    let layers = try #require(m["layers"] as? [[String: Any]])
    #expect(layers.count == 1 && (layers[0]["transform"] as? [Double])?.count == 6)
}

@Test("frames and sheets are byte-identical whatever the number of jobs")
func deterministicJobs() throws {
    let one = try Binary.temporaryDirectory(), four = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: four) }
    // 40 pull frames: four rows of cells in the 3x sheet, compressed as they complete, in any order.
    for (directory, jobs) in [(one, "1"), (four, "4")] {
        let result = try Binary.run(["render", "--path", "M10 10C40 0 60 80 90 90A40 40 0 0 1 10 90Z", "--frames", "40",
                                     "--out", directory.path, "--jobs", jobs, "--scale", "1,3", "--export", "sheet"])
        #expect(result.status == 0, "\(result.stderr)")
    }
    // The manifest holds every file's SHA-256, the sheets' too.
    let manifest = try Data(contentsOf: one.appendingPathComponent("manifest.json"))
    #expect(String(decoding: manifest, as: UTF8.self).contains("sheet@3x.png"))
    #expect(manifest == (try Data(contentsOf: four.appendingPathComponent("manifest.json"))))
}

@Test("a re-run with fewer frames removes the frames it no longer makes, and nothing else")
func rerunCleansUp() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let mine = directory.appendingPathComponent("pull_0009-notes.png")
    try Data("not a frame".utf8).write(to: mine)
    let keep = directory.appendingPathComponent("readme.txt")
    try Data("mine".utf8).write(to: keep)
    var result = try Binary.run(["render", "--path", "M0 0H10V10", "--frames", "10", "--out", directory.path])
    #expect(result.status == 0)
    #expect(try pngFiles(in: directory).filter { $0.hasPrefix("pull_") }.count == 11)  // 10 + the user's file
    result = try Binary.run(["render", "--path", "M0 0H10V10", "--frames", "4", "--loading-frames", "0",
                             "--out", directory.path])
    #expect(result.status == 0)
    let files = try pngFiles(in: directory)
    #expect(files.filter { $0.hasPrefix("pull_") } == ["pull_0000.png", "pull_0001.png", "pull_0002.png",
                                                       "pull_0003.png", "pull_0009-notes.png"])
    #expect(!files.contains { $0.hasPrefix("loading_") })
    #expect(FileManager.default.fileExists(atPath: keep.path))
    // No temporary files are left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasPrefix(".") })
}

@Test("bad input writes nothing", arguments: [
    (["render", "--path", "M0 0 L1 x"], Int32(65), "--path:1:9: expected a number after 'L', found 'x'"),
    (["render", "missing.svg"], Int32(66), "missing.svg: no such file"),
])
func badInputWritesNothing(_ arguments: [String], status: Int32, message: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("frames")
    let result = try Binary.run(arguments + ["--out", out.path], in: directory)
    #expect(result.status == status)
    #expect(result.stderr == message + "\n")
    #expect(!FileManager.default.fileExists(atPath: out.path))
}

/// Nonsense options: exit 64, naming the option.
@Test("nonsense options are refused before anything is drawn", arguments: [
    (["--size", "100000x100000"], "--size"), (["--size", "abc"], "--size"), (["--frames", "-1"], "--frames"),
    (["--frames", "1000000"], "--frames"), (["--scale", "1,9"], "--scale"), (["--stroke", "nocolour"], "--stroke"),
    (["--easing", "wobble"], "--easing"), (["--start", "0,1.5"], "--start"), (["--start", "0,0.5"], "--start"),
    (["--line-width", "0"], "--line-width"), (["--padding", "80"], "--padding"), (["--jobs", "0"], "--jobs"),
    (["--fit", "sideways"], "--fit"), (["--trim", "zigzag"], "--trim"), (["--background", "#12345"], "--background"),
    (["--frames", "0", "--loading-frames", "0", "--closing-frames", "0"], "0 frames"),
])
func nonsenseOptions(_ options: [String], named: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "--path", "M0 0H10V10"] + options + ["--out", directory.appendingPathComponent("o").path])
    #expect(result.status == 64, "\(options): \(result.stderr)")
    #expect(result.stderr.contains(named), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("o").path))
}

@Test("an output directory that cannot be created exits 73")
func unwritableOutput() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("a-file")
    try Data().write(to: file)
    let result = try Binary.run(["render", "--path", "M0 0H10", "--out", file.appendingPathComponent("sub").path])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("a-file/sub"))
}

@Test("a write failure exits 74 and leaves no half-written frame")
func writeFailure() throws {
    // A directory named like a frame makes that frame's rename fail.
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("pull_0002.png"),
                                            withIntermediateDirectories: false)
    let result = try Binary.run(["render", "--path", "M0 0H10", "--frames", "4", "--out", directory.path, "--jobs", "1"])
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("pull_0002.png"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasPrefix(".") })
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("manifest.json").path))
}

@Test("--json prints the manifest; --quiet prints nothing")
func jsonAndQuiet() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let json = try Binary.run(["render", "--path", "M0 0H10", "--frames", "2", "--out", directory.path, "--json"])
    #expect(json.status == 0)
    #expect(json.stdout == (try String(contentsOf: directory.appendingPathComponent("manifest.json"), encoding: .utf8)))
    let quiet = try Binary.run(["render", "--path", "M0 0H10", "--frames", "2", "--out", directory.path, "--quiet"])
    #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
}

/// The width and height from a PNG's IHDR chunk.
/// The width and height a PNG's IHDR states, (0, 0) for fewer bytes than a header.
func pngSize(_ data: Data) -> (Int, Int) {
    let bytes = [UInt8](data)
    guard bytes.count > 24 else { return (0, 0) }
    func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
    return (be(16), be(20))
}

/// SHA-256 by the system's sha256sum, an independent implementation.
func sha256Hex(_ data: Data) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try? process.run()
    input.fileHandleForWriting.write(data)
    try? input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return String(text.prefix(64))
}

@Test("--sheet writes every frame into one image, with its cells in the manifest")
func spriteSheet() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "--path", "M0 0H10V10Z", "--frames", "6", "--loading-frames", "4",
                                 "--closing-frames", "3", "--size", "32x24", "--padding", "2", "--sheet",
                                 "--out", directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("sheet.png"))
    #expect(pngSize(data) == (6 * 32, 3 * 24))
    let sheets = try #require(try manifest(in: directory)["sheets"] as? [[String: Any]])
    let sheet = try #require(sheets.first)
    #expect(sheets.count == 1 && sheet["file"] as? String == "sheet.png" && sheet["atlas"] as? String == "sheet.json")
    #expect(sheet["sha256"] as? String == sha256Hex(data))
    let cells = try #require(sheet["cells"] as? [[String: Any]])
    #expect(cells.count == 13)
    // Identical frames share a cell: the closing stage ends on the empty frame the pull starts with.
    #expect(cells.last?["stage"] as? String == "closing" && cells.last?["x"] as? Int == 0 && cells.last?["y"] as? Int == 0)
    let frames = try #require(try manifest(in: directory)["frames"] as? [[String: Any]])
    let digests = frames.map { $0["sha256"] as? String ?? "" }, places = cells.map { "\($0["x"] ?? "")/\($0["y"] ?? "")" }
    #expect(Set(digests).count < 13 && Set(digests).count == Set(places).count, "a cell per distinct frame")
    for a in digests.indices {
        for b in digests.indices where b < a { #expect((digests[a] == digests[b]) == (places[a] == places[b])) }
    }
    // A re-run without --sheet removes the sheet and atlas it no longer makes.
    _ = try Binary.run(["render", "--path", "M0 0H10V10Z", "--frames", "6", "--out", directory.path])
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheet.png").path))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheet.json").path))
}
