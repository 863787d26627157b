import FlyingFox
import Foundation
import MRefreshPreview

/// The HTTP side of `mrefresh preview`, on FlyingFox: `GET /` the page with the current data,
/// `GET /version` the data's version, `GET /data.json` the data alone; any other path a file of the
/// output folder (``ServedFiles``), refused outside it (403) or absent (404). GET and HEAD only.
struct PreviewHandler: HTTPHandler {
    let session: PreviewSession
    let files: ServedFiles

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
        }
        // The path as sent: FlyingFox's `path` has its dot segments already resolved away.
        let target = request.target.path(percentEncoded: true)
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
                guard let bytes = FileManager.default.contents(atPath: path) else { return HTTPResponse(statusCode: .notFound) }
                return HTTPResponse(statusCode: .ok, headers: [.contentType: Self.type(of: path), .cacheControl: "no-store"], body: bytes)
            case .notFound: return HTTPResponse(statusCode: .notFound)
            case .forbidden: return HTTPResponse(statusCode: .forbidden)
            }
        }
    }

    private static func response(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: Data(text.utf8))
    }

    private static func type(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": "image/png"
        case "json": "application/json"
        case "html": "text/html; charset=utf-8"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
