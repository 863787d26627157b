#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on 127.0.0.1 only, close-on-exec, for `mrefresh preview`'s server.
package final class LoopbackListener: Sendable {
    /// The port listened on (the one asked for, or the kernel's pick for 0).
    package let port: UInt16
    private let descriptor: Int32

    /// Listens on 127.0.0.1:`port` with a backlog of `backlog`.
    ///
    /// - Throws: the system's failure (the port taken or privileged).
    package init(port: UInt16, backlog: Int32 = 64) throws(Errno) {
        // Close-on-exec from the start on Linux; elsewhere (and in a portable build) set just after, which
        // is the same while the process starts no programs.
        #if os(Linux) && !MREFRESH_PORTABLE
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #elseif os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #endif
        guard descriptor >= 0 else { throw Errno.current }
        var one: Int32 = 1
        // A port in TIME_WAIT from the last session may be reused; one another process listens on may not.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, backlog) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let failure = Errno.current
            close(descriptor)
            throw failure
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }

    /// The next connection, waiting for one; nil after a passing failure (a connection aborted before it
    /// was taken, a signal, or a moment out of descriptors or memory, after a short wait so that the
    /// caller's loop does not spin).
    package func accept() -> SocketConnection? {
        let connection = systemAccept(descriptor)
        guard connection >= 0 else {
            let failure = Errno.current
            if failure != .interrupted && failure != .connectionAborted { usleep(10_000) }
            return nil
        }
        // The process starts no programs while serving; closed on exec all the same, as the listener is.
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        return SocketConnection(descriptor: connection)
    }
}

private func systemAccept(_ descriptor: Int32) -> Int32 { accept(descriptor, nil, nil) }
