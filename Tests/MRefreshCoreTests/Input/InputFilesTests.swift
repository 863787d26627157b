import Foundation
import Testing
@testable import MRefreshCore
import MRefreshSystem

/// Inputs are read within their limit whatever kind of file they are: a named file must be a regular one
/// (a FIFO, device or socket is refused before it is opened) and is bounded by its size; standard input,
/// which may be a pipe or a device, is bounded while it is read, refused one byte past the limit.
@Suite("Input files", .serialized)
struct InputFilesTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A pipe fed by a shell running `writer` in a child process, handed to `body` as the descriptor of its
    /// reading end (as standard input would be); the child is ended when the test is done with it.
    static func withPipe<T>(writer: String, _ body: (Int32) throws -> T) throws -> T {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", writer]
        process.standardOutput = pipe
        try process.run()
        // Only the child writes: the pipe ends when it does.
        try pipe.fileHandleForWriting.close()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        return try body(pipe.fileHandleForReading.fileDescriptor)
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

    @Test("a named FIFO, device or socket is refused before it is opened, at once", arguments: [
        ("fifo", "is a FIFO, not a regular file"), ("/dev/zero", "is a device, not a regular file"),
        ("/dev/null", "is a device, not a regular file"), ("socket", "is a socket, not a regular file"),
    ])
    func notRegular(name: String, message: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var path = name
        if name == "fifo" {
            // No writer: opening it for reading would wait for one for ever (finding 30).
            path = folder.appendingPathComponent("pipe.png").path
            try #require(mkfifo(path, 0o600) == 0)
        } else if name == "socket" {
            path = folder.appendingPathComponent("s.svg").path
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(bound == 0)
        }
        let (error, seconds) = Self.timed {
            Self.error { () throws(InputError) in try InputFiles.bytes(of: InputSpec(path: path, fragment: nil)) }
        }
        #expect(error?.message == message)
        #expect(error?.kind == .unreadable)
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test("a link to a regular file is read; a link to a FIFO is refused")
    func links() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.path").path
        try Data("M0 0L1 1".utf8).write(to: URL(fileURLWithPath: file))
        let fifo = folder.appendingPathComponent("f").path
        try #require(mkfifo(fifo, 0o600) == 0)
        try #require(symlink(file, folder.appendingPathComponent("to-file").path) == 0)
        try #require(symlink(fifo, folder.appendingPathComponent("to-fifo").path) == 0)
        #expect(try InputFiles.bytes(of: InputSpec(path: folder.appendingPathComponent("to-file").path, fragment: nil)) == Array("M0 0L1 1".utf8))
        let error = Self.error { () throws(InputError) in
            try InputFiles.bytes(of: InputSpec(path: folder.appendingPathComponent("to-fifo").path, fragment: nil))
        }
        #expect(error?.message == "is a FIFO, not a regular file")
    }

    @Test("a device read as standard input would be is refused one byte past the limit, at once")
    func endlessDevice() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let (result, seconds) = Self.timed { InputFiles.readToEnd(.borrowing(descriptor), expected: 0, limit: 64 << 20) }
        guard case .success(let bytes) = result else { Issue.record("\(result)"); return }
        #expect(bytes == nil)
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test("a pipe fed forever is refused at the limit, at once")
    func endlessPipe() throws {
        let (result, seconds) = try Self.withPipe(writer: "exec cat /dev/zero") { descriptor in
            Self.timed { InputFiles.readToEnd(.borrowing(descriptor), expected: 0, limit: 64 << 20) }
        }
        guard case .success(let bytes) = result else { Issue.record("\(result)"); return }
        #expect(bytes == nil)
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test("a pipe that ends is read whole, across many reads", arguments: [8, 3_000_000])
    func finitePipe(count: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("source").path
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
        try Data(bytes).write(to: URL(fileURLWithPath: source))
        let result = try Self.withPipe(writer: "exec cat '\(source)'") { InputFiles.readToEnd(.borrowing($0), expected: 0, limit: 4 << 20) }
        guard case .success(let read) = result else { Issue.record("\(result)"); return }
        #expect(read == bytes)
    }

    @Test("a pipe exactly at the limit is read; one byte more is refused", arguments: [0, 1])
    func pipeAtTheLimit(extra: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = (1 << 20) + 5
        let source = folder.appendingPathComponent("source").path
        try Data(repeating: 0x41, count: limit + extra).write(to: URL(fileURLWithPath: source))
        let result = try Self.withPipe(writer: "exec cat '\(source)'") { InputFiles.readToEnd(.borrowing($0), expected: 0, limit: limit) }
        guard case .success(let read) = result else { Issue.record("\(result)"); return }
        #expect(read?.count == (extra == 0 ? limit : nil))
        #expect(FileProblem.endless(limit: limit, kind: .jobFile).description
                    == "reading stopped at 1.1 MiB; job files larger than 1.1 MiB are refused")
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
