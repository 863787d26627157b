import Foundation
import Testing

/// The line `render` prints when done, as a user reads it: counts in the singular for one, what else was
/// written as an English list.
private let summaries: [(arguments: [String], line: String)] = [
    (["--frames", "1", "--loading-frames", "0", "--closing-frames", "0"],
     "wrote 1 frame (1 pull, 0 loading, 0 closing)"),
    (["--frames", "2", "--loading-frames", "0", "--closing-frames", "0", "--export", "apng"],
     "wrote 2 frames (2 pull, 0 loading, 0 closing) and an animated PNG"),
    (["--frames", "2", "--loading-frames", "2", "--closing-frames", "0", "--export", "sheet,apng", "--scale", "1,2"],
     "wrote 4 frames (2 pull, 2 loading, 0 closing) at 2 scales and 2 sheets with their atlases and 4 animated PNGs"),
    (["--frames", "2", "--loading-frames", "2", "--closing-frames", "0", "--export", "lottie,sheet,apng"],
     "wrote 4 frames (2 pull, 2 loading, 0 closing) and a sheet with its atlas, 2 animated PNGs and a Lottie animation (indicator.json)"),
]

@Test("render's closing line names what it wrote in plain English", arguments: summaries.indices)
func renderSummaryLine(row: Int) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (arguments, line) = summaries[row]
    let result = try Binary.run(["render", "--path", "M10 10L90 10L90 90Z"] + arguments + ["--out", directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let expected = "\(line) to \(directory.path) in "
    #expect(result.stdout.hasPrefix(expected) && result.stdout.hasSuffix(" s\n"), "got: \(result.stdout)")
}
