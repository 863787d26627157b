import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

/// `count` pull frames at scale 1 (pull distances 10, 11, …) and their stage.
private func pullManifest(frames count: Int = 5) -> Manifest {
    let frames = (0..<count).map { i in
        Manifest.Frame(file: Manifest.fileName(stage: .pull, index: i, scale: 1), stage: .pull, index: i,
                       state: .pulling, progress: Double(i) / 4, transition: nil, pullDistance: 10 + Double(i), time: nil, scale: 1, pixelWidth: 8,
                       pixelHeight: 8, sha256: String(repeating: "a", count: 64))
    }
    return Manifest(canvas: Size(width: 8, height: 8.5), scales: [1],
                    layers: [Manifest.Layer(name: "a \"quoted\" name", transform: AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, e: 1.25, f: -2),
                                            lineWidth: 2)],
                    frames: frames)
}

/// The manifest text with `edit` applied: for texts a writer would never make.
private func edited(_ manifest: Manifest, _ edit: (String) -> String) -> [UInt8] {
    Array(edit(manifest.text).utf8)
}

@Test("the streamed manifest text equals the JSON tree's text, and parses")
func manifestText() throws {
    var manifest = pullManifest()
    let layout = SpriteSheet(stages: PerStage { _ in [] }, cellWidth: 8, cellHeight: 8)
    manifest.sheets = [Manifest.Sheet(file: "sheet.png", atlas: "sheet.json", scale: 1, layout: layout, sha256: "b")]
    manifest.stages = [Manifest.StageInfo(stage: .pull, frames: 5, pick: .pullDistance, loops: false, seconds: nil)]
    #expect(manifest.text == manifest.json.text)
    let object = try JSONSerialization.jsonObject(with: Data(manifest.text.utf8)) as? [String: Any]
    #expect((object?["frames"] as? [Any])?.count == 5)
    #expect((object?["stages"] as? [[String: Any]])?.first?["pick"] as? String == "pullDistance")
    #expect(Manifest.Listing(Array(manifest.text.utf8))?.files.count == 7)
}

@Test("file names: stage, four-digit index, scale suffix", arguments: [
    (Stage.pull, 0, 1, "pull_0000.png"), (.loading, 12, 2, "loading_0012@2x.png"), (.closing, 12345, 3, "closing_12345@3x.png"),
])
func fileNames(_ stage: Stage, index: Int, scale: Int, expected: String) {
    #expect(Manifest.fileName(stage: stage, index: index, scale: scale) == expected)
}

/// One optional part of a manifest: how it is set, and the key it is written under.
struct ManifestPart: CustomTestStringConvertible, Sendable {
    let key: String
    let add: @Sendable (inout Manifest) -> Void
    var testDescription: String { key }

    static let all: [ManifestPart] = [
        ManifestPart(key: "inputHash") { $0.inputHash = String(repeating: "c", count: 64) },
        ManifestPart(key: "stages") {
            $0.stages = [Manifest.StageInfo(stage: .pull, frames: 5, pick: .pullDistance, loops: false, seconds: nil),
                         Manifest.StageInfo(stage: .loading, frames: 0, pick: .time, loops: true, seconds: 0.4)]
        },
        ManifestPart(key: "sheets") {
            let layout = SpriteSheet(stages: PerStage { stage in
                stage == .pull ? (0..<5).map { FrameSpec(stage: .pull, index: $0, state: .pulling, progress: 0, position: 0) } : []
            }, cellWidth: 8, cellHeight: 9)
            $0.sheets = [Manifest.Sheet(file: "sheet.png", atlas: "sheet.json", scale: 1, layout: layout, sha256: "d")]
        },
        ManifestPart(key: "apng") {
            $0.animatedPNGs = [Manifest.AnimatedPNG(file: "pull.png", stage: .pull, scale: 1, frames: 5, plays: 1, sha256: "e")]
        },
        ManifestPart(key: "android") { $0.androidFiles = ["res/drawable-mdpi/pull_0000.png", "res/drawable/indicator_pull.xml"] },
        ManifestPart(key: "lottie") { $0.lottie = LottieSink.file },
        ManifestPart(key: "avd") { $0.animatedVectors = ["res/drawable/indicator_pull.xml", "res/animator/indicator_pull_0.xml"] },
        ManifestPart(key: "preview") { $0.preview = PreviewSink.file },
        ManifestPart(key: "web") { $0.web = WebSink.files.map { "\(WebSink.folder)/\($0)" } },
        ManifestPart(key: "xcassets") {
            $0.assetCatalog = Manifest.AssetCatalogFiles(folder: "o.xcassets", imageSets: [
                Manifest.ImageSet(name: "o_pull_0000", stage: .pull, index: 0, files: ["pull_0000.png"]),
            ])
        },
    ]
}

@Test("each optional part is written once, under its key, and decodes back to the same text; absent, it is left out",
      arguments: ManifestPart.all)
