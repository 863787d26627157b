import Foundation
import MRefreshCore
import Testing
@testable import MRefreshFiles

/// Job files read against in-memory files: `icons/a.svg`, `icons/b.svg`, and an indicator file.
private func parse(_ text: String) throws(InputError) -> BuildJob {
    let files: [String: String] = [
        "jobs/ind.yaml": "size: 32x32\nlayers: [{path: M0 0H1}]",
        "jobs/bad.yaml": "layers:\n  - path: M0 0H1\n    pull: [{at: 3}]",
    ]
    return try BuildFile.parse(text, file: "jobs/mrefresh.yaml", directory: "jobs") { path, _, _ throws(InputError) in
        guard let text = files[path] else { throw InputError(file: path, .file(.cannotOpen(errno: ENOENT))) }
        return Array(text.utf8)
    }
}

@Test("defaults apply to every indicator; an indicator file's values win; entries take keys of their own")
func defaultsAndOverrides() throws {
    let job = try parse("""
        defaults: {size: 64x64, stages: {pull: 6}}
        indicators:
          - {name: from-file, file: ind.yaml}
          - {name: one, source: icons/a.svg, loading: rotate}
        """)
    #expect(job.items.map(\.name) == ["from-file", "one"])
    let fromFile = try job.items[0].spec.get()
    #expect(fromFile.canvas == Size(width: 32, height: 32) && fromFile.stageFrames.pull == 6)
    let one = try job.items[1].spec.get()
    #expect(one.canvas == Size(width: 64, height: 64) && one.choreography.loading == ProcessingAnimation.rotate.track)
    #expect(one.layers.map(\.source) == [.input(InputSpec(path: "jobs/icons/a.svg", fragment: nil))])
}

@Test("a broken indicator file fails alone, with its own position")
func brokenIndicatorFile() throws {
    let job = try parse("indicators: [{name: ok, file: ind.yaml}, {name: broken, file: bad.yaml}]")
    #expect(throws: InputError.self) { try job.items.first { $0.name == "broken" }!.spec.get() }
    if case .failure(let error) = job.items.first(where: { $0.name == "broken" })!.spec {
        #expect(error.description == "jobs/bad.yaml:3:17: pull at must be between 0 and 1, got 3")
    }
    #expect(throws: Never.self) { try job.items.first { $0.name == "ok" }!.spec.get() }
}

@Test("bad job files are positioned errors", arguments: [
    ("indicators: [{name: a}]", "1:14: an indicator needs one of 'file', 'glyphs', 'each' or 'source'"),
    ("indicators: [{name: a, source: x.svg, file: y.yaml}]", "1:14: an indicator needs one of"),
    ("indicators: [{name: a, source: x.svg}, {name: a, source: y.svg}]", "1:40: two indicators are named 'a'"),
    ("defaults: {layers: []}\nindicators: []", "1:20: 'defaults' cannot hold layers"),
    ("defaults: {fps: fast}\nindicators: []", "1:17: fps must be a number"),
    ("jobs: []", "1:1: unknown key 'jobs'"),
    ("size: 64x64\nlayers: [{path: M0 0H1}]", "1:1: 'size' is an indicator file's key: a job file lists indicator files under 'indicators'"),
    ("defaults: {}", "1:1: missing 'indicators'"),
    ("indicators: [{name: '..', source: x.svg}]", "1:21: '..' cannot name an output folder"),
])
func badJobFiles(_ text: String, expected: String) {
    do {
        _ = try parse(text)
        Issue.record("accepted")
    } catch {
        #expect(error.description.hasPrefix("jobs/mrefresh.yaml:") && error.description.contains(expected), "\(error.description)")
    }
}

@Test("names are made safe for folders")
func safeNames() throws {
    let job = try parse("indicators: [{name: 'a b/c', source: x.svg}]")
    #expect(job.items.map(\.name) == ["a-b-c"])
}
