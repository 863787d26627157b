import Foundation
import Testing

/// An animated SVG's own animation in the vector exports: keyframed where it maps (moves, turns and scales
/// of a layer's shape, opacity, colours, stroke widths, hiding), each layer that does not named in a
/// warning. rlottie draws the Lottie export's loading stage as the PNG frames; aapt compiles the AVDs.
struct AnimatedSVGVectorExportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = root.appendingPathComponent("Tests/Fixtures/AnimatedSVG")

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalProgram.run("/usr/bin/python3", arguments, environment: ["PYTHONPATH": root.appendingPathComponent(".build/python-tools").path])
    }

    static let checkersAvailable = (try? python(["-c", "import jsonschema, lottie_specs, rlottie_python, PIL"]).status) == 0

    /// Documents whose whole animation maps to keyframes, and what each carries.
    static let mapped: [(file: String, carries: String)] = [
        ("rotate-arc.svg", "a turn about a centre (animateTransform rotate)"),
        ("fade-bars.svg", "opacity"),
        ("colour-swap.svg", "fill and stroke colours"),
        ("stroke-width.svg", "a stroke width"),
        ("morph-path.svg", "a d animation that turns and scales the shape (a diamond to a square)"),
        ("set-blink.svg", "visibility set on and off"),
        ("orbit-circle.svg", "cx and cy: a move"),
        ("pulse-dots.svg", "r: a scale about the centre"),
        ("motion-path-auto.svg", "animateMotion along a path, turned with it"),
        ("accumulate-turns.svg", "turns accumulated past a whole turn"),
        ("css-fill-box.svg", "CSS rotate and scale about fill-box and stroke-box origins, its stroke scaled once"),
        // Dashes on straight lines: rlottie measures curves long and joins a dash round a corner apart.
        ("dash-straight.svg", "stroke-dashoffset (SMIL) and stroke-dasharray with it (CSS)"),
    ]

    @Test("rlottie draws each loading frame of the Lottie export as the PNG frame, with no warning", .serialized,
          .enabled(if: checkersAvailable, "jsonschema, lottie-specs or rlottie-python are not installed; make test installs them"),
          arguments: mapped.map(\.file))
    func lottieCarriesTheAnimation(_ file: String) throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Binary.run(["render", Self.corpus.appendingPathComponent(file).path, "--size", "96x96", "--export", "lottie",
                                     "--out", directory.path])
        #expect(result.status == 0 && !result.stderr.contains("warning"), "\(file): \(result.stderr)")
        let check = try Self.python([Self.root.appendingPathComponent("Tests/Tools/check-lottie.py").path, directory.path, "loading"])
        #expect(check.status == 0 && check.output.contains("checked: schema"), "\(file): \(check.output)")
    }

    @Test("what does not map is named, layer by layer", arguments: [
        ("geometry-rect.svg", "lottie, avd: layer 'rect1': its shape changes in the document's animation, which only the PNG frames, sheets and animated PNGs show; here it keeps its shape at time 0"),
        ("transforms-mixed.svg", "lottie, avd: layer 'rect1': it skews in the document's animation, which only the PNG frames, sheets and animated PNGs show; here it stands as at time 0"),
        ("dashes-gained.svg", "lottie: layer 'line': its dash pattern gains or loses dashes in the document's animation, which only the PNG frames, sheets and animated PNGs show; here it keeps its dashes at time 0"),
        ("group-opacity-display.svg", "lottie, avd: layer 'rect1': its group's opacity changes in the document's animation and applies to it alone; where the group's layers overlap they show through each other"),
    ] as [(String, String)])
    func namesWhatItLeavesOut(_ file: String, _ line: String) throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var input = Self.corpus.appendingPathComponent(file)
        if file == "dashes-gained.svg" {
            input = directory.appendingPathComponent(file)
            try ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path id="line" d="M2 12H22" stroke="#000" stroke-dasharray="4 2"><set attributeName="stroke-dasharray" to="4 2 1 2" begin="0.5s" dur="0.5s"/><animate attributeName="opacity" values="1;0.5" dur="1s" repeatCount="indefinite"/></path></svg>"##
                .write(to: input, atomically: true, encoding: .utf8)
        }
        let result = try Binary.run(["render", input.path, "--export", "lottie,avd", "--out", directory.appendingPathComponent("out").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("mrefresh: warning: \(line)\n"), "\(file): \(result.stderr)")
        #expect(!result.stderr.contains("stands still"), "\(result.stderr)")
    }

    @Test("the AVD's loading stage turns the arc the document turns, 0° to 360° in two keys, and aapt compiles it",
          .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
    func avdCarriesTheTurn() throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("arc")
        let result = try Binary.run(["render", Self.corpus.appendingPathComponent("rotate-arc.svg").path, "--export", "avd,android",
                                     "--out", out.path, "--quiet"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let res = out.appendingPathComponent("res")
        let animator = try String(contentsOf: res.appendingPathComponent("animator/arc_loading_l0.xml"), encoding: .utf8)
        #expect(animator.contains(#"android:duration="800" android:repeatCount="infinite""#), "\(animator)")
        #expect(animator.contains(#"<keyframe android:fraction="0" android:value="0" />"#)
                && animator.contains(#"<keyframe android:fraction="1" android:value="360" />"#), "\(animator)")
        let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
        #expect(status == 0, "aapt: \(output)")
    }
}
