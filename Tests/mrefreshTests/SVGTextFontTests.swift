import Foundation
import MRefreshRender
import Testing

/// DejaVu Sans Mono renamed "Folder Face Mono" (its name table's strings, same length): a family no
/// system has, for a font file beside a document.
private func folderFace() throws -> Data {
    var data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
    for (from, to) in [("DejaVu Sans Mono", "Folder Face Mono"), ("DejaVuSansMono", "FolderFaceMono")] {
        for encoding in [String.Encoding.utf16BigEndian, .ascii] {
            let a = try #require(from.data(using: encoding)), b = try #require(to.data(using: encoding))
            while let range = data.range(of: a) { data.replaceSubrange(range, with: b) }
        }
    }
    return data
}

/// The inked columns of a PNG frame: the first and last with any alpha.
private func inkedColumns(_ png: URL) throws -> ClosedRange<Int> {
    let surface = try ImageSurface(png: [UInt8](try Data(contentsOf: png)))
    let columns = (0..<surface.width).filter { x in (0..<surface.height).contains { surface.pixel(x: x, y: $0) >> 24 > 0 } }
    return try #require(columns.first)...(try #require(columns.last))
}

@Test("SVG text may name a family from a font file in its document's folder (only there): drawn in it without a warning; elsewhere the family falls back, with one")
func fontFileBesideTheDocument() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let label = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="30" font-family="Folder Face Mono" font-size="14">iiiii</text></svg>"#
    for folder in ["with", "without", "with/sub"] {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        try label.write(to: directory.appendingPathComponent("\(folder)/label.svg"), atomically: true, encoding: .utf8)
    }
    try folderFace().write(to: directory.appendingPathComponent("with/face.ttf"))
    let beside = try Binary.run(["render", "with/label.svg", "--fit", "viewbox", "--frames", "2", "--out", "a", "--quiet"], in: directory)
    #expect(beside.status == 0 && beside.stderr.isEmpty, "\(beside.stderr)")
    // A font in the folder above is not the document's.
    let below = try Binary.run(["render", "with/sub/label.svg", "--fit", "viewbox", "--frames", "2", "--out", "b", "--quiet"], in: directory)
    #expect(below.status == 0 && below.stderr.contains("family 'Folder Face Mono' is not installed"), "\(below.stderr)")
    let elsewhere = try Binary.run(["render", "without/label.svg", "--fit", "viewbox", "--frames", "2", "--out", "c", "--quiet"], in: directory)
    #expect(elsewhere.stderr.contains("family 'Folder Face Mono' is not installed"), "\(elsewhere.stderr)")
    // Monospaced i's are wide; DejaVu Sans's narrow.
    let mono = try inkedColumns(directory.appendingPathComponent("a/pull_0001.png"))
    let sans = try inkedColumns(directory.appendingPathComponent("c/pull_0001.png"))
    #expect(mono.count > sans.count + 10, "\(mono) vs \(sans)")
}

@Test("in a build, one document's font files never reach another's text: the one without the font falls back with its warning, as when built alone, in either order")
func documentFontsStayWithTheirDocument() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let label = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="30" font-family="Folder Face Mono" font-size="14">iiiii</text></svg>"#
    for folder in ["with", "without"] {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        try label.write(to: directory.appendingPathComponent("\(folder)/label.svg"), atomically: true, encoding: .utf8)
    }
    try folderFace().write(to: directory.appendingPathComponent("with/face.ttf"))
    let alone = try Binary.run(["render", "without/label.svg", "--fit", "viewbox", "--frames", "2", "--out", "alone", "--quiet"], in: directory)
    #expect(alone.stderr.contains("family 'Folder Face Mono' is not installed"), "\(alone.stderr)")
    let sans = try inkedColumns(directory.appendingPathComponent("alone/pull_0001.png"))
    for (name, order) in [("first", ["with", "without"]), ("second", ["without", "with"])] {
        try """
            defaults: {fit: viewbox, stages: {pull: 2, loading: 2, closing: 2}}
            indicators:
            \(order.map { "  - {name: \($0), source: \($0)/label.svg}" }.joined(separator: "\n"))
            """.write(to: directory.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        let build = try Binary.run(["build", "\(name).yaml", "--out", name, "--quiet"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        // Only the document without the font says so.
        #expect(build.stderr == "without/label.svg:1:62: warning: font 'Folder Face Mono': family 'Folder Face Mono' is not installed; the text is drawn in 'DejaVu Sans' (indicator without)\n",
                "\(name): \(build.stderr)")
        let without = try inkedColumns(directory.appendingPathComponent("\(name)/without/pull_0001.png"))
        let with = try inkedColumns(directory.appendingPathComponent("\(name)/with/pull_0001.png"))
        #expect(without == sans, "\(name): drawn over \(without), alone over \(sans)")
        #expect(with.count > sans.count + 10, "\(name): the folder's monospaced face: \(with) vs \(sans)")
    }
}
