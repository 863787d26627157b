import Foundation
import MRefreshCore
import MRefreshFiles
import MRefreshRender

/// `mrefresh build` against the shell loop it replaces, measured side by side in one run: every drawable
/// Font Awesome glyph × 60 pull frames at 128×128, as one build (a process with one pool of workers on
/// every core) and as one `mrefresh render` process per glyph; and a build's peak memory for 100 glyphs
/// and for all of them (each in a fresh process), which should not grow with the number of indicators.
enum BuildBenchmark {
    static let job = """
        defaults: {size: 128x128, stages: {pull: 60, loading: 0, closing: 0}}
        indicators: [{name: "fa-{glyph}", glyphs: \(ParserBenchmark.fontAwesomeFont)}]
        """

    static func run() throws {
        guard FileManager.default.fileExists(atPath: ParserBenchmark.fontAwesomeFont) else {
            print("build: skipped (install fonts-font-awesome)")
            return
        }
        guard let binary = ProcessInfo.processInfo.environment["MREFRESH_BIN"], FileManager.default.isExecutableFile(atPath: binary) else {
            print("build: skipped (set MREFRESH_BIN to a release mrefresh, as `make bench` does)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-build-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let jobFile = directory.appendingPathComponent("job.yaml").path
        try job.write(toFile: jobFile, atomically: true, encoding: .utf8)
        let glyphs = try BuildFile.parse(job, file: jobFile, directory: directory.path).items.map { String($0.name.dropFirst(3)) }
        let frames = glyphs.count * 60

        let start = Measure.now()
        try ProcessBenchmark.run(binary, ["build", jobFile, "--out", directory.appendingPathComponent("build").path, "--quiet"])
        let build = Measure.now() - start
        // The no-op build a CI job waits for: once to settle the cache's racy stamps, then the median of five.
        let buildArguments = ["build", jobFile, "--out", directory.appendingPathComponent("build").path, "--quiet"]
        try ProcessBenchmark.run(binary, buildArguments)
        var noOps: [Double] = []
        for _ in 0..<5 {
            let noOpStart = Measure.now()
            try ProcessBenchmark.run(binary, buildArguments)
            noOps.append(Measure.now() - noOpStart)
        }
        let noOp = noOps.sorted()[2]

        let loopStart = Measure.now()
        for glyph in glyphs {
            try ProcessBenchmark.run(binary, ["render", "\(ParserBenchmark.fontAwesomeFont)#\(glyph)", "--frames", "60", "--loading-frames", "0",
                               "--closing-frames", "0", "--out", directory.appendingPathComponent("loop/\(glyph)").path, "--quiet"])
        }
        let loop = Measure.now() - loopStart

        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("build every drawable Font Awesome glyph (\(glyphs.count)) × 60 pull frames at 128×128, \(cores) cores:")
        print("  mrefresh build:                    \(pad(build, 2)) s (\(pad(Double(frames) / build, 0)) frames/s; target ≤ 4 s on 2 cores)")
        print("  the same build again, nothing to draw: \(pad(noOp, 3)) s (median of 5; target ≤ 0.2 s)")
        print("  a shell loop of mrefresh render:   \(pad(loop, 2)) s (\(pad(Double(frames) / loop, 0)) frames/s): the build is \(pad(loop / build, 1))× faster")
        var peaks: [String] = []
        for count in [100, glyphs.count] {
            let (output, _) = try spawn(CommandLine.arguments[0], ["probe-build-memory", String(count)], capture: true)
            peaks.append("\(count) indicators \(pad(Double(output.trimmingWhitespace()) ?? .nan, 1)) MiB")
        }
        print("  peak memory of a build: " + peaks.joined(separator: ", ") + " (target: no growth with indicators)")
    }

    /// Builds the first `count` glyphs in this process with the library's build run and prints the peak
    /// resident memory in MiB.
    static func memoryProbe(indicators count: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-build-probe-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let items = try BuildFile.parse(job, file: "job.yaml", directory: "").items.prefix(count)
        let plan = BuildPlan(items.map { ($0.name, $0.spec) })
        _ = try BuildRun(plan: plan, output: try OutputDirectory(directory.path)).run(jobs: ProcessInfo.processInfo.activeProcessorCount)
        print(Measure.peakMemoryMiB())
    }

    /// Runs `binary` with `arguments` and waits; fails when it does not exit 0.
    @discardableResult
    static func spawn(_ binary: String, _ arguments: [String], capture: Bool = false) throws -> (String, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let pipe = Pipe()
        if capture { process.standardOutput = pipe }
        try process.run()
        let output = capture ? String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) : ""
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "mrefresh-bench", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "\(binary) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)"])
        }
        return (output, process.terminationStatus)
    }
}
