import MRefreshPreview
import Testing

/// Request heads as browsers, curl and attackers send them: what is read, and what is refused with which
/// status.
struct HTTPRequestHeadTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        /// The method and target read, or the status refused with.
        let expected: Result<[String], Refusal>
        var testDescription: String { name }
    }
    struct Refusal: Error, Equatable { let status: Int }

    static let rows: [Row] = [
        Row(name: "a browser's GET", text: "GET /version HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\nCache-Control: no-cache\r\n\r\n",
            expected: .success(["GET", "/version", "127.0.0.1:8080"])),
        Row(name: "bare LF line ends", text: "HEAD / HTTP/1.0\nHost: x\n\n", expected: .success(["HEAD", "/", "x"])),
        Row(name: "dot segments kept as sent", text: "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
            expected: .success(["GET", "/../../etc/passwd", "x"])),
        Row(name: "HTTP/1.0 without a Host", text: "GET / HTTP/1.0\r\n\r\n", expected: .success(["GET", "/", ""])),
        Row(name: "HTTP/1.1 without a Host", text: "GET / HTTP/1.1\r\n\r\n", expected: .failure(Refusal(status: 400))),
        Row(name: "two Host fields", text: "GET / HTTP/1.1\r\nHost: 127.0.0.1:80\r\nHost: evil\r\n\r\n",
            expected: .failure(Refusal(status: 400))),
        Row(name: "POST with a small body: the method is refused, not the body", text: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\n",
            expected: .failure(Refusal(status: 405))),
        Row(name: "PUT", text: "PUT /a.png HTTP/1.1\r\nHost: x\r\n\r\n", expected: .failure(Refusal(status: 405))),
        Row(name: "field values trimmed, names any case", text: "GET / HTTP/1.1\r\nhOsT: \t a b \t\r\n\r\n",
            expected: .success(["GET", "/", "a b"])),
        Row(name: "HTTP/2 preface", text: "PRI * HTTP/2.0\r\n\r\n", expected: .failure(Refusal(status: 505))),
        Row(name: "absolute-form target", text: "GET http://evil/ HTTP/1.1\r\n\r\n", expected: .failure(Refusal(status: 400))),
        Row(name: "two spaces in the request line", text: "GET  / HTTP/1.1\r\n\r\n", expected: .failure(Refusal(status: 400))),
        Row(name: "space before a field's colon", text: "GET / HTTP/1.1\r\nHost : x\r\n\r\n", expected: .failure(Refusal(status: 400))),
        Row(name: "folded field line", text: "GET / HTTP/1.1\r\nX: a\r\n b\r\n\r\n", expected: .failure(Refusal(status: 400))),
        Row(name: "control byte in a value", text: "GET / HTTP/1.1\r\nX: a\u{1}b\r\n\r\n", expected: .failure(Refusal(status: 400))),
        Row(name: "a body announced", text: "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n", expected: .failure(Refusal(status: 413))),
        Row(name: "a chunked body", text: "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", expected: .failure(Refusal(status: 413))),
        Row(name: "a head past 16 KiB", text: "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 17_000) + "\r\n\r\n",
            expected: .failure(Refusal(status: 431))),
    ]

    @Test(arguments: rows)
    func reads(_ row: Row) throws {
        let bytes = Array(row.text.utf8)
        let end = try #require(HTTPRequestHead.end(in: bytes), "the head's end is not found")
        #expect(end == bytes.count)
        let read = Result { () throws(HTTPRequestProblem) -> HTTPRequestHead in try HTTPRequestHead(bytes[..<end]) }
        switch (read, row.expected) {
        case (.success(let head), .success(let expected)):
            #expect([head.method, head.target, head.field("Host") ?? ""] == expected)
        case (.failure(let problem), .failure(let refusal)):
            #expect(problem.status.rawValue == refusal.status)
        default:
            Issue.record("read \(read), expected \(row.expected)")
        }
    }

    @Test("only the loopback address with this port is this server's host", arguments: [
        ("127.0.0.1:8080", true), ("localhost:8080", true), ("LocalHost:8080", true), ("[::1]:8080", true),
        ("127.0.0.1", false), ("127.0.0.1:8081", false), ("evil.example", false), ("evil.example:8080", false),
        ("localhost.evil.example:8080", false), ("127.0.0.1:8080.evil", false), ("", false),
    ])
    func loopbackHosts(host: String, served: Bool) throws {
        let bytes = Array("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8)
        let head = try HTTPRequestHead(bytes[...])
        #expect(head.isLoopback(port: 8080) == served)
    }

    @Test("a refused method is answered 405 with the methods allowed")
    func methodRefusal() {
        let response = HTTPRequestProblem.methodNotAllowed("POST").response
        #expect(response.status == .methodNotAllowed)
        #expect(response.fields.contains { $0.name == "Allow" && $0.value == "GET, HEAD" })
    }

    @Test("an incomplete head has no end yet, however it is cut")
    func incomplete() {
        let text = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)
        for cut in 0..<text.count { #expect(HTTPRequestHead.end(in: Array(text[..<cut])) == nil, "cut at \(cut)") }
    }

    @Test("a response says its length, closes, and answers HEAD without its body")
    func response() {
        let response = HTTPResponse(.ok, fields: [("Content-Type", "text/plain")], body: Array("12".utf8))
        #expect(String(decoding: response.bytes(), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\n12")
        #expect(String(decoding: response.bytes(forHEAD: true), as: UTF8.self).hasSuffix("Connection: close\r\n\r\n"))
    }
}
