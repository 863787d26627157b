import Foundation
import MRefreshMachine
import MRefreshRender
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A run of the binary and the manifest it writes: what the `Manifest` type must read and write back byte
/// for byte.
struct RenderedManifest: CustomTestStringConvertible, Sendable {
    let name: String
    /// The command, run in the repository, `--out` added.
    let arguments: [String]
    /// The manifest's path under `--out`.
    let manifest: String
    /// The optional parts the manifest has (its keys).
    let parts: Set<String>
    var testDescription: String { name }

    static let exports = "sheet,apng,xcassets,android,lottie,avd,preview,web"
    static let all: [RenderedManifest] = [
        RenderedManifest(name: "every export at three scales",
                         arguments: ["render", "Examples/sync-arcs.svg", "--frames", "6", "--scale", "1,2,3", "--export", exports],
                         manifest: "manifest.json",
                         parts: ["stages", "sheets", "apng", "xcassets", "android", "lottie", "avd", "preview", "web"]),
        RenderedManifest(name: "an indicator file with text, ready and exhausted stages",
                         arguments: ["render", "Examples/refreshbar-load-more.yaml", "--label-date", "Today 09:41", "--export", "sheet"],
                         manifest: "manifest.json", parts: ["stages", "sheets"]),
        RenderedManifest(name: "a build's indicator, with its input hash",
                         arguments: ["build", "Examples/ci/mrefresh.yaml"], manifest: "sync-arcs/manifest.json",
                         parts: ["stages", "inputHash", "sheets", "lottie", "preview"]),
        RenderedManifest(name: "a simulation's ticks, with no stages",
                         arguments: ["simulate", "--gesture", "Examples/gestures/threshold-pull.yaml", "Examples/sync-arcs.svg",
                                     "--size", "48x48"],
                         manifest: "manifest.json", parts: []),
    ]
}

/// The optional parts `manifest` has, by their keys in the text.
private func parts(of manifest: Manifest) -> Set<String> {
    let present: [(String, Bool)] = [
        ("inputHash", manifest.inputHash != nil), ("stages", !manifest.stages.isEmpty), ("sheets", !manifest.sheets.isEmpty),
        ("apng", !manifest.animatedPNGs.isEmpty), ("android", !manifest.androidFiles.isEmpty), ("lottie", manifest.lottie != nil),
        ("avd", !manifest.animatedVectors.isEmpty), ("preview", manifest.preview != nil), ("web", !manifest.web.isEmpty),
        ("xcassets", manifest.assetCatalog != nil),
    ]
    return Set(present.filter(\.1).map(\.0))
}

@Suite("manifest.json round trip")
struct ManifestRoundTripTests {
    @Test("a manifest a run wrote decodes, and encodes back to the same bytes; FrameTable reads the same table from its JSON as from the decoded manifest",
          arguments: RenderedManifest.all)
    func roundTrip(_ row: RenderedManifest) throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Binary.run(row.arguments + ["--out", directory.path, "--quiet"], in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent(row.manifest)))

        let manifest = try Manifest(json: bytes)
        #expect(Array((manifest.text + "\n").utf8) == bytes)
        #expect(manifest.json.text == manifest.text)
        #expect(parts(of: manifest) == row.parts)

        // One rule for what a stage entry and its frames mean: the app's reader of the JSON and the decoded
        // manifest's table agree at every scale, tables and errors alike (a simulation has none).
        for scale in manifest.scales {
            let fromJSON = Result { () throws(FrameTableError) in try FrameTable(manifestBytes: bytes, scale: scale) }
            let fromManifest = Result { () throws(FrameTableError) in try manifest.frameTable(scale: scale) }
            #expect(fromJSON == fromManifest, "scale \(scale)")
            #expect((try? fromJSON.get()) != nil || row.parts.isEmpty)
        }

        // A build's index, written and read by one type.
        let index = directory.appendingPathComponent("index.json")
        if FileManager.default.fileExists(atPath: index.path) {
            let indexBytes = Array(try Data(contentsOf: index))
            #expect(Array((try BuildIndex(json: indexBytes).text + "\n").utf8) == indexBytes)
        }
    }
}
