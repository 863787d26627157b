import Foundation
import Testing

// Findings 13, 14 and 24 of ../shared/reliability-findings.md and issue 30's large YAML files: every
// input is bounded while it is read. Each row runs the built binary as a user would, with its peak memory
// measured, and must end with its one line and exit code in well under two seconds.

/// The most a run may take, in seconds, and its peak resident memory, in bytes.
private let timeBound = 2.0
private let memoryBound = 200 << 20

/// One finding as a command whose input may be endless: `row` as any other finding (its files, arguments,
/// exit code and stderr), plus where standard input comes from and FIFOs fed by a writer.
struct BoundedInputCase: CustomTestStringConvertible, Sendable {
    /// Standard input: the test's nothing, a file, or a shell command writing into a pipe.
    enum Input: Sendable {
        case none
        case file(String)
        case pipe(from: String)
    }

    let row: FindingCase
    let input: Input
    /// FIFOs made in the working directory, by name, each fed by a shell command (`cat /dev/zero`).
    let fifos: [String: String]
    var testDescription: String { row.finding }

    init(_ row: FindingCase, input: Input = .none, fifos: [String: String] = [:]) {
        self.row = row
        self.input = input
        self.fifos = fifos
    }
}

private let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M2 2H18V18" stroke="red" fill="none"/></svg>
    """

/// Finding 14's file: `l0: &l0 [lol]`, then nine lines of ten aliases each of the line before.
private let laughs = (["l0: &l0 [lol]"] + (1...9).map { level in
    "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ",") + "]"
}).joined(separator: "\n") + "\n"

/// The alias that takes finding 14's file past the budget of values, whatever follows it.
private func laughsCrossing(_ file: String) -> String {
    "\(file):7:10: the alias '*l5' takes the file past 250000 values (an alias counts as every value it stands for); at most 250000 are read"
}

private let endlessInput = "reading stopped at 64 MiB; inputs larger than 64 MiB are refused"

/// A named file that is not a regular one, refused before it is opened (finding 30: opening a FIFO with
/// no writer blocks): only standard input is read to its limit.
private func notRegular(_ what: String) -> String { "is \(what), not a regular file" }

let boundedInputCases: [BoundedInputCase] = [
    // Finding 13: endless inputs, as any command's input and as any file a file names: standard input is read to
    // its limit, a named device or FIFO is refused before it is opened (finding 30).
    BoundedInputCase(FindingCase("13: inspect /dev/zero", ["inspect", "/dev/zero"], status: 66,
                                 stderr: ["/dev/zero: \(notRegular("a device"))"])),
    BoundedInputCase(FindingCase("13: render /dev/zero", ["render", "/dev/zero", "--out", "out"], status: 66,
                                 stderr: ["/dev/zero: \(notRegular("a device"))"])),
    BoundedInputCase(FindingCase("13: inspect - < /dev/zero", ["inspect", "-"], status: 66,
                                 stderr: ["<stdin>: \(endlessInput)"]), input: .file("/dev/zero")),
    BoundedInputCase(FindingCase("13: inspect - fed forever through a pipe", ["inspect", "-"], status: 66,
                                 stderr: ["<stdin>: \(endlessInput)"]), input: .pipe(from: "yes 'M0 0L10 10'")),
    BoundedInputCase(FindingCase("13: simulate --gesture /dev/zero", files: ["a.svg": svg],
                                 ["simulate", "--gesture", "/dev/zero", "a.svg", "--out", "out"], status: 66,
                                 stderr: ["/dev/zero: \(notRegular("a device"))"])),
    BoundedInputCase(FindingCase("13: an indicator file's layer source: /dev/zero",
                                 files: ["z.yaml": "layers: [{source: /dev/zero}]\n"], ["render", "z.yaml", "--out", "out"],
                                 status: 66, stderr: ["z.yaml:1:19: /dev/zero: \(notRegular("a device"))"])),
    BoundedInputCase(FindingCase("13: a job file's source: /dev/zero",
                                 files: ["job.yaml": "indicators: [{name: z, source: /dev/zero}]\n"], ["build", "job.yaml", "--out", "out"],
                                 status: 66, stderr: ["job.yaml:1:32: /dev/zero: \(notRegular("a device"))"])),
    BoundedInputCase(FindingCase("13: a job file's file: /dev/zero",
                                 files: ["job.yaml": "indicators: [{name: z, file: /dev/zero}]\n"], ["build", "job.yaml", "--out", "out"],
                                 status: 66, stderr: ["job.yaml:1:30: /dev/zero: \(notRegular("a device"))"])),
    BoundedInputCase(FindingCase("13: a FIFO fed forever as an input", ["inspect", "f.svg"], status: 66,
                                 stderr: ["f.svg: \(notRegular("a FIFO"))"]), fifos: ["f.svg": "cat /dev/zero"]),
    BoundedInputCase(FindingCase("13: a FIFO fed forever as an indicator file", ["render", "f.yaml", "--out", "out"], status: 66,
                                 stderr: ["f.yaml: \(notRegular("a FIFO"))"]),
                     fifos: ["f.yaml": "cat /dev/zero"]),
    BoundedInputCase(FindingCase("13: a FIFO fed forever as a gesture file", files: ["a.svg": svg],
                                 ["simulate", "--gesture", "g.yaml", "a.svg", "--out", "out"], status: 66,
                                 stderr: ["g.yaml: \(notRegular("a FIFO"))"]),
                     fifos: ["g.yaml": "yes 'steps: [release]'"]),
    // Finding 14: an alias bomb as a mapping key, in the three kinds of YAML file.
    BoundedInputCase(FindingCase("14: billion laughs as a key of an indicator file",
                                 files: ["a.svg": svg, "laughs.yaml": laughs + "? *l9\n: 1\nlayers: [{source: a.svg}]\n"],
                                 ["render", "laughs.yaml", "--out", "out"], status: 65, stderr: [laughsCrossing("laughs.yaml")])),
    BoundedInputCase(FindingCase("14: billion laughs as a key of a job file",
                                 files: ["a.svg": svg, "job.yaml": laughs + "? *l9\n: 1\nindicators: [{name: a, source: a.svg}]\n"],
                                 ["build", "job.yaml", "--out", "out"], status: 65, stderr: [laughsCrossing("job.yaml")])),
    BoundedInputCase(FindingCase("14: billion laughs as a key of a gesture file",
                                 files: ["a.svg": svg, "g.yaml": laughs + "? *l9\n: 1\nsteps: [release]\n"],
                                 ["simulate", "--gesture", "g.yaml", "a.svg", "--out", "out"], status: 65, stderr: [laughsCrossing("g.yaml")])),
    BoundedInputCase(FindingCase("14: billion laughs as a value", files: ["a.svg": svg, "laughs.yaml": laughs + "layers: *l9\n"],
                                 ["render", "laughs.yaml", "--out", "out"], status: 65, stderr: [laughsCrossing("laughs.yaml")])),
    BoundedInputCase(FindingCase("14: an alias of a list as a key, within the budget",
                                 files: ["a.svg": svg, "k.yaml": "l0: &l0 [a, b]\n? *l0\n: 1\nlayers: [{source: a.svg}]\n"],
                                 ["render", "k.yaml", "--out", "out"], status: 65,
                                 stderr: ["k.yaml:2:3: a mapping key must be a single value, not an alias of a list or mapping ('*l0')"])),
    // Finding 24: the nesting limit in the project's words.
    BoundedInputCase(FindingCase("24: 3000 nested lists", files: ["nest.yaml": "layers: " + String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000) + "\n"],
                                 ["render", "nest.yaml", "--out", "out"], status: 65,
                                 stderr: ["nest.yaml:1:72: lists and mappings nested deeper than 64 levels"])),
    // Issue 30: large YAML files are refused while read; a long value is quoted as a short excerpt.
    BoundedInputCase(FindingCase("30: a 5 MB indicator file of 128,000 layers", files: ["big.yaml": "layers:\n" + String(repeating: "  - {source: a.svg, style: {stroke: red}}\n", count: 5 << 20 / 41)],
                                 ["render", "big.yaml", "--out", "out"], status: 66,
                                 stderr: ["big.yaml: the file is 5.2 MiB; indicator files larger than 4 MiB are refused"])),
    BoundedInputCase(FindingCase("30: a 3 MB value quoted in an error", files: ["a.svg": svg, "v.yaml": "fps: " + String(repeating: "x", count: 3_000_000) + "\nlayers: [{source: a.svg}]\n"],
                                 ["render", "v.yaml", "--out", "out"], status: 65,
                                 stderr: ["v.yaml:1:6: fps must be a number, got '" + String(repeating: "x", count: 48) + "…'"])),
]

@Test("endless, explosive and oversized inputs end at their limit, at once, in little memory", arguments: boundedInputCases)
func boundedInputs(_ test: BoundedInputCase) throws {
    let row = test.row
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in row.files {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    var writers: [Process] = []
    defer {
        for writer in writers where writer.isRunning { kill(writer.processIdentifier, SIGKILL) }
        for writer in writers { writer.waitUntilExit() }
    }
    for (name, command) in test.fifos {
        try #require(mkfifo(directory.appendingPathComponent(name).path, 0o644) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "exec \(command) > \"$0\" 2>/dev/null", name]
        writer.currentDirectoryURL = directory
        try writer.run()
        writers.append(writer)
    }
    let run = try measuredRun(row.arguments, input: test.input, in: directory)
    #expect(run.status == row.status, "\(row.finding): \(run.stderr)")
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines == row.stderr, "\(row.finding)")
    #expect(run.seconds < timeBound, "\(row.finding): \(run.seconds) s")
    #expect(run.peakMemory < memoryBound, "\(row.finding): peak RSS \(run.peakMemory >> 20) MiB")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/manifest.json").path), "\(row.finding)")
}
