import Foundation
import MRefreshMachine
import MRefreshPNG
import MRefreshRender
import Testing

// Issue 45, light and dark: `render --appearances` and an indicator file's `appearances:` draw every
// appearance into one folder, and every export carries them the way its platform picks them.

private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/Appearances").standardized

private func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

/// Every regular file under `folder`, as paths relative to it, with its bytes.
private func tree(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    while let path = enumerator.nextObject() as? String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
            files[path] = try Data(contentsOf: folder.appendingPathComponent(path))
        }
    }
    return files
}

private let everyExport = "sheet,apng,xcassets,android,lottie,avd,preview"
private let small = ["--frames", "3", "--loading-frames", "2", "--closing-frames", "2", "--size", "32x32", "--scale", "1,2"]

@Test("--appearances: light's files are byte for byte a render without appearances; each other appearance's files carry its name and are what a render of it alone writes")
func appearancesRenderIntoOneFolder() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = corpus.appendingPathComponent("media-colours.svg").path
    func render(_ name: String, _ extra: [String]) throws -> [String: Data] {
        let out = directory.appendingPathComponent(name).appendingPathComponent("icon")
        let result = try Binary.run(["render", svg] + small + ["--export", everyExport, "--out", out.path, "--quiet"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try tree(out)
    }
    let plain = try render("plain", [])
    let all = try render("all", ["--appearances", "light,dark,high-contrast,dark-high-contrast"])
    // Light: every file a render without --appearances writes, byte for byte, but the files that name
    // every appearance (the manifest, the catalog's Contents.json files, the preview page).
    let spanning = { (path: String) in path == "manifest.json" || path == "preview.html" || path.hasSuffix("Contents.json") }
    for (path, bytes) in plain where !spanning(path) {
        #expect(all[path] == bytes, "\(path)")
    }
    for appearance in ["dark", "high-contrast", "dark-high-contrast"] {
        // Rendered alone, an appearance is the run's first: its Android frames take the unqualified folders.
        let alone = try render(appearance, ["--appearances", appearance])
        let compared = alone.filter { !spanning($0.key) && !$0.key.hasPrefix("res/drawable-") }
        #expect(compared.keys.filter { $0.contains("~\(appearance)") }.count == 14 * 2 + 6 + 4 + 1, "\(appearance)")
        for (path, bytes) in compared {
            #expect(all[path] == bytes, "\(appearance): \(path)")
        }
    }
    // Each appearance looks different: the media queries applied.
    let frames = ["pull_0002@2x.png", "pull_0002~dark@2x.png", "pull_0002~high-contrast@2x.png", "pull_0002~dark-high-contrast@2x.png"]
    #expect(Set(frames.map { all[$0] }).count == 4)
    // Per appearance, one file of each export of one appearance, with the appearance in its name.
    for name in ["sheet~dark@2x.png", "sheet~dark@2x.json", "loading~high-contrast.png", "indicator~dark-high-contrast.json",
                 "res/drawable/icon_dark_loading_avd.xml", "res/drawable-night-xhdpi/icon_pull_0002.png", "res/drawable-night/icon_pull.xml"] {
        #expect(all[name] != nil, "\(name)")
    }
    // Android has no contrast qualifier: night takes dark's frames, and the contrast ones are left out.
    #expect(all["res/drawable-night-xhdpi/icon_pull_0002.png"] == all["pull_0002~dark@2x.png"])
    #expect(!all.keys.contains { $0.hasPrefix("res/drawable") && $0.contains("contrast") && $0.hasSuffix(".png") })
}

@Test("--appearances: the manifest's own frames and stages stay light's, so a reader that knows nothing of appearances still finds one frame per stage, index and scale; each other appearance is listed apart, every entry naming it")
func appearancesInTheManifest() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("icon")
    let result = try Binary.run(["render", corpus.appendingPathComponent("custom-properties.svg").path] + small
                                + ["--export", "sheet,lottie", "--appearances", "dark,light", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
    let manifest = try json(out.appendingPathComponent("manifest.json"))
    let frames = try #require(manifest["frames"] as? [[String: Any]])
    #expect(frames.count == 14 && frames.allSatisfy { $0["appearance"] == nil && !($0["file"] as! String).contains("~") })
    #expect(manifest["lottie"] as? String == "indicator.json")
    let others = try #require(manifest["appearances"] as? [[String: Any]])
    // Light first whatever order they were given in.
    #expect(others.map { $0["appearance"] as? String } == ["dark"])
    let dark = others[0]
    let darkFrames = try #require(dark["frames"] as? [[String: Any]])
    #expect(darkFrames.count == 14)
    #expect(darkFrames.allSatisfy { $0["appearance"] as? String == "dark" && ($0["file"] as! String).contains("~dark") })
    #expect((dark["stages"] as? [[String: Any]])?.count == (manifest["stages"] as? [[String: Any]])?.count)
    #expect(dark["lottie"] as? String == "indicator~dark.json")
    #expect((dark["sheets"] as? [[String: Any]])?.map { $0["file"] as? String } == ["sheet~dark.png", "sheet~dark@2x.png"])
    // Every file either lists is there, with the bytes its digest names.
    for frame in frames + darkFrames {
        let bytes = try Data(contentsOf: out.appendingPathComponent(frame["file"] as! String))
        #expect(SHA256.hexDigest([UInt8](bytes)) == frame["sha256"] as? String)
    }
    // The reader apps use reads it as before, and the manifest reads back whole.
    let table = try FrameTable(manifestBytes: [UInt8](data))
    #expect(table.stages.first { $0.stage == .pull }?.count == 3)
    let read = try Manifest(json: [UInt8](data))
    #expect(read.appearances.first?.appearance == .dark && read.appearances.first?.frames.count == 14)
    #expect(read.text == String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines))
}

@Test("--appearances: a re-run with fewer appearances removes the files only the others made, night folders and catalog slots included")
func fewerAppearancesRemoveTheirFiles() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("icon")
    let svg = corpus.appendingPathComponent("media-colours.svg").path
    var result = try Binary.run(["render", svg] + small + ["--export", "sheet,xcassets,android,lottie", "--appearances", "light,dark",
                                                           "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try tree(out).keys.contains("icon.xcassets/icon_pull_0000.imageset/pull_0000~dark@2x.png"))
    result = try Binary.run(["render", svg] + small + ["--export", "sheet,xcassets,android,lottie", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let left = try tree(out).keys
    #expect(!left.contains { $0.contains("~dark") || $0.contains("night") }, "\(left.filter { $0.contains("dark") || $0.contains("night") })")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("res/drawable-night-mdpi").path))
}

/// What Apple's Asset Catalog Format Reference allows in an image set's `images` entry, as mrefresh
/// writes them: the keys, the idioms and scales, and each appearance trait with its values.
private let imageSetFields: [String: Set<String>] = [
    "idiom": ["universal"],
    "scale": ["1x", "2x", "3x"],
]
private let appearanceTraits: [String: Set<String>] = [
    "luminosity": ["light", "dark"],
    "contrast": ["high"],
]

@Test("--export xcassets with appearances: each image set's slots follow Apple's documented fields, one slot per appearance and scale, each appearance's traits as Xcode writes them")
func assetCatalogAppearances() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("icon")
    let result = try Binary.run(["render", corpus.appendingPathComponent("media-logic.svg").path] + small
                                + ["--export", "xcassets", "--appearances", "light,dark,high-contrast,dark-high-contrast",
                                   "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let catalog = out.appendingPathComponent("icon.xcassets")
    let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }
    #expect(sets.count == 7)
    let expected: [[String]: String] = [[]: "", ["luminosity=dark"]: "~dark", ["contrast=high"]: "~high-contrast",
                                        ["luminosity=dark", "contrast=high"]: "~dark-high-contrast"]
    for set in sets {
        let images = try #require(try json(catalog.appendingPathComponent("\(set)/Contents.json"))["images"] as? [[String: Any]])
        var slots: Set<String> = []
        for image in images {
            #expect(Set(image.keys).isSubset(of: ["filename", "idiom", "scale", "appearances"]), "\(set): \(image.keys)")
            for (field, values) in imageSetFields { #expect(values.contains(image[field] as? String ?? ""), "\(set): \(field)") }
            let traits = (image["appearances"] as? [[String: String]] ?? []).map { trait in
                #expect(Set(trait.keys) == ["appearance", "value"])
                #expect(appearanceTraits[trait["appearance"] ?? ""]?.contains(trait["value"] ?? "") == true, "\(trait)")
                return "\(trait["appearance"]!)=\(trait["value"]!)"
            }
            let suffix = try #require(expected[traits], "\(traits)")
            let scale = image["scale"] as! String
            #expect(slots.insert("\(traits) \(scale)").inserted, "\(set): two slots for \(traits) at \(scale)")
            guard let file = image["filename"] as? String else {
                #expect(scale == "3x", "\(set): no file at \(scale)")
                continue
            }
            let frame = set.dropFirst("icon_".count).dropLast(".imageset".count)
            #expect(file == "\(frame)\(suffix)\(scale == "1x" ? "" : "@\(scale)").png")
            #expect(FileManager.default.contents(atPath: catalog.appendingPathComponent("\(set)/\(file)").path)
                    == FileManager.default.contents(atPath: out.appendingPathComponent(file).path))
        }
        #expect(slots.count == 12)
    }
}

@Test("--export android with a dark appearance: drawable-night folders beside the others, named alike, which aapt compiles",
      .enabled(if: ExternalProgram.aaptAvailable, "aapt and android-framework-res are not installed; make test installs them"))
func androidNightResources() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("icon")
    let result = try Binary.run(["render", corpus.appendingPathComponent("media-colours.svg").path] + small
                                + ["--export", "android,avd", "--appearances", "light,dark", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    let res = out.appendingPathComponent("res")
    for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
        let day = try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent("drawable-\(density)").path).sorted()
        let night = try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent("drawable-night-\(density)").path).sorted()
        #expect(day == night && day.count == 7, "\(density)")
    }
    #expect(try Data(contentsOf: res.appendingPathComponent("drawable-night-mdpi/icon_pull_0002.png"))
            == Data(contentsOf: out.appendingPathComponent("pull_0002~dark.png")))
    let (status, output) = try ExternalProgram.aaptPackage(res, in: directory)
    #expect(status == 0, "aapt: \(output)")
}

@Test("an indicator file's appearances: a recolour table, custom properties the SVG's root inherits, and a text colour, each in its own appearance only")
func appearanceColoursFromAFile() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
          <rect x="0" y="0" width="16" height="32" fill="#1f2328"/>
          <rect x="16" y="0" width="16" height="32" fill="var(--accent, #0969da)"/>
        </svg>
        """.write(to: directory.appendingPathComponent("halves.svg"), atomically: true, encoding: .utf8)
    try """
        size: 32x32
        padding: 0
        fit: viewbox
        appearances:
          light:
          dark:
            recolor: {"#1f2328": "#e6edf3"}
            variables: {--accent: "#4493f8"}
        layers:
          - source: halves.svg
            draw: none
        """.write(to: directory.appendingPathComponent("halves.yaml"), atomically: true, encoding: .utf8)
    let out = directory.appendingPathComponent("out")
    let result = try Binary.run(["render", "halves.yaml", "--frames", "1", "--loading-frames", "1", "--closing-frames", "0",
                                 "--loading", "none", "--out", out.path, "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try colour(of: out.appendingPathComponent("pull_0000.png"), x: 4, y: 16) == [0x1f, 0x23, 0x28, 255])
    #expect(try colour(of: out.appendingPathComponent("pull_0000.png"), x: 28, y: 16) == [0x09, 0x69, 0xda, 255])
    #expect(try colour(of: out.appendingPathComponent("pull_0000~dark.png"), x: 4, y: 16) == [0xe6, 0xed, 0xf3, 255])
    #expect(try colour(of: out.appendingPathComponent("pull_0000~dark.png"), x: 28, y: 16) == [0x44, 0x93, 0xf8, 255])
}

@Test("--appearances refuses an unknown name with a suggestion, and a name given twice", arguments: [
    ("light,drk", "'drk' is not an appearance (did you mean 'dark'?): they are light, dark, high-contrast, dark-high-contrast; see 'mrefresh render --help'"),
    ("dark,dark", "'dark' is listed twice"),
])
func unknownAppearance(_ list: String, _ message: String) throws {
    let result = try Binary.run(["render", "--path", "M0 0H10", "--appearances", list, "--out", "/nonexistent/x"])
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
}

@Test("build: an indicator's appearances are part of it — drawn into its folder, up to date together, redrawn when one appearance's file is gone or the appearances change")
func buildKeepsAppearancesTogether() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(at: corpus.appendingPathComponent("media-colours.svg"), to: directory.appendingPathComponent("ring.svg"))
    try "M2 12L9 18L22 5".write(to: directory.appendingPathComponent("tick.path"), atomically: true, encoding: .utf8)
    let job = directory.appendingPathComponent("mrefresh.yaml")
    func write(_ appearances: String) throws {
        try """
            defaults: {stages: {pull: 3, loading: 2, closing: 2}, size: 32x32}
            indicators:
              - {name: ring, source: ring.svg, appearances: \(appearances)}
              - {name: tick, source: tick.path}
            """.write(to: job, atomically: true, encoding: .utf8)
    }
    func build(_ extra: [String] = [], out: String = "out") throws -> String {
        let result = try Binary.run(["build", "mrefresh.yaml", "--out", out] + extra, in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }
    try write("[light, dark]")
    #expect(try build().contains("built 2 indicators (21 frames)"))
    let ring = directory.appendingPathComponent("out/ring")
    #expect(FileManager.default.fileExists(atPath: ring.appendingPathComponent("pull_0002~dark.png").path))
    #expect(try build().contains("nothing to draw: 2 indicators up to date"))
    // One appearance's file gone: its indicator is drawn again, the other is not.
    try FileManager.default.removeItem(at: ring.appendingPathComponent("loading_0001~dark.png"))
    #expect(try build().contains("built 1 indicator (14 frames) to out"))
    #expect(FileManager.default.fileExists(atPath: ring.appendingPathComponent("loading_0001~dark.png").path))
    // Another list of appearances is another indicator: redrawn, and the dark files it no longer makes go.
    try write("[light]")
    #expect(try build().contains("built 1 indicator (7 frames) to out"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: ring.path).allSatisfy { !$0.contains("~") })
    // A shard draws the indicator whole, every appearance in its one folder.
    try write("[light, dark, high-contrast]")
    var drawn: [Int] = []
    for shard in 1...2 {
        _ = try build(["--shard", "\(shard)/2"], out: "shard-\(shard)")
        let folder = directory.appendingPathComponent("shard-\(shard)/ring")
        guard FileManager.default.fileExists(atPath: folder.path) else { continue }
        drawn.append(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.count)
    }
    #expect(drawn == [21])
}
