import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started in a process group of its own, so that it and every process it starts (chromedriver
/// and its Chromium) are ended together with one signal, whatever state they were left in.
final class ChildProcessGroup: @unchecked Sendable {
    let pid: pid_t
    /// Where the program's stdout and stderr go, for the message of a failed start.
    let log: URL

    /// Starts `executable arguments…` with stdin from /dev/null and both outputs to `log`.
    init(_ executable: String, _ arguments: [String], log: URL) throws {
        self.log = log
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Process group = the child's pid, so kill(-pid) reaches the browser it starts too.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard status == 0 else { throw HarnessError("could not start \(executable): \(String(cString: strerror(status)))") }
        pid = child
    }

    /// What the program printed so far.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Whether the program has not exited yet (and reaps it if it has).
    var isRunning: Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Ends the whole group: SIGTERM, then SIGKILL after `grace` seconds; waits for the program itself.
    func end(grace: Double = 2) {
        kill(-pid, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while isRunning, Date() < deadline { usleep(20_000) }
        // Stragglers of the group (renderers still shutting down) go too, even when the leader has exited.
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        // The browser's processes, orphaned, are reaped by init a moment later; until then they count.
        let reaped = Date().addingTimeInterval(grace)
        while kill(-pid, 0) == 0, Date() < reaped { usleep(20_000) }
    }
}

/// A free TCP port on 127.0.0.1, as the kernel hands out for port 0. Another program could take it
/// before ours binds it; the start-up check then fails with chromedriver's own message.
func freeLocalPort() throws -> UInt16 {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketDescriptor >= 0 else { throw HarnessError("socket(): \(String(cString: strerror(errno)))") }
    defer { close(socketDescriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(socketDescriptor, socketAddress, length) == 0 && getsockname(socketDescriptor, socketAddress, &length) == 0
        }
    }
    guard bound else { throw HarnessError("bind(127.0.0.1:0): \(String(cString: strerror(errno)))") }
    return UInt16(bigEndian: address.sin_port)
}

/// A harness failure, in words.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