func optionalPart(_ part: ManifestPart) throws {
    var manifest = pullManifest()
    part.add(&manifest)
    let text = manifest.text
    #expect(text.components(separatedBy: "\"\(part.key)\":").count == 2, "\(text)")
    for other in ManifestPart.all where other.key != part.key {
        #expect(!text.contains("\"\(other.key)\":"), "\(other.key) written without being set")
    }
    let decoded = try Manifest(json: Array(text.utf8))
    #expect(decoded.text == text)
}

@Test("every part at once decodes back to the same text, frames last")
func everyPart() throws {
    var manifest = pullManifest()
    for part in ManifestPart.all { part.add(&manifest) }
    let decoded = try Manifest(json: Array(manifest.text.utf8))
    #expect(decoded.text == manifest.text)
    #expect(decoded.json.text == manifest.text)
    // The keys in the documented order (MRefresh.docc/DesignOutputFolder.md).
    let keys = ["generator", "inputHash", "canvas", "scales", "layers", "stages", "sheets", "apng", "android", "lottie",
                "avd", "preview", "web", "xcassets", "frames"]
    // Stages and animated PNGs have a `frames` count: the manifest's frames are the list.
    let places = keys.map { manifest.text.range(of: $0 == "frames" ? #""frames":[{"# : "\"\($0)\":")?.lowerBound }
    #expect(!places.contains(nil) && places == places.sorted { $0! < $1! })
}

/// A manifest text a writer would not make, and what decoding it says.
struct ManifestDecodingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let replacing: String
    let with: String
    let error: String
    var testDescription: String { name }
}

@Test("a manifest that does not decode says what is wrong and where", arguments: [
    ManifestDecodingCase(name: "not JSON", replacing: "\"generator\"", with: "generator", error: "not JSON"),
    ManifestDecodingCase(name: "no canvas", replacing: #""canvas":{"width":8,"height":8.5},"#, with: "", error: "canvas: missing"),
    ManifestDecodingCase(name: "a canvas size as text", replacing: #""width":8"#, with: #""width":"8""#,
                         error: "canvas.width: expected a number, found a string"),
    ManifestDecodingCase(name: "scales not a list", replacing: #""scales":[1]"#, with: #""scales":1"#,
                         error: "scales: expected an array, found a number"),
    ManifestDecodingCase(name: "a transform of five numbers", replacing: "[0.5,0,0,0.5,1.25,-2]", with: "[0.5,0,0,0.5,1.25]",
                         error: "layers[0].transform: unexpected value [0.5,0,0,0.5,1.25]"),
    ManifestDecodingCase(name: "an unknown stage", replacing: #""stage":"pull","index":2"#, with: #""stage":"pulled","index":2"#,
                         error: #"frames[2].stage: unexpected value "pulled""#),
    ManifestDecodingCase(name: "a fractional index", replacing: #""index":3"#, with: #""index":3.5"#,
                         error: "frames[3].index: expected a whole number, found a number"),
    ManifestDecodingCase(name: "a frame without its digest", replacing: #","sha256":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}]}"#,
                         with: "}]}", error: "frames[4].sha256: missing"),
    ManifestDecodingCase(name: "no frames", replacing: #","frames":["#, with: #","fremes":["#, error: "frames: missing"),
])
func decodingErrors(_ row: ManifestDecodingCase) {
    let bytes = edited(pullManifest()) { text in
        #expect(text.contains(row.replacing), "the case no longer edits the text")
        return text.replacingOccurrences(of: row.replacing, with: row.with)
    }
    let error = #expect(throws: JSONDecodingError.self) { try Manifest(json: bytes) }
    #expect(error?.description == row.error)
    #expect(Manifest.Listing(bytes) == nil)
}

@Test("a sheet's size must be whole cells")
func sheetSize() {
    var manifest = pullManifest()
    ManifestPart.all.first { $0.key == "sheets" }?.add(&manifest)
    let bytes = edited(manifest) { $0.replacingOccurrences(of: #""pixelWidth":40,"pixelHeight":9,"cellWidth":8"#,
                                                           with: #""pixelWidth":41,"pixelHeight":9,"cellWidth":8"#) }
    #expect(throws: JSONDecodingError(.unexpectedValue("41"), at: "sheets[0].pixelWidth")) { try Manifest(json: bytes) }
}

/// A manifest as 0.3.0 wrote one with a sprite sheet: one `sheet`, with no atlas.
private let version030 = #"""
{"generator":"mrefresh","inputHash":"ab","canvas":{"width":64,"height":64},"scales":[1],"layers":[{"name":"p","transform":[1,0,0,1,0,0],"lineWidth":2}],"stages":[{"stage":"pull","frames":1,"pick":"pullDistance","loops":false}],"sheet":{"file":"sheet.png","scale":1,"pixelWidth":64,"pixelHeight":64,"cellWidth":64,"cellHeight":64,"cells":[{"stage":"pull","index":0,"x":0,"y":0}],"sha256":"cd"},"frames":[{"file":"pull_0000.png","stage":"pull","index":0,"state":"pulling","progress":1,"pullDistance":80,"scale":1,"pixelWidth":64,"pixelHeight":64,"sha256":"ef"}]}
"""#

@Test("a manifest of 0.3.0 decodes, its one sheet listed for removal but never written again")
func version030Manifest() throws {
    let manifest = try Manifest(json: Array(version030.utf8))
    #expect(manifest.legacySheet == "sheet.png" && manifest.sheets.isEmpty)
    #expect(Manifest.Listing(manifest).files == ["pull_0000.png", "sheet.png"])
    #expect(!manifest.text.contains("\"sheet\""))
}

/// What a listing keeps of a manifest naming files: the names it is given, and those it keeps.
struct ListingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout Manifest) -> Void
    let paths: [String]
    var testDescription: String { name }
}

@Test("a listing keeps only names that stay in the folder and are of the kinds runs write", arguments: [
    ListingCase(name: "frame files: plain .png and .json names only, never the manifest", change: { manifest in
        manifest.frames = zip(["../evil.png", "/etc/x.png", "ok.png", "notes.txt", "manifest.json", "..", ""], manifest.frames).map { name, frame in
            var frame = frame
            frame.file = name
            return frame
        }
    }, paths: ["ok.png"]),
    ListingCase(name: "the preview page by its one name", change: { $0.frames = []; $0.preview = "other.html" }, paths: []),
    ListingCase(name: "the preview page", change: { $0.frames = []; $0.preview = PreviewSink.file }, paths: [PreviewSink.file]),
    ListingCase(name: "the Lottie file and the legacy sheet as names", change: { manifest in
        manifest.frames = []
        manifest.lottie = "../indicator.json"
        manifest.legacySheet = "sheet.png"
    }, paths: ["sheet.png"]),
    ListingCase(name: "web files by the runtime's names", change: { manifest in
        manifest.frames = []
        manifest.web = ["web/indicator.json", "web/../../x.js", "web/evil.js", "indicator.json"]
    }, paths: ["web/indicator.json"]),
    ListingCase(name: "Android resources in the res/ folders runs write", change: { manifest in
        manifest.frames = []
        manifest.androidFiles = ["res/drawable/a.png", "res/../x.png", "res/raw/a.png", "res/drawable/../a.png", "res/drawable-xhdpi/b.xml",
                                 "res/drawable/c.txt", "res/drawable/sub/d.png"]
        manifest.animatedVectors = ["res/animator/e.xml", "res/animator/../../f.xml"]
    }, paths: ["res/drawable/a.png", "res/drawable-xhdpi/b.xml", "res/animator/e.xml"]),
    ListingCase(name: "an asset catalog of plain names", change: { manifest in
        manifest.frames = []
        manifest.assetCatalog = Manifest.AssetCatalogFiles(folder: "o.xcassets", imageSets: [
            Manifest.ImageSet(name: "o_pull_0000", stage: .pull, index: 0, files: ["pull_0000.png", "pull_0000@2x.png"]),
        ])
    }, paths: ["o.xcassets/Contents.json", "o.xcassets/o_pull_0000.imageset/pull_0000.png",
               "o.xcassets/o_pull_0000.imageset/pull_0000@2x.png", "o.xcassets/o_pull_0000.imageset/Contents.json"]),
    ListingCase(name: "an asset catalog naming anything else is not trusted at all", change: { manifest in
        manifest.frames = []
        manifest.assetCatalog = Manifest.AssetCatalogFiles(folder: "o.xcassets", imageSets: [
            Manifest.ImageSet(name: "o_pull_0000", stage: .pull, index: 0, files: ["pull_0000.png"]),
            Manifest.ImageSet(name: "..", stage: .pull, index: 1, files: ["pull_0001.png"]),
        ])
    }, paths: []),
    ListingCase(name: "an asset catalog outside a .xcassets folder", change: { manifest in
        manifest.frames = []
        manifest.assetCatalog = Manifest.AssetCatalogFiles(folder: "Documents", imageSets: [])
    }, paths: []),
])
func listingSafety(_ row: ListingCase) throws {
    var manifest = pullManifest(frames: 7)
    row.change(&manifest)
    #expect(Manifest.Listing(manifest).paths == row.paths)
    // Read from the text as a re-run reads it (the legacy sheet is never written, so it is not there).
    if manifest.legacySheet == nil {
        #expect(Manifest.Listing(Array(manifest.text.utf8))?.paths == row.paths)
    }
}

@Test("a manifest that is not whole is not read: a re-run removes nothing it names")
func partialManifest() {
    let text = #"{"frames":[{"file":"ok.png"}]}"#
    #expect(Manifest.Listing(Array(text.utf8)) == nil)
}

/// Manifests as mrefresh wrote them before the `Manifest` type read and wrote them both ways (36832cf),
/// kept as they were: the format, byte for byte, every key and number as it was written.
@Test("manifests written before decode and encode back byte for byte", arguments: [
    "every-export", "ready-exhausted", "build-indicator", "simulation-ticks",
])
func writtenManifests(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: ExternalTools.fixture("manifests/\(name).json"))))
    let manifest = try Manifest(json: bytes)
    #expect(Array((manifest.text + "\n").utf8) == bytes)
}
