import Foundation
import MRefreshPreview
import Testing

/// What the preview server may read: files of its output folder only.
@Suite("ServedFiles")
struct ServedFilesTests {
    /// A folder with `frames/pull_0000.png`, a link out of it (to /etc/hostname) and one within it.
    static func folder() throws -> (URL, ServedFiles) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("frames"), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: root.appendingPathComponent("frames/pull_0000.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: "/etc/hostname")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("in.png").path,
                                                   withDestinationPath: root.appendingPathComponent("frames/pull_0000.png").path)
        return (root, ServedFiles(folder: root.path))
    }

    @Test("paths that leave the folder are forbidden", arguments: [
        "/../etc/passwd", "/frames/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/frames/%2e%2e/%2e%2e/etc/passwd",
        "//etc/passwd", "/./frames/pull_0000.png", "/%2Fetc%2Fpasswd", "/frames//pull_0000.png", "/..%5c..%5cetc%5cpasswd", "/a%00b", "/out", "etc/passwd",
    ])
    func forbidden(target: String) throws {
        let (root, served) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(served.answer(target) == .forbidden)
    }

    @Test("files inside are served; missing files and folders are not found", arguments: [
        ("/frames/pull_0000.png", true), ("/in.png", true), ("/frames/pull_0001.png", false), ("/frames", false),
    ])
    func inside(target: String, found: Bool) throws {
        let (root, served) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let answer = served.answer(target)
        if found {
            #expect(answer == .file(served.root + "/frames/pull_0000.png"))
        } else {
            #expect(answer == .notFound)
        }
    }
}
