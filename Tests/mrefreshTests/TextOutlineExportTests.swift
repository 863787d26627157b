import Foundation
import MRefreshRender
import Testing

// Issue 34, "text as outlines in the vector exports": the seed headers' labels (text layers, drawn with
// Pango in the PNG frames) go into the Lottie animation and the AnimatedVectorDrawables as their glyphs'
// outlines, each state's string a group of its own shown in its stage.

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let examples = root.appendingPathComponent("Examples")

private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run("/usr/bin/python3", arguments, environment: ["PYTHONPATH": root.appendingPathComponent(".build/python-tools").path])
}

private let checkersAvailable = (try? python(["-c", "import jsonschema, lottie_specs, rlottie_python, PIL"]).status) == 0

/// A seed header with text layers, the strings its Lottie animation must carry (with `--label-date 09:41`),
/// a PNG frame and the rectangle of it where a label is drawn.
private struct SeedLabels: CustomTestStringConvertible, Sendable {
    var file: String
    var strings: [String]
    var frame: String
    var label: (x: Range<Int>, y: Range<Int>)
    var testDescription: String { file }
}

private let seeds = [
    SeedLabels(file: "sspull-default.yaml", strings: ["Pull to refresh", "Release to refresh", "Loading…", "Last updated: 09:41"],
               frame: "loading_0002.png", label: (120..<230, 12..<32)),
    SeedLabels(file: "refreshbar-load-more.yaml", strings: ["Pull up to load more", "Release to load more", "Loading…", "Updated 09:41"],
               frame: "pull_0004.png", label: (60..<200, 8..<26)),
]

/// The names of every shape group in a Lottie document, precompositions included.
private func groupNames(_ document: [String: Any]) -> [String] {
    func walk(_ items: [[String: Any]]) -> [String] {
        items.flatMap { item -> [String] in
            guard item["ty"] as? String == "gr" else { return [] }
            return [item["nm"] as? String ?? ""] + walk(item["it"] as? [[String: Any]] ?? [])
        }
    }
    let layers = (document["layers"] as? [[String: Any]] ?? [])
        + (document["assets"] as? [[String: Any]] ?? []).flatMap { $0["layers"] as? [[String: Any]] ?? [] }
    return layers.flatMap { walk($0["shapes"] as? [[String: Any]] ?? []) }
}

@Test("--export lottie: a seed header's labels are outline groups, one per string, and rlottie draws them where the PNG frames have them",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"),
      arguments: seeds)
private func seedLabelsInLottie(_ seed: SeedLabels) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", examples.appendingPathComponent(seed.file).path, "--label-date", "09:41",
                                 "--export", "lottie", "--out", directory.path, "--quiet"])
    // No "text layer … is drawn in the PNG frames only" any more.
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("indicator.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let names = groupNames(document)
    for string in seed.strings {
        #expect(names.filter { $0 == "text: \(string)" }.count == 1, "\(string) in \(names)")
    }
    // The frame compared has its label: rlottie must draw those pixels too for the check to pass.
    let surface = try ImageSurface(png: [UInt8](try Data(contentsOf: directory.appendingPathComponent(seed.frame))))
    let ink = seed.label.y.flatMap { y in seed.label.x.map { Int(surface.pixel(x: $0, y: y) >> 24) } }.filter { $0 > 128 }.count
    #expect(ink > 100, "\(seed.frame) has \(ink) inked pixels in its label")
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.path])
    #expect(check.status == 0 && check.output.contains("checked: schema"), "\(check.output)")
}

@Test("--export avd: a seed header's labels are filled paths shown in their stages (the loading label opaque in the loading vector, the pull's hidden there), and aapt compiles them",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"),
      arguments: seeds)
