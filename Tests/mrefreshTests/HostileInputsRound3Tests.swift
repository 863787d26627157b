import Foundation
import Testing

// Findings 27–31 and 36 of ../shared/reliability-findings.md (issue 40): what outside fuzzing and hand
// attacks found in the third round, each as the command a user runs. The preview server's findings (33–36)
// are in PreviewHostileClientTests.

/// Writes `files` into a fresh directory, runs `body` there and removes it.
private func inDirectory<T>(_ files: [String: String] = [:], _ body: (URL) throws -> T) throws -> T {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    return try body(directory)
}

/// stderr's lines.
private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

/// Finding 29's document: one path whose id is `idLength` characters, then `paths` small paths.
private func longIdDocument(idLength: Int, paths: Int) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\"><path id=\"" + String(repeating: "i", count: idLength)
        + "\" d=\"M1 1h5v5z\"/>" + String(repeating: "<path d=\"M3 7v8h6V7z\"/>", count: paths) + "</svg>\n"
}

/// How `cpuSeconds` grows from the smallest to the largest of sizes n, 2n, 4n (each run once, after a run
/// at `baseline` size that measures what every run costs whatever its size): below 8 for work linear in
/// the size (4 and noise), where quadratic work gives 16.
private func growth(of label: String, sizes: [Int], baseline: Int,
                    _ run: (Int) throws -> MeasuredRun) throws -> (ratio: Double, seconds: [Double]) {
    let base = try run(baseline)
    try #require(base.status == 0, "\(label) at \(baseline): \(base.stderr)")
    var seconds: [Double] = []
    for size in sizes {
        let measured = try run(size)
        try #require(measured.status == 0, "\(label) at \(size): \(measured.status) \(measured.stderr)")
        seconds.append(max(measured.cpuSeconds - base.cpuSeconds, 0))
    }
    // A floor of 50 ms keeps a first run that is nearly all start-up from making any ratio large.
    return (seconds.last! / max(seconds.first!, 0.05), seconds)
}

@Suite("Hostile inputs, round 3", .serialized)
struct HostileInputsRound3Tests {
    @Test("27, 29: inspect's table shows names capped, so its size and time grow with the input, not with names × rows")
    func inspectTableIsLinear() throws {
        // Doubling the id's length and the number of paths together doubles the input; the old table,
        // every row padded to the longest name, grew four times (800 rows of a million: 800 MB, 23 s).
        let (ratio, seconds) = try growth(of: "inspect", sizes: [1, 2, 4], baseline: 0) { scale in
            try inDirectory(["big.svg": longIdDocument(idLength: 100_000 * scale, paths: 400 * scale)]) { directory in
                let run = try measuredRun(["inspect", "big.svg"], in: directory, deadline: 60)
                let table = try String(contentsOf: directory.appendingPathComponent(MeasuredRun.stdoutName), encoding: .utf8)
                #expect(table.split(separator: "\n").allSatisfy { $0.count <= 160 }, "a line of the table is longer than 160 characters")
                #expect(run.peakMemory < 200 << 20, "peak RSS \(run.peakMemory >> 20) MiB")
                return run
            }
        }
        #expect(ratio < 8, "processor seconds at n, 2n, 4n: \(seconds)")
    }

    @Test("29: the long name is shown as its first 48 characters and an ellipsis; --json gives it whole")
    func inspectShowsExcerpt() throws {
        try inDirectory(["big.svg": longIdDocument(idLength: 1_000, paths: 2)]) { directory in
            let table = try Binary.run(["inspect", "big.svg"], in: directory, deadline: 30)
            #expect(table.status == 0)
            #expect(table.stdout.split(separator: "\n")[1].hasPrefix(String(repeating: "i", count: 48) + "… "))
            let json = try Binary.run(["inspect", "big.svg", "--json"], in: directory, deadline: 30)
            #expect(json.stdout.contains(String(repeating: "i", count: 1_000)))
        }
    }

