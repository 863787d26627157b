import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let examples = root.appendingPathComponent("Examples")
private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

/// Debian's Python with what `make deps` installs from PyPI into .build/python-tools (lottie-specs,
/// rlottie-python) beside Debian's jsonschema and Pillow.
private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run("/usr/bin/python3", arguments, environment: ["PYTHONPATH": root.appendingPathComponent(".build/python-tools").path])
}

private let checkersAvailable = (try? python(["-c", "import jsonschema, lottie_specs, rlottie_python, PIL"]).status) == 0

/// Demo indicators as Examples/demo.sh draws them: the Font Awesome glyph and the tutorial's compass header
/// (three layers, each moved by its own keyframes; a tint cycling colours while loading), which the demo
/// exports to Lottie, and two more shapes of draw-on (node trimming after smoothing; a second layer from
/// half-way, pulsing while loading).
private let demoIndicators: [(name: String, arguments: [String])] = [
    ("Font Awesome refresh", [fontAwesome + "#refresh", "--frames", "24", "--loading", "rotate", "--loading-frames", "24",
                              "--padding", "20"]),
    ("tutorial compass", [examples.appendingPathComponent("tutorial-compass.yaml").path]),
    ("MRefresh README path, node trimming", [examples.appendingPathComponent("mrefresh-readme.path").path, "--trim", "points",
                                            "--smooth", "3", "--frames", "60"]),
    ("two layers, the second from half-way", [examples.appendingPathComponent("cloud-download.svg").path, "--start", "0,0.5",
                                              "--fit", "union", "--stroke", "#0969da"]),
    ("arcs pulsing while loading", [examples.appendingPathComponent("sync-arcs.svg").path, "--loading", "pulse",
                                    "--line-width", "4", "--stroke", "#1a7f37"]),
    ("an SVG document with a gradient (objectBoundingBox, stretched), shrinking and fading", [
        examples.appendingPathComponent("inkscape-bell.svg").path, "--fit", "viewbox", "--size", "96x96", "--padding", "8"]),
    // Straight dashes: rlottie measures curves about 5% long, so dashes around a circle drift from Cairo's.
    ("a dashed tray drawn on dash by dash, and a miter-joined arrow", [
        examples.appendingPathComponent("dashed-tray.svg").path, "--fit", "viewbox", "--size", "96x96", "--frames", "30"]),
]

@Test("--export lottie: indicator.json passes the lottie-specs schema and the players' keys, and rlottie draws every frame on a whole Lottie frame (pull, loading, closing) as the PNG frame, within the golden tolerance",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"),
      arguments: demoIndicators.indices)
func lottieMatchesTheFrames(_ index: Int) throws {
    let (name, arguments) = demoIndicators[index]
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render"] + arguments + ["--export", "lottie", "--out", directory.path, "--quiet"])
    #expect(result.status == 0, "\(name): \(result.stderr)")
    #expect(result.stderr.isEmpty, "\(name): \(result.stderr)")
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.path])
    #expect(check.status == 0, "\(name): \(check.output)")
    // Every pull frame is compared: the pull is placed one Lottie frame per PNG frame.
    #expect(check.output.contains("checked: schema"), "\(name): \(check.output)")
}

@Test("--export lottie: a layer inside nested viewports is a shape layer of its own whose masks are its clips, all in a precomposition the indicator's keyframes move (its opacity composites them together); rlottie draws every frame as the PNG frames",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"))
func lottieClipsNestedViewports() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = examples.appendingPathComponent("nested-viewports.svg")
    let out = directory.appendingPathComponent("out")
    let result = try Binary.run(["render", file.path, "--fit", "viewbox", "--size", "48x48", "--padding", "0", "--loading", "pulse",
                                 "--export", "lottie", "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("indicator.json"))) as? [String: Any])
    let precomp = try #require((document["layers"] as? [[String: Any]])?.first)
    #expect(precomp["ty"] as? Int == 0 && precomp["refId"] as? String == "indicator")
    let inner = try #require((document["assets"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
    // Top first: the rect, the clipped circle with its two viewports as masks (add, then intersect), the dot.
    #expect(inner.map { ($0["masksProperties"] as? [[String: Any]])?.compactMap { $0["mode"] as? String } ?? [] } == [[], ["a", "i"], []])
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, out.path])
    #expect(check.status == 0, "\(check.output)")
}

