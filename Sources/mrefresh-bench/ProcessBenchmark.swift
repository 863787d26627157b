import Foundation
import MRefreshCore
import MRefreshRender

/// One `mrefresh render` as a whole process against the C + Cairo baseline, one core each: the README's
/// command (`render font.svg#refresh`, 60 pull frames at 128×128) and a C program drawing the same
/// frames with Cairo and writing them with Cairo's PNG writer (`mrefresh-c-baseline`, reading the frames'
/// paths from a file this benchmark writes). Median wall-clock time of 15 runs of each, after a warm-up,
/// run in turn, each run writing into a new folder.
enum ProcessBenchmark {
    static func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let binary = environment["MREFRESH_BIN"], let baseline = environment["MREFRESH_C_BASELINE"],
              FileManager.default.isExecutableFile(atPath: binary), FileManager.default.isExecutableFile(atPath: baseline) else {
            print("one render process: skipped (set MREFRESH_BIN and MREFRESH_C_BASELINE, as `make bench` does)")
            return
        }
        let input = ParserBenchmark.fontAwesomeFont + "#refresh"
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(input)))])
        spec.frameCounts = [.pull: 60, .loading: 0, .closing: 0]
        let indicator = try Indicator(spec)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-process-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("c"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let framesFile = directory.appendingPathComponent("frames.txt").path
        try dump(indicator, frames: try indicator.timeline().frames).write(toFile: framesFile, atomically: true, encoding: .utf8)

        // Each run writes into a new, empty folder, as a first render does: both create every file. The
        // three are run in turn, round after round, so a slower spell of the machine or its file system
        // falls on all of them alike.
        // Each program's start-up alone, in the same rounds: the C program given no frames (it loads Cairo
        // and reads the file's header), mrefresh printing its version (the runtime, the libraries, the
        // command line).
        let noFramesFile = directory.appendingPathComponent("no-frames.txt").path
        try String(try String(contentsOfFile: framesFile, encoding: .utf8).prefix { $0 != "\n" }.split(separator: " ").dropLast()
            .joined(separator: " ") + " 0\n").write(toFile: noFramesFile, atomically: true, encoding: .utf8)
        let ours = ["render", input, "--frames", "60", "--loading-frames", "0", "--closing-frames", "0", "--quiet"]
        let medians = try interleavedMedians([
            { out in try run(baseline, [framesFile, out]) },
            { out in try run(binary, ours + ["--out", out, "--jobs", "1"]) },
            { out in try run(binary, ours + ["--out", out]) },
            { out in try run(baseline, [noFramesFile, out]) },
            { _ in try run(binary, ["--version"], quiet: true) },
        ], in: directory)
        let (c, single, every, cStart, ourStart) = (medians[0], medians[1], medians[2], medians[3], medians[4])
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("one render process, 60 frames of the refresh glyph at 128×128, start to exit, each run into a new folder:")
        print("  C + Cairo + Cairo's PNG writer, one core: \(pad(c * 1000, 1)) ms")
        print("  mrefresh render --jobs 1:                 \(pad(single * 1000, 1)) ms: \(pad(c / single, 2))× the baseline's speed")
        print("  mrefresh render (\(cores) cores, the default):   \(pad(every * 1000, 1)) ms: \(pad(c / every, 2))× the baseline's speed (target ≥ 5×)")
        print("  start-up alone: the C program given no frames \(pad(cStart * 1000, 1)) ms, mrefresh --version \(pad(ourStart * 1000, 1)) ms; "
              + "beyond it, \(pad((every - ourStart) * 1000, 1)) against \(pad((c - cStart) * 1000, 1)) ms: \(pad((c - cStart) / (every - ourStart), 2))×")
        // The same two processes counted in instructions, which do not swing with the machine's other
        // tenants as its clock does; the kernel's share (starting the process, creating the files) is not
        // counted, and valgrind runs mrefresh's portable SHA-256 rounds.
        if let valgrind = ExportInstructions.executable("valgrind") {
            let counted = directory.appendingPathComponent("counted")
            for name in ["c", "mrefresh"] {
                try FileManager.default.createDirectory(at: counted.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            let cCount = try ExportInstructions.instructions(
                valgrind: valgrind, command: [baseline, framesFile, counted.appendingPathComponent("c").path],
                log: counted.appendingPathComponent("c.log").path)
            let ourCount = try ExportInstructions.instructions(
                valgrind: valgrind, command: [binary] + ours + ["--out", counted.appendingPathComponent("mrefresh").path, "--jobs", "1"],
                log: counted.appendingPathComponent("mrefresh.log").path)
            if let cCount, let ourCount {
                print("  in instructions (valgrind, user space, one core): C \(pad(Double(cCount) / 1e6, 1)) M, "
                      + "mrefresh \(pad(Double(ourCount) / 1e6, 1)) M: \(pad(Double(cCount) / Double(ourCount), 2))× fewer")
            }
        }
    }

    /// Writes the frames file `mrefresh-c-baseline` reads for the benchmark's 60 frames to `path`: for
    /// running the baseline by hand (under valgrind, say).
    static func dumpFrames(to path: String) throws {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(ParserBenchmark.fontAwesomeFont + "#refresh")))])
        spec.frameCounts = [.pull: 60, .loading: 0, .closing: 0]
        let indicator = try Indicator(spec)
        try dump(indicator, frames: try indicator.timeline().frames).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Runs `binary` with `arguments` by posix_spawn and waits with waitpid: no run loop between the exit
    /// and the clock (Foundation's Process adds milliseconds to every run).
    static func run(_ binary: String, _ arguments: [String], quiet: Bool = false) throws {
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        // `quiet`: standard output goes to /dev/null (`--version` prints a line).
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
            throw NSError(domain: "mrefresh-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot start \(binary)"])
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else {
            throw NSError(domain: "mrefresh-bench", code: Int(status), userInfo: [NSLocalizedDescriptionKey: "\(binary) failed (\(status))"])
        }
    }

    /// The median wall-clock seconds of each command over 15 rounds, after one warm-up round; each run
    /// gets a new, empty folder under `directory` (created untimed).
    static func interleavedMedians(_ commands: [(String) throws -> Void], in directory: URL) throws -> [Double] {
        var times = Array(repeating: [Double](), count: commands.count)
        for round in 0...15 {
            for (index, command) in commands.enumerated() {
                let out = directory.appendingPathComponent("run-\(index)-\(round)")
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                let start = Measure.now()
                try command(out.path)
                if round > 0 { times[index].append(Measure.now() - start) }
            }
        }
        return times.map { $0.sorted()[$0.count / 2] }
    }

    /// The frames file `mrefresh-c-baseline` reads: the canvas, the stroke, then each frame's trimmed path.
    static func dump(_ indicator: Indicator, frames: [FrameSpec]) -> String {
        let style = indicator.styles[0]
        let colour = style.stroke ?? .black
        var out = "\(Int(indicator.canvas.width)) \(Int(indicator.canvas.height)) \(style.lineWidth) \(colour.red) \(colour.green) \(colour.blue) \(colour.alpha) \(frames.count)\n"
        for frame in frames {
            var commands: [String] = []
            for layer in indicator.displayList(for: frame).layers {
                for case let .stroke(path, _, _) in layer.operations {
                    for subpath in path.subpaths {
                        commands.append("M \(subpath.start.x) \(subpath.start.y)")
                        for segment in subpath.segments {
                            switch segment {
                            case .line(let line): commands.append("L \(line.end.x) \(line.end.y)")
                            case .quadratic(let quadratic):
                                let c = quadratic.cubic
                                commands.append("C \(c.control1.x) \(c.control1.y) \(c.control2.x) \(c.control2.y) \(c.end.x) \(c.end.y)")
                            case .cubic(let c):
                                commands.append("C \(c.control1.x) \(c.control1.y) \(c.control2.x) \(c.control2.y) \(c.end.x) \(c.end.y)")
                            }
                        }
                        if subpath.isClosed { commands.append("Z") }
                    }
                }
            }
            out += "\(commands.count)\n" + commands.joined(separator: "\n") + "\n"
        }
        return out
    }
}
