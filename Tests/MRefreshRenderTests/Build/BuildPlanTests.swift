import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

/// `count` path-data indicators of different sizes (so different costs), named i0, i1, ….
private func items(_ count: Int) -> [(name: String, spec: Result<IndicatorSpec, InputError>)] {
    (0..<count).map { i in
        var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0L\(i) 1", name: "p"))])
        spec.canvas = Size(width: Double(16 + 8 * (i % 5)), height: 16)
        spec.frameCounts = [.pull: 2 + i % 7]
        return ("i\(i)", .success(spec))
    }
}

@Test("shards cover every indicator once, the same way every time, with balanced costs", arguments: [1, 2, 3, 7])
func sharding(_ n: Int) {
    let plan = BuildPlan(items(40), shards: n)
    let again = BuildPlan(items(40).reversed(), shards: n)
    #expect(plan.items.map(\.shard) == again.items.map(\.shard))
    #expect(plan.items.map(\.name) == plan.items.map(\.name).sorted())
    #expect(Set(plan.items.map(\.shard)) == Set(0..<n))
    var loads = [Int](repeating: 0, count: n)
    for item in plan.items { loads[item.shard] += item.cost }
    let largest = plan.items.map(\.cost).max()!
    // Longest-processing-time-first keeps every shard within one indicator of the lightest.
    #expect(loads.max()! - loads.min()! <= largest)
}

@Test("the input hash follows the options and nothing else")
func inputHash() {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M0 0L1 1", name: "p"))])
    spec.frameCounts = [.pull: 3, .loading: 2, .closing: 1]
    var reordered = spec
    reordered.frameCounts = [:]
    for (stage, count) in [(Stage.closing, 1), (.loading, 2), (.pull, 3)] { reordered.frameCounts[stage] = count }
    var faster = spec
    faster.fps = 30
    let hashes = BuildPlan([("a", .success(spec)), ("b", .success(reordered)), ("c", .success(faster))]).items.map(\.inputHash)
    #expect(hashes[0] != nil && hashes[0] == hashes[1])
    #expect(hashes[0] != hashes[2])
}

@Test("an unreadable input fails its indicator in the plan, named in the index")
func unreadableInput() {
    let spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec("/nonexistent/x.svg")))])
    let plan = BuildPlan([("x", .success(spec))])
    guard case .failure(let error) = plan.items[0].spec else { Issue.record("planned"); return }
    #expect(error.kind == .unreadable)
    #expect(plan.index.text.contains("\"error\":\"/nonexistent/x.svg: no such file\""))
}
