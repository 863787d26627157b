#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax

/// Which files a request may read: only those inside one folder (the preview's output), named by a
/// request path relative to it. Everything else is refused: `..` and `.` segments (also percent-encoded),
/// absolute or empty segments, backslashes and NUL, and a link that leads out of the folder.
public struct ServedFiles: Sendable {
    /// The answer to a request path.
    public enum Answer: Hashable, Sendable {
        /// The file's absolute path, inside the folder.
        case file(String)
        /// No such file in the folder (404).
        case notFound
        /// A path that tries to leave the folder (403).
        case forbidden
    }

    /// The folder's real path (links resolved).
    public let root: String

    /// Files served from `folder`, which must exist.
    public init(folder: String) {
        root = Self.realPath(folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    /// What `target` (a request's path as sent, percent-encoded, without its query) names.
    public func answer(_ target: String) -> Answer {
        guard target.hasPrefix("/"), let decoded = target.percentDecoded else { return .forbidden }
        let segments = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments {
            if segment.isEmpty || segment == "." || segment == ".." || segment.contains("\\") || segment.contains("\0") {
                return .forbidden
            }
        }
        let joined = root + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(joined) else { return .notFound }
        // A link inside the folder may point anywhere: what it leads to must be inside too.
        guard real.hasPrefix(root + "/") else { return .forbidden }
        var isFolder = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder else { return .notFound }
        return .file(real)
    }

    /// `path` with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
