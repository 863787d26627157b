import Foundation
import Testing
@testable import MRefreshMachine

/// A manifest's `scales`, `stages` and `frames` (all FrameTable reads): two pull frames at scales 1 and 2.
private let manifest = #"{"scales":[1,2],"stages":[{"stage":"pull","frames":2,"pick":"pullDistance","loops":false}],"frames":[{"stage":"pull","index":0,"scale":1,"pullDistance":10},{"stage":"pull","index":1,"scale":1,"pullDistance":20},{"stage":"pull","index":0,"scale":2,"pullDistance":10},{"stage":"pull","index":1,"scale":2,"pullDistance":20}]}"#

@Suite("FrameTable(manifest:)")
struct FrameTableManifestTests {
    @Test("a manifest's stages and the frames of each at a scale")
    func table() throws {
        let table = try FrameTable(manifestBytes: Array(manifest.utf8), scale: 2)
        #expect(table == FrameTable(stages: [.init(stage: .pull, pick: .pullDistance, loops: false, seconds: nil, count: 2, pullDistances: [10, 20])]))
    }

    @Test("a manifest that holds no table says why", arguments: [
        ("{", nil, "not JSON"),
        (#"{"scales":[1,2],"#, #"{"#, "scales: missing"),
        (#""scales":[1,2]"#, #""scales":[]"#, "no scales"),
        (#""scales":[1,2]"#, #""scales":[1,3]"#, "no frames at scale 2"),
        (#""stages":[{"stage":"pull","frames":2,"pick":"pullDistance","loops":false}],"#, "", "no stages"),
        (#""pick":"pullDistance""#, #""pick":"sometimes""#, #"stages[0].pick: unexpected value "sometimes""#),
        (#""frames":2"#, #""frames":-1"#, "the pull stage lists -1 frames but has 2 at scale 2"),
        (#""frames":2"#, #""frames":3"#, "the pull stage lists 3 frames but has 2 at scale 2"),
        (#","pullDistance":20}]"#, "}]", "a pull frame without a pull distance"),
        (#""index":1,"scale":2"#, #""scale":2"#, "frames[3].index: missing"),
    ] as [(String, String?, String)])
    func errors(replacing: String, with replacement: String?, reason: String) {
        // No replacement: the text is `replacing` itself.
        let text = replacement.map { manifest.replacingOccurrences(of: replacing, with: $0) } ?? replacing
        #expect(replacement == nil || text != manifest, "the case no longer edits the manifest")
        #expect(throws: FrameTableError(reason: reason)) { try FrameTable(manifestBytes: Array(text.utf8), scale: 2) }
    }
}
