import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

@Test("an index a build wrote before decodes and encodes back byte for byte")
func writtenIndex() throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: ExternalTools.fixture("manifests/build-index.json"))))
    #expect(Array((try BuildIndex(json: bytes).text + "\n").utf8) == bytes)
}

@Test("a plan's index, a failed indicator's error included, reads back as written")
func planIndex() throws {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0L1 1", name: "p"))])
    spec.frameCounts = [.pull: 3]
    let broken = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec("/nonexistent/x.svg")))])
    let index = BuildPlan([("b", .success(spec)), ("a", .success(broken))]).index
    #expect(index.indicators.map(\.name) == ["a", "b"])
    #expect(index.indicators[0].error == "/nonexistent/x.svg: no such file" && index.indicators[0].inputHash == nil)
    #expect(index.indicators[1].error == nil && index.indicators[1].inputHash?.count == 64)
    #expect(index.text.hasPrefix(#"{"generator":"mrefresh","version":"\#(MRefreshVersion.current)","indicators":[{"name":"a","manifest":"a/manifest.json","files":115,"error":"#))
    let read = try BuildIndex(json: Array(index.text.utf8))
    #expect(read == index)
    #expect(read.text == index.text)
}

@Test("the names an index lists are removed only when they can be the build's folders", arguments: [
    (["a", "b-c"], ["a", "b-c"]),
    (["", "x/y", "/abs", ".hidden", "..", "."], []),
    (["ok", "../up", "ok2"], ["ok", "ok2"]),
])
func listedNames(names: [String], expected: [String]) {
    let index = BuildIndex(indicators: names.map { BuildIndex.Entry(name: $0, manifest: "\($0)/manifest.json", files: 1, inputHash: nil, error: nil) })
    #expect(index.listedNames == expected)
    #expect((try? BuildIndex(json: Array(index.text.utf8)))?.listedNames == expected)
}

@Test("an index that does not decode says what is wrong and where", arguments: [
    ("{", "not JSON"),
    (#"{"generator":"mrefresh","indicators":[]}"#, "version: missing"),
    (#"{"version":"0.3.0","indicators":[{"name":"old"}]}"#, "indicators[0].manifest: missing"),
    (#"{"version":"0.3.0","indicators":[{"name":"a","manifest":"a/manifest.json","files":"7"}]}"#,
     "indicators[0].files: expected a whole number, found a string"),
])
func indexErrors(text: String, error: String) {
    let thrown = #expect(throws: JSONDecodingError.self) { try BuildIndex(json: Array(text.utf8)) }
    #expect(thrown?.description == error)
}
