import Foundation
import MRefreshCore
import MRefreshRender
import Synchronization

import MRefreshSystem

/// What the exports add to a render, counted in instructions rather than seconds: the CPU time of
/// ``RenderBenchmark/exports()`` swings by ±10–40% on a shared machine, more than the differences
/// measured, while valgrind's count for the same binary and input is the same on every run.
///
/// Each of ``ExportRun/all()`` is run in a fresh process under `valgrind --tool=cachegrind`
/// once and twice: the difference is one run's instructions with the caches, fonts and tables warm, as
/// in the CPU-time figures, with nothing of the process's start or the indicator's loading. Valgrind runs
/// the portable SHA-256 rounds (it has no SHA-NI): a little more of every run than on most x86 CPUs.
enum ExportInstructions {
    /// Runs run `index` of ``ExportRun/all()`` `repeats` times, each into a new folder
    /// (`probe-export-run`, in the process valgrind counts).
    static func probe(run index: Int, repeats: Int) throws {
        let run = try ExportRun.all()[index]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-bench-probe-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        for repeatIndex in 0..<repeats {
            let output = try OutputDirectory(directory.appendingPathComponent("\(repeatIndex)").path)
            _ = try RenderPlan(indicator: run.indicator, timeline: run.timeline).run(into: output, jobs: 1)
        }
    }

    /// Prints the instructions of each run and what each export adds, when valgrind and strip (binutils)
    /// are installed.
    static func run() throws {
        guard let valgrind = executable("valgrind"), let strip = executable("strip") else {
            print("exports in instructions: skipped (install valgrind and binutils)")
            return
        }
        // valgrind 3.19 cannot read the DWARF 5 the Swift compiler writes: it counts a copy without it.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-bench-valgrind-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("mrefresh-bench").path
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        guard (try? BuildBenchmark.spawn(strip, ["--strip-debug", "-o", binary, me])) != nil else {
            print("exports in instructions: skipped (strip failed)")
            return
        }
        let runs = try ExportRun.all()
        // Two processes at a time: the machine's two cores.
        let jobs = runs.indices.flatMap { [($0, 1), ($0, 2)] }
        let counts = Mutex([Int?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { job in
            let (index, repeats) = jobs[job]
            let count = try? instructions(valgrind: valgrind, binary: binary, run: index, repeats: repeats,
                                          log: directory.appendingPathComponent("cachegrind-\(job).log").path)
            counts.withLock { $0[job] = count }
        }
        let all = counts.withLock { $0 }
        guard all.allSatisfy({ $0 != nil }) else {
            print("exports in instructions: skipped (valgrind failed)")
            return
        }
        // One run: twice minus once.
        let perRun = runs.indices.map { all[2 * $0 + 1]! - all[2 * $0]! }
        print("exports in instructions (valgrind, one warm run in-process, as above; target: each export ≤ 20%):")
        for (index, run) in runs.enumerated() {
            let count = "\(pad(Double(perRun[index]) / 1e6, 0))M"
            guard let base = run.base else {
                print(run.reportLine(count))
                continue
            }
            let percent = 100 * (Double(perRun[index]) / Double(perRun[base]) - 1)
            print(run.reportLine("\(count): \(percent < 0 ? "−" : "+")\(pad(abs(percent), 1))%"))
        }
    }

    /// The instructions valgrind counts for one probe process; throws when it fails.
    private static func instructions(valgrind: String, binary: String, run index: Int, repeats: Int, log: String) throws -> Int? {
        try instructions(valgrind: valgrind, command: [binary, "probe-export-run", String(index), String(repeats)], log: log)
    }

    /// The instructions valgrind counts for the process `command` (a program and its arguments) in user
    /// space, `log` its log; throws when it fails.
    static func instructions(valgrind: String, command: [String], log: String) throws -> Int? {
        let arguments = ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", "--log-file=\(log)"] + command
        try BuildBenchmark.spawn(valgrind, arguments)
        // "==123== I   refs:      2,366,276,404"
        let text = try String(contentsOfFile: log, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.contains("I   refs:") }),
              let number = line.split(separator: ":").last else { return nil }
        return Int(number.filter(\.isNumber))
    }

    /// The path of `name` on PATH, if it is there.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
