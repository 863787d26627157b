import Foundation
import MRefreshPNGComparison
import MRefreshRender
import Testing

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

@Test("a design-tool export renders as designed at progress 1 (--fit viewbox), and its layers are named by id")
func designToolExport() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = examples.appendingPathComponent("inkscape-bell.svg").path
    let inspect = try Binary.run(["inspect", file, "--json"])
    #expect(inspect.status == 0, "\(inspect.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(inspect.stdout.utf8)) as? [String: Any]
    let names = (json?["layers"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    #expect(names == ["body", "clapper", "hanger", "wave-left", "wave-right", "sparkle-1", "sparkle-2"])
    let result = try Binary.run(["render", file, "--fit", "viewbox", "--padding", "0", "--size", "96x96", "--frames", "3",
                                 "--loading-frames", "0", "--closing-frames", "0", "--out", directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("manifest.json")))
        as? [String: Any]
    // viewBox 0 0 48 48 into 96×96: scale 2, no offset. (Element transforms are already in the geometry,
    // which is in the document's user space.)
    let transform = ((manifest?["layers"] as? [[String: Any]])?.first?["transform"] as? [Double])
    #expect(transform == [2, 0, 0, 2, 0, 0])
}

/// Hostile documents: refused with exit 65, a position and a reason, quickly — with --strict, for the two
/// that SVG draws around (a `<use>` cycle, an external reference), which otherwise draw the rest with a
/// warning (``svgRulesByDefault``).
@Test("hostile SVG documents are refused within bounded time", arguments: [
    ("deep", String(repeating: "<g>", count: 5000) + String(repeating: "</g>", count: 5000), "nested too deeply"),
    ("laughs", "", "entity expansion"),
    ("cycle", "<g id=\"a\"><use href=\"#b\"/></g><g id=\"b\"><use href=\"#a\"/></g>", "reference cycle"),
    ("external", "<use href=\"http://example.com/x.svg#a\"/>", "only references inside the document"),
    ("dashes", "<path d=\"M0 0L10 10L0 10L10 0Z\" stroke=\"black\" stroke-dasharray=\"0.0001\"/>", "dashes, more than 10000"),
])
func hostileDocuments(_ name: String, body: String, reason: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\(body)<path d=\"M0 0H1\" stroke=\"red\"/></svg>"
    if name == "laughs" {
        var entities = "<!ENTITY l0 \"lol\">"
        for i in 1...9 { entities += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">" }
        text = "<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]><svg xmlns=\"http://www.w3.org/2000/svg\"><desc>&l9;</desc></svg>"
    }
    let file = directory.appendingPathComponent("\(name).svg")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let start = Date()
    let result = try Binary.run(["render", file.path, "--out", directory.appendingPathComponent("out").path, "--strict"])
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.hasPrefix(file.path + ":"), "\(result.stderr)")
    #expect(result.stderr.contains(reason), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
}

@Test("--glyph-char picks a glyph by character; --merge runs one pen through the layers")
func glyphCharAndMerge() throws {
    let font = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"
    let byChar = try Binary.run(["inspect", font, "--glyph-char", "U+F021", "--json"])
    #expect(byChar.stdout.contains("\"name\":\"refresh\""), "\(byChar.stderr)")
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let merged = try Binary.run(["render", examples.appendingPathComponent("sync-arcs.svg").path, "--merge", "--frames", "5",
                                 "--loading-frames", "0", "--closing-frames", "0", "--out", directory.path])
    #expect(merged.status == 0, "\(merged.stderr)")
    let refused = try Binary.run(["render", examples.appendingPathComponent("sync-arcs.svg").path, "--merge", "--start", "0,0,0,0",
                                  "--out", directory.path])
    #expect(refused.status == 64 && refused.stderr.contains("--merge"))
}

