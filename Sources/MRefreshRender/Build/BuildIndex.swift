import MRefreshCore

/// A build's `index.json`: every indicator of the build, whichever shard draws it, in name order
/// (MRefresh.docc/JobFiles.md). One type writes it and reads it back: the next build removes the
/// indicators it lists that the job no longer has.
///
/// Its keys in the order written: `generator` (`mrefresh`), `version`, `indicators`, each with `name`,
/// `manifest`, `files`, then `inputHash` and `error` when it has them.
public struct BuildIndex: Codable, Hashable, Sendable {
    /// One indicator of the build.
    public struct Entry: Codable, Hashable, Sendable {
        /// The indicator's name in the job: its folder in the build's.
        public var name: String
        /// Its manifest in the build's folder: `<name>/manifest.json`.
        public var manifest: String
        /// Frames × scales: the frame files it writes.
        public var files: Int
        /// The hash of its inputs, options and mrefresh version; nil when it failed before it could be hashed.
        public var inputHash: String?
        /// Why it cannot be drawn, when it cannot.
        public var error: String?

        /// Creates an entry.
        public init(name: String, manifest: String, files: Int, inputHash: String?, error: String?) {
            self.name = name
            self.manifest = manifest
            self.files = files
            self.inputHash = inputHash
            self.error = error
        }

        enum CodingKeys: String, CodingKey {
            case name, manifest, files, inputHash, error
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            manifest = try container.decode(String.self, forKey: .manifest)
            files = try container.decode(Int.self, forKey: .files)
            inputHash = try container.decodeIfPresent(String.self, forKey: .inputHash)
            error = try container.decodeIfPresent(String.self, forKey: .error)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(manifest, forKey: .manifest)
            try container.encode(files, forKey: .files)
            try container.encodeIfPresent(inputHash, forKey: .inputHash)
            try container.encodeIfPresent(error, forKey: .error)
        }
    }

    /// The version of mrefresh that wrote it (``MRefreshCore/MRefreshVersion``).
    public var version: String
    /// The indicators, in name order.
    public var indicators: [Entry]

    /// Creates an index.
    public init(version: String = MRefreshVersion.current, indicators: [Entry]) {
        self.version = version
        self.indicators = indicators
    }

    /// The index of `plan`: each item, its hash, and the error of one that cannot be drawn.
    public init(_ plan: BuildPlan) {
        self.init(indicators: plan.items.map { item in
            var error: String?
            if case .failure(let failure) = item.spec { error = failure.description }
            return Entry(name: item.name, manifest: "\(item.name)/\(RenderRun.manifestFile)", files: item.files,
                         inputHash: item.inputHash, error: error)
        })
    }

    /// Reads an `index.json` a build wrote.
    ///
    /// - Throws: what is wrong and where: not JSON, a member missing or of another type.
    public init(json bytes: [UInt8]) throws(JSONDecodingError) {
        self = try JSON.decode(BuildIndex.self, from: bytes)
    }

    /// The index as JSON text, keys in a fixed order.
    public var text: String {
        do {
            return try JSON(encoding: self).text
        } catch {
            // Strings and integers only: the JSON encoder has nothing to refuse.
            preconditionFailure("an index always encodes: \(error)")
        }
    }

    /// The names of the indicators listed that can be folders of the build's (not empty, no `/`, not hidden):
    /// what a build removes when the job no longer has them. Other names are dropped, not followed.
    public var listedNames: [String] {
        indicators.map(\.name).filter { !$0.isEmpty && !$0.contains("/") && !$0.hasPrefix(".") }
    }

    enum CodingKeys: String, CodingKey {
        case generator, version, indicators
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(String.self, forKey: .version)
        indicators = try container.decode([Entry].self, forKey: .indicators)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("mrefresh", forKey: .generator)
        try container.encode(version, forKey: .version)
        try container.encode(indicators, forKey: .indicators)
    }
}
