#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshPNG

/// The indicators of a build with what each costs and hashes to, and which shard draws it (MRefresh.docc/JobFiles.md).
///
/// Made the same way by every shard of a sharded build, so all shards agree on the assignment and
/// write the same index.
public struct BuildPlan: Sendable {
    /// One indicator to build.
    public struct Item: Sendable {
        /// The indicator's name: its folder in the build's output.
        public var name: String
        /// The spec, or the error that keeps it from being made.
        public var spec: Result<IndicatorSpec, InputError>
        /// Frames × scales: the files it writes.
        public var files: Int
        /// Pixels drawn: the sharding cost.
        public var cost: Int
        /// SHA-256 of mrefresh's version, the spec's canonical text and every input file's bytes; nil
        /// when the item failed before it could be hashed.
        public var inputHash: String?
        /// The shard (0 ..< n) that draws it.
        public var shard: Int
    }

    /// Every indicator of the job, in name order.
    public var items: [Item]

    /// Plans `items` (name and spec, sorted by name) for shard `k` of `n` (0-based), hashing inputs read
    /// by `read` (each file read once).
    public init(_ items: [(name: String, spec: Result<IndicatorSpec, InputError>)], shards n: Int = 1,
                read: (InputSpec) throws(InputError) -> [UInt8] = InputFiles.bytes) {
        var digests: [String: Result<String, InputError>] = [:]
        var fingerprints = Fingerprints()
        var planned: [Item] = []
        for (name, result) in items.sorted(by: { $0.name < $1.name }) {
            var item = Item(name: name, spec: result, files: 0, cost: 1, inputHash: nil, shard: 0)
            if case .success(let spec) = result {
                let frames = spec.stageFrames.total
                item.files = frames * spec.scales.count
                let pixels = spec.scales.reduce(0) { total, scale in
                    let size = spec.canvas.pixelSize(scale: scale)
                    return total + size.width * size.height
                }
                item.cost = max(1, frames * pixels)
                var text = "mrefresh \(MRefreshVersion.current)\n" + fingerprints.text(of: spec)
                var failure: InputError?
                for path in Set(spec.layers.compactMap(Self.path)).sorted() {
                    if digests[path] == nil {
                        do {
                            digests[path] = .success(SHA256.hexDigest(try read(InputSpec(path: path, fragment: nil))))
                        } catch {
                            digests[path] = .failure(error)
                        }
                    }
                    switch digests[path]! {
                    case .success(let digest): text += "\(path) \(digest)\n"
                    case .failure(let error):
                        // Told where the file is named (a job file's `source:`), as a render tells it.
                        let named = spec.layers.first { Self.path($0) == path }?.keyLocations["source"]
                        failure = failure ?? Indicator.placed(error, at: named)
                    }
                }
                if let failure {
                    item.spec = .failure(failure)
                } else {
                    item.inputHash = SHA256.hexDigest(Array(text.utf8))
                }
            }
            planned.append(item)
        }
        // Longest processing time first: the costliest indicator goes to the least loaded shard (ties:
        // by name, then the lowest shard), which balances well and depends on nothing but the plan.
        var loads = [Int](repeating: 0, count: max(1, n))
        for index in planned.indices.sorted(by: { (planned[$0].cost, planned[$1].name) > (planned[$1].cost, planned[$0].name) }) {
            let shard = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            planned[index].shard = shard
            loads[shard] += planned[index].cost
        }
        self.items = planned
    }

    /// The canonical texts of specs (``MRefreshCore/Fingerprint``), each distinct part made once: the
    /// indicators of one `glyphs:` or `each:` entry differ only in their layers' inputs, and reflecting
    /// over a whole spec for each of hundreds of them cost a no-op build a quarter of its time.
    struct Fingerprints {
        private var specs: [IndicatorSpec: String] = [:]
        private var layers: [LayerSpec: String] = [:]

        /// The text of `spec`: everything but its layers, then each layer, a line each: its source, then
        /// everything else (which the layers of one entry share).
        mutating func text(of spec: IndicatorSpec) -> String {
            var rest = spec
            rest.layers = []
            var text = Self.memo(rest, in: &specs) + "\n"
            for layer in spec.layers {
                var shared = layer
                shared.source = .pathData("", name: "")
                text += Fingerprint.text(of: layer.source) + " " + Self.memo(shared, in: &layers) + "\n"
            }
            return text
        }

        private static func memo<Value: Hashable>(_ value: Value, in table: inout [Value: String]) -> String {
            if let text = table[value] { return text }
            let text = Fingerprint.text(of: value)
            table[value] = text
            return text
        }
    }

    /// The file a layer reads, if it reads one.
    static func path(_ layer: LayerSpec) -> String? {
        if case .input(let input) = layer.source { return input.path }
        return nil
    }

    /// The index's name in the build's folder.
    public static let indexFile = "index.json"

    /// `index.json`: every indicator of the build, whichever shard draws it, in name order.
    public var index: BuildIndex { BuildIndex(self) }
}
