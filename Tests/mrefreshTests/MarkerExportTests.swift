import Foundation
import Testing

/// Markers in the vector exports (issue 34), checked by the players' own tools: rlottie draws the Lottie
/// export of Inkscape's arrow icon as the PNG frames show it, every frame, markers appearing as the pen
/// reaches their vertex; aapt compiles its AnimatedVectorDrawables.

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let arrows = root.appendingPathComponent("Examples/inkscape-arrows.svg").path

private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run("/usr/bin/python3", arguments, environment: ["PYTHONPATH": root.appendingPathComponent(".build/python-tools").path])
}

private let checkersAvailable = (try? python(["-c", "import jsonschema, lottie_specs, rlottie_python, PIL"]).status) == 0

// (The default loading animation: rlottie places short dashes of a rotated stroke a pixel or two off
// Cairo's, in any document, which `--loading rotate` would show on the icon's dashed tick line.)
@Test("--export lottie: Inkscape's arrow and dot markers are shapes of their own, and rlottie draws every frame as the PNG frames, the markers appearing as the pen reaches them",
      .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python for /usr/bin/python3 are not installed; make test installs them"))
func lottieCarriesMarkers() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", arrows, "--frames", "24", "--export", "lottie", "--out", directory.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("indicator.json"))) as? [String: Any])
    let shapes = (document["layers"] as? [[String: Any]] ?? []).flatMap { $0["shapes"] as? [[String: Any]] ?? [] }
    // Two arrowheads (the arcs' marker-end) and three dots (the guide's start, mid and end markers).
    #expect(shapes.filter { $0["nm"] as? String == "path1" }.count == 2)
    #expect(shapes.filter { $0["nm"] as? String == "path2" }.count == 3)
    // Without the arrowheads, or without the dots, rlottie's frames differ from the PNG frames by 2.5–4.6%.
    let check = try python([root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.path])
    #expect(check.status == 0, "\(check.output)")
}

@Test("--export avd: Inkscape's arrow and dot markers are paths of their own, shown from the frame their vertex is reached, which aapt compiles",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func animatedVectorsCarryMarkers() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("arrows")
    let result = try Binary.run(["render", arrows, "--frames", "12", "--export", "avd", "--out", out.path])
    #expect(result.status == 0)
    // The one thing AVD cannot carry is the tick line's dashes; the markers are not named.
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
    #expect(warnings == ["mrefresh: warning: avd: layer 'ticks': its dashes are not carried (AnimatedVectorDrawables have none); it draws solid"],
            "\(result.stderr)")
    let vector = try String(contentsOf: out.appendingPathComponent("res/drawable/arrows_pull_vector.xml"), encoding: .utf8)
    // Two arcs, two arrowheads, the guide, three dots (each its fill and its pen), the tick line.
    #expect(vector.components(separatedBy: "<path ").count - 1 == 12, "\(vector)")
    // An arrowhead (the layer after its arc) is shown whole in one frame, once its arc's end is reached.
    let arrowhead = try String(contentsOf: out.appendingPathComponent("res/animator/arrows_pull_l1_s0.xml"), encoding: .utf8)
    #expect(arrowhead.contains(#"android:propertyName="trimPathEnd" android:valueType="floatType" android:valueFrom="0" android:valueTo="1" android:startOffset="#))
    #expect(!arrowhead.contains(#"android:startOffset="0""#), "\(arrowhead)")
    let (status, output) = try ExternalProgram.aaptPackage(out.appendingPathComponent("res"), in: directory)
    #expect(status == 0, "aapt: \(output)")
}
