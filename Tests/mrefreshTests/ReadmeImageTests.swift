import Foundation
import MRefreshRender
import Testing

// Issue 46: the README's first image is captioned with the command that draws it, and that command runs
// (the caption named `font.svg#refresh`, a file no one has, and the image was an older renderer's).

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The arguments of the README's caption under Examples/preview.png: `*\`mrefresh render …\`: …*`, with its
/// line breaks as spaces and single-quoted words unquoted.
private func captionArguments() throws -> [String] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let image = try #require(readme.range(of: "(Examples/preview.png)"))
    let start = try #require(readme.range(of: "*`mrefresh ", range: image.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "`:", range: start.upperBound..<readme.endIndex))
    let command = readme[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\n", with: " ")
    return command.split(separator: " ").map { $0.replacingOccurrences(of: "'", with: "") }
}

@Test("the README's first image is what its caption's command draws")
func readmeImageIsItsCaption() throws {
    let arguments = try captionArguments()
    #expect(arguments.first == "render")
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(arguments + ["--out", "out", "--quiet"], in: directory)
    try #require(result.status == 0, "\(result.stderr)")
    let drawn = try ImageSurface(png: [UInt8](Data(contentsOf: directory.appendingPathComponent("out/sheet.png"))))
    let shown = try ImageSurface(png: [UInt8](Data(contentsOf: root.appendingPathComponent("Examples/preview.png"))))
    try #require(drawn.width == shown.width && drawn.height == shown.height, "\(drawn.width)×\(drawn.height)")
    // Pixel for pixel, give or take rounding in a channel (Cairo's builds may differ by one).
    var differing = 0
    for y in 0..<shown.height {
        for x in 0..<shown.width {
            if !nearlyEqual(drawn.pixel(x: x, y: y), shown.pixel(x: x, y: y)) { differing += 1 }
        }
    }
    #expect(differing == 0, "\(differing) pixels differ: regenerate Examples/preview.png with the caption's command")
}

/// Whether two ARGB pixels differ by at most 2 in every channel.
private func nearlyEqual(_ a: UInt32, _ b: UInt32) -> Bool {
    for shift: UInt32 in [0, 8, 16, 24] {
        let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
        if abs(x - y) > 2 { return false }
    }
    return true
}
