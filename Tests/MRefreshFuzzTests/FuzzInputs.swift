import Foundation
import MRefreshFuzz

/// The committed fuzz inputs under Tests/Fuzz: the seed corpus and the regressions, one folder per target.
enum FuzzInputs {
    /// Tests/Fuzz, found from this file's place in the tree.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// A saved input: its path relative to its collection (`path-data/arc-radius-1e308.txt`) and its bytes.
    struct Input {
        let name: String
        let bytes: [UInt8]
    }

    /// The files of `collection` ("Corpus" or "Regressions") for `target`, sorted by name; none when the
    /// folder is missing.
    static func inputs(_ collection: String, _ target: FuzzTarget) throws -> [Input] {
        let folder = root.appendingPathComponent(collection).appendingPathComponent(target.rawValue)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return try names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            return Input(name: "\(target.rawValue)/\(name)", bytes: [UInt8](data))
        }
    }

    /// Regressions still open, from Regressions/KNOWN_OPEN.txt: `target/file` → why it is open.
    ///
    /// One entry a line: the path relative to Regressions, then optionally ` # ` and the reason. Blank lines
    /// and lines starting with `#` are comments.
    static func knownOpen() throws -> [String: String] {
        let url = root.appendingPathComponent("Regressions/KNOWN_OPEN.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        var entries: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            let parts = text.split(separator: "#", maxSplits: 1)
            let path = parts[0].trimmingCharacters(in: .whitespaces)
            entries[path] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "listed in KNOWN_OPEN.txt"
        }
        return entries
    }
}
