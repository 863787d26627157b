import Foundation
import Testing

private func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

@Test("--export xcassets: one image set per frame; every Contents.json reads back and every file it names exists at its scale's pixel size; re-runs remove what they no longer make")
func assetCatalog() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("refresh")
    var result = try Binary.run(["render", "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh",
                                 "--frames", "5", "--loading-frames", "3", "--closing-frames", "2", "--size", "40x32",
                                 "--scale", "1,2,3,4", "--export", "xcassets", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "mrefresh: warning: xcassets: 4x left out: asset catalogs have 1x, 2x and 3x slots\n")
    let catalog = out.appendingPathComponent("refresh.xcassets")
    #expect((try json(catalog.appendingPathComponent("Contents.json"))["info"] as? [String: Any])?["version"] as? Int == 1)
    let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }.sorted()
    #expect(sets.count == 10 && sets.first == "refresh_closing_0000.imageset" && sets.last == "refresh_pull_0004.imageset")
    for set in sets {
        let contents = try json(catalog.appendingPathComponent("\(set)/Contents.json"))
        let images = try #require(contents["images"] as? [[String: String]])
        #expect(images.map { $0["scale"] } == ["1x", "2x", "3x"] && images.allSatisfy { $0["idiom"] == "universal" })
        for (scale, image) in zip(1..., images) {
            let file = try #require(image["filename"])
            let data = try Data(contentsOf: catalog.appendingPathComponent("\(set)/\(file)"))
            #expect(pngSize(data) == (40 * scale, 32 * scale), "\(set)/\(file)")
            // The same bytes as the frame beside the catalog.
            #expect(data == (try Data(contentsOf: out.appendingPathComponent(file))))
        }
        // Only the listed files: scale 4, which catalogs have no slot for, is left out.
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.appendingPathComponent(set).path).count == 4)
    }
    let listed = try #require(try json(out.appendingPathComponent("manifest.json"))["xcassets"] as? [String: Any])
    #expect(listed["folder"] as? String == "refresh.xcassets" && (listed["imageSets"] as? [Any])?.count == 10)

    // Fewer frames: the image sets no longer made go; a file someone put in the catalog stays.
    try Data("mine".utf8).write(to: catalog.appendingPathComponent("README.txt"))
    result = try Binary.run(["render", "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh",
                             "--frames", "3", "--loading-frames", "3", "--closing-frames", "2", "--size", "40x32",
                             "--export", "xcassets", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("refresh_pull_0004.imageset").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".imageset") }.count == 8)
    // Scales no longer drawn leave the sets they were in.
    #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.appendingPathComponent("refresh_pull_0000.imageset").path).sorted()
            == ["Contents.json", "pull_0000.png"])
    // Without the export, the catalog goes, except what mrefresh did not write.
    result = try Binary.run(["render", "--path", "M0 0H10", "--frames", "2", "--out", out.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.path) == ["README.txt"])
}

@Test("--export xcassets at scales an asset catalog has no slot for says so: its image sets are empty")
func assetCatalogWithoutItsScales() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "--path", "M4 4H28V28", "--frames", "2", "--size", "32x32", "--scale", "4",
                                 "--export", "xcassets", "--out", directory.appendingPathComponent("big").path, "--quiet"])
    #expect(result.status == 0)
    #expect(result.stderr == "mrefresh: warning: xcassets: its image sets are empty: asset catalogs have 1x, 2x and 3x slots, and the run draws 4x\n")
}
