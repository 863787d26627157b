import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

@Test("the streamed manifest text equals the JSON tree's text, and parses")
func manifestText() throws {
    let frames = (0..<5).map { i in
        Manifest.Frame(file: Manifest.fileName(stage: .pull, index: i, scale: 1), stage: .pull, index: i,
                       state: .pulling, progress: Double(i) / 4, transition: nil, pullDistance: 10 + Double(i), time: nil, scale: 1, pixelWidth: 8,
                       pixelHeight: 8, sha256: String(repeating: "a", count: 64))
    }
    let layout = SpriteSheet(stages: PerStage { _ in [] }, cellWidth: 8, cellHeight: 8)
    let manifest = Manifest(canvas: Size(width: 8, height: 8), scales: [1],
                            layers: [Manifest.Layer(name: "a \"quoted\" name", transform: .identity, lineWidth: 2)],
                            frames: frames, sheets: [Manifest.Sheet(file: "sheet.png", atlas: "sheet.json", scale: 1, layout: layout, sha256: "b")],
                            stages: [Manifest.StageInfo(stage: .pull, frames: 5, pick: .pullDistance, loops: false, seconds: nil)])
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

@Test("listed files never escape the directory")
func listedFilesAreNames() {
    let text = #"{"frames":[{"file":"../evil.png"},{"file":"/etc/x.png"},{"file":"ok.png"},{"file":"notes.txt"}]}"#
    #expect(Manifest.Listing(Array(text.utf8))?.files == ["ok.png"])
}