    @Test("28: an SVG font with a 5 MB attribute, inspected leniently, prints no infinite or NaN number")
    func lenientInspectPrintsFiniteNumbers() throws {
        // The reproduction: Font Awesome's font with its <font-face> given a 5 MB style. What looked like
        // "inf" in the report was the glyph named "infinity"; every number must be finite all the same.
        let font = try String(contentsOfFile: "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg", encoding: .utf8)
        let mutated = font.replacingOccurrences(
            of: "<font-face", with: "<font-face style=\"" + String(repeating: "fill:red;", count: 500_000) + "\"")
        try inDirectory(["font.svg": mutated]) { directory in
            for arguments in [["inspect", "--lenient", "font.svg"], ["inspect", "--lenient", "font.svg", "--json"]] {
                let result = try Binary.run(arguments, in: directory, deadline: 60)
                #expect(result.status == 0, "\(result.stderr)")
                let words = result.stdout.split { !$0.isLetter && !$0.isNumber && $0 != "." && $0 != "-" }
                #expect(!words.contains { ["inf", "-inf", "nan", "-nan", "infinity"].contains($0.lowercased()) && !$0.hasPrefix("infinity") },
                        "a non-finite number in \(arguments)")
                #expect(words.contains("infinity"), "the glyph named infinity is listed")
            }
        }
    }

    static let fifoImage = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><image href="pipe.png" width="48" height="48"/>
        <path d="M4 4L44 44" stroke="red"/></svg>
        """

    @Test("30: an <image> that is a FIFO is refused in one warning, at once", arguments: [
        ["inspect", "a.svg"], ["render", "a.svg", "--frames", "2", "--out", "out", "--quiet"],
    ])
    func fifoImage(arguments: [String]) throws {
        try inDirectory(["a.svg": Self.fifoImage]) { directory in
            try #require(mkfifo(directory.appendingPathComponent("pipe.png").path, 0o644) == 0)
            let run = try measuredRun(arguments, in: directory, deadline: 20)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(lines(run.stderr) == ["a.svg:1:74: warning: image 'pipe.png' cannot be read: is a FIFO, not a regular file; it is not drawn"])
            #expect(run.seconds < 2, "\(run.seconds) s")
        }
    }

    @Test("30: a FIFO an each: glob matches is refused at once, in one line; the other files build")
    func fifoGlob() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 20 20\"><path d=\"M2 2H18V18\" stroke=\"red\" fill=\"none\"/></svg>"
        try inDirectory(["a.svg": svg, "job.yaml": "indicators: [{name: \"{stem}\", each: \"*.svg\", stages: {pull: 2, loading: 0, closing: 0}}]\n"]) { directory in
            try #require(mkfifo(directory.appendingPathComponent("p.svg").path, 0o644) == 0)
            let run = try measuredRun(["build", "job.yaml", "--out", "out", "--quiet"], in: directory, deadline: 20)
            #expect(run.status == 66, "\(run.stderr)")
            #expect(lines(run.stderr) == ["p.svg: is a FIFO, not a regular file"])
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/a/manifest.json").path))
            #expect(run.seconds < 2, "\(run.seconds) s")
        }
    }

    @Test("30: a FIFO named as an input, with no writer, is refused at once", arguments: [
        ["inspect", "f.svg"], ["render", "f.svg", "--out", "out"], ["render", "f.yaml", "--out", "out"],
    ])
    func fifoInput(arguments: [String]) throws {
        try inDirectory { directory in
            try #require(mkfifo(directory.appendingPathComponent(arguments[1]).path, 0o644) == 0)
            let run = try measuredRun(arguments, in: directory, deadline: 20)
            #expect(run.status == 66)
            #expect(lines(run.stderr) == ["\(arguments[1]): is a FIFO, not a regular file"])
            #expect(run.seconds < 2, "\(run.seconds) s")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        }
    }

    /// Finding 31: text layers whose font is huge, by its size or by a transform, each with the lines and
    /// exit code a user gets.
    static let hugeText: [FindingCase] = [
        FindingCase("31: font: 100000 is refused at the key", files: ["s.yaml": "size: 240x48\nlayers: [{text: \"hi\", font: 100000, position: [60, 17]}]\n"],
                    ["render", "s.yaml", "--out", "out"], status: 65,
                    stderr: ["s.yaml:2:29: font asks for a size of 100000; text layers are drawn at most 10000 points high"]),
        FindingCase("31: a family and 20000px", files: ["s.yaml": "layers: [{text: \"hi\", font: \"DejaVu Sans Bold 20000px\", position: [60, 17]}]\n"],
                    ["render", "s.yaml", "--out", "out"], status: 65,
                    stderr: ["s.yaml:1:29: font asks for a size of 20000; text layers are drawn at most 10000 points high"]),
        FindingCase("31: 10000 points at @1x to @4x, drawn without a word", files: ["s.yaml": "size: 240x48\nscale: [1, 2, 3, 4]\nstages: {pull: 2, loading: 2, closing: 2}\nlayers: [{text: \"hi\", font: \"DejaVu Sans 10000\", position: [60, 17]}]\n"],
                    ["render", "s.yaml", "--out", "out", "--jobs", "2"], status: 0, stderr: []),
        FindingCase("31: a keyframe's scale of 1000 at @4x, drawn without a word", files: ["s.yaml": "size: 240x48\nscale: [1, 4]\nstages: {pull: 2, loading: 2, closing: 2}\nlayers: [{text: \"hi\", font: \"DejaVu Sans 13\", position: [60, 17], pull: [{at: 0, scale: 1000}, {at: 1, scale: 1000}]}]\n"],
                    ["render", "s.yaml", "--out", "out", "--jobs", "2"], status: 0, stderr: []),
    ]

    @Test("31: huge text-layer fonts end in their line or draw; no library prints on its own", arguments: hugeText)
    func hugeTextLayers(_ row: FindingCase) throws {
        try inDirectory(row.files) { directory in
            // Several times: FreeType's failure came in 4 runs of 5.
            for _ in 0..<3 {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent("out"))
                let result = try Binary.run(row.arguments, in: directory, deadline: 60)
                #expect(result.status == row.status, "\(row.finding): \(result.stderr)")
                #expect(lines(result.stderr) == row.stderr, "\(row.finding)")
            }
        }
    }

    @Test("31: a glyph outlined apart is the glyph drawn directly: the same edge at @1x and @4x")
    func hugeTextPlacement() throws {
        try inDirectory(["s.yaml": "size: 240x48\nscale: [1, 4]\nstages: {pull: 1, loading: 0, closing: 0}\nlayers: [{text: \"hi\", font: \"DejaVu Sans 2000\", position: [60, 17], draw: none}]\n"]) { directory in
            let result = try Binary.run(["render", "s.yaml", "--out", "out"], in: directory, deadline: 60)
            try #require(result.status == 0, "\(result.stderr)")
            // @1x draws the font at 2667 device pixels directly, @4x at 10667 apart and scaled: the glyph's
            // left edge on the middle row is where it is at @1x, to a pixel.
            let edges = try ["pull_0000.png", "pull_0000@4x.png"].map { name in
                try ExternalProgram.run("/usr/bin/python3", ["-c", """
                    import sys
                    from PIL import Image
                    im = Image.open(sys.argv[1]).convert("RGBA"); w, h = im.size
                    print(next(x for x in range(w) if im.getpixel((x, h // 2))[3] > 127) / (w / 240))
                    """, directory.appendingPathComponent("out/\(name)").path]).output
            }.map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
            #expect(edges[0] > 0 && abs(edges[0] - edges[1]) <= 1, "left edges \(edges)")
        }
    }

    @Test("32: a chain of smooth quadratics renders in time linear in its length")
    func smoothQuadraticChainIsLinear() throws {
        // Each `t` reflects the control point before it, so the control points run ever further out and
        // every curve crosses the others: one stroke of 16,001 segments took 10 s here, 8,001 took 3.
        let (ratio, seconds) = try growth(of: "render", sizes: [2_000, 4_000, 8_000], baseline: 10) { repeats in
            try inDirectory(["slow.path": "M0 0q10 10 20 0" + String(repeating: "t-11 9 -3.5 128", count: repeats) + "\n"]) { directory in
                try measuredRun(["render", "slow.path", "--frames", "3", "--loading", "none", "--closing", "none", "--size", "32x32",
                                 "--jobs", "1", "--out", "out"], in: directory, deadline: 120)
            }
        }
        #expect(ratio < 8, "processor seconds at n, 2n, 4n: \(seconds)")
    }

    static let longName = String(repeating: "n", count: 10_000)

    /// Finding 36's documents: references to the wrong element and lists of them, and long names in every
    /// warning an element can get.
    static let messages: [FindingCase] = [
        FindingCase("36: filter naming a <path>", files: ["f.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path id="p" d="M0 0L9 9"/><path d="M1 1L40 40" stroke="red" filter="url(#p)"/></svg>
            """], ["render", "f.svg", "--frames", "2", "--out", "out", "--quiet"], status: 0,
                    stderr: ["f.svg:1:130: warning: filter refers to '#p', a <path>, not a <filter>; the element is drawn unfiltered"]),
        FindingCase("36: a list of two filters", files: ["f.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><path d="M1 1L40 40" stroke="red" filter="url(#f) url(#f)"/></svg>
            """], ["render", "f.svg", "--frames", "2", "--out", "out", "--quiet"], status: 0,
                    stderr: ["f.svg:1:161: warning: filter lists 2 references ('url(#f) url(#f)'), where one url(#id) is followed; the element is drawn unfiltered"]),
        FindingCase("36: a list of two filters, strict", files: ["f.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><path d="M1 1L40 40" stroke="red" filter="url(#f) url('#f')"/></svg>
            """], ["render", "f.svg", "--out", "out", "--strict"], status: 65,
                    stderr: ["f.svg:1:161: filter lists 2 references ('url(#f) url('#f')'), where one url(#id) is followed"]),
        FindingCase("36: a clip path and a mask naming a <filter>", files: ["f.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><filter id="f"/><path d="M1 1L40 40" stroke="red" clip-path="url(#f)"/><path d="M1 40L40 1" stroke="red" mask="url(#f)"/></svg>
            """], ["render", "f.svg", "--frames", "2", "--out", "out", "--quiet"], status: 0,
                    stderr: ["f.svg:1:122: warning: clip-path refers to '#f', a <filter>, not a <clipPath>; the element is drawn unclipped",
                             "f.svg:1:172: warning: mask refers to '#f', a <filter>, not a <mask>; it is not drawn"]),
    ]

    @Test("36: references to the wrong element and lists of them say so", arguments: messages)
    func referenceMessages(_ row: FindingCase) throws {
        try inDirectory(row.files) { directory in
            let result = try Binary.run(row.arguments, in: directory, deadline: 60)
            #expect(result.status == row.status, "\(row.finding): \(result.stderr)")
            #expect(lines(result.stderr) == row.stderr, "\(row.finding)")
        }
    }

    @Test("36: a 10,000-character font family or element id makes short warning lines, whatever the export")
    func longNamesInWarnings() throws {
        let name = Self.longName
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
            <filter id="f"><feGaussianBlur stdDeviation="1"/></filter><mask id="m"><rect width="48" height="48" fill="white"/></mask>
            <text x="4" y="30" font-family="\(name)">Hi</text>
            <path id="\(name)a" d="M1 1L40 40" stroke="red" stroke-dasharray="2 2" filter="url(#f)" style="mix-blend-mode: multiply"/>
            <path id="\(name)b" d="M1 40L40 1" stroke="red" mask="url(#m)"/>
            </svg>
            """
        try inDirectory(["w.svg": svg]) { directory in
            let result = try Binary.run(["render", "w.svg", "--frames", "2", "--out", "out", "--export", "png,lottie,avd", "--quiet"],
                                        in: directory, deadline: 60)
            #expect(result.status == 0, "\(result.stderr.prefix(500))")
            let warnings = lines(result.stderr)
            #expect(warnings.count >= 2)
            for line in warnings { #expect(line.count <= 400, "a \(line.count)-character line: \(line.prefix(120))…") }
        }
    }
}