private func seedLabelsInAnimatedVectors(_ seed: SeedLabels) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("header")
    let result = try Binary.run(["render", examples.appendingPathComponent(seed.file).path, "--label-date", "09:41",
                                 "--export", "avd,lottie", "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    // The Lottie document names its layers' groups top first (one shape layer: no clips here); the vector's
    // groups l0, l1… are in drawing order.
    let data = try Data(contentsOf: out.appendingPathComponent("indicator.json"))
    let names = groupNames(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
        .filter { $0 != "fill" && !$0.hasPrefix("subpath ") }.reversed().map { $0 }
    func index(of string: String) throws -> Int { try #require(names.firstIndex(of: "text: \(string)")) }
    let res = out.appendingPathComponent("res")
    let loading = elements(try String(contentsOf: res.appendingPathComponent("drawable/header_loading_vector.xml"), encoding: .utf8), "path")
    func alpha(_ string: String) throws -> String? {
        let name = "l\(try index(of: string))_fill"
        return loading.first { $0["name"] == name }?["fillAlpha"]
    }
    #expect(try alpha("Loading…") == "1")
    #expect(try alpha(seed.strings[0]) == "0")
    let text = loading.first { $0["name"] == "l\((try? index(of: "Loading…")) ?? -1)_fill" }
    #expect(text?["pathData"]?.contains("C") == true, "glyph outlines keep their curves")
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}

@Test("--export lottie: an SVG document's text goes in as outline groups that rlottie draws as the PNG frames draw the text, fading in with the fill; nothing is said",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"))
func svgTextInLottie() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", examples.appendingPathComponent("inkscape-sync-label.svg").path, "--fit", "viewbox",
                                 "--size", "128x128", "--frames", "12", "--export", "lottie", "--out", directory.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("indicator.json"))
    let names = groupNames(try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    // The label's three paints: the bold word and the first line share one, the second line has its own.
    #expect(names.contains("label 1") && names.contains("label 2"), "\(names)")
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.path])
    #expect(check.status == 0 && check.output.contains("checked: schema"), "\(check.output)")
}

@Test("--export avd: an SVG document's text is filled paths aapt compiles",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func svgTextInAnimatedVectors() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("sync")
    let result = try Binary.run(["render", examples.appendingPathComponent("inkscape-sync-label.svg").path, "--fit", "viewbox",
                                 "--export", "avd", "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    let vector = try String(contentsOf: res.appendingPathComponent("drawable/sync_loading_vector.xml"), encoding: .utf8)
    // Four arrow strokes, then the label's two colours as fills, opaque once the pull is over.
    let fills = elements(vector, "path").filter { $0["name"]?.hasSuffix("_fill") == true }
    #expect(fills.count == 2 && fills.allSatisfy { $0["fillAlpha"] == "1" && $0["pathData"]?.contains("C") == true }, "\(fills)")
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}

@Test("SVG text in a family that is not installed: a warning at its <text> naming the family drawn instead")
func svgTextFontFallback() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
          <text x="5" y="30" font-family="Nowhere Grotesk" font-size="20">Hello</text>
          <text x="5" y="10" font-family="No Such Face, DejaVu Sans" font-size="8">listed</text>
        </svg>
        """.write(to: directory.appendingPathComponent("label.svg"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "label.svg", "--fit", "viewbox", "--frames", "2", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    // The second names an installed family in its list: nothing to say.
    #expect(result.stderr == "label.svg:2:3: warning: font 'Nowhere Grotesk': family 'Nowhere Grotesk' is not installed; the text is drawn in 'DejaVu Sans'\n")
}

/// A label filled with a gradient over its box (red to blue) and a word over a userSpaceOnUse one.
private let gradientLabel = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">
    <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
    <linearGradient id="u" gradientUnits="userSpaceOnUse" x1="0" y1="35" x2="0" y2="55"><stop offset="0" stop-color="orange"/><stop offset="1" stop-color="green"/></linearGradient>
    <text x="5" y="28" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="url(#g)">Grad</text>
    <text x="5" y="55" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="url(#u)">ient</text>
    </svg>
    """

@Test("--export lottie: SVG text filled with gradients carries them (gradient fills over the text's box), and rlottie draws it as the PNG frames do",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"))
func svgTextGradientInLottie() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try gradientLabel.write(to: directory.appendingPathComponent("label.svg"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "label.svg", "--fit", "viewbox", "--size", "100x60", "--padding", "0", "--frames", "12",
                                 "--export", "lottie", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let text = try String(contentsOf: directory.appendingPathComponent("out/indicator.json"), encoding: .utf8)
    #expect(text.components(separatedBy: "\"ty\":\"gf\"").count - 1 == 2, "two gradient fills, one per text")
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.appendingPathComponent("out").path])
    #expect(check.status == 0 && check.output.contains("checked: schema"), "\(check.output)")
}

@Test("--export avd: SVG text filled with gradients takes gradient colour resources, which aapt compiles",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func svgTextGradientInAnimatedVectors() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try gradientLabel.write(to: directory.appendingPathComponent("label.svg"), atomically: true, encoding: .utf8)
    let out = directory.appendingPathComponent("grad")
    let result = try Binary.run(["render", "label.svg", "--fit", "viewbox", "--export", "avd", "--out", out.path, "--quiet"], in: directory)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    let vector = try String(contentsOf: res.appendingPathComponent("drawable/grad_loading_vector.xml"), encoding: .utf8)
    let fills = elements(vector, "path").filter { $0["name"]?.hasSuffix("_fill") == true }
    #expect(fills.count == 2 && fills.allSatisfy { $0["fillColor"]?.hasPrefix("@color/") == true }, "\(fills)")
    let colours = try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent("color").path)
    #expect(colours.count == 2, "\(colours)")
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}
