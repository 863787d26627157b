import MRefreshSyntax

/// Why an `<image>` (or an image a pattern holds) is not drawn.
public enum SVGImageRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// A URL with a scheme other than `data:` (`https:`, `file:`): nothing is fetched.
    case notLocal(String)
    /// A path that leaves the document's folder (`..`, an absolute path, a link out of it).
    case outsideFolder(String)
    /// A relative path while the document has no folder (standard input).
    case noFolder(String)
    /// The file cannot be read, and why ("no such file", "permission denied").
    case unreadable(String, reason: String)
    /// A `data:` URL that is not one (no comma, bad base64).
    case malformedDataURL
    /// Encoded bytes past the limit.
    case tooLarge(limit: Int)
    /// Declared pixels past the limit for one image.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// All the document's images together past the decoding budget.
    case budgetExhausted(limit: Int)
    /// What the header says is wrong.
    case header(ImageHeader.Problem)

    public var description: String {
        switch self {
        case .notLocal(let url): "images are read from data: URLs and files beside the document only, not '\(Excerpt(url))'"
        case .outsideFolder(let path): "image '\(Excerpt(path))' is outside the document's folder"
        case .noFolder(let path): "image '\(Excerpt(path))' is a file, and a document read from standard input has no folder"
        case let .unreadable(path, reason): "image '\(Excerpt(path))' cannot be read: \(reason)"
        case .malformedDataURL: "the image's data: URL is malformed"
        case .tooLarge(let limit): "the image is larger than \(limit >> 20) MiB"
        case let .tooManyPixels(width, height, limit):
            "the image is \(width)×\(height) pixels, more than \(limit / 1_000_000) million"
        case .budgetExhausted(let limit):
            "the document's images would take more than \(limit >> 20) MiB decoded"
        case .header(.unknownFormat(let kind?)): "the image is \(kind): only PNG and JPEG images are drawn"
        case .header(.unknownFormat(nil)): "the image is neither PNG nor JPEG"
        case .header(.truncated(let format)): "the \(format.rawValue) image is truncated"
        case .header(.malformed(let format)): "the \(format.rawValue) image's header is malformed"
        }
    }
}
