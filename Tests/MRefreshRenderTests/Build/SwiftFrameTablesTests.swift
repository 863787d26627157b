import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

/// A manifest as a build writes one: a pull stage of `pull` frames 10 pt apart from 10, a looping loading
/// stage of 2 frames over 0.4 s, at scales 1 and 2; `edit` changes the JSON text before it is returned.
private func manifest(pull: Int = 3, edit: (String) -> String = { $0 }) -> [UInt8] {
    var frames: [String] = []
    for scale in [1, 2] {
        for index in 0..<pull {
            frames.append(#"{"file":"\#(Manifest.fileName(stage: .pull, index: index, scale: scale))","stage":"pull","index":\#(index),"state":"pulling","pullDistance":\#(10 + 10 * index),"scale":\#(scale),"pixelWidth":32,"pixelHeight":25,"sha256":"00"}"#)
        }
        for index in 0..<2 {
            frames.append(#"{"file":"\#(Manifest.fileName(stage: .loading, index: index, scale: scale))","stage":"loading","index":\#(index),"state":"loading","time":\#(Double(index) * 0.2),"scale":\#(scale),"pixelWidth":32,"pixelHeight":25,"sha256":"00"}"#)
        }
    }
    let text = #"{"generator":"mrefresh","canvas":{"width":32,"height":24.5},"scales":[1,2],"layers":[],"#
        + #""stages":[{"stage":"pull","frames":\#(pull),"pick":"pullDistance","loops":false},"#
        + #"{"stage":"loading","frames":2,"pick":"time","loops":true,"seconds":0.4}],"frames":[\#(frames.joined(separator: ","))]}"#
    return Array(edit(text).utf8)
}

@Test("a manifest becomes a table: canvas, scales, stages in order, each pull frame's distance")
func tableFromManifest() throws {
    let tables = try SwiftFrameTables(manifests: [("sync-arcs", manifest())], folder: "MRefreshFrames")
    #expect(tables.indicators == [
        SwiftFrameTables.Entry(identifier: "syncArcs", frames: IndicatorFrames(
            name: "sync-arcs", subdirectory: "MRefreshFrames/sync-arcs", width: 32, height: 24.5, scales: [1, 2],
            table: FrameTable(stages: [
                .init(stage: .pull, pick: .pullDistance, loops: false, seconds: nil, count: 3, pullDistances: [10, 20, 30]),
                .init(stage: .loading, pick: .time, loops: true, seconds: 0.4, count: 2, pullDistances: []),
            ]))),
    ])
    let text = tables.text
    #expect(text.contains(#"name: "sync-arcs", subdirectory: "MRefreshFrames/sync-arcs","#))
    #expect(text.contains("pullDistances: [10.0, 20.0, 30.0]"))
    #expect(text.contains("static let all: [IndicatorFrames] = [syncArcs]"))
    // Data over MRefreshMachine: its one import, and no function of its own.
    #expect(text.split(separator: "\n").filter { $0.hasPrefix("import ") } == ["import MRefreshMachine"])
    #expect(!text.contains("func ") && !text.contains("var "))
}

@Test("long pull stages are written eight distances a line and read back exactly")
func longPullStage() throws {
    let text = try SwiftFrameTables(manifests: [("a", manifest(pull: 20))], folder: "F").text
    #expect(text.contains("10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0,\n"))
    #expect(text.contains("170.0, 180.0, 190.0, 200.0,\n"))
}

@Test("an empty build has an empty list")
func emptyBuild() throws {
    #expect(try SwiftFrameTables(manifests: [], folder: "F").text.contains("static let all: [IndicatorFrames] = []\n"))
}

@Test("indicator names become unique Swift identifiers", arguments: [
    (["sync-arcs"], ["syncArcs"]),
    (["fa-500px", "500px"], ["fa500px", "_500px"]),
    (["a-b", "aB", "a_b"], ["aB", "aB_2", "aB_3"]),
    (["default", "all", "self"], ["default_", "all_", "self_"]),
    (["SVGIcon", "URL", "Bell"], ["svgIcon", "url", "bell"]),
    (["…", "ünï"], ["indicator", "n"]),
])
func identifiers(names: [String], expected: [String]) {
    var identifiers = SwiftIdentifiers()
    #expect(names.map { identifiers.unique(for: $0) } == expected)
}

@Test("names are written as string literals that say the same", arguments: [
    ("plain", #""plain""#),
    (#"quo"te\"#, #""quo\"te\\""#),
    ("tab\tline\n", #""tab\tline\n""#),
    ("bell\u{7}", #""bell\u{7}""#),
    ("ünï", #""ünï""#),
])
func stringLiterals(text: String, literal: String) {
    #expect(SwiftFrameTables.literal(text) == literal)
}

@Test("manifests that do not decode, or hold no table, are errors naming the indicator and what is wrong", arguments: [
    (#"{"generator""#, #"not json{"generator""#, "not JSON"),
    (#""canvas":{"width":32,"height":24.5},"#, "", "canvas: missing"),
    (#""scales":[1,2]"#, #""scales":[]"#, "no scales"),
    (#""stages":[{"stage":"pull","frames":3,"pick":"pullDistance","loops":false},{"stage":"loading","frames":2,"pick":"time","loops":true,"seconds":0.4}],"#,
     "", "no stages"),
    (#""pick":"time""#, #""pick":"sometimes""#, #"stages[1].pick: unexpected value "sometimes""#),
    (#""index":1,"state":"pulling""#, #""index":"1","state":"pulling""#, "frames[1].index: expected a whole number, found a string"),
])
func invalidManifests(replacing: String, with replacement: String, reason: String) {
    let bytes = manifest { text in
        #expect(text.contains(replacing), "the case no longer edits the manifest")
        return text.replacingOccurrences(of: replacing, with: replacement)
    }
    #expect(throws: SwiftFrameTablesError.invalidManifest(indicator: "x", reason: reason)) {
        try SwiftFrameTables(manifests: [("x", bytes)], folder: "F")
    }
}

@Test("frames named otherwise than <stage>_<index>, or pull frames without a distance, are errors", arguments: [
    ("pull_0001.png", "p1.png", "the pull stage's 3 frames are not pull_0000.png…"),
    (#""pullDistance":20,"#, "", "a pull frame without a pull distance"),
    (#""stage":"loading","frames":2"#, #""stage":"loading","frames":3"#, "the loading stage lists 3 frames but has 2 at scale 1"),
    (#""stage":"loading","frames":2"#, #""stage":"loading","frames":-1"#, "the loading stage lists -1 frames but has 2 at scale 1"),
])
func inconsistentManifests(replacing: String, with replacement: String, reason: String) {
    let bytes = manifest { $0.replacingOccurrences(of: replacing, with: replacement) }
    #expect(throws: SwiftFrameTablesError.invalidManifest(indicator: "x", reason: reason)) {
        try SwiftFrameTables(manifests: [("x", bytes)], folder: "F")
    }
}