@Test("--export lottie: a clipped layer that moves on its own is moved by its own shape layer, so that its masks move with it as its clip does in the PNG frames; rlottie draws every frame as the PNG frames",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"))
func lottieMovesClipsWithTheirLayer() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A circle clipped to the top-left quarter of the canvas slides in, turning, while the whole indicator
    // fades in; drawn unclipped, or clipped where it does not move, frames differ by a quarter of a circle.
    try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><svg width="5" height="5"><circle id="c" cx="5" cy="5" r="4" fill="#06c"/></svg></svg>"##
        .write(to: directory.appendingPathComponent("clip.svg"), atomically: true, encoding: .utf8)
    try """
        size: 48x48
        padding: 0
        fit: viewbox
        layers:
          - source: clip.svg#c
            pull: [{at: 0, translate: [-12, 6], rotate: 90}, {at: 1}]
        pull: [{at: 0, opacity: 0.4}, {at: 1}]
        """.write(to: directory.appendingPathComponent("moving.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "moving.yaml", "--frames", "12", "--export", "lottie", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let out = directory.appendingPathComponent("out")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("indicator.json"))) as? [String: Any])
    let inner = try #require((document["assets"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
    #expect(inner.count == 1 && (inner[0]["masksProperties"] as? [Any])?.count == 1)
    #expect(((inner[0]["ks"] as? [String: Any])?["r"] as? [String: Any])?["a"] as? Int == 1, "the layer itself turns")
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, out.path])
    #expect(check.status == 0, "\(check.output)")
}

@Test("--export lottie: stages are markers at their frames, the loading marker spans one loop at --fps, and a turn ends at 360°, not back at 0°")
func lottieMarkersAndLoop() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", fontAwesome + "#refresh", "--frames", "10", "--loading", "rotate", "--loading-frames", "8",
                                 "--fps", "30", "--export", "lottie", "--out", directory.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: directory.appendingPathComponent("indicator.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(document["fr"] as? Double == 30)
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("manifest.json"))) as? [String: Any])
    #expect(manifest["lottie"] as? String == "indicator.json")
    let stages = try #require(manifest["stages"] as? [[String: Any]])
    let period = try #require(stages.first { $0["stage"] as? String == "loading" }?["seconds"] as? Double)
    let closing = try #require(stages.first { $0["stage"] as? String == "closing" }?["seconds"] as? Double)
    let markers = try #require(document["markers"] as? [[String: Any]]).map {
        ($0["cm"] as? String ?? "", $0["tm"] as? Double ?? -1, $0["dr"] as? Double ?? -1)
    }
    #expect(markers.map(\.0) == ["pull", "loading", "closing"])
    #expect(markers[0].1 == 0 && markers[0].2 == 9)
    #expect(markers[1].1 == 10 && abs(markers[1].2 - period * 30) < 1e-9)
    #expect(markers[2].1 == (10 + period * 30).rounded(.up) + 1 && abs(markers[2].2 - closing * 30) < 1e-9)

    // The whole indicator turns once over the loading marker: 0° at its start, 360° at its end.
    let layer = try #require((document["layers"] as? [[String: Any]])?.first)
    let rotation = try #require((layer["ks"] as? [String: Any])?["r"] as? [String: Any])
    let keys = try #require(rotation["k"] as? [[String: Any]])
    let value = { (time: Double) -> Double? in
        (keys.first { $0["t"] as? Double == time }?["s"] as? [Double])?.first
    }
    #expect(value(markers[1].1) == 0)
    #expect(value(markers[1].1 + markers[1].2) == 360)
}

