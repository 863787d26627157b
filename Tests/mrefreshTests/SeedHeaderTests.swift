import Foundation
import MRefreshPNGComparison
import MRefreshRender
import Testing

// Issue 30, "the seeds' headers, fixed where they differ from their seeds": the example indicator files
// that reproduce the seeds' headers (../shared/seeds/: 003 the custom UIRefreshControl tutorial, 004
// RefreshBar), rendered and simulated as users do.

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

/// The largest alpha in the rectangle `x`, `y` of a PNG file: whether (and how strongly) anything is drawn there.
private func ink(in png: URL, x: Range<Int>, y: Range<Int>) throws -> Int {
    let surface = try ImageSurface(png: [UInt8](try Data(contentsOf: png)))
    return y.flatMap { row in x.map { Int(surface.pixel(x: $0, y: row) >> 24) } }.max() ?? 0
}

/// stderr as lines.
private func lines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
}

/// `line:column` of the first occurrence of `text` in `file` (columns counted in characters).
private func position(of text: String, in file: URL) throws -> String {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(text) })
    let column = lines[index].distance(from: lines[index].startIndex, to: lines[index].range(of: text)!.lowerBound) + 1
    return "\(index + 1):\(column)"
}

// MARK: Loop time lands exactly

/// The seed's colorArray, UIKit's colours: red, blue, purple (0.5, 0, 0.5), cyan, orange (1, 0.5, 0) and
/// magenta, one each 0.3 s (one animateWithDuration:0.3 per colour).
private let seedColours: [(name: String, rgb: [Double])] = [
    ("red", [1, 0, 0]), ("blue", [0, 0, 1]), ("purple", [0.5, 0, 0.5]), ("cyan", [0, 1, 1]), ("orange", [1, 0.5, 0]),
    ("magenta", [1, 0, 1]),
]

@Test("the tutorial's tint: each of the 36 loading frames (0.1 s apart) shows the seed's colour of its 0.3 s, at 30%, frames 24 and 33 included")
func tutorialColourCycle() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", examples.appendingPathComponent("tutorial-compass.yaml").path, "--out", directory.path, "--quiet"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    for k in 0..<36 {
        // Frame k is k/10 s into the loop; the 1.8 s cycle shows colour ⌊(t mod 1.8) / 0.3⌋.
        let expected = seedColours[(k % 18) / 3]
        // (88, 30): on the tint, clear of the compass ring and the needle.
        let pixel = try colour(of: directory.appendingPathComponent(String(format: "loading_%04d.png", k)), x: 88, y: 30)
        let rgb = expected.rgb.map { Int(($0 * 255).rounded()) }
        let close = zip(pixel.prefix(3), rgb).allSatisfy { abs($0 - $1) <= 3 } && abs(pixel[3] - 76) <= 1
        #expect(close, "loading frame \(k) (\(Double(k) / 10) s): \(pixel), expected \(expected.name) \(rgb) at 30%")
    }
}

// MARK: {updated}

/// How RefreshBar's update date is given to a render.
enum LabelDate: String, CaseIterable, Sendable {
    /// The file without its `labelDate:`, no flag: the line is not drawn, with a warning naming the fix.
    case none
    /// The example as shipped: its `labelDate:` stands in for the clock, so a plain render is clean.
    case file
    /// `--label-date` over the file without one.
    case flag
}

@Test("RefreshBar's update date: drawn from the file's labelDate or --label-date; without either a render warns at the text layer",
      arguments: LabelDate.allCases)
func refreshBarDate(_ date: LabelDate) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shipped = examples.appendingPathComponent("refreshbar-load-more.yaml")
    var file = shipped
    if date != .file {
        // The example less its labelDate line, beside the SVG it names.
        let text = try String(contentsOf: shipped, encoding: .utf8)
        let undated = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("labelDate:") }
        #expect(undated.count == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        file = directory.appendingPathComponent("refreshbar-load-more.yaml")
        try undated.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: examples.appendingPathComponent("refreshbar.svg"),
                                         to: directory.appendingPathComponent("refreshbar.svg"))
    }
    let out = directory.appendingPathComponent("out")
    let result = try Binary.run(["render", file.path, "--out", out.path, "--quiet"]
                                + (date == .flag ? ["--label-date", "Today 09:41"] : []))
    #expect(result.status == 0)
    let expected = date != .none ? [] : [
        "\(file.path):\(try position(of: "\"Updated {updated}\"", in: file)): warning: text layer 'Updated {updated}' is not drawn: "
            + "a render has no clock for {updated}; give --label-date TEXT (or labelDate: in the file) to draw it with that date",
    ]
    #expect(lines(result.stderr) == expected)
    // The date line, under the label: drawn only with a date.
    let drawn = try ink(in: out.appendingPathComponent("pull_0007.png"), x: 60..<200, y: 29..<40)
    #expect((drawn > 0) == (date != .none), "date line alpha \(drawn)")
}

