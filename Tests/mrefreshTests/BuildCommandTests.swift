import Foundation
import Testing

/// A build folder: eight small path-data icons, a job file over them, and one broken icon when asked.
private func project(broken: Bool = false) throws -> URL {
    let directory = try Binary.temporaryDirectory()
    let icons = directory.appendingPathComponent("icons")
    try FileManager.default.createDirectory(at: icons, withIntermediateDirectories: true)
    for i in 0..<8 {
        try "M0 0L\(10 + i) \(i)Q\(i) 20 0 \(5 + i)Z".write(to: icons.appendingPathComponent("icon\(i).path"), atomically: true, encoding: .utf8)
    }
    if broken {
        try "M0 0L1 x".write(to: icons.appendingPathComponent("broken.path"), atomically: true, encoding: .utf8)
    }
    try """
        defaults: {size: 24x24, padding: 2, stages: {pull: 4, loading: 2, closing: 2}}
        indicators:
          - name: "icon-{stem}"
            each: "icons/*.path"
          - name: big
            source: icons/icon0.path
            size: 48x48
            scale: [1, 2]
        """.write(to: directory.appendingPathComponent("mrefresh.yaml"), atomically: true, encoding: .utf8)
    return directory
}

/// Every file under `root`, relative path → bytes; not the build's cache of file metadata
/// (`.mrefresh-cache`), which is not output: its stamps are of this machine's files.
private func tree(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
        guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true,
              url.lastPathComponent != ".mrefresh-cache" else { continue }
        files[String(url.path.dropFirst(root.path.count))] = try Data(contentsOf: url)
    }
    return files
}

@Test("sharded builds copied together are byte for byte the unsharded build, index included", arguments: [1, 2, 3, 7])
func shardsEqualOneBuild(_ n: Int) throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let whole = try Binary.run(["build", "--out", "whole", "--quiet"], in: directory)
    #expect(whole.status == 0, "\(whole.stderr)")
    let merged = directory.appendingPathComponent("merged")
    for k in 1...n {
        let out = "shard\(k)"
        let result = try Binary.run(["build", "--shard", "\(k)/\(n)", "--out", out, "--quiet", "--jobs", "\(k % 3 + 1)"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        // The CI merge step: copy every shard's folder over one.
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = ["-R", directory.appendingPathComponent(out).path + "/.", merged.path]
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        try copy.run()
        copy.waitUntilExit()
    }
    let expected = try tree(directory.appendingPathComponent("whole"))
    #expect(expected.count == 8 * 8 + 16 + 9 + 1)  // 8 small × 8 frames, the big one × 8 frames × 2 scales, manifests, index.
    #expect(try tree(merged) == expected)
}

@Test("shard folders reused after the job changed (a CI cache) hold only their own indicators: copied together in any order, one build")
func reusedShardFolders() throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let job = directory.appendingPathComponent("mrefresh.yaml")
    func shards() throws -> [Set<String>] {
        try (1...3).map { k in
            let result = try Binary.run(["build", "--shard", "\(k)/3", "--out", "shard\(k)", "--quiet"], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            return Set(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("shard\(k)").path))
        }
    }
    let before = try shards()
    // Every indicator changes (padding), and the big one gets cheap, so indicators move between shards.
    let text = try String(contentsOf: job, encoding: .utf8)
    try text.replacingOccurrences(of: "padding: 2", with: "padding: 3").replacingOccurrences(of: "48x48", with: "16x16")
        .write(to: job, atomically: true, encoding: .utf8)
    let after = try shards()
    #expect(before != after, "the change must move indicators between shards, or this test proves nothing")
    for (k, names) in after.enumerated() {
        for other in after.indices where other != k {
            // Each holds the index and its cache of file metadata, and otherwise only its own indicators.
            #expect(names.intersection(after[other]) == ["index.json", ".mrefresh-cache"],
                    "shard \(k + 1) and \(other + 1) share \(names.intersection(after[other]))")
        }
    }
    _ = try Binary.run(["build", "--out", "whole", "--quiet"], in: directory)
    let expected = try tree(directory.appendingPathComponent("whole"))
    for order in [[1, 2, 3], [3, 2, 1], [2, 3, 1]] {
        let merged = directory.appendingPathComponent("merged-\(order.map(String.init).joined())")
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        for k in order {
            let copy = try Process.run(URL(fileURLWithPath: "/bin/cp"), arguments: ["-R", directory.appendingPathComponent("shard\(k)").path + "/.", merged.path])
            copy.waitUntilExit()
        }
        #expect(try tree(merged) == expected, "copied in the order \(order)")
    }
}

