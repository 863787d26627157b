/// The head of one HTTP/1.x request (RFC 9112 §2–§5): the request line and the header fields, read from
/// at most ``maximumLength`` bytes. The preview server needs no body: a request with one is refused.
public struct HTTPRequestHead: Equatable, Sendable {
    /// The method as sent ("GET").
    public var method: String
    /// The request target exactly as sent, not normalised ("/a/../b" stays so): the served-files check
    /// must see what the client asked for.
    public var target: String
    /// "HTTP/1.1" or "HTTP/1.0".
    public var version: String
    /// The header fields in order, names lowercased.
    public var fields: [(name: String, value: String)]

    /// The most bytes a head may take, blank line included.
    public static let maximumLength = 16 * 1024

    public static func == (a: HTTPRequestHead, b: HTTPRequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    /// The value of the first field named `name` (any case).
    public func field(_ name: String) -> String? {
        let name = name.lowercased()
        return fields.first { $0.name == name }?.value
    }

    /// Where the head ends in `bytes` (the index after its blank line), or nil while it is incomplete.
    public static func end(in bytes: [UInt8]) -> Int? {
        var i = 1
        while i < bytes.count {
            // CRLF CRLF, or bare LF LF, which RFC 9112 §2.2 lets a server accept.
            if bytes[i] == 10 && (bytes[i - 1] == 10 || (i >= 2 && bytes[i - 1] == 13 && bytes[i - 2] == 10)) { return i + 1 }
            i += 1
        }
        return nil
    }

    /// Reads a complete head (the bytes up to and including its blank line).
    public init(_ bytes: ArraySlice<UInt8>) throws(HTTPRequestProblem) {
        guard bytes.count <= Self.maximumLength else { throw .headTooLarge }
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
            line.last == 13 ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .malformed("no request line") }
        let parts = requestLine.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else { throw .malformed("the request line is not 'METHOD target HTTP/1.1'") }
        guard parts.allSatisfy({ $0.allSatisfy { $0 > 32 && $0 < 127 } }) else { throw .malformed("the request line holds a control or non-ASCII byte") }
        method = String(decoding: parts[0], as: UTF8.self)
        target = String(decoding: parts[1], as: UTF8.self)
        version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw .unsupportedVersion(version) }
        guard target.first == "/" else { throw .malformed("the target is not a path") }
        fields = []
        for line in lines.dropFirst() {
            // A field line: name ":" OWS value OWS; no whitespace before the colon (RFC 9112 §5.1), no folding.
            guard let colon = line.firstIndex(of: 58), colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy({ $0 > 32 && $0 < 127 }) else {
                throw .malformed("a header line is not 'Name: value'")
            }
            let value = line[line.index(after: colon)...].drop { $0 == 32 || $0 == 9 }
            let trimmed = value.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
            guard trimmed.allSatisfy({ $0 >= 32 || $0 == 9 }), trimmed.allSatisfy({ $0 != 127 }) else {
                throw .malformed("a header value holds a control byte")
            }
            fields.append((String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased(),
                           String(decoding: trimmed, as: UTF8.self)))
        }
        // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host; more than one is never accepted.
        let hosts = fields.count { $0.name == "host" }
        guard hosts == 1 || (hosts == 0 && version == "HTTP/1.0") else {
            throw .malformed(hosts == 0 ? "an HTTP/1.1 request without a Host field" : "more than one Host field")
        }
        // Only GET and HEAD are served: anything else is refused as such, body or not (finding 36).
        guard method == "GET" || method == "HEAD" else { throw .methodNotAllowed(method) }
        // The server reads no bodies; one announced would be read as the next request.
        if let length = field("content-length"), length != "0" { throw .bodyNotAccepted }
        if field("transfer-encoding") != nil { throw .bodyNotAccepted }
    }
}

extension HTTPRequestHead {
    /// Whether the request names this server as browsers and tools reach it: a `Host` of `127.0.0.1`,
    /// `localhost` or `[::1]` (any case) with `port`. A page of another site that rebinds its DNS name to
    /// 127.0.0.1 sends its own name, so it cannot read the preview (finding 34). An HTTP/1.0 request
    /// without a `Host` is answered: it names no other host (an HTTP/1.1 one is malformed without it).
    public func isLoopback(port: UInt16) -> Bool {
        guard let host = field("host") else { return true }
        return ["127.0.0.1", "localhost", "[::1]"].contains { "\($0):\(port)" == host.lowercased() }
    }
}

/// Why a request head is refused, with the status the server answers.
public enum HTTPRequestProblem: Error, Equatable, Sendable {
    case headTooLarge
    case malformed(String)
    case unsupportedVersion(String)
    case bodyNotAccepted
    /// A method other than GET and HEAD.
    case methodNotAllowed(String)
    /// A `Host` other than the loopback address and this server's port.
    case notThisHost

    public var status: HTTPStatus {
        switch self {
        case .headTooLarge: .headerFieldsTooLarge
        case .malformed: .badRequest
        case .unsupportedVersion: .versionNotSupported
        case .bodyNotAccepted: .contentTooLarge
        case .methodNotAllowed: .methodNotAllowed
        case .notThisHost: .misdirectedRequest
        }
    }

    /// The answer: the status alone, with `Allow` for a method refused (RFC 9110 §15.5.6).
    public var response: HTTPResponse {
        var response = HTTPResponse.plain(status)
        if case .methodNotAllowed = self { response.fields.append(("Allow", "GET, HEAD")) }
        return response
    }
}
