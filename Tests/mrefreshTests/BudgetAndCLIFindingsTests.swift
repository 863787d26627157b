import Foundation
import Testing

/// Findings 15–17, 20, 23, 25 and 26 of ../shared/reliability-findings.md and the smaller points of issue
/// 30 (budgets, warnings, standard output, build names), each as the command a user runs.

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")
private let syncArcs = examples.appendingPathComponent("sync-arcs.svg").path
private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

/// A finding's command, and the files it must and must not leave in its working directory.
private struct BudgetCase: CustomTestStringConvertible, Sendable {
    let row: FindingCase
    /// The first line of stdout, when it matters.
    var stdout: String? = nil
    /// Paths that exist afterwards.
    var written: [String] = []
    /// Paths that do not.
    var notWritten: [String] = []
    var testDescription: String { row.finding }
}

/// An SVG font with glyphs named as no folder can be, or as two folders would be after being made safe.
private let oddGlyphFont = """
    <svg xmlns="http://www.w3.org/2000/svg"><defs><font horiz-adv-x="100">
    <font-face units-per-em="100" ascent="80" descent="-20"/>
    <glyph glyph-name=".notdef" d="M0 0H50V50Z"/>
    <glyph glyph-name="../../x" unicode="x" d="M0 0H50V50Z"/>
    <glyph glyph-name="a/b" unicode="b" d="M0 0H50V50Z"/>
    <glyph glyph-name="a-b" unicode="c" d="M0 0H50V50Z"/>
    <glyph glyph-name="ok" unicode="o" d="M0 0H50V50Z"/>
    </font></defs></svg>
    """

private let imageSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M2 2H18V18" stroke="red" fill="none"/><image href="x.png" width="5" height="5"/></svg>
    """

/// Four 4096×4096 PNG headers (64 MiB each decoded, the document's 256 MiB): counted before any is decoded.
private let bigImagesSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M2 2H18V18" stroke="red" fill="none"/>
    \((0..<4).map { _ in "<image width=\"5\" height=\"5\" href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAEAAAABAACAYAAADyoyQXAAAACElEQVR4nAMAAAAAAUgGidIAAAAASUVORK5CYII=\"/>" }.joined())</svg>
    """