// MARK: simulate and the indicator's machine

/// One gesture file against RefreshBar's indicator file (bottom edge, release trigger, height 48).
struct MachineCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let machine: String?
    /// The warnings, after the gesture file's name: `:line:col: warning: …`.
    let warnings: [String]
    let states: Set<String>
    var testDescription: String { rule }
}

private let machineCases: [MachineCase] = [
    MachineCase(rule: "no machine: the indicator's bottom edge and release trigger are simulated", machine: nil, warnings: [],
                states: ["idle", "pulling", "ready", "loading", "closing", "exhausted"]),
    MachineCase(rule: "the same values: no warning", machine: "{edge: bottom, height: 48}", warnings: [],
                states: ["idle", "pulling", "ready", "loading", "closing", "exhausted"]),
    MachineCase(rule: "a different edge: a warning naming both; the gesture's top edge has data forever",
                machine: "{edge: top, height: 48}",
                warnings: [":1:17: warning: machine edge is 'top' here but 'bottom' in INDICATOR; 'top' is simulated"],
                states: ["idle", "pulling", "ready", "loading", "closing"]),
    MachineCase(rule: "a different trigger: loading starts at the threshold, no ready", machine: "{trigger: threshold}",
                warnings: [":1:20: warning: machine trigger is 'threshold' here but 'release' in INDICATOR; 'threshold' is simulated"],
                states: ["idle", "pulling", "loading", "closing", "exhausted"]),
]

@Test("simulate plays the indicator file's machine, the gesture file's machine keys over it; a contradiction is a warning",
      arguments: machineCases)
func simulateMachine(_ row: MachineCase) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gesture = directory.appendingPathComponent("g.yaml")
    let steps = """
        steps:
          - drag: {to: 80, duration: 0.3}
          - release
          - wait: 0.4
          - finish
          - wait: 0.4
          - hasMoreData: false
          - wait: 0.1
        """
    try Data(((row.machine.map { "machine: \($0)\n" } ?? "") + steps).utf8).write(to: gesture)
    let indicator = examples.appendingPathComponent("refreshbar-load-more.yaml").path
    let result = try Binary.run(["simulate", "--gesture", gesture.path, indicator, "--no-frames", "--quiet",
                                 "--out", directory.appendingPathComponent("out").path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(lines(result.stderr) == row.warnings.map { gesture.path + $0.replacingOccurrences(of: "INDICATOR", with: indicator) })
    let data = try Data(contentsOf: directory.appendingPathComponent("out/timeline.json"))
    let timeline = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let ticks = try #require(timeline["ticks"] as? [[String: Any]])
    #expect(Set(ticks.compactMap { $0["state"] as? String }) == row.states)
}

@Test("simulate --help says which machine wins")
func simulateHelp() throws {
    let help = try Binary.run(["simulate", "--help"]).stdout
    #expect(help.contains("indicator file's machine:") && help.contains("key by key"), "\(help)")
}

// MARK: Text layers in closing

@Test("RefreshBar's label follows the closing fade: still 'Loading…' while the spinner fades, gone when the fade ends")
func labelInClosing() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", examples.appendingPathComponent("refreshbar-load-more.yaml").path, "--label-date", "09:41",
                                 "--out", directory.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    // The label's band (y 10…24, right of the spinner): full in loading, fading over the six closing frames.
    func label(_ name: String) throws -> Int { try ink(in: directory.appendingPathComponent(name), x: 60..<170, y: 10..<25) }
    let loading = try label("loading_0000.png")
    let closing = try (0..<6).map { try label(String(format: "closing_%04d.png", $0)) }
    #expect(loading > 200 && closing[0] == loading, "loading \(loading), closing \(closing)")
    #expect(closing[2] > 0 && closing[2] < loading && closing[5] == 0, "closing \(closing)")
    #expect(closing == closing.sorted(by: >), "closing \(closing)")
}

// MARK: Warnings

private let fontFile = """
    size: 120x30
    layers:
      - text: {pull: "Pull", loading: "Loading"}
        font: "FONT"
        position: [60, 15]
    """

