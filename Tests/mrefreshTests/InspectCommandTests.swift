import Foundation
import Testing

private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"
private let readmePath = "M1247 161q-5 154 -56 297.5t-139.5 260t-205 205t-260 139.5t-297.5 56q-14 1 -23 -9q-10 -10 -10 -23v-128q0 -13 9 -22t22 -10q204 -7 378 -111.5t278.5 -278.5t111.5 -378q1 -13 10 -22t22 -9h128q13 0 23 10q11 9 9 23"

@Test("inspect --json prints exactly the documented shape")
func inspectJSONShape() throws {
    let result = try Binary.run(["inspect", "--path", "M0 0H30V40Z", "--json", "--smooth", "2"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == """
        {"layers":[{"name":"path","subpaths":1,"segments":{"line":3,"quad":0,"cubic":0,"arc":0},\
        "bounds":{"x":0,"y":0,"width":30,"height":40},"length":120,"nodes":13}]}

        """)
}

@Test("inspect reads MRefresh's README path from stdin")
func inspectStdin() throws {
    let result = try Binary.run(["inspect", "-", "--json"], stdin: readmePath)
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let layer = try #require((json?["layers"] as? [[String: Any]])?.first)
    #expect(layer["name"] as? String == "stdin")
    #expect(layer["segments"] as? [String: Int] == ["line": 2, "quad": 16, "cubic": 0, "arc": 0])
}

@Test("inspect of a font without a glyph name lists every glyph")
func inspectWholeFont() throws {
    let result = try Binary.run(["inspect", fontAwesome, "--json"])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let layers = try #require(json?["layers"] as? [[String: Any]])
    #expect(layers.count == 707)
    #expect(layers.contains { $0["name"] as? String == "refresh" })
}

@Test("inspect prints a table for people")
func inspectTable() throws {
    let result = try Binary.run(["inspect", "\(fontAwesome)#refresh"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("layer"))
    #expect(lines[1].split(separator: " ") == ["refresh", "2", "11", "40", "0", "0", "0", "-128", "1536", "1536",
                                                 "9247.066", "53"])
}

/// Bad input: the exit code of MRefresh.docc/DesignErrors.md and one line on stderr naming the problem.
struct ExitCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let arguments: [String]
    let status: Int32
    let stderr: String
    var testDescription: String { rule }
}

let exitCases: [ExitCase] = [
    ExitCase(rule: "no input is a usage error", arguments: ["inspect"], status: 64,
             stderr: "mrefresh inspect: no input given: name a file, '-' for standard input, or --path DATA; see 'mrefresh inspect --help'\n"),
    ExitCase(rule: "unknown option", arguments: ["inspect", "--bogus", "x"], status: 64,
             stderr: "mrefresh inspect: unknown option '--bogus'; see 'mrefresh inspect --help'\n"),
    ExitCase(rule: "smooth out of range", arguments: ["inspect", "--path", "M0 0", "--smooth", "99"], status: 64,
             stderr: "mrefresh inspect: --smooth must be between 0 and 24, got 99; see 'mrefresh inspect --help'\n"),
    ExitCase(rule: "bad path data", arguments: ["inspect", "--path", "M0 0 L1 x"], status: 65,
             stderr: "--path:1:9: expected a number after 'L', found 'x'\n"),
    ExitCase(rule: "missing file", arguments: ["inspect", "/nonexistent/icon.svg"], status: 66,
             stderr: "/nonexistent/icon.svg: no such file\n"),
    ExitCase(rule: "a directory", arguments: ["inspect", "/tmp"], status: 66, stderr: "/tmp: is a directory, not a file\n"),
    ExitCase(rule: "unknown glyph", arguments: ["inspect", "\(fontAwesome)#no-such-glyph"], status: 65,
             stderr: "\(fontAwesome): no glyph named 'no-such-glyph' in this font (707 glyphs)\n"),
]

