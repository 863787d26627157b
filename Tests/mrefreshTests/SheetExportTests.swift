import Foundation
import MRefreshPNGComparison
import MRefreshRender
import Testing

/// The atlas as PixiJS and Phaser read it: a TexturePacker JSON Hash.
private struct Atlas {
    let frames: [String: (x: Int, y: Int, w: Int, h: Int)]
    let animations: [String: [String]]
    let image: String
    let scale: String
    let size: (w: Int, h: Int)

    init(_ url: URL) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let frames = try #require(object["frames"] as? [String: [String: Any]])
        var rectangles: [String: (Int, Int, Int, Int)] = [:]
        for (name, frame) in frames {
            let rect = try #require(frame["frame"] as? [String: Int])
            #expect(frame["rotated"] as? Bool == false && frame["trimmed"] as? Bool == false)
            let source = try #require(frame["sourceSize"] as? [String: Int])
            #expect(source["w"] == rect["w"] && source["h"] == rect["h"])
            rectangles[name] = (try #require(rect["x"]), try #require(rect["y"]), try #require(rect["w"]), try #require(rect["h"]))
        }
        self.frames = rectangles
        animations = try #require(object["animations"] as? [String: [String]])
        let meta = try #require(object["meta"] as? [String: Any])
        image = try #require(meta["image"] as? String)
        scale = try #require(meta["scale"] as? String)
        let size = try #require(meta["size"] as? [String: Int])
        self.size = (try #require(size["w"]), try #require(size["h"]))
    }
}

@Test("--export sheet: per scale, every frame rectangle of the atlas crops the sheet to exactly the pixels of that PNG frame")
func sheetAtlasCropsToFrames() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh",
                                 "--frames", "7", "--loading-frames", "5", "--closing-frames", "4", "--size", "40x32",
                                 "--scale", "1,2", "--export", "png,sheet", "--out", directory.path, "--quiet"])
    #expect(result.status == 0, "\(result.stderr)")
    for (scale, suffix) in [(1, ""), (2, "@2x")] {
        let atlas = try Atlas(directory.appendingPathComponent("sheet\(suffix).json"))
        #expect(atlas.image == "sheet\(suffix).png" && atlas.scale == String(scale))
        #expect(atlas.animations["pull"]?.count == 7 && atlas.animations["loading"]?.count == 5
                && atlas.animations["closing"]?.count == 4)
        #expect(atlas.animations["pull"]?.first == "pull_0000" && atlas.animations["closing"]?.last == "closing_0003")
        #expect(atlas.frames.count == 16)
        let sheet = try ImageSurface(png: [UInt8](Data(contentsOf: directory.appendingPathComponent(atlas.image))))
        #expect((sheet.width, sheet.height) == atlas.size)
        for (name, rect) in atlas.frames {
            let frame = try ImageSurface(png: [UInt8](Data(contentsOf: directory.appendingPathComponent("\(name)\(suffix).png"))))
            #expect((rect.w, rect.h) == (40 * scale, 32 * scale) && (frame.width, frame.height) == (rect.w, rect.h))
            let crop = (0..<rect.h).flatMap { Array(sheet.row(rect.y + $0)[rect.x..<(rect.x + rect.w)]) }
            let pixels = (0..<frame.height).flatMap { frame.row($0) }
            #expect(crop == pixels, "\(name) at scale \(scale)")
        }
    }
}

@Test("--export refuses what it does not know, naming the item and the export it is nearest, in one line", arguments: [
    ("png,gif", "'gif' is not an export: they are png, sheet, apng, xcassets, android, lottie, avd, preview, web;"),
    ("sheets,lotie", "'sheets' is not an export (did you mean 'sheet'?): they are png, sheet, apng, xcassets, android, lottie, avd, preview, web;"),
    ("sheet,lotie", "'lotie' is not an export (did you mean 'lottie'?): they are"),
])
func exportListRefused(_ list: String, _ message: String) throws {
    let result = try Binary.run(["render", "--path", "M0 0H10", "--export", list])
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    // One line, as every error is: the command and where its help is, not ArgumentParser's usage block.
    #expect(result.stderr.hasPrefix("mrefresh render: ") && result.stderr.hasSuffix("; see 'mrefresh render --help'\n"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
}

@Test("--export given twice adds to the list, as -e a -e b does in other tools")
func exportsAccumulate() throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Binary.run(["render", "--path", "M0 0H10", "--frames", "2", "--export", "sheet", "--export", "lottie,apng",
                                 "--out", "out", "--quiet"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    for file in ["sheet.png", "indicator.json", "pull.png", "manifest.json"] {
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/\(file)").path), "\(file)")
    }
}