@Test("--export lottie, avd: text layers go in as glyph outlines, unnamed; gradients an export does not carry as drawn are each named in one warning line")
func lottieNamesWhatItLeavesOut() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try Binary.run(["render", examples.appendingPathComponent("sspull-default.yaml").path, "--label-date", "09:41",
                               "--export", "lottie", "--out", directory.appendingPathComponent("text").path, "--quiet"])
    #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")

    // Both carry the bell's linear gradient; a radial one with a focal point of its own only Lottie does.
    let gradient = try Binary.run(["render", examples.appendingPathComponent("inkscape-bell.svg").path, "--fit", "viewbox",
                                   "--export", "lottie,avd", "--out", directory.appendingPathComponent("gradient").path, "--quiet"])
    #expect(gradient.status == 0 && gradient.stderr.isEmpty, "\(gradient.stderr)")
    let radial = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><radialGradient id="g" fx="0.3" fy="0.4">
        <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#06c"/></radialGradient></defs>
        <circle id="ball" cx="5" cy="5" r="4" fill="url(#g)"/></svg>
        """
    try radial.write(to: directory.appendingPathComponent("ball.svg"), atomically: true, encoding: .utf8)
    let focal = try Binary.run(["render", "ball.svg", "--fit", "viewbox", "--export", "lottie,avd", "--out", "ball", "--quiet"], in: directory)
    #expect(focal.status == 0, "\(focal.stderr)")
    #expect(focal.stderr == "mrefresh: warning: avd: layer 'ball': its gradient is drawn in its first colour in AnimatedVectorDrawables\n")
    let text2 = try Binary.run(["render", examples.appendingPathComponent("sspull-default.yaml").path, "--label-date", "09:41",
                                "--export", "lottie,avd", "--out", directory.appendingPathComponent("text2").path, "--quiet"])
    #expect(text2.status == 0 && text2.stderr.isEmpty, "\(text2.stderr)")
    // Nested viewports clip the frames; Lottie clips a layer with its own layer's masks.
    try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><svg width="5" height="5"><circle id="c" cx="5" cy="5" r="4"/></svg></svg>"#
        .write(to: directory.appendingPathComponent("clip.svg"), atomically: true, encoding: .utf8)
    let clipped = try Binary.run(["render", "clip.svg", "--export", "lottie", "--out", "clip", "--quiet"], in: directory)
    #expect(clipped.status == 0 && clipped.stderr.isEmpty, "\(clipped.stderr)")
    // One that only fades keeps its clip (its layer's masks), and nothing is said.
    try "layers:\n  - source: clip.svg#c\n    pull: [{at: 0, opacity: 0}, {at: 1}]\n"
        .write(to: directory.appendingPathComponent("fading.yaml"), atomically: true, encoding: .utf8)
    let fading = try Binary.run(["render", "fading.yaml", "--export", "lottie", "--out", "fading", "--quiet"], in: directory)
    #expect(fading.status == 0 && fading.stderr.isEmpty, "\(fading.stderr)")
    let fadingDocument = try Data(contentsOf: directory.appendingPathComponent("fading/indicator.json"))
    #expect(String(decoding: fadingDocument, as: UTF8.self).contains("\"masksProperties\""))
    // Without a vector export nothing is said.
    let png = try Binary.run(["render", examples.appendingPathComponent("inkscape-bell.svg").path, "--fit", "viewbox",
                              "--out", directory.appendingPathComponent("png").path, "--quiet"])
    #expect(png.status == 0 && png.stderr.isEmpty, "\(png.stderr)")
}

@Test("--export lottie: a re-run without it removes indicator.json, and never a file of the user's of that name elsewhere")
func lottieIsRemovedWhenNoLongerAsked() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = ["render", fontAwesome + "#refresh", "--frames", "4", "--out", directory.path, "--quiet"]
    var result = try Binary.run(arguments + ["--export", "lottie"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("indicator.json").path))
    result = try Binary.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("indicator.json").path))
}

@Test("A build writes an indicator's Lottie animation and animated vectors byte for byte as a render of it does, names what they leave out per indicator, and is up to date on its second run")
func buildWritesTheVectorExports() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compass = examples.appendingPathComponent("tutorial-compass.yaml").path
    let labels = examples.appendingPathComponent("sspull-default.yaml").path
    try """
        defaults: {exports: [png, lottie, avd]}
        indicators:
          - {name: compass, file: \(compass)}
          - {name: labels, file: \(labels)}
        """.write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    let built = try Binary.run(["build", "job.yaml", "--out", "built", "--quiet"], in: directory)
    #expect(built.status == 0, "\(built.stderr)")
    // Its labels (the last-updated line with the file's labelDate) go into the vector exports as outlines:
    // nothing is said.
    #expect(built.stderr.isEmpty, "\(built.stderr)")
    let rendered = try Binary.run(["render", compass, "--export", "lottie,avd", "--out", "compass", "--quiet"], in: directory)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let files = ["indicator.json", "res/drawable/compass_pull_avd.xml", "res/drawable/compass_loading_vector.xml",
                 "res/animator/compass_loading_l2.xml"]
    for file in files {
        let fromBuild = FileManager.default.contents(atPath: directory.appendingPathComponent("built/compass/\(file)").path)
        #expect(fromBuild != nil && fromBuild == FileManager.default.contents(atPath: directory.appendingPathComponent("compass/\(file)").path), "\(file)")
    }
    let again = try Binary.run(["build", "job.yaml", "--out", "built"], in: directory)
    #expect(again.status == 0 && again.stdout.hasPrefix("nothing to draw"), "\(again.stdout)\(again.stderr)")
}