@Test("bad input exits with its code and one clear line", arguments: exitCases)
func exitCodes(_ row: ExitCase) throws {
    let result = try Binary.run(row.arguments)
    #expect(result.status == row.status)
    #expect(result.stderr.contains(row.stderr), "stderr was: \(result.stderr)")
    #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack"))
    #expect(result.stdout.isEmpty)
}

@Test("an SVG with a bad d attribute: with --strict file:line:col and exit 65; by default drawn up to the error with a warning")
func badSVG() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        <svg xmlns="http://www.w3.org/2000/svg">
          <path d="M0 0 L10 10 Q5"/>
        </svg>
        """.write(to: directory.appendingPathComponent("icon.svg"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["inspect", "icon.svg", "--strict"], in: directory)
    #expect(result.status == 65)
    #expect(result.stderr == "icon.svg:2:26: expected a number after 'Q', found end of data\n")
    let lenient = try Binary.run(["inspect", "icon.svg", "--json"], in: directory)
    #expect(lenient.status == 0)
    #expect(lenient.stderr == "icon.svg:2:26: warning: expected a number after 'Q', found end of data; the path is kept up to here\n")
    #expect(lenient.stdout.contains("\"line\":1"))
}

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

@Test("inspect of SVG text: its row counts the glyphs' outlines (no dashes), and a text table gives each line's string, font and box")
func inspectSVGText() throws {
    let result = try Binary.run(["inspect", examples.appendingPathComponent("inkscape-sync-label.svg").path, "--json"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let label = try #require((json["layers"] as? [[String: Any]])?.first { $0["name"] as? String == "label" })
    #expect((label["subpaths"] as? Int ?? 0) > 10 && (label["nodes"] as? Int ?? 0) > 100)
    let box = try #require(label["bounds"] as? [String: Double])
    // The label sits under the arrows, inside the 64-unit view box.
    #expect(box["x"]! > 5 && box["y"]! > 40 && box["x"]! + box["width"]! < 60 && box["y"]! + box["height"]! < 64, "\(box)")
    let text = try #require(json["text"] as? [[String: Any]])
    #expect(text.map { $0["string"] as? String } == ["Sync now", "pull to refresh"])
    #expect(text.map { $0["font"] as? String } == ["DejaVu Sans bold 9.333; DejaVu Sans 9.333", "DejaVu Sans 6.667"])
    let lines = try text.map { try #require($0["bounds"] as? [String: Double]) }
    // The second line is below the first, and narrower in its smaller size.
    #expect(lines[1]["y"]! > lines[0]["y"]! + lines[0]["height"]! && lines[1]["height"]! < lines[0]["height"]!)
}

@Test("inspect of an indicator file lists its text layers' strings, the states that show each, font and canvas box")
func inspectTextLayers() throws {
    let result = try Binary.run(["inspect", examples.appendingPathComponent("sspull-default.yaml").path])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("text") }.map { $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    #expect(rows.map { $0.prefix(3) } == [["text", "string", "font"], ["text1", "pulling: Pull to refresh", "DejaVu Sans Bold 13"],
                                          ["text1", "ready: Release to refresh", "DejaVu Sans Bold 13"],
                                          ["text1", "loading, closing: Loading…", "DejaVu Sans Bold 13"],
                                          ["text2", "pulling, ready, loading, closing, exhausted: Last updated: {updated}", "DejaVu Sans 11"]])
    // "Release to refresh" is wider than "Pull to refresh", both centred on x 176 of the canvas.
    let pull = rows[1].suffix(4).compactMap { Double($0) }, release = rows[2].suffix(4).compactMap { Double($0) }
    #expect(pull.count == 4 && release.count == 4 && release[2] > pull[2] + 20)
    #expect(abs(pull[0] + pull[2] / 2 - 176) < 1 && abs(release[0] + release[2] / 2 - 176) < 1, "\(pull) \(release)")
}
