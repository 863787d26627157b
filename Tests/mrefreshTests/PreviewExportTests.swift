import Foundation
import Testing

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// What `--export preview` wrote into a folder: the page, its data and the manifest beside it.
private struct WrittenPreview {
    let folder: URL
    let html: String
    /// The text inside `<script type="application/json" id="mrefresh-data">`.
    let dataText: String
    let data: [String: Any]
    let manifest: [String: Any]

    init(_ folder: URL) throws {
        self.folder = folder
        html = try String(contentsOf: folder.appendingPathComponent("preview.html"), encoding: .utf8)
        let open = "<script type=\"application/json\" id=\"mrefresh-data\">"
        let start = try #require(html.range(of: open), "no data element")
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        dataText = String(html[start.upperBound..<end.lowerBound])
        data = try #require(try JSONSerialization.jsonObject(with: Data(dataText.utf8)) as? [String: Any])
        manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any])
    }

    /// Every appearance's frame files: the manifest's own, then each other appearance's.
    var frameFiles: [String] {
        let looks = [manifest] + (manifest["appearances"] as? [[String: Any]] ?? [])
        return looks.flatMap { ($0["frames"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String } }
    }
}

/// Renders `arguments` (with `--out` and `--quiet` added) into a fresh folder.
private func render(_ arguments: [String], in directory: URL) throws -> URL {
    let out = directory.appendingPathComponent("out")
    let result = try Binary.run(["render"] + arguments + ["--out", out.path, "--quiet"], in: directory)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    return out
}

/// The example indicators the page must play: each machine's edge and trigger come through to the page.
private let previewed: [(arguments: [String], edge: String, trigger: String)] = [
    (["Examples/sync-arcs.svg", "--frames", "12", "--scale", "1,2"], "top", "threshold"),
    (["Examples/sspull-default.yaml", "--label-date", "today"], "top", "release"),
    (["Examples/refreshbar-load-more.yaml", "--label-date", "today"], "bottom", "release"),
]

@Test("--export preview writes one self-contained preview.html: no URL or external src/href, its data parses, lists the manifest as written and every frame as a data URI decoding to the frame file's bytes, and carries the machine's edge and trigger",
      arguments: previewed)
func previewIsSelfContained(arguments: [String], edge: String, trigger: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(at: examples, to: directory.appendingPathComponent("Examples"))
    let preview = try WrittenPreview(try render(arguments + ["--export", "preview"], in: directory))

    // Nothing reaches out: no URL, no element loading anything but data: URIs, no CSS import or url().
    let lower = preview.html.lowercased()
    #expect(!lower.contains("http://") && !lower.contains("https://"))
    let external = try NSRegularExpression(pattern: #"\b(src|href|srcset|action)\s*=\s*["']?(?!data:)[^\s"'>]"#)
    let outside = preview.html.replacingOccurrences(of: preview.dataText, with: "")
    let found = external.matches(in: outside, range: NSRange(outside.startIndex..., in: outside)).map { (outside as NSString).substring(with: $0.range) }
    // The page's own script sets an image's src from the data (`img.src = …`), never as an attribute.
    #expect(found.allSatisfy { !$0.contains("\"") && !$0.contains("'") }, "\(found)")
    #expect(!lower.contains("<link") && !lower.contains("<iframe") && !lower.contains("@import") && !lower.contains("url("))

    // One data element, so a tool finds the data by its opening tag.
    #expect(preview.html.components(separatedBy: "id=\"mrefresh-data\"").count == 2)
    // The manifest inlined is the one written, and lists the page.
    #expect(NSDictionary(dictionary: preview.manifest).isEqual(to: preview.data["manifest"] as? [String: Any] ?? [:]))
    #expect(preview.manifest["preview"] as? String == "preview.html")
    let machine = try #require(preview.data["machine"] as? [String: Any])
    #expect(machine["edge"] as? String == edge && machine["trigger"] as? String == trigger)
    #expect(preview.data["error"] is NSNull && preview.data["live"] as? Bool == false)

    // Every frame of the manifest, at every scale, with exactly its file's bytes.
    let images = try #require(preview.data["images"] as? [String: String])
    #expect(Set(images.keys) == Set(preview.frameFiles) && !images.isEmpty)
    for file in preview.frameFiles {
        let uri = try #require(images[file])
        let prefix = "data:image/png;base64,"
        #expect(uri.hasPrefix(prefix))
        let bytes = try #require(Data(base64Encoded: String(uri.dropFirst(prefix.count))), "\(file): not base64")
        #expect(bytes == (try Data(contentsOf: preview.folder.appendingPathComponent(file))), "\(file)")
    }

    // The page itself (its HTML, CSS and the code of machine.js and preview.js), without the data it plays
    // (the manifest as written, and the images), within issue 33's 60 KB.
    let page = preview.html.utf8.count - preview.dataText.utf8.count
    #expect(page <= 60_000, "\(page) bytes without the data")
    // The scripting interface the browser tests use, and the elements they read.
    for name in ["window.mrefresh", "pull,", "release", "finish()", "get state()", "get stage()", "get frame()", "ready: true",
                 "id=\"indicator\"", "id=\"error\""] {
        #expect(preview.html.contains(name), "\(name)")
    }
}

@Test("render without preview writes no preview.html, and a run without it removes the page an earlier run wrote")
func noPreviewUnlessAsked() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arcs = examples.appendingPathComponent("sync-arcs.svg").path
    let out = try render([arcs, "--frames", "4", "--export", "sheet"], in: directory)
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("preview.html").path))
    _ = try render([arcs, "--frames", "4", "--export", "preview"], in: directory)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("preview.html").path))
    _ = try render([arcs, "--frames", "4"], in: directory)
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("preview.html").path), "the earlier run's page stays")
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
    #expect(manifest["preview"] == nil)
}

@Test("--export preview composes with the others: sheets, animated PNGs and the Android resources are written as without it, and the page's manifest lists them")
func previewComposes() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arcs = examples.appendingPathComponent("sync-arcs.svg").path
    let alone = try render([arcs, "--frames", "6", "--export", "sheet,apng,android"], in: directory)
    let aloneManifest = try Data(contentsOf: alone.appendingPathComponent("manifest.json"))
    try FileManager.default.moveItem(at: alone, to: directory.appendingPathComponent("alone"))
    let preview = try WrittenPreview(try render([arcs, "--frames", "6", "--export", "sheet,apng,android,preview"], in: directory))
    let inlined = try #require(preview.data["manifest"] as? [String: Any])
    for key in ["sheets", "apng", "android"] { #expect(inlined[key] != nil, "\(key)") }
    // The same files with the same bytes: the manifest differs only by its "preview" entry.
    var without = preview.manifest
    without["preview"] = nil
    let before = try #require(try JSONSerialization.jsonObject(with: aloneManifest) as? [String: Any])
    #expect(NSDictionary(dictionary: without).isEqual(to: before))
    #expect(FileManager.default.fileExists(atPath: preview.folder.appendingPathComponent("sheet.png").path))
}
