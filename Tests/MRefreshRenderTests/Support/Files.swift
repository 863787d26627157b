import Foundation

/// Writes `bytes` to `path`, replacing any file there.
func writeFile(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// Removes `path`, ignoring a missing file.
func removeFile(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
