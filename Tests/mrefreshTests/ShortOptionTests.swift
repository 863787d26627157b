import Foundation
import Testing

// Issue 46: the short options users expect, where they do not collide: -q (--quiet), -o (--out),
// -j (--jobs), -e (--export, render's).

@Test("-o, -q, -j and -e are --out, --quiet, --jobs and --export", arguments: [
    ["render", "--path", "M0 0H10", "--frames", "2", "-o", "out", "-q", "-j", "1", "-e", "sheet"],
    ["simulate", "--path", "M0 0H10", "--gesture", "gesture.yaml", "-o", "out", "-q", "-j", "1"],
    ["build", "job.yaml", "-o", "out", "-q", "-j", "1"],
])
func shortOptions(_ arguments: [String]) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "steps: [{drag: {to: 90}}, release]\n".write(to: directory.appendingPathComponent("gesture.yaml"), atomically: true, encoding: .utf8)
    try "M2 12L9 18L22 5".write(to: directory.appendingPathComponent("tick.path"), atomically: true, encoding: .utf8)
    try "indicators: [{name: tick, source: tick.path, stages: {pull: 2}}]\n".write(to: directory.appendingPathComponent("job.yaml"), atomically: true, encoding: .utf8)
    let result = try Binary.run(arguments, in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    // Quiet: nothing on standard output; the output folder is the one -o names.
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    if arguments[0] == "render" { #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/sheet.png").path)) }
}

@Test("--frams suggests --frames: the drawable frame is --drawable-frame, one letter from nothing")
func framesTypoSuggestsFrames() throws {
    let result = try Binary.run(["render", "--path", "M0 0H10", "--frams", "10", "-o", "/nonexistent/out"])
    #expect(result.status == 64)
    #expect(result.stderr == "mrefresh render: unknown option '--frams' (did you mean '--frames'?); see 'mrefresh render --help'\n", "\(result.stderr)")
    let crop = try Binary.run(["render", "--path", "M0 0H10", "--drawable-frame", "1,2,3,4x", "-o", "/nonexistent/out"])
    #expect(crop.stderr.contains("--drawable-frame must be x,y,w,h"), "\(crop.stderr)")
}
