/// One response: status, a few header fields and the body; always the last on its connection.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    /// Header fields besides Content-Length and Connection, which ``bytes(forHEAD:)`` writes.
    public var fields: [(name: String, value: String)]
    public var body: [UInt8]

    public init(_ status: HTTPStatus, fields: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.fields = fields
        self.body = body
    }

    /// A `text/plain` response of `status`, its reason as the body (what a browser shows for an error).
    public static func plain(_ status: HTTPStatus) -> HTTPResponse {
        HTTPResponse(status, fields: [("Content-Type", "text/plain; charset=utf-8")], body: Array("\(status.rawValue) \(status.reason)\n".utf8))
    }

    /// The response as sent: status line, fields, `Content-Length`, `Connection: close`, and the body
    /// unless it answers a HEAD request (RFC 9110 §9.3.2: the same fields, no content).
    public func bytes(forHEAD: Bool = false) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for (name, value) in fields { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (forHEAD ? [] : body)
    }
}
