import Foundation
import MRefreshSystem
import Testing

/// What MRefreshSystem says of files: the kinds the input reader refuses or accepts, and the failures it
/// tells apart, on the POSIX calls both Linux and Darwin have.
@Suite("File status")
struct FileStatusTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-system-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("each kind of file is told apart, links followed or not")
    func kinds() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.svg"), fifo = folder.appendingPathComponent("fifo")
        let link = folder.appendingPathComponent("link")
        try Data("<svg/>".utf8).write(to: file)
        try #require(mkfifo(fifo.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        let cases: [(String, Bool, FileStatus.Kind)] = [
            (file.path, true, .regular), (folder.path, true, .directory), (fifo.path, true, .fifo),
            ("/dev/null", true, .characterDevice), (link.path, true, .regular), (link.path, false, .symbolicLink),
        ]
        for (path, following, kind) in cases {
            #expect(try FileStatus(path: path, followingLinks: following).kind == kind, "\(path)")
        }
        #expect(try FileStatus(path: file.path).size == 6)
    }

    @Test("a missing file and a path through a file fail with errors named for them", arguments: [
        ("/nonexistent-mrefresh/x.svg", Errno.noSuchEntry), ("/etc/hostname/x", .notDirectory),
    ])
    func failures(path: String, expected: Errno) {
        #expect(throws: expected) { try FileStatus(path: path) }
        #expect(!expected.reason.isEmpty)
    }

    @Test("a save is seen in the status: new size, new time, or new inode after a rename")
    func saves() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.svg")
        try Data("<svg/>".utf8).write(to: file)
        let before = try FileStatus(path: file.path)
        try Data("<svg/>".utf8).write(to: file, options: .atomic)
        let after = try FileStatus(path: file.path)
        #expect(before != after)
        #expect(before.inode != after.inode)
    }

    @Test("a file is read whole through a ReadableFile, and a missing one refused")
    func reads() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.svg")
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: file)
        let reader = try ReadableFile.open(file.path)
        #expect(try reader.status().kind == .regular)
        var read: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case .success(let count) = chunk.withUnsafeMutableBytes({ reader.read(into: $0) }), count > 0 {
            read += chunk[..<count]
        }
        #expect(read == bytes)
        #expect(throws: Errno.noSuchEntry) { try ReadableFile.open(folder.appendingPathComponent("missing").path) }
    }

    @Test("the peak memory counts what the process touched")
    func peakMemory() throws {
        let size = 64 << 20
        var buffer = [UInt8](repeating: 1, count: size)
        buffer[size - 1] = 2
        let peak = try #require(PeakMemory.bytes)
        #expect(peak >= size, "\(peak)")
        #expect(buffer.last == 2)
    }

    @Test("the glob matches names sorted, and nothing for a pattern that matches nothing")
    func glob() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b.yaml", "a.yaml", "c.svg"] { try Data().write(to: folder.appendingPathComponent(name)) }
        #expect(Glob.paths(matching: folder.path + "/*.yaml") == ["a.yaml", "b.yaml"].map { folder.path + "/" + $0 })
        #expect(Glob.paths(matching: folder.path + "/*.json").isEmpty)
    }
}
