import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Findings 33–36 against `mrefresh preview`: clients that trickle their heads, pages that rebind a DNS name
/// to 127.0.0.1, methods other than GET and HEAD, and the terminal closing.
@Suite("Preview against hostile clients", .serialized)
struct PreviewHostileClientTests {
    /// Examples/cloud-download.yaml and its SVG copied into a fresh folder, removed by the caller.
    private func work() throws -> URL {
        let work = try Binary.temporaryDirectory()
        for name in ["cloud-download.yaml", "cloud-download.svg"] {
            try FileManager.default.copyItem(at: PreviewCommandTests.examples.appendingPathComponent(name),
                                             to: work.appendingPathComponent(name))
        }
        return work
    }

    private func port(of preview: PreviewProcess) throws -> UInt16 {
        try #require(UInt16(preview.url.split(separator: ":").last!.split(separator: "/").first!))
    }

    /// Runs `body` with the port of a preview of Examples/cloud-download.yaml, then ends the preview with
    /// Ctrl-C, which must exit 0.
    private func withPreview(_ body: (UInt16) throws -> Void) throws {
        let work = try work()
        defer { try? FileManager.default.removeItem(at: work) }
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work)
        defer { preview.kill() }
        try body(try port(of: preview))
        #expect(try preview.interrupt() == 0)
    }

    /// Requests as a DNS-rebinding page and tools send them: method, `Host` (PORT: the server's) and body,
    /// and the status each gets.
    static let requests: [(method: String, host: String, body: String, status: Int)] = [
        ("GET", "127.0.0.1:PORT", "", 200), ("GET", "localhost:PORT", "", 200), ("HEAD", "[::1]:PORT", "", 200),
        ("GET", "evil.example", "", 421), ("GET", "evil.example:PORT", "", 421), ("GET", "127.0.0.1", "", 421),
        ("GET", "127.0.0.1:1", "", 421), ("POST", "127.0.0.1:PORT", "a=1", 405), ("PUT", "127.0.0.1:PORT", "xyz", 405),
        ("DELETE", "127.0.0.1:PORT", "", 405),
    ]

    @Test("34, 36: only the server's own loopback Host is answered; other methods are 405, bodies or not")
    func hostsAndMethods() throws {
        try withPreview { port in
            for (method, host, body, status) in Self.requests {
                let response = try RawHTTP.request("/", method: method, host: host.replacingOccurrences(of: "PORT", with: "\(port)"),
                                                   body: body, port: port)
                #expect(response.status == status, "\(method) with Host \(host)")
                if status == 200 && method == "GET" { #expect(String(decoding: response.body, as: UTF8.self).contains("<html")) }
            }
        }
    }

    @Test("33: 64 clients that send a byte a second lose their connections at the head's deadline; the page is served")
    func slowClients() throws {
        try withPreview { port in try slowClients(port: port) }
    }

    private func slowClients(port: UInt16) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<64 {
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            try #require(socket >= 0)
            sockets.append(socket)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
        }
        // A byte a second on each, a request head that never ends: each byte came within the old 15 s
        // timeout, so they held every slot for as long as they kept it up.
        let head = Array("GET / HTTP/1.1\r\nX-Slow: ".utf8)
        let start = Date()
        var sent = 0
        while Date().timeIntervalSince(start) < 7 {
            for socket in sockets { _ = send(socket, [head[sent % head.count]], 1, Int32(MSG_NOSIGNAL)) }
            sent += 1
            Thread.sleep(forTimeInterval: 1)
        }
        // Past the 5 s deadline every slow connection is closed: the page is served again.
        let response = try RawHTTP.get("/", port: port)
        #expect(response.status == 200)
    }

    @Test("35: SIGHUP removes the temporary folder and exits 0, as Ctrl-C does")
    func hangUp() throws {
        let work = try work()
        defer { try? FileManager.default.removeItem(at: work) }
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let preview = try PreviewProcess(["preview", "cloud-download.yaml", "--port", "0"], in: work,
                                         environment: ["TMPDIR": temporary.path])
        defer { preview.kill() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).count == 1)
        kill(preview.process.processIdentifier, SIGHUP)
        let deadline = Date().addingTimeInterval(10)
        while preview.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!preview.process.isRunning)
        #expect(preview.process.terminationReason == .exit && preview.process.terminationStatus == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}
