#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshPreview
import MRefreshSyntax

/// The HTTP side of `mrefresh preview`: `GET /` the page with the current data, `GET /version` the data's
/// version, `GET /data.json` the data alone; any other path a file of the output folder
/// (``ServedFiles``), refused outside it (403) or absent (404).
struct PreviewHandler: Sendable {
    let session: PreviewSession
    let files: ServedFiles

    /// Answers a GET or HEAD request (the server refuses any other method, and hosts other than its own).
    func respond(to request: HTTPRequestHead) -> HTTPResponse {
        // The path as sent, dot segments and all (ServedFiles judges them); the query is not part of it.
        let target = String(request.target.prefix { $0 != "?" && $0 != "#" })
        switch target {
        case "/", "/index.html":
            return Self.response(ServedPage.html(session.data), type: "text/html; charset=utf-8")
        case "/version":
            return Self.response(String(session.data.version), type: "text/plain; charset=utf-8")
        case "/data.json":
            return Self.response(session.data.json, type: "application/json")
        default:
            switch files.answer(target) {
            case .file(let path):
                guard let bytes = FileManager.default.contents(atPath: path) else { return .plain(.notFound) }
                return HTTPResponse(.ok, fields: [("Content-Type", Self.type(of: path)), ("Cache-Control", "no-store")], body: [UInt8](bytes))
            case .notFound: return .plain(.notFound)
            case .forbidden: return .plain(.forbidden)
            }
        }
    }

    private static func response(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(.ok, fields: [("Content-Type", type), ("Cache-Control", "no-store")], body: Array(text.utf8))
    }

    private static func type(of path: String) -> String {
        switch PathText.extension(of: path).lowercased() {
        case "png": "image/png"
        case "json": "application/json"
        case "html": "text/html; charset=utf-8"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
