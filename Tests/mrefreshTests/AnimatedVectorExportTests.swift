import Foundation
import Testing

private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"
private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

@Test("--export avd: per stage a vector and an animated vector whose animators aapt compiles with the android export against the framework's resources; one <path> per subpath, the second subpath's trimPathEnd starting where the first ends; the loading turn loops from 0° to 360°",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func animatedVectorDrawables() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("Refresh")
    let result = try Binary.run(["render", fontAwesome + "#refresh", "--frames", "24", "--loading", "rotate", "--loading-frames", "24",
                                 "--fps", "60", "--export", "avd,android", "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    func text(_ path: String) throws -> String { try String(contentsOf: res.appendingPathComponent(path), encoding: .utf8) }

    // The pull: the glyph's two subpaths, each its own path, drawn on one after the other.
    let vector = try text("drawable/refresh_pull_vector.xml")
    let paths = elements(vector, "path")
    #expect(paths.map { $0["name"] } == ["l0_s0", "l0_s1"])
    #expect(paths.allSatisfy { $0["trimPathEnd"] == "0" && $0["pathData"]?.hasPrefix("M") == true })
    let avd = try text("drawable/refresh_pull_avd.xml")
    #expect(elements(avd, "animated-vector").first?["drawable"] == "@drawable/refresh_pull_vector")
    #expect(elements(avd, "target").map { $0["name"] } == ["l0_s0", "l0_s1"])
    let first = elements(try text("animator/refresh_pull_l0_s0.xml"), "objectAnimator")
    let second = elements(try text("animator/refresh_pull_l0_s1.xml"), "objectAnimator")
    #expect(first.allSatisfy { $0["propertyName"] == "trimPathEnd" && $0["interpolator"] == "@android:interpolator/linear" })
    #expect(first.first?["startOffset"] == "0" && first.last?["valueTo"] == "1")
    let firstEnds = first.compactMap { a in Int(a["startOffset"] ?? "").flatMap { s in Int(a["duration"] ?? "").map { s + $0 } } }.max() ?? 0
    let secondStarts = Int(second.first?["startOffset"] ?? "") ?? -1
    // Staggered: the second starts within the frame (1/60 s) in which the first completes.
    #expect(secondStarts > 0 && abs(firstEnds - secondStarts) <= 17, "\(firstEnds) vs \(secondStarts)")
    // The pull lasts its 24 frames at 60 fps: 23/60 s.
    let lastEnd = second.compactMap { a in Int(a["startOffset"] ?? "").flatMap { s in Int(a["duration"] ?? "").map { s + $0 } } }.max()
    #expect(lastEnd == 383)

    // Loading: the whole indicator's group turns once per loop, forever.
    let loading = elements(try text("animator/refresh_loading_indicator.xml"), "objectAnimator")
    #expect(loading.count == 1 && loading.first?["repeatCount"] == "infinite" && loading.first?["duration"] == "400")
    let keyframes = elements(try text("animator/refresh_loading_indicator.xml"), "keyframe")
    #expect(keyframes.first?["value"] == "0" && keyframes.last?["value"] == "360" && keyframes.last?["fraction"] == "1")
    // Loading starts from the drawn glyph.
    #expect(elements(try text("drawable/refresh_loading_vector.xml"), "path").allSatisfy { $0["trimPathEnd"] == "1" })

    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")

    // Listed in the manifest, and removed by a run that no longer asks for them.
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
    let listed = try #require(manifest["avd"] as? [String])
    #expect(listed.contains("res/drawable/refresh_loading_avd.xml") && listed.contains("res/animator/refresh_pull_l0_s1.xml"))
    let again = try Binary.run(["render", fontAwesome + "#refresh", "--frames", "24", "--out", out.path, "--quiet"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(!FileManager.default.fileExists(atPath: res.path), "res/ stays after a run without avd and android")
}

@Test("--export avd on the tutorial's compass: every layer group and path it moves is a target, fills and strokes carry the layer's opacity in their alpha, and aapt compiles it",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func animatedVectorsOfAChoreography() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("compass")
    let result = try Binary.run(["render", examples.appendingPathComponent("tutorial-compass.yaml").path, "--export", "avd",
                                 "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    // Pull: the ring and the needle slide in (their groups), and draw on (their strokes).
    let pull = try String(contentsOf: res.appendingPathComponent("drawable/compass_pull_avd.xml"), encoding: .utf8)
    let targets = Set(elements(pull, "target").compactMap { $0["name"] })
    #expect(targets.isSuperset(of: ["l1", "l2", "l1_s0", "l2_s0"]), "\(targets)")
    let ring = try String(contentsOf: res.appendingPathComponent("animator/compass_pull_l1.xml"), encoding: .utf8)
    #expect(elements(ring, "objectAnimator").contains { $0["propertyName"] == "translateX" && $0["valueFrom"] == "-48" })
    // Loading: the tint (30% opacity) cycles its colour; its alpha is the layer's opacity.
    let tint = try String(contentsOf: res.appendingPathComponent("animator/compass_loading_l0_fill.xml"), encoding: .utf8)
    let holders = elements(tint, "propertyValuesHolder")
    #expect(holders.contains { $0["propertyName"] == "fillColor" && $0["valueType"] == "colorType" })
    let loadingVector = try String(contentsOf: res.appendingPathComponent("drawable/compass_loading_vector.xml"), encoding: .utf8)
    #expect(elements(loadingVector, "path").first { $0["name"] == "l0_fill" }?["fillAlpha"] == "0.3")
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}

@Test("--export avd: a layer's gradient is a res/color gradient colour its path takes, with its stops; the fill fades in through its alpha; aapt compiles it",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func animatedVectorGradients() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("bell")
    let result = try Binary.run(["render", examples.appendingPathComponent("inkscape-bell.svg").path, "--fit", "viewbox",
                                 "--export", "avd", "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    let colour = try String(contentsOf: res.appendingPathComponent("color/bell_l0_fill.xml"), encoding: .utf8)
    let gradient = try #require(elements(colour, "gradient").first)
    #expect(gradient["type"] == "linear" && gradient["tileMode"] == "clamp" && gradient["startX"] == gradient["endX"])
    #expect(elements(colour, "item").map { $0["offset"] } == ["0", "1"])
    let vector = try String(contentsOf: res.appendingPathComponent("drawable/bell_pull_vector.xml"), encoding: .utf8)
    let body = try #require(elements(vector, "path").first { $0["name"] == "l0_fill" })
    #expect(body["fillColor"] == "@color/bell_l0_fill" && body["fillAlpha"] == "0")
    let fill = try String(contentsOf: res.appendingPathComponent("animator/bell_pull_l0_fill.xml"), encoding: .utf8)
    #expect(elements(fill, "objectAnimator").allSatisfy { $0["propertyName"] == "fillAlpha" } && fill.contains("valueTo=\"1\""))
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}

@Test("--export avd: a layer inside nested viewports is clipped by a <clip-path> per viewport in its group, before its paths; aapt compiles it",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func animatedVectorClips() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = examples.appendingPathComponent("nested-viewports.svg")
    let out = directory.appendingPathComponent("nested")
    let result = try Binary.run(["render", file.path, "--fit", "viewbox", "--size", "48x48", "--padding", "0", "--export", "avd",
                                 "--out", out.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    let vector = try String(contentsOf: res.appendingPathComponent("drawable/nested_pull_vector.xml"), encoding: .utf8)
    // The first layer has no clip; the second, two: the outer viewport (8…40) and the inner one (8…28 × 8…48).
    #expect(elements(vector, "clip-path").map { $0["name"] } == ["l1_clip0", "l1_clip1"])
    let groupOfClip = try #require(vector.range(of: "l1_clip0")).lowerBound
    let firstPathOfLayer = try #require(vector.range(of: "\"l1_fill\"")).lowerBound
    #expect(groupOfClip < firstPathOfLayer)
    #expect(elements(vector, "clip-path").first?["pathData"]?.hasPrefix("M8 8") == true)
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}
