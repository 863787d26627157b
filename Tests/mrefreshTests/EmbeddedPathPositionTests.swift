import Foundation
import Testing

// Issue 46: path data inside a YAML file is told at one file:line:column, as editors and CI problem
// matchers read it, never the file's position followed by the text's own (`bad.yaml:2:11:1:7`).

/// Rows: the indicator file, the flags, and the one line render prints.
private let placed: [(name: String, yaml: String, flags: [String], line: String)] = [
    ("double-quoted", "layers:\n  - path: \"M0 0 Q\"\n", [], "bad.yaml:2:18: expected a number after 'Q', found end of data"),
    ("plain", "layers:\n  - path: M0 0 Q 1\n", [], "bad.yaml:2:19: expected a number after 'Q', found end of data"),
    ("single-quoted in a flow mapping", "layers:\n  - {path: 'M0 0 Q x'}\n", [], "bad.yaml:2:20: expected a number after 'Q', found 'x'"),
    ("a literal block, line for line", "layers:\n  - path: |\n      M0 0 L 5 5\n      Q x\n", [],
     "bad.yaml:4:9: expected a number after 'Q', found 'x'"),
    ("the end of a literal block's data: its last line, not the one after it", "layers:\n  - path: |\n      M0 0 L10 10\n      L20\n", [],
     "bad.yaml:4:10: expected a number after 'L', found end of data"),
    ("the end of a literal block that keeps its blank lines (|+)", "layers:\n  - path: |+\n      M0 0 L\n\n", [],
     "bad.yaml:3:13: expected a number after 'L', found end of data"),
    ("a folded block: its start", "layers:\n  - path: >\n      M0 0\n      Q x\n", [], "bad.yaml:2:11: expected a number after 'Q', found 'x'"),
    ("an escape: its start", "layers:\n  - path: \"M0 0 \\x51 x\"\n", [], "bad.yaml:2:11: expected a number after 'Q', found 'x'"),
    ("CRLF line breaks", "layers:\r\n  - path: |\r\n      M0 0 L 5 5\r\n      Q x\r\n", [],
     "bad.yaml:4:9: expected a number after 'Q', found 'x'"),
    ("a warning when lenient", "layers:\n  - path: \"M0 0 L 1 1 Z x\"\n", ["--lenient"],
     "bad.yaml:2:25: warning: expected a path command, found 'x'; the path is kept up to here"),
]

@Test("path data in an indicator file is told at one position in the file", arguments: placed.indices)
func pathDataPositions(_ row: Int) throws {
    let (name, yaml, flags, line) = placed[row]
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try yaml.write(to: directory.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["render", "bad.yaml", "--out", "out", "--quiet"] + flags, in: directory)
    #expect(result.stderr == "mrefresh: " + line + "\n" || result.stderr == line + "\n", "\(name): \(result.stderr)")
}

@Test("a job file's indicator file with path data is told at its position in that file")
func pathDataInAJobFile() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "layers:\n  - path: \"M0 0 Q x\"\n".write(to: directory.appendingPathComponent("tick.yaml"), atomically: true, encoding: .utf8)
    try "indicators:\n  - {name: tick, file: tick.yaml}\n".write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["build", "job.yaml", "--out", "out", "--quiet"], in: directory)
    #expect(result.stderr.contains("tick.yaml:2:19: expected a number after 'Q', found 'x'"), "\(result.stderr)")
    #expect(!result.stderr.contains("tick.yaml:2:11:"), "\(result.stderr)")
}
