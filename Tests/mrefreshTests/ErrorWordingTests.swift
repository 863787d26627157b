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
