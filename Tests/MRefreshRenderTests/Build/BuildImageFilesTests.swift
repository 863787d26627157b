import Foundation
import MRefreshCore
import MRefreshPNG
import Testing
@testable import MRefreshRender

// Issue 46: a build's up-to-date check hashed an indicator's own input files only, so a PNG or an SVG
// document an SVG draws as an `<image>` could change and the build kept the old frames, its manifest
// saying they were drawn from what is there now. The files an indicator read are now checked too: their
// list in the build's cache, its hash in the manifest.

/// A solid `colour` PNG, 8×8.
func solidPNG(_ colour: UInt32) throws -> Data {
    Data(try PNGEncoder.standard.encode(pixels: [UInt32](repeating: colour, count: 64), width: 8, height: 8))
}

/// A project: `icon.svg` drawing `dot.png` (or `nested.svg`, which draws `dot.png` itself), `plain.svg`
/// drawing no image, and a build folder.
struct ImageProject {
    let root: URL
    var out: URL { root.appendingPathComponent("out") }
    func file(_ name: String) -> URL { root.appendingPathComponent(name) }

    init(image: String = "dot.png") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("build-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let svg = { (body: String) in
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">"#
                + #"<path d="M2 2L22 2" stroke="black" stroke-width="2"/>"# + body + "</svg>"
        }
        try svg(#"<image href="\#(image)" x="4" y="4" width="16" height="16"/>"#).write(to: file("icon.svg"), atomically: true, encoding: .utf8)
        try svg(#"<image href="dot.png" x="0" y="0" width="24" height="24"/>"#).write(to: file("nested.svg"), atomically: true, encoding: .utf8)
        try svg("").write(to: file("plain.svg"), atomically: true, encoding: .utf8)
        try solidPNG(0xFFFF_0000).write(to: file("red.png"))
        try solidPNG(0xFF00_00FF).write(to: file("blue.png"))
        try solidPNG(0xFFFF_0000).write(to: file("dot.png"))
    }

    func plan() -> BuildPlan {
        func spec(_ name: String) -> IndicatorSpec {
            var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(path: file(name).path, fragment: nil)))])
            spec.canvas = Size(width: 24, height: 24)
            spec.padding = 2
            spec.frameCounts = [.pull: 4, .loading: 0, .closing: 0]
            return spec
        }
        return BuildPlan([("icon", .success(spec("icon.svg"))), ("plain", .success(spec("plain.svg")))])
    }

    /// A build: the indicators it drew, by name.
    func build() throws -> [String] {
        let run = BuildRun(plan: plan(), output: try OutputDirectory(out.path))
        let outcomes = try run.run(jobs: 2)
        return zip(run.plan.items, outcomes).compactMap { item, outcome in
            if case .built = outcome { return item.name }
            return nil
        }
    }

    /// The last pull frame of `icon`, which shows the image whole.
    func lastFrame() throws -> Data { try Data(contentsOf: out.appendingPathComponent("icon/pull_0003.png")) }

    func remove(_ name: String) { try? FileManager.default.removeItem(at: file(name)) }
}

/// What is done to the image files between two builds, and the image `icon.svg` names.
enum ImageChange: String, CaseIterable, Sendable {
    /// `dot.png` rewritten blue.
    case recoloured
    /// `dot.png` removed.
    case removed
    /// `dot.png` missing at the first build, there at the second.
    case appeared
    /// `dot.png` a link to `red.png`, then to `blue.png`.
    case linkRetargeted
    /// `icon.svg` draws `nested.svg`, which draws `dot.png`; `dot.png` rewritten blue.
    case nestedDocumentsImageRecoloured
    /// `icon.svg` draws `nested.svg`, which is rewritten to draw nothing.
    case nestedDocumentRewritten

    var image: String {
        switch self {
        case .nestedDocumentsImageRecoloured, .nestedDocumentRewritten: "nested.svg"
        default: "dot.png"
        }
    }

    func prepare(_ project: ImageProject) throws {
        switch self {
        case .appeared: project.remove("dot.png")
        case .linkRetargeted:
            project.remove("dot.png")
            try FileManager.default.createSymbolicLink(atPath: project.file("dot.png").path, withDestinationPath: "red.png")
        default: break
        }
    }

    func apply(to project: ImageProject) throws {
        switch self {
        case .recoloured, .nestedDocumentsImageRecoloured: try solidPNG(0xFF00_00FF).write(to: project.file("dot.png"))
        case .removed: project.remove("dot.png")
        case .appeared: try solidPNG(0xFF00_00FF).write(to: project.file("dot.png"))
        case .linkRetargeted:
            project.remove("dot.png")
            try FileManager.default.createSymbolicLink(atPath: project.file("dot.png").path, withDestinationPath: "blue.png")
        case .nestedDocumentRewritten:
            try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>"#.write(to: project.file("nested.svg"), atomically: true, encoding: .utf8)
        }
    }
}

@Test("a changed image file redraws the indicator that drew it, and only that one", arguments: ImageChange.allCases)
func changedImageRedraws(_ change: ImageChange) throws {
    let project = try ImageProject(image: change.image)
    defer { try? FileManager.default.removeItem(at: project.root) }
    try change.prepare(project)
    #expect(try project.build() == ["icon", "plain"])
    let before = try project.lastFrame()
    #expect(try project.build() == [], "nothing changed yet")
    try change.apply(to: project)
    #expect(try project.build() == ["icon"])
    #expect(try project.lastFrame() != before, "the frame shows the image as it is now")
    #expect(try project.build() == [], "settled again")
}

@Test("without the build's cache, which alone lists an indicator's image files, that indicator is redrawn")
func imageListOnlyInTheCache() throws {
    let project = try ImageProject()
    defer { try? FileManager.default.removeItem(at: project.root) }
    #expect(try project.build() == ["icon", "plain"])
    let manifest = try String(contentsOf: project.out.appendingPathComponent("icon/manifest.json"), encoding: .utf8)
    #expect(manifest.contains("\"inputFilesHash\""))
    #expect(!manifest.contains(project.root.path), "no path of the building machine in the manifest")
    let plain = try String(contentsOf: project.out.appendingPathComponent("plain/manifest.json"), encoding: .utf8)
    #expect(!plain.contains("inputFilesHash"))
    try FileManager.default.removeItem(at: project.out.appendingPathComponent(BuildStatCache.file))
    #expect(try project.build() == ["icon"])
    #expect(try project.build() == [])
}

@Test("the list of image files survives the cache's own round trip")
func imageListRoundTrip() throws {
    let project = try ImageProject()
    defer { try? FileManager.default.removeItem(at: project.root) }
    #expect(try project.build() == ["icon", "plain"])
    let cache = BuildStatCache(reading: .init(folder: try OutputDirectory(project.out.path)))
    let files = try #require(cache.entries["icon"]).inputFiles.entries
    #expect(files.map(\.path) == [project.file("dot.png").path])
    #expect(files.first?.sha256 != nil)
    #expect(cache.entries["plain"]?.inputFiles.entries.isEmpty == true)
}