/// Documents are read as SVG renders them: each problem one warning line at its position, saying what was
/// done instead, and the rest drawn (exit 0); --strict refuses the same document at its first problem.
@Test("SVG documents follow SVG's rules by default, one warning line each; --strict refuses them", arguments: [
    ("cycle", ##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>"##,
     ["<use> reference cycle: #a contains this <use> of it; this <use> is not drawn", "<use> reference cycle: #b contains this <use> of it; this <use> is not drawn"]),
    ("external", ##"<use href="http://example.com/x.svg#a"/>"##,
     ["only references inside the document (#id) are followed, not 'http://example.com/x.svg#a'; the <use> is not drawn"]),
    ("missing", ##"<use href="#nothing"/>"##, ["<use> refers to '#nothing', which the document does not have; the <use> is not drawn"]),
    ("transform", ##"<rect width="5" height="5" transform="rotate(x)"/>"##,
     ["expected a number in rotate(), found 'x'; the element is drawn untransformed"]),
    ("length", ##"<rect width="44mmx" height="5"/>"##, ["expected a length for 'width', found '44mmx'; its initial value is used"]),
    ("odd points", ##"<polyline points="0 0 5 5 9" stroke="blue"/>"##,
     ["expected a y coordinate after 9 in points, found end of value; the shape is kept up to here"]),
    ("style value", ##"<rect width="5" height="5" style="opacity: nan%"/>"##,
     ["expected a number or percentage for 'opacity', found 'nan%'; the declaration is ignored"]),
] as [(String, String, [String])])
func svgRulesByDefault(_ name: String, body: String, warnings: [String]) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\(body)<path d=\"M0 0H9\" stroke=\"red\"/></svg>"
    try text.write(to: directory.appendingPathComponent("doc.svg"), atomically: true, encoding: .utf8)
    let drawn = try Binary.run(["render", "doc.svg", "--frames", "2", "--out", "out", "--quiet"], in: directory)
    #expect(drawn.status == 0, "\(name): \(drawn.stderr)")
    let lines = drawn.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == warnings.count && zip(lines, warnings).allSatisfy { $0.hasPrefix("doc.svg:1:") && $0.hasSuffix(": warning: " + $1) },
            "\(name): \(drawn.stderr)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/pull_0001.png").path))
    let strict = try Binary.run(["render", "doc.svg", "--frames", "2", "--out", "strict", "--strict"], in: directory)
    #expect(strict.status == 65 && strict.stderr.hasPrefix("doc.svg:1:") && !strict.stderr.contains("warning"), "\(name): \(strict.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("strict").path))
}

@Test("an SVG document that draws nothing is blank frames with one warning (SVG's rule), an error under --strict; empty path data stays an error")
func documentThatDrawsNothing() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = [("childless", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"/>"),
                 ("hidden", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" display=\"none\"><rect width=\"5\" height=\"5\"/></svg>")]
    for (name, text) in cases {
        let file = directory.appendingPathComponent("\(name).svg")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent(name)
        let result = try Binary.run(["render", file.path, "--frames", "2", "--loading-frames", "1", "--closing-frames", "1",
                                     "--size", "8x8", "--padding", "0", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "\(file.path): warning: the document draws nothing; the frames are blank\n")
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
        #expect(frames.count == 4)
        for frame in frames {
            let surface = try ImageSurface(png: [UInt8](Data(contentsOf: out.appendingPathComponent(frame))))
            #expect(surface.pixels.allSatisfy { $0 == 0 }, "\(name) \(frame) is not blank")
        }
        let strict = try Binary.run(["render", file.path, "--strict", "--out", directory.appendingPathComponent("\(name)-strict").path])
        #expect(strict.status == 65 && strict.stderr == "\(file.path): the document draws nothing\n", "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(name)-strict").path))
    }
    let path = directory.appendingPathComponent("empty.path")
    try "   ".write(to: path, atomically: true, encoding: .utf8)
    #expect(try Binary.run(["render", path.path, "--out", directory.appendingPathComponent("p").path]).status == 65)
}

@Test("a stroke with more dashes than can be drawn in reasonable time is drawn as a solid stroke as dense as its dashes, with a warning")
func denseDashes() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = "M0 0 " + (0..<1000).map { "L\($0 % 2 == 0 ? 100 : 0) \($0 % 100)" }.joined(separator: " ")
    let file = directory.appendingPathComponent("dense.svg")
    try "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><path d=\"\(path)\" fill=\"none\" stroke=\"black\" stroke-dasharray=\"0.006 0.018\"/></svg>"
        .write(to: file, atomically: true, encoding: .utf8)
    let start = Date()
    let result = try Binary.run(["render", file.path, "--size", "2000x2000", "--padding", "0", "--fit", "viewbox", "--frames", "2",
                                 "--loading-frames", "0", "--closing-frames", "0", "--out", directory.appendingPathComponent("out").path, "--quiet"])
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("warning: layer 'path1' has ") && result.stderr.contains("dashes, more than 10000; it is drawn as a solid stroke as dense as its dashes"), "\(result.stderr)")
}
