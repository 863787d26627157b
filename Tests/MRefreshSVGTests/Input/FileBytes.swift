import Foundation

/// Test fixtures read from disk.
enum FileBytes {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) is missing: run `make test`, which installs the test fixtures" }
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        return [UInt8](data)
    }
}
