import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let examples = root.appendingPathComponent("Examples")

private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run("/usr/bin/python3", arguments, environment: ["PYTHONPATH": root.appendingPathComponent(".build/python-tools").path])
}

private let checkersAvailable = (try? python(["-c", "import jsonschema, lottie_specs, rlottie_python, PIL"]).status) == 0

@Test("--export lottie: a Figma frame's clip path becomes its layers' Lottie masks, a luminance cut-out a luma track matte (the mask's content in the layer before, cut to the mask's region); rlottie draws every frame as the PNG frames",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"))
func lottieCarriesClipPathsAndMasks() throws {
    for (file, clipped, matted) in [("figma-clipped-refresh.svg", 5, 0), ("figma-mask-cutout.svg", 0, 3)] {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Binary.run(["render", examples.appendingPathComponent(file).path, "--frames", "24", "--loading", "rotate",
                                     "--loading-frames", "12", "--export", "lottie", "--out", directory.path, "--quiet"])
        // Lottie carries both: nothing to warn about.
        #expect(result.status == 0 && result.stderr.isEmpty, "\(file): \(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("indicator.json"))) as? [String: Any])
        let layers = ((document["assets"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]]) ?? (document["layers"] as? [[String: Any]] ?? [])
        #expect(layers.filter { $0["masksProperties"] != nil && $0["td"] == nil }.count == clipped, "\(file)")
        #expect(layers.filter { $0["tt"] as? Int == 3 }.count == matted, "\(file)")
        // Each matte is the layer right before (above) the layer it mattes.
        for (i, layer) in layers.enumerated() where layer["tt"] != nil {
            #expect(i > 0 && layers[i - 1]["td"] as? Int == 1, "\(file)")
        }
        let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.path])
        #expect(check.status == 0, "\(file): \(check.output)")
    }
}

@Test("--export avd: a clip path of one outline is a <clip-path> in each clipped layer's group, which aapt compiles; a mask is named in the warning line, not dropped silently",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func animatedVectorsCarryClipPaths() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let clipped = directory.appendingPathComponent("clipped"), masked = directory.appendingPathComponent("masked")
    let first = try Binary.run(["render", examples.appendingPathComponent("figma-clipped-refresh.svg").path, "--frames", "12",
                                "--export", "avd", "--out", clipped.path, "--quiet"])
    #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
    let vector = try String(contentsOf: clipped.appendingPathComponent("res/drawable/clipped_pull_vector.xml"), encoding: .utf8)
    // Five layers, each with the frame's rounded rectangle as its clip path.
    #expect(vector.components(separatedBy: "<clip-path ").count - 1 == 5)
    let (status, output) = try ExternalProgram.aaptPackage(clipped.appendingPathComponent("res"), in: directory)
    #expect(status == 0, "aapt: \(output)")

    let second = try Binary.run(["render", examples.appendingPathComponent("figma-mask-cutout.svg").path, "--frames", "12",
                                 "--export", "avd", "--out", masked.path])
    #expect(second.status == 0)
    #expect(second.stderr.contains("avd: layer 'path1': its mask is drawn in the PNG frames only"), "\(second.stderr)")
}

@Test("--export lottie: a mask holding text or an image is named in the warning line, not exported as a matte that hides the layer",
      arguments: [
          #"<text x="4" y="16" font-family="DejaVu Sans" font-size="14" fill="white">ok</text>"#,
          #"<image x="0" y="0" width="24" height="24" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=="/>"#,
      ])
func lottieNamesMasksItCannotMatte(_ content: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("masked.svg")
    try Data("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24">\(content)</mask>
        <rect x="2" y="2" width="20" height="20" fill="#2060c0" mask="url(#m)"/></svg>
        """.utf8).write(to: svg)
    let result = try Binary.run(["render", svg.path, "--frames", "4", "--export", "lottie", "--out", directory.appendingPathComponent("out").path])
    #expect(result.status == 0)
    #expect(result.stderr.contains("its masks are not carried"), "\(result.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/indicator.json"))) as? [String: Any])
    let layers = ((document["assets"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]]) ?? (document["layers"] as? [[String: Any]] ?? [])
    #expect(!layers.contains { $0["tt"] != nil }, "no track matte")
}
