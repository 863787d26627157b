/// The status codes the preview server answers with.
public enum HTTPStatus: Int, Sendable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case misdirectedRequest = 421
    case contentTooLarge = 413
    case headerFieldsTooLarge = 431
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// The reason phrase of RFC 9110 §15.
    public var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .misdirectedRequest: "Misdirected Request"
        case .contentTooLarge: "Content Too Large"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .serviceUnavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}
