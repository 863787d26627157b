#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The preview's HTTP/1.1 server: 127.0.0.1 only, GET and HEAD, one request per connection, each
/// connection on a thread of its own with ``headDeadlineSeconds`` for its whole head (however slowly it
/// trickles in) and ``timeoutSeconds`` to take its response; at most ``maximumConnections`` at once,
/// beyond which the answer is 503. Heads are bounded (``HTTPRequestHead/maximumLength``) and bodies
/// refused, so a client can hold only a few KB and a thread, for a few seconds. Only requests whose `Host`
/// names the loopback address and this port are answered (``HTTPRequestHead/isLoopback(port:)``), so a
/// page on another site cannot read the preview through DNS rebinding.
///
/// On POSIX sockets rather than an HTTP library: the light one on the mirror (FlyingFox) links Foundation's
/// URLSession, which needs libcurl (a static build cannot link it, a dynamic one loads it at every start),
/// and the others are SwiftNIO, minutes of every CI build for a server that answers GETs on the loopback.
public final class LoopbackHTTPServer: Sendable {
    /// The port listened on (the one asked for, or the kernel's pick for 0).
    public let port: UInt16
    private let descriptor: Int32
    private let handler: @Sendable (HTTPRequestHead) -> HTTPResponse
    private let connections = Mutex(0)

    public static let maximumConnections = 64
    /// Seconds a connection may take to take its response (and stay silent while sending its head).
    public static let timeoutSeconds = 15
    /// Seconds a connection may take to send its whole head: a browser sends it at once, while 64 clients
    /// each sending a byte a second would otherwise hold every slot (finding 33).
    public static let headDeadlineSeconds = 5.0

    /// Listens on 127.0.0.1:`port` and answers each request with `handler`'s response, on threads of its
    /// own, for the rest of the process.
    ///
    /// - Throws: ``HTTPServerError`` when the port cannot be listened on (taken, privileged).
    public init(port: UInt16, handler: @escaping @Sendable (HTTPRequestHead) -> HTTPResponse) throws(HTTPServerError) {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #endif
        guard descriptor >= 0 else { throw HTTPServerError(reason: Self.errnoText()) }
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
                bind(descriptor, address, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let reason = Self.errnoText()
            close(descriptor)
            throw HTTPServerError(reason: reason)
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
        self.handler = handler
        DetachedThread.start { [self] in acceptConnections() }
    }

    private func acceptConnections() {
        while true {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else {
                // Out of descriptors or memory for a moment: wait instead of spinning.
                if errno != EINTR && errno != ECONNABORTED { usleep(10_000) }
                continue
            }
            // The process starts no programs while serving; closed on exec all the same, as the listener is.
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let admitted = connections.withLock { count in
                guard count < Self.maximumConnections else { return false }
                count += 1
                return true
            }
            guard admitted else {
                send(HTTPResponse.plain(.serviceUnavailable).bytes(), to: connection)
                close(connection)
                continue
            }
            DetachedThread.start { [self] in
                serve(connection)
                close(connection)
                connections.withLock { $0 -= 1 }
            }
        }
    }

    /// Reads one request head from `connection` and writes the handler's answer.
    private func serve(_ connection: Int32) {
        var timeout = timeval(tv_sec: Self.timeoutSeconds, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var end: Int?
        let deadline = Self.now() + Self.headDeadlineSeconds
        while end == nil {
            guard received.count <= HTTPRequestHead.maximumLength else {
                send(HTTPResponse.plain(.headerFieldsTooLarge).bytes(), to: connection)
                return
            }
            // Waits at most until the deadline for the whole head, not a fresh timeout for each byte.
            let left = deadline - Self.now()
            var waiting = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            let ready = left > 0 ? poll(&waiting, 1, Int32((left * 1000).rounded(.up))) : 0
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else {
                if ready == 0 && !received.isEmpty { send(HTTPResponse.plain(.requestTimeout).bytes(), to: connection) }
                return
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            // Closed before a whole head.
            guard count > 0 else { return }
            received += chunk[..<count]
            end = HTTPRequestHead.end(in: received)
        }
        let response: HTTPResponse
        var isHEAD = false
        do throws(HTTPRequestProblem) {
            let head = try HTTPRequestHead(received[..<end!])
            isHEAD = head.method == "HEAD"
            guard head.isLoopback(port: port) else { throw HTTPRequestProblem.notThisHost }
            response = handler(head)
        } catch {
            response = error.response
        }
        send(response.bytes(forHEAD: isHEAD), to: connection)
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Writes all of `bytes`, giving up on an error or the send timeout.
    private func send(_ bytes: [UInt8], to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Self.sendBytes(connection, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    /// send(2) without SIGPIPE when the client has gone: Linux's MSG_NOSIGNAL; Darwin has none, and the
    /// socket is told instead (SO_NOSIGPIPE).
    private static func sendBytes(_ connection: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        return Glibc.send(connection, bytes, count, Int32(MSG_NOSIGNAL))
        #else
        var one: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        return Darwin.send(connection, bytes, count, 0)
        #endif
    }
}

/// Why the server could not listen: the system's words ("Address already in use").
public struct HTTPServerError: Error, Sendable {
    public var reason: String
}
