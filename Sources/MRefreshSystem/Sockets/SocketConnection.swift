#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection, closed when released.
package final class SocketConnection: Sendable {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
        #if !os(Linux)
        // Darwin has no MSG_NOSIGNAL: the socket itself is told not to raise SIGPIPE when the peer has gone.
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    deinit { close(descriptor) }

    /// Makes each blocking receive and send give up after `seconds`.
    package func setTimeouts(seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// What a receive got.
    package enum Received: Equatable, Sendable {
        /// These bytes (none after a signal or a spurious wake-up: the caller's loop asks again).
        case bytes([UInt8])
        /// Nothing came within the time allowed.
        case timedOut
        /// The peer closed the connection, or it failed.
        case closed
    }

    /// Receives what has come, at most `maximum` bytes, waiting at most `seconds` for anything to come.
    package func receive(upTo maximum: Int, waitingAtMost seconds: Double) -> Received {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = seconds > 0 ? poll(&waiting, 1, Int32((seconds * 1000).rounded(.up))) : 0
        if ready < 0 { return Errno.current == .interrupted ? .bytes([]) : .closed }
        if ready == 0 { return .timedOut }
        var failure: Errno?
        let bytes = [UInt8](unsafeUninitializedCapacity: maximum) { buffer, initialized in
            let count = recv(descriptor, buffer.baseAddress, maximum, Int32(MSG_DONTWAIT))
            if count < 0 { failure = Errno.current }
            initialized = max(count, 0)
        }
        if let failure {
            return failure == .interrupted || failure == .tryAgain || failure == .wouldBlock ? .bytes([]) : .closed
        }
        return bytes.isEmpty ? .closed : .bytes(bytes)
    }

    /// Sends all of `bytes`, giving up on a failure or the send timeout; never raises SIGPIPE.
    package func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { systemSend(descriptor, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0 && Errno.current == .interrupted { continue }
            guard count > 0 else { return }
            sent += count
        }
    }
}

/// send(2) without SIGPIPE when the peer has gone: Linux's MSG_NOSIGNAL, Darwin's SO_NOSIGPIPE (set on the
/// socket when it was accepted).
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if os(Linux)
    send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
    send(descriptor, bytes, count, 0)
    #endif
}