@Test("a second build draws nothing; touching one input redraws just that indicator; --force redraws all")
func incremental() throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try Binary.run(["build", "--out", "out"], in: directory)
    let again = try Binary.run(["build", "--out", "out"], in: directory)
    #expect(again.status == 0 && again.stdout.contains("nothing to draw") && again.stdout.contains("9 indicators up to date"),
            "\(again.stdout)")
    try "M0 0L30 30".write(to: directory.appendingPathComponent("icons/icon3.path"), atomically: true, encoding: .utf8)
    let touched = try Binary.run(["build", "--out", "out"], in: directory)
    #expect(touched.stdout.contains("built 1 indicator (8 frames)") && touched.stdout.contains("8 up to date"), "\(touched.stdout)")
    let forced = try Binary.run(["build", "--out", "out", "--force"], in: directory)
    #expect(forced.stdout.contains("built 9 indicators"), "\(forced.stdout)")
    // A deleted frame makes its indicator out of date.
    try FileManager.default.removeItem(at: directory.appendingPathComponent("out/icon-icon5/pull_0002.png"))
    let repaired = try Binary.run(["build", "--out", "out"], in: directory)
    #expect(repaired.stdout.contains("built 1 indicator"), "\(repaired.stdout)")
}

@Test("a failing indicator is reported with its position; the others build; the exit code is the worst")
func partialFailure() throws {
    let directory = try project(broken: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["build", "--out", "out"], in: directory)
    #expect(result.status == 65)
    #expect(result.stderr.contains("icons/broken.path:1:8: expected a number after 'L', found 'x'"), "\(result.stderr)")
    #expect(result.stdout.contains("built 9 indicators") && result.stdout.contains("1 failed"), "\(result.stdout)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/icon-icon7/manifest.json").path))
    // The failed indicator writes nothing, not even its folder.
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/icon-broken").path))
}

@Test("a build's warnings start with file:line:col, as a compiler's, and name their indicator after the message")
func warningLines() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2L20 20" stroke="black" stroke-width="wide"/></svg>"#
        .write(to: directory.appendingPathComponent("shared.svg"), atomically: true, encoding: .utf8)
    try """
        indicators:
          - {name: first, source: shared.svg}
          - {name: second, source: shared.svg}
        """.write(to: directory.appendingPathComponent("mrefresh.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["build", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n").map(String.init).sorted()
    #expect(lines == ["first", "second"].map {
        "shared.svg:1:111: warning: expected a length for 'stroke-width', found 'wide'; the attribute is ignored (indicator \($0))"
    }, "\(result.stderr)")
    // GitHub's gcc problem matcher: the file is the whole part before the first colon.
    let matcher = #/^([^:]+):(\d+):(\d+): warning: (.+)$/#
    for line in lines { #expect(try matcher.wholeMatch(in: line)?.1 == "shared.svg", "\(line)") }
}

@Test("indicators a job no longer has are removed, files mrefresh did not write stay")
func staleRemoval() throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try Binary.run(["build", "--out", "out", "--quiet"], in: directory)
    let stale = directory.appendingPathComponent("out/icon-icon6")
    try "keep me".write(to: stale.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: directory.appendingPathComponent("icons/icon6.path"))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("icons/icon7.path"))
    let result = try Binary.run(["build", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: stale.path) == ["notes.txt"])
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/icon-icon7").path))
    let index = try String(contentsOf: directory.appendingPathComponent("out/index.json"), encoding: .utf8)
    #expect(!index.contains("icon-icon6") && index.contains("icon-icon5"))
}

@Test("a font's glyphs: one indicator each, and glyphs that draw nothing are skipped with one line each")
func glyphs() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        <svg xmlns="http://www.w3.org/2000/svg"><defs><font horiz-adv-x="100"><font-face units-per-em="100" ascent="80" descent="-20"/>
        <glyph glyph-name="space" unicode=" "/><glyph glyph-name="bar" unicode="|" d="M10 0H20V80H10Z"/>
        <glyph glyph-name="dot" unicode="." d="M10 0H20V10H10Z"/></font></defs></svg>
        """.write(to: directory.appendingPathComponent("font.svg"), atomically: true, encoding: .utf8)
    try "defaults: {size: 16x16, padding: 1, stages: {pull: 2, loading: 1, closing: 2}}\nindicators: [{name: \"g-{glyph}\", glyphs: font.svg}]\n"
        .write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["build", "job.yaml", "--out", "out"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "font.svg#space: skipped, the glyph draws nothing\n")
    #expect(result.stdout.contains("built 2 indicators"), "\(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted()
            == [".mrefresh-cache", "g-bar", "g-dot", "index.json"])
}

@Test("--cache-file keeps the build's metadata cache outside a folder that ships whole: the folder holds only the build")
func cacheFileOutsideTheFolder() throws {
    let directory = try project()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["build", "--out", "Frames", "--cache-file", "work/frames-cache", "--quiet"]
    let first = try Binary.run(arguments, in: directory)
    #expect(first.status == 0, "\(first.stderr)")
    let listed = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Frames").path)
    #expect(!listed.contains(".mrefresh-cache"), "\(listed)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("work/frames-cache").path))
    let again = try Binary.run(["build", "--out", "Frames", "--cache-file", "work/frames-cache"], in: directory)
    #expect(again.stdout.contains("nothing to draw"), "\(again.stdout)")
}