private let stagesFile = """
    size: 32x32
    stages: {pull: 2, loading: 3, closing: 2}
    layers: [{path: "M4 4H28V28"}]
    """

private let tint = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="tint" width="10" height="10"/></svg>"#

private let warningCases: [FindingCase] = [
    FindingCase("an unknown font: a warning at font: naming the family asked for and the one drawn",
                files: ["ind.yaml": fontFile.replacingOccurrences(of: "FONT", with: "Nonexistent Grotesk 12")],
                ["render", "ind.yaml", "--out", "out", "--quiet"], status: 0,
                stderr: ["ind.yaml:4:11: warning: font 'Nonexistent Grotesk 12': family 'Nonexistent Grotesk' is not installed; the text is drawn in 'DejaVu Sans'"]),
    FindingCase("an installed font: no warning", files: ["ind.yaml": fontFile.replacingOccurrences(of: "FONT", with: "DejaVu Sans Bold 12")],
                ["render", "ind.yaml", "--out", "out", "--quiet"], status: 0, stderr: []),
    FindingCase("a generic family: no warning", files: ["ind.yaml": fontFile.replacingOccurrences(of: "FONT", with: "Sans 12")],
                ["render", "ind.yaml", "--out", "out", "--quiet"], status: 0, stderr: []),
    FindingCase("simulate warns about the font too",
                files: ["ind.yaml": fontFile.replacingOccurrences(of: "FONT", with: "Nonexistent Grotesk 12"),
                        "g.yaml": "steps: [{drag: {to: 40, duration: 0.1}}]"],
                ["simulate", "--gesture", "g.yaml", "ind.yaml", "--fps", "10", "--out", "out", "--quiet"], status: 0,
                stderr: ["ind.yaml:4:11: warning: font 'Nonexistent Grotesk 12': family 'Nonexistent Grotesk' is not installed; the text is drawn in 'DejaVu Sans'"]),
    FindingCase("--fps with stages: setting loading and closing: a warning naming them",
                files: ["ind.yaml": stagesFile], ["render", "ind.yaml", "--fps", "30", "--out", "out", "--quiet"], status: 0,
                stderr: ["mrefresh: warning: --fps 30 does not change the frame counts the indicator file's stages: sets (loading 3 and closing 2)"]),
    FindingCase("--fps with --loading-frames replacing the file's: only closing is named",
                files: ["ind.yaml": stagesFile], ["render", "ind.yaml", "--fps", "24.5", "--loading-frames", "4", "--out", "out", "--quiet"],
                status: 0, stderr: ["mrefresh: warning: --fps 24.5 does not change the frame counts the indicator file's stages: sets (closing 2)"]),
    FindingCase("--fps with stages: setting only the pull: no warning",
                files: ["ind.yaml": "size: 32x32\nstages: {pull: 2}\nlayers: [{path: \"M4 4H28V28\"}]"],
                ["render", "ind.yaml", "--fps", "30", "--out", "out", "--quiet"], status: 0, stderr: []),
    FindingCase("a missing #id: at the source: value", files: ["a.svg": tint, "ind.yaml": "layers:\n  - source: a.svg#tnt\n"],
                ["render", "ind.yaml", "--out", "out"], status: 65, stderr: ["ind.yaml:2:13: a.svg: no element with id 'tnt'"]),
    FindingCase("a missing glyph: at the source: value",
                files: ["ind.yaml": "layers:\n  - {source: \"/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#no-such-glyph\"}\n"],
                ["render", "ind.yaml", "--out", "out"], status: 65,
                stderr: ["ind.yaml:2:14: /usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg: no glyph named 'no-such-glyph' in this font (707 glyphs)"]),
    FindingCase("a missing file: at the source: value, still exit 66", files: ["ind.yaml": "layers:\n  - source: gone.svg\n"],
                ["render", "ind.yaml", "--out", "out"], status: 66, stderr: ["ind.yaml:2:13: gone.svg: no such file"]),
]

@Test("warnings and errors of the seeds' headers: the font used, --fps beside stages:, a missing #id's position",
      arguments: warningCases)
func seedHeaderWarnings(_ row: FindingCase) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in row.files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    let result = try Binary.run(row.arguments, stdin: row.stdin, in: directory, deadline: 60)
    #expect(result.status == row.status, "\(result.stderr)")
    #expect(lines(result.stderr) == row.stderr)
    if row.status != 0 { #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path)) }
}
