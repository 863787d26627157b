import MRefreshSyntax

/// Why an `<image>` (or an image a pattern holds) is not drawn.
package enum SVGImageRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// A URL with a scheme other than `data:` (`https:`, `file:`): nothing is fetched.
    case notLocal(String)
    /// A path that leads out of the document's folder (by `..`, as an absolute path, through a link).
    case outsideFolder(String)
    /// A path that leads out of the document's folder and every resource folder the user allowed.
    case outsideFolders(String)
    /// A relative path while the document has no folder (read from standard input, or a `data:` URL's).
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
    /// The image's PNG chunk the decoder needs fails its CRC check: the file was damaged.
    case damagedChunk(String, chunk: String)
    /// The decoder refused the image's data (found when it is decoded, before any frame is drawn), and
    /// its words for why.
    case undecodable(String, reason: String)
    /// The decoder found corrupt data and decoded what it could (a JPEG cut short inside its scan).
    case corrupt(String, reason: String)
    /// An SVG document drawn as an image that is one of the documents drawing it (directly or round a
    /// cycle of images).
    case documentCycle(String)
    /// An SVG document drawn as an image inside more documents drawn as images than the limit.
    case documentsTooDeep(String, limit: Int)
    /// The SVG documents a document draws as images (each time it draws one) past the limit of bytes read.
    case documentBudgetExhausted(limit: Int)
    /// An SVG document drawn as an image cannot be read: its own error, at its own position.
    indirect case document(String, InputError)

    package var description: String {
        switch self {
        case .notLocal(let url): "images are read from data: URLs and files beside the document only, not '\(Excerpt(url))'"
        case .outsideFolder(let path): "image '\(Excerpt(path))' is outside the document's folder"
        case .outsideFolders(let path): "image '\(Excerpt(path))' is outside the document's folder and the resource folders"
        case .noFolder(let path): "image '\(Excerpt(path))' is a file, and a document read from standard input or a data: URL has no folder"
        case let .unreadable(path, reason): "image '\(Excerpt(path))' cannot be read: \(reason)"
        case .malformedDataURL: "the image's data: URL is malformed"
        case .tooLarge(let limit): "the image is larger than \(limit >> 20) MiB"
        case let .tooManyPixels(width, height, limit):
            "the image is \(width)×\(height) pixels, more than \(limit / 1_000_000) million"
        case .budgetExhausted(let limit):
            "the document's images would take more than \(limit >> 20) MiB decoded"
        case .header(.unknownFormat(let kind?)): "the image is \(kind): only PNG, JPEG, GIF and WebP images are drawn"
        case .header(.unknownFormat(nil)): "the image is not PNG, JPEG, GIF or WebP"
        case .header(.truncated(let format)): "the \(format.rawValue) image is truncated"
        case .header(.malformed(let format)): "the \(format.rawValue) image's header is malformed"
        case let .damagedChunk(image, chunk): "image '\(Excerpt(image))' cannot be decoded: its PNG \(chunk) chunk fails its CRC check (the file is damaged)"
        case let .undecodable(image, reason): "image '\(Excerpt(image))' cannot be decoded: \(reason)"
        case let .corrupt(image, reason): "image '\(Excerpt(image))' is corrupt: \(reason)"
        case .documentCycle(let image): "image '\(Excerpt(image))' is a document that draws this one as an image (a cycle)"
        case let .documentsTooDeep(image, limit): "image '\(Excerpt(image))' would nest SVG documents drawn as images more than \(limit) deep"
        case .documentBudgetExhausted(let limit):
            "the SVG documents drawn as images would take more than \(limit >> 20) MiB read together"
        case let .document(image, error): "image '\(Excerpt(image))' cannot be drawn: \(error.place)\(error.cause.description)"
        }
    }
}
