import Foundation
import Testing
@testable import MRefreshCore

/// Inputs are read within their limit whatever kind of file they are: a regular file by its size, a FIFO,
/// a device or a pipe while it is read, refused one byte past the limit.
@Suite("Input files", .serialized)
struct InputFilesTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A FIFO at `path`, fed by a shell running `writer` (with the FIFO as `$0`) in a child process; the
    /// child is ended when the test is done with it.
    static func withFIFO<T>(at path: String, writer: String, _ body: () throws -> T) throws -> T {
        try #require(mkfifo(path, 0o600) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", writer, path]
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        return try body()
    }

    /// How long `body` takes, in seconds.
    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = Date()
        let result = try body()
        return (result, Date().timeIntervalSince(start))
    }

    static func error(_ body: () throws(InputError) -> [UInt8]) -> InputError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test("a regular file within the limit is read whole")
    func regularFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.path").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try InputFiles.bytes(of: InputSpec(path: path, fragment: nil), limit: 200_000, kind: .input) == bytes)
    }

    @Test("a regular file over the limit is refused by its size, before reading")
    func regularFileOverLimit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.yaml").path
        try Data(count: (4 << 20) + 1).write(to: URL(fileURLWithPath: path))
        let error = Self.error { () throws(InputError) in
            try InputFiles.bytes(of: InputSpec(path: path, fragment: nil), limit: 4 << 20, kind: .indicatorFile)
        }
        #expect(error == InputError(file: path, .file(.tooLarge(size: (4 << 20) + 1, limit: 4 << 20, kind: .indicatorFile))))
        #expect(error?.message == "the file is 4.1 MiB; indicator files larger than 4 MiB are refused")
    }

    @Test("/dev/zero is refused one byte past the limit, at once")
    func endlessDevice() throws {
        let (error, seconds) = Self.timed {
            Self.error { () throws(InputError) in try InputFiles.bytes(of: InputSpec(path: "/dev/zero", fragment: nil)) }
        }
        #expect(error == InputError(file: "/dev/zero", .file(.endless(limit: 64 << 20, kind: .input))))
        #expect(error?.message == "reading stopped at 64 MiB; inputs larger than 64 MiB are refused")
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test("a FIFO fed forever is refused at the limit, at once")
    func endlessFIFO() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("f.svg").path
        let (error, seconds) = try Self.withFIFO(at: path, writer: "exec cat /dev/zero > \"$0\"") {
            Self.timed { Self.error { () throws(InputError) in try InputFiles.bytes(of: InputSpec(path: path, fragment: nil)) } }
        }
        #expect(error == InputError(file: path, .file(.endless(limit: 64 << 20, kind: .input))))
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test("a FIFO that ends is read whole, across many reads", arguments: [8, 3_000_000])
    func finiteFIFO(count: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source").path
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        try Data(bytes).write(to: URL(fileURLWithPath: source))
        let path = folder.appendingPathComponent("f.path").path
        let read = try Self.withFIFO(at: path, writer: "exec cat '\(source)' > \"$0\"") {
            try InputFiles.bytes(of: InputSpec(path: path, fragment: nil), limit: 4 << 20, kind: .input)
        }
        #expect(read == bytes)
    }

    @Test("a FIFO exactly at the limit is read; one byte more is refused", arguments: [0, 1])
    func fifoAtTheLimit(extra: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = (1 << 20) + 5
        let source = folder.appendingPathComponent("source").path
        try Data(repeating: 0x41, count: limit + extra).write(to: URL(fileURLWithPath: source))
        let path = folder.appendingPathComponent("f.yaml").path
        let error = try Self.withFIFO(at: path, writer: "exec cat '\(source)' > \"$0\"") {
            Self.error { () throws(InputError) in try InputFiles.bytes(of: InputSpec(path: path, fragment: nil), limit: limit, kind: .jobFile) }
        }
        if extra == 0 {
            #expect(error == nil)
        } else {
            #expect(error == InputError(file: path, .file(.endless(limit: limit, kind: .jobFile))))
            #expect(error?.message == "reading stopped at 1.1 MiB; job files larger than 1.1 MiB are refused")
        }
    }

    @Test("sizes read as people read them", arguments: [
        (64 << 20, "64 MiB"), (4 << 20, "4 MiB"), ((4 << 20) + 1, "4.1 MiB"), (4_718_592, "4.5 MiB"),
        (1000, "1000 bytes"), (100 << 20, "100 MiB"),
    ])
    func sizes(count: Int, expected: String) {
        #expect(InputFiles.mebibytes(count) == expected)
    }

    @Test("a directory and a missing file are unreadable, with the reason", arguments: [
        ("/", FileProblem.directory, "is a directory, not a file"), ("/nonexistent/x.svg", .cannotOpen(errno: ENOENT), "no such file"),
    ])
    func unreadable(path: String, problem: FileProblem, message: String) {
        let error = Self.error { () throws(InputError) in try InputFiles.bytes(of: InputSpec(path: path, fragment: nil)) }
        #expect(error == InputError(file: path, .file(problem)))
        #expect(error?.kind == .unreadable)
        #expect(error?.message == message)
    }
}
