import Foundation
import Testing

// Issue 46: a job file's mistyped `file:`, `source:` or `glyphs:` is told at its value in the job file
// (it printed `indicators/compas.yaml: no such file`, with no line, column or indicator).

@Test("a missing file, source or font in a job file is told at the value that names it", arguments: [
    ("file", "  - name: a\n    file: indicators/compas.yaml\n", "job.yaml:3:11: indicators/compas.yaml: no such file"),
    ("source", "  - name: b\n    source: sync-arc.svg\n", "job.yaml:3:13: sync-arc.svg: no such file"),
    ("glyphs", "  - {glyphs: nofont.svg}\n", "job.yaml:2:14: nofont.svg: no such file"),
])
func jobFileInputPositions(_ kind: String, _ entry: String, _ line: String) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ("indicators:\n" + entry).write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(["build", "job.yaml", "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 66, "\(kind): \(result.stderr)")
    #expect(result.stderr == line + "\n", "\(kind): \(result.stderr)")
}
