import Foundation

/// Folders of the CI recipe's tests: the repository's Examples/ copied into a scratch project, whole trees
/// read for byte-for-byte comparison, and a git repository for the workflow's checkout and commit.
enum RecipeFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A scratch project holding a copy of the repository's Examples/ (without `make demo`'s output).
    static func project() throws -> URL {
        let directory = try Binary.temporaryDirectory()
        let examples = directory.appendingPathComponent("Examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path) where name != "output" {
            try FileManager.default.copyItem(at: root.appendingPathComponent("Examples/\(name)"), to: examples.appendingPathComponent(name))
        }
        return directory
    }

    /// Every file under `folder`: relative path → bytes (links and folders are not files; an empty folder
    /// has no entry), but a build's cache of file metadata (`.mrefresh-cache`), which is not output.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey]) else {
            return files
        }
        while let url = enumerator.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true,
                  url.lastPathComponent != ".mrefresh-cache" else { continue }
            files[String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// How `actual` differs from `expected`, a line per file (at most `limit`), empty when equal: the same
    /// set of names and the same bytes in each.
    static func differences(_ actual: [String: Data], _ expected: [String: Data], limit: Int = 8) -> [String] {
        var lines: [String] = []
        for name in Set(actual.keys).union(expected.keys).sorted() {
            switch (actual[name], expected[name]) {
            case (nil, _): lines.append("missing \(name)")
            case (_, nil): lines.append("extra \(name)")
            case let (a?, b?) where a != b: lines.append("differs \(name)")
            default: continue
            }
        }
        return lines.count > limit ? Array(lines.prefix(limit)) + ["… \(lines.count - limit) more"] : lines
    }

    /// Copies the entries of `folder` into `target` (which exists).
    static func copyContents(of folder: URL, into target: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: target.appendingPathComponent(name))
        }
    }

    /// Runs `sh arguments…` in `directory`, with `environment` added: (status, stdout and stderr together).
    static func sh(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try ExternalProgram.run("/bin/sh", arguments, environment: environment, in: directory)
    }

    /// Runs git in `directory`; throws with its output when it fails.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let result = try ExternalProgram.run("/usr/bin/git", ["-c", "user.name=CI recipe test", "-c", "user.email=test@example.invalid"] + arguments,
                                             in: directory)
        guard result.status == 0 else { throw ActionsRunner.Problem("git \(arguments.joined(separator: " ")): \(result.output)") }
        return result.output
    }

    static var gitAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/git") }
}