private let budgetCases: [BudgetCase] = [
    BudgetCase(row: FindingCase("issue 34: decoded images counted with the frames", files: ["big-images.svg": bigImagesSVG],
        ["render", "big-images.svg", "--size", "3072x3072", "--scale", "2", "--frames", "1", "--loading-frames", "0", "--closing-frames", "0",
         "--out", "out"], status: 64,
        stderr: ["mrefresh: one 6144×6144 frame (scale 2) would hold 576 MiB of memory beside the decoded images' 256 MiB, over the 768 MiB memory limit; use a smaller size or scale"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("15: build applies the pixel limit to one indicator; the others build", files: ["job.yaml": """
        indicators:
          - {name: huge, source: \(syncArcs), size: 4096x4096, scale: [1, 2, 3, 4], stages: {pull: 10000, loading: 0, closing: 0}}
          - {name: small, source: \(syncArcs), stages: {pull: 2, loading: 0, closing: 0}}
        """], ["build", "job.yaml", "--out", "out"], status: 64,
        stderr: ["mrefresh: huge: 10000 frames at scales 1,2,3,4 of 4096x4096 would draw 5033164800000 pixels; one run draws at most 8589934592 (use fewer frames, scales or a smaller size)"]),
        stdout: nil, written: ["out/small/manifest.json", "out/index.json"], notWritten: ["out/huge"]),
    BudgetCase(row: FindingCase("15: build applies the memory limit to one indicator", files: ["job.yaml": """
        indicators: [{name: big, source: \(syncArcs), size: 4096x4096, scale: [2], stages: {pull: 1, loading: 0, closing: 0}}]
        """], ["build", "job.yaml", "--out", "out"], status: 64,
        stderr: ["mrefresh: big: one 8192×8192 frame (scale 2) would hold 1024 MiB of memory, over the 768 MiB memory limit; use a smaller size or scale"]),
        notWritten: ["out/big"]),
    BudgetCase(row: FindingCase("16: an indicator file at 4096x4096, scales 1-4", files: ["size.yaml": """
        {size: 4096x4096, scale: [1, 2, 3, 4], stages: {pull: 1, loading: 0, closing: 0}, layers: [{source: \(syncArcs)}]}
        """], ["render", "size.yaml", "--out", "out"], status: 64,
        stderr: ["mrefresh: one 16384×16384 frame (scale 4) would hold 4096 MiB of memory, over the 768 MiB memory limit; use a smaller size or scale"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("16: the same on the command line",
        ["render", syncArcs, "--size", "4096x4096", "--scale", "4", "--frames", "1", "--loading", "none", "--closing", "none", "--out", "out"],
        status: 64,
        stderr: ["mrefresh: one 16384×16384 frame (scale 4) would hold 4096 MiB of memory, over the 768 MiB memory limit; use a smaller size or scale"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("16: sprite sheets counted with the frames",
        ["render", syncArcs, "--size", "2048x2048", "--scale", "1,2,3", "--frames", "2", "--loading-frames", "0", "--closing-frames", "0",
         "--sheet", "--out", "out"], status: 64,
        stderr: ["mrefresh: one 6144×6144 frame (scale 3) would hold 720 MiB of memory beside the sprite sheets' 560 MiB, over the 768 MiB memory limit; use a smaller size or scale"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("16: Android's 4x density counts as a frame drawn",
        ["render", syncArcs, "--size", "2048x2048", "--frames", "1", "--loading-frames", "0", "--closing-frames", "0",
         "--export", "android", "--out", "out"], status: 64,
        stderr: ["mrefresh: one 8192×8192 frame (scale 4) would hold 1024 MiB of memory, over the 768 MiB memory limit; use a smaller size or scale"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("23: --fps -1 as two arguments", ["render", syncArcs, "--fps", "-1", "--out", "out"], status: 64,
                                stderr: ["mrefresh render: --fps must be above 0 and at most 1000, got -1.0; see 'mrefresh render --help'"]), notWritten: ["out"]),
    BudgetCase(row: FindingCase("23: --frames -1 as two arguments", ["render", syncArcs, "--frames", "-1", "--out", "out"], status: 64,
                                stderr: ["mrefresh render: --frames must be between 0 and 10000, got -1; see 'mrefresh render --help'"]), notWritten: ["out"]),
    BudgetCase(row: FindingCase("23: --jobs -2 in build", files: ["job.yaml": "indicators: [{name: a, source: \(syncArcs)}]"],
                                ["build", "job.yaml", "--jobs", "-2"], status: 64,
                                stderr: ["mrefresh build: --jobs must be between 1 and 256, got -2; see 'mrefresh build --help'"]), notWritten: ["build"]),
    BudgetCase(row: FindingCase("23: a negative x in --drawable-frame is a value, not an option",
                                ["render", syncArcs, "--drawable-frame", "-4,-2,100,100", "--frames", "2", "--out", "out", "--quiet"], status: 0, stderr: []),
               written: ["out/manifest.json"]),
    BudgetCase(row: FindingCase("25: glyphs that cannot name a folder are skipped, the others build", files: ["odd.svg": oddGlyphFont, "job.yaml": """
        indicators: [{glyphs: odd.svg, stages: {pull: 1, loading: 0, closing: 0}, size: 16x16, padding: 1}]
        """], ["build", "job.yaml", "--out", "out"], status: 0,
        stderr: ["odd.svg#.notdef: skipped, '.notdef' cannot name an output folder",
                 "odd.svg#../../x: skipped, '../../x' cannot name an output folder",
                 "odd.svg#a-b: skipped, its folder 'a-b' is another indicator's"]),
        stdout: "built 2 indicators (2 frames) to out", written: ["out/a-b/manifest.json", "out/ok/manifest.json"],
        notWritten: ["out/.notdef", "out/x", "out/..-..-x"]),
    BudgetCase(row: FindingCase("26: an indicator named index.json", files: ["job.yaml": """
        indicators:
          - {name: index.json, source: \(syncArcs), stages: {pull: 2}}
        """], ["build", "job.yaml", "--out", "out"], status: 65,
        stderr: ["job.yaml:2:12: 'index.json' is the build's own file in the output folder (its index): an indicator needs another name"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("a 300-character indicator name", files: ["job.yaml": """
        indicators: [{name: \(String(repeating: "n", count: 300)), source: \(syncArcs), stages: {pull: 2}}]
        """], ["build", "job.yaml", "--out", "out"], status: 65,
        stderr: ["job.yaml:1:21: an indicator name of 300 bytes is over the limit of 200 (a file name has at most 255, and the exports add to it)"]),
        notWritten: ["out"]),
    BudgetCase(row: FindingCase("build prints a lenient read's warnings as render does, naming the indicator after each",
                                files: ["image.svg": imageSVG, "job.yaml": "indicators: [{name: pic, source: image.svg, stages: {pull: 2}}]"],
                                ["build", "job.yaml", "--out", "out", "--quiet"], status: 0,
                                stderr: ["image.svg:1:121: warning: image 'x.png' cannot be read: no such file; it is not drawn (indicator pic)"]),
               written: ["out/pic/manifest.json"]),
    BudgetCase(row: FindingCase("build prints a text layer's font fallback and undated line as render does",
                                files: ["ind.yaml": """
                                    layers:
                                      - path: "M0 0L10 10"
                                      - text: {pulling: "Updated {updated}"}
                                        font: "Nosuchfamily 12"
                                        position: [64, 100]
                                    """, "job.yaml": "indicators: [{name: t, file: ind.yaml, stages: {pull: 2}}]"],
                                ["build", "job.yaml", "--out", "out", "--quiet"], status: 0,
                                stderr: ["ind.yaml:4:11: warning: font 'Nosuchfamily 12': family 'Nosuchfamily' is not installed; the text is drawn in 'DejaVu Sans' (indicator t)",
                                         "ind.yaml:3:11: warning: text layer 'Updated {updated}' is not drawn: a render has no clock for {updated}; give --label-date TEXT (or labelDate: in the file) to draw it with that date (indicator t)"]),
               written: ["out/t/manifest.json"]),
]

@Test("budgets, negative numbers and build names: each finding ends with its lines, exit code and files",
      arguments: budgetCases)
private func budgetFinding(_ test: BudgetCase) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in test.row.files {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    let start = Date()
    let result = try Binary.run(test.row.arguments, stdin: test.row.stdin, in: directory, deadline: 60)
    let seconds = Date().timeIntervalSince(start)
    #expect(result.status == test.row.status, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines == test.row.stderr)
    if let stdout = test.stdout {
        #expect(result.stdout.hasPrefix(stdout), "\(result.stdout)")
    }
    for path in test.written {
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path), "\(path) is missing")
    }
    for path in test.notWritten {
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path), "\(path) was written")
    }
    // A guard against drawing what was refused, not a speed test: refusing takes well under a second.
    if test.row.status == 64 { #expect(seconds < 30) }
}

@Test("23: a negative number given as its own argument says what '--option=-1' says")
func negativeValueAsItsOwnArgument() throws {
    for option in ["--fps", "--frames", "--loading-frames", "--closing-frames", "--padding", "--line-width", "--fill-in",
                   "--smooth", "--scale", "--size", "--start", "--jobs"] {
        let separate = try Binary.run(["render", syncArcs, option, "-1", "--out", "/nonexistent/out"])
        let joined = try Binary.run(["render", syncArcs, "\(option)=-1", "--out", "/nonexistent/out"])
        #expect(separate.status == 64, "\(option): \(separate.stderr)")
        #expect(separate.stderr == joined.stderr, "\(option)")
        #expect(!separate.stderr.contains("Missing value"), "\(option): \(separate.stderr)")
    }
}

// MARK: - Finding 17: warnings

/// An SVG of one path and `count` copies of `element`.
private func svg(repeating element: String, count: Int) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 22 22"><path d="M0 0L10 10" stroke="red"/>
    \(String(repeating: element, count: count))
    </svg>
    """
}

@Test("17: 20,000 warnings on one line: every one printed, each at its own column",
      arguments: [("<use href=\"\"/>", "only references inside the document (#id) are followed, not ''; the <use> is not drawn"),
                  ("<use href=\"#nope\"/>", "<use> refers to '#nope', which the document does not have; the <use> is not drawn")])
func everyWarningAtItsColumn(element: String, message: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let count = 20_000
    try Data(svg(repeating: element, count: count).utf8).write(to: directory.appendingPathComponent("use.svg"))
    let result = try Binary.run(["inspect", "use.svg"], in: directory, deadline: 60)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == count)
    // Element i starts at column 1 + i × its length on line 2; its warning is at its href's value, 11
    // characters in.
    let width = element.count
    let expected = (0..<count).map { "use.svg:2:\(1 + $0 * width + 11): warning: \(message)" }
    #expect(lines == expected, "first: \(lines.first ?? "none")")
}

@Test("17: 20,000 paths each with a path-data error, lenient: one warning each, at its column")
func everyPathDataWarning() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let count = 20_000
    let element = "<path d=\"M0 0L5 x\" stroke=\"red\"/>"
    try Data(svg(repeating: element, count: count).utf8).write(to: directory.appendingPathComponent("paths.svg"))
    let result = try Binary.run(["inspect", "paths.svg", "--lenient"], in: directory, deadline: 60)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == count)
    // The 'x' of path i: column 1 + i × the element's length, then 16 characters into it.
    let columns = lines.compactMap { line in line.split(separator: ":").dropFirst(2).first.flatMap { Int($0) } }
    #expect(columns == (0..<count).map { 1 + $0 * element.count + 16 }, "first: \(lines.first ?? "none")")
}

// MARK: - Finding 20: standard output

/// Runs `mrefresh arguments…` in `directory` with stdout on /dev/full: every write fails with ENOSPC.
private func runWritingToFullDevice(_ arguments: [String], in directory: URL) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    process.standardOutput = full
    let err = Pipe()
    process.standardError = err
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try full.close()
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
}

@Test("20: output to a full device exits 74 with one line",
      .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"),
      arguments: [["inspect", syncArcs, "--json"], ["inspect", syncArcs],
                  ["render", syncArcs, "--frames", "2", "--out", "o", "--json", "--quiet"],
                  ["render", syncArcs, "--frames", "2", "--out", "o"],
                  ["build", "job.yaml", "--out", "b", "--json"], ["build", "job.yaml", "--out", "b"],
                  ["--version"], ["render", "--help"]])
func standardOutputOnAFullDevice(_ arguments: [String]) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("indicators: [{name: a, source: \(syncArcs), stages: {pull: 2}}]".utf8)
        .write(to: directory.appendingPathComponent("job.yaml"))
    let result = try runWritingToFullDevice(arguments, in: directory)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr == "mrefresh: cannot write to standard output: No space left on device\n")
}

@Test("20: a quiet run writes nothing to standard output, so a full device is no error")
func quietRunOnAFullDevice() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runWritingToFullDevice(["render", syncArcs, "--frames", "2", "--out", "o", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
}

// MARK: - APNG timing

@Test("APNG: apngdis reads each loading frame's delay as an exact fraction, and they add up to the loop's period",
      .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/apngdis"), "apngdis is not installed; make test installs it"))
func animatedPNGDelaysAddUpToThePeriod() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", syncArcs, "--frames", "2", "--loading", "rotate", "--loading-frames", "24",
                                 "--closing", "none", "--export", "apng", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let out = directory.appendingPathComponent("out")
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
    let stages = try #require(manifest["stages"] as? [[String: Any]])
    let period = try #require(stages.first { $0["stage"] as? String == "loading" }?["seconds"] as? Double)
    let (status, output) = try ExternalProgram.run("/usr/bin/apngdis", ["loading.png", "frame"], in: out)
    #expect(status == 0, "\(output)")
    // apngdis writes each frame's fcTL delay as `delay=num/den` in frameNN.txt; summed exactly as fractions.
    var numerator = 0, denominator = 1
    for index in 1...24 {
        let text = try String(contentsOf: out.appendingPathComponent(String(format: "frame%02d.txt", index)), encoding: .utf8)
        let fraction = try #require(text.split(separator: "=").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let parts = fraction.split(separator: "/").compactMap { Int($0) }
        try #require(parts.count == 2 && parts[1] > 0, "\(text)")
        (numerator, denominator) = (numerator * parts[1] + parts[0] * denominator, denominator * parts[1])
        let common = greatestCommonDivisor(numerator, denominator)
        (numerator, denominator) = (numerator / common, denominator / common)
    }
    // The period as a fraction of milliseconds: the manifest writes seconds to the millisecond or finer.
    let milliseconds = (period * 1000).rounded()
    #expect(abs(period * 1000 - milliseconds) < 1e-9, "a period of \(period) s")
    #expect(numerator * 1000 == Int(milliseconds) * denominator, "24 delays add up to \(numerator)/\(denominator) s, not \(period) s")
}

private func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    b == 0 ? max(1, a) : greatestCommonDivisor(b, a % b)
}
