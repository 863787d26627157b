import MRefreshSystem
import Synchronization

/// The preview's HTTP/1.1 server: 127.0.0.1 only, GET and HEAD, one request per connection, each
/// connection on a thread of its own with ``headDeadlineSeconds`` for its whole head (however slowly it
/// trickles in) and ``timeoutSeconds`` to take its response; at most ``maximumConnections`` at once,
/// beyond which the answer is 503. Heads are bounded (``HTTPRequestHead/maximumLength``) and bodies
/// refused, so a client can hold only a few KB and a thread, for a few seconds. Only requests whose `Host`
/// names the loopback address and this port are answered (``HTTPRequestHead/isLoopback(port:)``), so a
/// page on another site cannot read the preview through DNS rebinding.
///
/// On POSIX sockets (MRefreshSystem's `LoopbackListener`) rather than an HTTP library: the light one on the
/// mirror (FlyingFox) links Foundation's URLSession, which needs libcurl (a static build cannot link it, a
/// dynamic one loads it at every start), and the others are SwiftNIO, minutes of every CI build for a
/// server that answers GETs on the loopback.
public final class LoopbackHTTPServer: Sendable {
    /// The port listened on (the one asked for, or the kernel's pick for 0).
    public let port: UInt16
    private let listener: LoopbackListener
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
        do throws(Errno) {
            listener = try LoopbackListener(port: port, backlog: Int32(Self.maximumConnections))
        } catch {
            throw HTTPServerError(reason: error.reason)
        }
        self.port = listener.port
        self.handler = handler
        DetachedThread.start { [self] in acceptConnections() }
    }

    private func acceptConnections() {
        while true {
            guard let connection = listener.accept() else { continue }
            let admitted = connections.withLock { count in
                guard count < Self.maximumConnections else { return false }
                count += 1
                return true
            }
            guard admitted else {
                connection.send(HTTPResponse.plain(.serviceUnavailable).bytes())
                continue
            }
            DetachedThread.start { [self] in
                serve(connection)
                connections.withLock { $0 -= 1 }
            }
        }
    }

    /// Reads one request head from `connection` and writes the handler's answer.
    private func serve(_ connection: SocketConnection) {
        connection.setTimeouts(seconds: Self.timeoutSeconds)
        var received: [UInt8] = []
        var end: Int?
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(Self.headDeadlineSeconds * 1000)))
        while end == nil {
            guard received.count <= HTTPRequestHead.maximumLength else {
                connection.send(HTTPResponse.plain(.headerFieldsTooLarge).bytes())
                return
            }
            // Waits at most until the deadline for the whole head, not a fresh timeout for each byte.
            let left = clock.now.duration(to: deadline)
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
            switch connection.receive(upTo: 4096, waitingAtMost: seconds) {
            case .timedOut:
                if !received.isEmpty { connection.send(HTTPResponse.plain(.requestTimeout).bytes()) }
                return
            case .closed:
                // Closed before a whole head.
                return
            case .bytes(let bytes):
                received += bytes
                end = HTTPRequestHead.end(in: received)
            }
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
        connection.send(response.bytes(forHEAD: isHEAD))
    }
}

/// Why the server could not listen: the system's words ("Address already in use").
public struct HTTPServerError: Error, Sendable {
    public var reason: String
}
