import Foundation
import Testing

/// An animated SVG through the command line: its animation is the loading stage unless a loading animation
/// is chosen, exports that cannot carry it say so, `inspect` lists it, and hostile timing ends in a clear line.
struct AnimatedSVGCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/AnimatedSVG").standardized

    /// The loading frames' SHA-256s, in order.
    static func loadingDigests(_ out: URL) throws -> [String] {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        return (manifest?["frames"] as? [[String: Any]] ?? []).filter { $0["stage"] as? String == "loading" }.compactMap { $0["sha256"] as? String }
    }

    @Test("the document's loop is the loading stage; --loading none draws it still")
    func loadingStage() throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arc = Self.corpus.appendingPathComponent("rotate-arc.svg").path
        let played = try Binary.run(["render", arc, "--out", folder.appendingPathComponent("a").path, "--export", "lottie"])
        #expect(played.status == 0, "\(played.stderr)")
        // The turn maps to Lottie keyframes: nothing left out (AnimatedSVGVectorExportTests checks them with rlottie).
        #expect(played.stderr.isEmpty, "\(played.stderr)")
        let digests = try Self.loadingDigests(folder.appendingPathComponent("a"))
        // 0.8 s at 60 fps; a quarter turn apart the frames differ, a whole turn is the loop.
        #expect(digests.count == 48 && Set(digests).count == 48, "\(digests.count) frames, \(Set(digests).count) distinct")

        let still = try Binary.run(["render", arc, "--loading", "none", "--out", folder.appendingPathComponent("b").path])
        #expect(still.status == 0 && still.stderr.isEmpty, "\(still.stderr)")
        #expect(Set(try Self.loadingDigests(folder.appendingPathComponent("b"))).count == 1)
    }

    /// The frames of `stage`'s SHA-256s, in order.
    static func digests(_ out: URL, stage: String) throws -> [String] {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        return (manifest?["frames"] as? [[String: Any]] ?? []).filter { $0["stage"] as? String == stage }.compactMap { $0["sha256"] as? String }
    }

    @Test("an indicator file's layer plays its document over the pull (animation: pull) or shows it at a time (at:)")
    func layerAnimationStage() throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The CSS spinner's loop is 1.4 s: 84 frames at 60 fps, so pull frame k of 8 is loading frame 12k.
        try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent("spinner-css.svg"), to: folder.appendingPathComponent("s.svg"))
        let files = [
            "plain.yaml": "size: [48, 48]\nstages: {pull: 8}\nlayers:\n  - source: s.svg\n",
            "wind.yaml": "size: [48, 48]\nstages: {pull: 8}\nlayers:\n  - source: s.svg\n    animation: pull\n    draw: none\n",
            "at.yaml": "size: [48, 48]\nstages: {pull: 8}\nlayers:\n  - source: s.svg\n    animation: none\n    draw: none\n    at: 0.35\n",
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let result = try Binary.run(["render", folder.appendingPathComponent(name).path, "--out", folder.appendingPathComponent(name + ".out").path])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
        }
        let loading = try Self.digests(folder.appendingPathComponent("plain.yaml.out"), stage: "loading")
        let wound = try Self.digests(folder.appendingPathComponent("wind.yaml.out"), stage: "pull")
        try #require(loading.count == 84 && wound.count == 8)
        #expect((0..<7).map { wound[$0] } == (0..<7).map { loading[12 * $0] })
        // The loading stage is then not the document's: the indicator's default, the document held at 0.
        #expect(Set(try Self.digests(folder.appendingPathComponent("wind.yaml.out"), stage: "loading")) != Set(loading))
        // at: 0.35 s is loading frame 21, in every pull frame and every loading frame.
        let held = try Self.digests(folder.appendingPathComponent("at.yaml.out"), stage: "pull")
        #expect(Set(held) == [loading[21]])
    }

    @Test("animation: and at: take what they say", arguments: [
        ("animation: spin", "animation must be 'loading', 'pull' or 'none', got 'spin'"), ("at: -1", "at"), ("at: 1e9", "at"),
    ])
    func layerAnimationValues(_ line: String, _ word: String) throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        try "layers:\n  - path: M0 0H9\n    \(line)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try Binary.run(["render", file.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 65 && result.stderr.hasPrefix("\(file.path):3:") && result.stderr.contains(word), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("inspect lists the animations and the loop")
    func inspect() throws {
        let result = try Binary.run(["inspect", Self.corpus.appendingPathComponent("pulse-dots.svg").path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<animate>  3:45  <circle> 3:3  r          0.6 s     indefinite"), "\(result.stdout)")
        #expect(result.stdout.contains("pulse-dots.svg: the loading stage plays a loop of 0.6 s (36 frames at 60 fps)"))
        let json = try Binary.run(["inspect", "--json", Self.corpus.appendingPathComponent("rotate-arc.svg").path])
        #expect(json.stdout.contains(#""animations":[{"element":"animateTransform","line":3,"column":5,"target":"path","attribute":"transform","duration":0.8,"repeats":"indefinite"}],"loop":{"seconds":0.8,"frames":48,"fps":60,"capped":false}"#), "\(json.stdout)")
    }

    @Test("hostile timing: one line naming the value, the rest still plays; --strict refuses it (exit 65)", arguments: [
        (#"dur="1e-300""#, "<animate> dur='1e-300' is not a clock value of at most a day"),
        (#"dur="0s""#, "<animate> dur='0s' is not more than 0"),
        (#"dur="100000s""#, "<animate> dur='100000s' is not a clock value of at most a day"),
        (#"dur="1s" repeatCount="1e308""#, "<animate> repeatCount='1e308' is not a count above 0 (or indefinite)"),
        (#"dur="1s" calcMode="spline" keySplines="0 0 9 1""#, "<animate> keySplines='0 0 9 1' does not hold 1 groups of four numbers in 0…1"),
    ] as [(String, String)])
    func hostileTiming(attributes: String, message: String) throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("hostile.svg")
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="5"><animate attributeName="r" from="5" to="9" \#(attributes)/></circle></svg>"#
            .write(to: svg, atomically: true, encoding: .utf8)
        let lenient = try Binary.run(["render", svg.path, "--out", folder.appendingPathComponent("out").path, "--frames", "4"])
        #expect(lenient.status == 0)
        let lines = lenient.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("hostile.svg:1:") == true && lines.first?.contains("warning: \(message)") == true,
                "\(lenient.stderr)")
        let strict = try Binary.run(["render", svg.path, "--strict", "--out", folder.appendingPathComponent("strict").path])
        #expect(strict.status == 65 && strict.stderr.contains(message), "\(strict.stderr)")
    }

    @Test("a huge document animated for long is refused before its frames are read (exit 65), and plays with --loading")
    func tooLarge() throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("big.svg")
        let rects = (0..<600).map { #"<rect x="\#($0 % 30)" y="\#($0 / 30)" width="0.8" height="0.8"/>"# }.joined()
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"><g>\#(rects)<animate attributeName="opacity" values="1;0;1" dur="29s" repeatCount="indefinite"/></g></svg>"#
            .write(to: svg, atomically: true, encoding: .utf8)
        let refused = try Binary.run(["render", svg.path, "--out", folder.appendingPathComponent("a").path])
        #expect(refused.status == 65)
        #expect(refused.stderr == "\(svg.path): the animation's loop of 1740 frames of 600 layers is more than 500000 layers to read; play a loading animation instead (--loading rotate)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a").path))
        let rotated = try Binary.run(["render", svg.path, "--loading", "rotate", "--frames", "4", "--out", folder.appendingPathComponent("b").path])
        #expect(rotated.status == 0, "\(rotated.stderr)")
    }
}
