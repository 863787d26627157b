import Foundation
import Testing

/// A command line and the exact stderr it prints: the words only the CLI knows (which command reads a file,
/// which flag or file key a value came from, the program's name) around the library's error values.
struct WordingCase: CustomTestStringConvertible, Sendable {
    let rule: String
    /// Files written into the run's folder first.
    var files: [String: String] = [:]
    let arguments: [String]
    let status: Int32
    let stderr: String
    var testDescription: String { rule }
}

let wordingCases: [WordingCase] = [
    WordingCase(rule: "a job file rendered: its key says which command runs it", files: ["j.yaml": "indicators: []\n"],
                arguments: ["render", "j.yaml", "--out", "out"], status: 65,
                stderr: "j.yaml:1:1: 'indicators' is a job file's key: a job file runs with `mrefresh build`\n"),
    WordingCase(rule: "a gesture file rendered", files: ["g.yaml": "steps: [release]\n"],
                arguments: ["render", "g.yaml", "--out", "out"], status: 65,
                stderr: "g.yaml:1:1: 'steps' is a gesture file's key: a gesture file plays with `mrefresh simulate --gesture`\n"),
    WordingCase(rule: "an indicator file built", files: ["i.yaml": "size: 64x64\nlayers: [{path: M0 0H1}]\n"],
                arguments: ["build", "i.yaml", "--out", "out"], status: 65,
                stderr: "i.yaml:1:1: 'size' is an indicator file's key: an indicator file renders with `mrefresh render`, "
                    + "or a job file lists it under 'indicators' (file: …)\n"),
    WordingCase(rule: "an indicator file simulated as a gesture", files: ["i.yaml": "layers: [{path: M0 0H1}]\n"],
                arguments: ["simulate", "--gesture", "i.yaml", "--no-frames", "--out", "out"], status: 65,
                stderr: "i.yaml:1:1: 'layers' is an indicator file's key: a gesture file has 'machine' and 'steps'; "
                    + "the indicator it draws is simulate's input\n"),
    WordingCase(rule: "a job file simulated as a gesture", files: ["j.yaml": "indicators: []\n"],
                arguments: ["simulate", "--gesture", "j.yaml", "--no-frames", "--out", "out"], status: 65,
                stderr: "j.yaml:1:1: 'indicators' is a job file's key: a gesture file has 'machine' and 'steps'; "
                    + "the indicator it draws is simulate's input\n"),
    // A setting given by a flag is named by the flag; by a file, by its key.
    WordingCase(rule: "--fit viewbox without a viewBox", files: ["p.path": "M0 0L10 10"],
                arguments: ["render", "p.path", "--fit", "viewbox", "--out", "out"], status: 64,
                stderr: "mrefresh: --fit viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph\n"),
    WordingCase(rule: "fit: viewbox without a viewBox", files: ["i.yaml": "fit: viewbox\nlayers: [{path: M0 0L10 10}]\n"],
                arguments: ["render", "i.yaml", "--out", "out"], status: 64,
                stderr: "mrefresh: fit: viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph\n"),
    WordingCase(rule: "--fit given over an indicator file's fit: is the flag's", files: ["i.yaml": "fit: union\nlayers: [{path: M0 0L10 10}]\n"],
                arguments: ["render", "i.yaml", "--fit", "viewbox", "--out", "out"], status: 64,
                stderr: "mrefresh: --fit viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph\n"),
    WordingCase(rule: "--fit first carrying a layer out of range",
                arguments: ["render", "--path", "M0 0L1e-14 0", "--path", "M0 0L1e14 1", "--fit", "first", "--out", "out"], status: 65,
                stderr: "--path #2: layer 'path' is out of range after fitting (--fit first scales it by 1.04e+16): its points reach "
                    + "1.04e+30 canvas points, beyond ±1048576\n"),
    WordingCase(rule: "fit: first carrying a layer out of range",
                files: ["i.yaml": "fit: first\nlayers: [{path: M0 0L1e-14 0}, {path: M0 0L1e14 1}]\n"],
                arguments: ["render", "i.yaml", "--out", "out"], status: 65,
                stderr: "i.yaml:2:39: layer 'path' is out of range after fitting (fit: first scales it by 1.04e+16): its points reach "
                    + "1.04e+30 canvas points, beyond ±1048576\n"),
    WordingCase(rule: "--smooth too fine", files: ["p.path": "M0 0" + String(repeating: " L1 1 L0 0", count: 300)],
                arguments: ["render", "p.path", "--smooth", "12", "--out", "out"], status: 65,
                stderr: "p.path: smoothing 12 times would make 2457600 segments from 600; at most 2097152 are drawn (use a lower --smooth)\n"),
    WordingCase(rule: "smooth: too fine",
                files: ["i.yaml": "smooth: 12\nlayers: [{source: p.path}]\n", "p.path": "M0 0" + String(repeating: " L1 1 L0 0", count: 300)],
                arguments: ["render", "i.yaml", "--out", "out"], status: 65,
                stderr: "p.path: smoothing 12 times would make 2457600 segments from 600; at most 2097152 are drawn (use a lower 'smooth')\n"),
    WordingCase(rule: "--start for other layers", files: ["p.path": "M0 0L10 10"],
                arguments: ["render", "p.path", "--start", "0,0.5", "--out", "out"], status: 64,
                stderr: "mrefresh: --start gives 2 times for 1 layer\n"),
    WordingCase(rule: "--glyph-char for a document that is no font", files: ["a.svg": "<svg><path d='M0 0H1'/></svg>"],
                arguments: ["render", "a.svg", "--glyph-char", "x", "--out", "out"], status: 65,
                stderr: "a.svg: --glyph-char selects a glyph of an SVG font, but this is not a font\n"),
    // The command line's own rules, and a build's lines without a file of their own.
    WordingCase(rule: "an indicator file whose stages are all empty",
                files: ["i.yaml": "stages: {pull: 0, ready: 0, loading: 0, closing: 0, exhausted: 0}\nlayers: [{path: M0 0L1 1}]\n"],
                arguments: ["render", "i.yaml", "--out", "out"], status: 65,
                stderr: "mrefresh: every stage has 0 frames: nothing to render\n"),
    WordingCase(rule: "a gesture too long for its rate", files: ["g.yaml": "steps: [{hold: 599}]\n", "p.path": "M0 0L10 10"],
                arguments: ["simulate", "--gesture", "g.yaml", "p.path", "--fps", "1000", "--out", "out"], status: 64,
                stderr: "mrefresh: 599.0 s at --fps 1000 is over 100000 ticks\n"),
    WordingCase(rule: "a build's indicator without a viewBox: its name after the program's, the job file's key",
                files: ["job.yaml": "indicators: [{name: a, source: p.path, fit: viewbox}]\n", "p.path": "M0 0L10 10"],
                arguments: ["build", "job.yaml", "--out", "out", "--quiet"], status: 64,
                stderr: "mrefresh: a: fit: viewbox needs an SVG document with a viewBox (or width and height), or a single font glyph\n"),
]

@Test("the CLI words what only it knows around the library's errors", arguments: wordingCases)
func errorWording(_ row: WordingCase) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in row.files {
        try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let result = try Binary.run(row.arguments, in: directory)
    #expect(result.status == row.status, "\(result.stderr)")
    #expect(result.stderr == row.stderr)
}
