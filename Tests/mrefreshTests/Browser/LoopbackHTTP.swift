import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request to 127.0.0.1 over a plain socket, `Connection: close`, the body read to the end.
/// Not URLSession: Foundation's Linux client rejects chromedriver's replies (header lines written without a
/// space after the colon: "Failed writing header").
enum LoopbackHTTP {
    /// The reply's body, or what went wrong; the whole exchange is bounded by `timeout` seconds.
    static func exchange(port: UInt16, method: String, path: String, body: Data, timeout: Double) -> Result<Data, HarnessError> {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return .failure(HarnessError("socket(): \(String(cString: strerror(errno)))")) }
        defer { close(descriptor) }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { return .failure(HarnessError("connect(127.0.0.1:\(port)): \(String(cString: strerror(errno)))")) }
        var request = Data("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n".utf8)
        request += Data("Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
        request += body
        let sent = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { return .failure(HarnessError("sending the request: \(String(cString: strerror(errno)))")) }
        let deadline = Date().addingTimeInterval(timeout)
        var reply = Data(), buffer = [UInt8](repeating: 0, count: 65536)
        // chromedriver keeps the connection open whatever the request says: the reply ends where its
        // Content-Length says, or where the server closes.
        while complete(reply) == nil {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { break }
            guard count > 0, Date() < deadline else { return .failure(HarnessError("no whole reply in \(timeout) s")) }
            reply.append(contentsOf: buffer[0..<count])
        }
        guard let end = reply.range(of: Data("\r\n\r\n".utf8)) else { return .failure(HarnessError("a reply without headers")) }
        return .success(Data(reply[end.upperBound...].prefix(complete(reply) ?? Int.max)))
    }

    /// The body's length once `reply` holds all of it; nil before (or without a Content-Length).
    private static func complete(_ reply: Data) -> Int? {
        guard let end = reply.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: reply[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return nil }
        return reply.count - end.upperBound >= length ? length : nil
    }
}
