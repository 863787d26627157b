import Foundation
import Testing

private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

/// The Font Awesome refresh glyph's path data, as the font writes it (one line).
private func refreshGlyph() throws -> String {
    let font = try String(contentsOfFile: fontAwesome, encoding: .utf8)
    let start = try #require(font.range(of: "glyph-name=\"refresh\""))
    let d = try #require(font.range(of: "d=\"", range: start.upperBound..<font.endIndex))
    let end = try #require(font.range(of: "\"", range: d.upperBound..<font.endIndex))
    return font[d.upperBound..<end.lowerBound].replacingOccurrences(of: "\n", with: " ")
}

/// One finding of ../shared/reliability-findings.md (or of this issue) as a command a user runs.
struct FindingCase: CustomTestStringConvertible, Sendable {
    let finding: String
    /// Files written into the working directory first, by name.
    let files: [String: String]
    let arguments: [String]
    let stdin: String?
    let status: Int32
    /// The whole of stderr, one line each (empty for none).
    let stderr: [String]
    var testDescription: String { finding }

    init(_ finding: String, files: [String: String] = [:], _ arguments: [String], stdin: String? = nil,
         status: Int32, stderr: [String]) {
        self.finding = finding
        self.files = files
        self.arguments = arguments
        self.stdin = stdin
        self.status = status
        self.stderr = stderr
    }
}

private let opacitySVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">
    <path d="M0 0H10" stroke="red" stroke-opacity="nan%"/></svg>
    """
private let plainSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M2 2H18V18" stroke="red" fill="none"/></svg>
    """
private let infFont = """
    <svg xmlns="http://www.w3.org/2000/svg"><defs><font horiz-adv-x="inf">
    <font-face units-per-em="1000" ascent="800" descent="-200"/>
    <glyph glyph-name="g" unicode="a" d="M0 0L100 100L200 0Z"/></font></defs></svg>
    """

private func findingCases() throws -> [FindingCase] {
    let glyph = try refreshGlyph()
    // Finding 4 and 9: a number of the glyph changed to huge ones; finding 5: an arc end point at 1e308.
    let huge = glyph.replacingOccurrences(of: "q-64 -268", with: "q-1e308 9223372036854775808")
    let hugeColumn = try #require(huge.range(of: "-1e308")).lowerBound.utf16Offset(in: huge) + 1
    let arc = glyph.replacingOccurrences(of: "q-64 -268 -268 -434.5", with: "a10 10 0 0 1 1e308 5")
    let arcColumn = try #require(arc.range(of: "1e308")).lowerBound.utf16Offset(in: arc) + 1
    let cutColumn = try #require(huge.range(of: "q-1e308")).lowerBound.utf16Offset(in: huge) + 2
    return [
        FindingCase("1: a line past the double range", ["inspect", "--path", "M0 0L1e308 1e308L-1e308 0"], status: 65,
                    stderr: ["--path:1:6: expected a number within ±1e15 after 'L', found '1e308'"]),
        FindingCase("2: stroke-opacity nan%, strict", files: ["op.svg": opacitySVG], ["render", "op.svg", "--out", "out", "--strict"],
                    status: 65, stderr: ["op.svg:2:48: expected a number or percentage for 'stroke-opacity', found 'nan%'"]),
        FindingCase("2: stroke-opacity nan%, by SVG's rules", files: ["op.svg": opacitySVG],
                    ["render", "op.svg", "--frames", "2", "--out", "out", "--quiet"], status: 0,
                    stderr: ["op.svg:2:48: warning: expected a number or percentage for 'stroke-opacity', found 'nan%'; the attribute is ignored"]),
        FindingCase("3: horiz-adv-x inf with --fit viewbox", files: ["font.svg": infFont],
                    ["render", "font.svg#g", "--fit", "viewbox", "--out", "out"], status: 65,
                    stderr: ["font.svg:1:66: expected a number within ±1e15 for 'horiz-adv-x', found 'inf'"]),
        FindingCase("4: huge numbers in a glyph, strict", files: ["mutated.path": huge], ["inspect", "mutated.path"],
                    status: 65, stderr: ["mutated.path:1:\(hugeColumn): expected a number within ±1e15 after 'q', found '-1e308'"]),
        FindingCase("4 and 9: huge numbers in a glyph, lenient, ends at once", files: ["mutated.path": huge],
                    ["inspect", "mutated.path", "--lenient"], status: 0,
                    stderr: ["mutated.path:1:\(cutColumn - 1 + 1): warning: expected a number within ±1e15 after 'q', found '-1e308'; the path is kept up to here"]),
        FindingCase("5: an arc past the double range on stdin", ["inspect", "-", "--json"], stdin: arc, status: 65,
                    stderr: ["<stdin>:1:\(arcColumn): expected a number within ±1e15 after 'a', found '1e308'"]),
        FindingCase("6: an existing file whose name holds '#'", files: ["invalid-#RRGGBB-1.svg": plainSVG],
                    ["render", "invalid-#RRGGBB-1.svg", "--frames", "2", "--out", "out", "--quiet"], status: 0, stderr: []),
        FindingCase("7: a file whose name starts with '-'", files: ["-10.svg": plainSVG],
                    ["render", "-10.svg", "--frames", "2", "--out", "out"], status: 64,
                    stderr: ["mrefresh render: '-10.svg' is read as an option; to read the file of that name, write ./-10.svg or put -- before it (mrefresh … -- -10.svg); see 'mrefresh render --help'"]),
        FindingCase("7: a file whose name starts with '-' after another input", files: ["a.svg": plainSVG, "-10.svg": plainSVG],
                    ["render", "a.svg", "-10.svg", "--frames", "2", "--out", "out"], status: 64,
                    stderr: ["mrefresh render: '-10.svg' is read as an option; to read the file of that name, write ./-10.svg or put -- before it (mrefresh … -- -10.svg); see 'mrefresh render --help'"]),
        FindingCase("7: the same file after --", files: ["-10.svg": plainSVG],
                    ["render", "--frames", "2", "--out", "out", "--quiet", "--", "-10.svg"], status: 0, stderr: []),
        FindingCase("8: arcs whose radii cannot be represented draw as lines",
                    ["inspect", "--path", "M0 0a1e-300 1e-300 0 0 1 1e14 1A1e15 1e-300 45 1 0 0 0"], status: 0, stderr: []),
        FindingCase("10: bounds that would overflow are refused, not printed as inf",
                    ["inspect", "--path", "M-9e14 0L9e14 0l9e14 0"], status: 65,
                    stderr: ["--path:1:17: expected a point within ±1e15 after 'l', found '9e14 0', which reaches beyond it"]),
    ]
}

@Test("every reliability finding ends with its line and exit code, and bad input writes nothing")
func reliabilityFindings() throws {
    for row in try findingCases() {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in row.files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let result = try Binary.run(row.arguments, stdin: row.stdin, in: directory, deadline: 20)
        #expect(result.status == row.status, "\(row.finding): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines == row.stderr, "\(row.finding)")
        // Never a non-finite number in what is printed.
        #expect(!result.stdout.contains("nan") && !result.stdout.contains("inf"), "\(row.finding): \(result.stdout)")
        if row.status != 0 {
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path),
                    "\(row.finding) wrote output")
        }
    }
}
