#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore
import MRefreshSystem

/// `<image>` (SVG 2 §5.7): a PNG or JPEG from a `data:` URL (base64 or percent-encoded) or from a file in
/// the document's folder or a resource folder the user allowed, placed in its x, y, width, height by
/// `preserveAspectRatio`, clipped to that box. Nothing is fetched from a network, and no path leads
/// outside those folders (where `..`, an absolute path or a link leads is resolved before it is checked).
/// Every image is bounded before anything is decoded: encoded bytes, declared pixels (PNG IHDR, JPEG SOF),
/// the whole file present, and all of a document's images together.
enum SVGImages {
    /// The most encoded bytes of one image.
    static let maximumBytes = 4 << 20
    /// The most pixels one image may declare (64 MiB decoded).
    static let maximumPixels = 16_777_216
    /// The most bytes all of a document's images may take decoded.
    static let maximumDecodedBytes = 256 << 20

    /// Where an image comes from: a `data:` URL's bytes, or a file allowed to be read (its real path, the
    /// reference as written, and the path the reference names, joined to its folder: ``FileRead/path``).
    enum Source {
        case data([UInt8])
        case file(path: String, written: String, named: String)
    }

    /// The source `reference` names: a `data:` URL's bytes, or a file (a relative path resolved in `folder`,
    /// nil for none) that lies, once every link and `..` is followed, in `folder` or one of `resources`.
    static func file(of reference: String, folder: String?, resources: [String]) -> Result<Source, SVGImageRefusal> {
        // (Only the start is looked at before the size is known: a data: URL may be megabytes.)
        let start = Substring(reference).drop { $0.isWhitespace }
        if start.prefix(5).lowercased() == "data:" { return dataURL(start).map { .data($0) } }
        let text = String(start).trimmingWhitespace()
        // A scheme (letters, then ':') before any '/' is a URL: never fetched.
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/"),
           text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }) {
            return .failure(.notLocal(text))
        }
        let path = text.percentDecoded ?? text
        let outside: SVGImageRefusal = resources.isEmpty ? .outsideFolder(text) : .outsideFolders(text)
        let written: String
        if path.hasPrefix("/") {
            written = path
        } else {
            guard let folder else { return .failure(.noFolder(text)) }
            written = (folder.hasSuffix("/") ? folder : folder + "/") + path
        }
        // The folders as they really are, and where the path really leads (every link and `..` followed in
        // turn, as the kernel follows them), compared only then: a link or `..` cannot lead out unseen.
        let allowed = ([folder].compactMap { $0 } + resources).compactMap { try? PathOperations.realPath($0).get() }
        func isAllowed(_ resolved: String) -> Bool {
            allowed.contains { base in resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") }
        }
        switch PathOperations.realPath(written) {
        case .success(let resolved):
            return isAllowed(resolved) ? .success(.file(path: resolved, written: text, named: written)) : .failure(outside)
        case .failure:
            // A file that is not there (or cannot be reached) is said so where its folder is allowed; the
            // read below names why.
            let parent = written.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            guard let resolvedParent = try? PathOperations.realPath(parent.isEmpty ? "/" : parent).get(), isAllowed(resolvedParent) else {
                return .failure(outside)
            }
            return .success(.file(path: written, written: text, named: written))
        }
    }

    /// The bytes of the file at `path` (written `text` in the document), at most ``maximumBytes``.
    static func read(_ resolved: String, as text: String) -> Result<[UInt8], SVGImageRefusal> {
        do {
            return .success(try InputFiles.bytes(of: InputSpec(path: resolved, fragment: nil), limit: maximumBytes, kind: .input))
        } catch {
            if case .file(let problem) = error.cause {
                switch problem {
                case .tooLarge(size: _, limit: _, kind: _), .endless(limit: _, kind: _): return .failure(.tooLarge(limit: maximumBytes))
                default: return .failure(.unreadable(text, reason: problem.description))
                }
            }
            return .failure(.unreadable(text, reason: error.message))
        }
    }

    /// How a warning names the image `reference` refers to: a file as written, a data URL by its header
    /// ("data:image/png;base64,…").
    static func name(of reference: String) -> String {
        let start = Substring(reference).drop { $0.isWhitespace }
        if start.prefix(5).lowercased() == "data:" {
            let header = start.prefix(64).prefix { $0 != "," }
            return header + ",…"
        }
        return String(start.prefix(1024)).trimmingWhitespace()
    }

    /// `data:[type][;base64],payload`, its size checked before it is decoded.
    static func dataURL(_ text: Substring) -> Result<[UInt8], SVGImageRefusal> {
        guard let comma = text.prefix(256).firstIndex(of: ",") else { return .failure(.malformedDataURL) }
        let header = text[..<comma].lowercased()
        let payload = text[text.index(after: comma)...]
        if header.hasSuffix(";base64") {
            guard payload.utf8.count <= maximumBytes / 3 * 4 + 4096 else { return .failure(.tooLarge(limit: maximumBytes)) }
            let compact = payload.filter { !$0.isWhitespace && $0 != "%" }
            guard let data = Data(base64Encoded: String(compact), options: .ignoreUnknownCharacters) else {
                return .failure(.malformedDataURL)
            }
            return .success([UInt8](data))
        }
        guard payload.utf8.count <= maximumBytes * 3 else { return .failure(.tooLarge(limit: maximumBytes)) }
        var bytes: [UInt8] = []
        var utf8 = Array(payload.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        guard bytes.count <= maximumBytes else { return .failure(.tooLarge(limit: maximumBytes)) }
        return .success(bytes)
    }
}

/// What the document's images and paint servers have used so far: caches and budgets kept across the walk.
struct SVGPaintingState {
    /// The computed styles of markers, patterns, clip paths and masks met so far, by byte offset (-1: the
    /// root's): ``SVGDocumentReader/definitionStyle(of:)``.
    var definitionStyles: [Int: SVGComputedStyle] = [:]
    /// Images read, by the byte offset of their reference's value: each read and checked once.
    var images: [Int: Result<LayerImage.Data, SVGImageRefusal>] = [:]
    /// Bytes the document's images take decoded.
    var decodedBytes = 0
    /// Bytes of the SVG documents read as its images so far, each time one is drawn (``SVGImageDocuments``).
    var documentBytes = 0
    /// The image files read (and those that could not be), the documents drawn as images' own included.
    var filesRead: [FileRead] = []
    /// The ids of the document's patterns, once read (``SVGPatterns``).
    var patterns: Set<String>?
    /// The patterns whose tiles are being read, innermost last (by byte offset): one met again is a cycle.
    var patternStack: [Int] = []
}

extension SVGDocumentReader {
    /// The image `href` refers to, read, checked and counted once; nil (after a positioned warning, or an
    /// error in strict mode) when it is refused.
    mutating func imageData(_ href: XMLAttribute) throws(InputError) -> LayerImage.Data? {
        let result: Result<LayerImage.Data, SVGImageRefusal>
        if let known = painting.images[href.valueByteOffset] {
            result = known
        } else {
            let read: Result<[UInt8], SVGImageRefusal>
            switch SVGImages.file(of: href.value, folder: documentFolder, resources: imageSources.resourceFolders) {
            case .failure(let refusal): read = .failure(refusal)
            case .success(.data(let bytes)): read = .success(bytes)
            case .success(.file(let path, let text, let named)): read = painting.readFile(path, as: text, named: named)
            }
            result = read.flatMap { bytes in
                switch ImageHeader.read(bytes) {
                case .failure(let problem): return .failure(.header(problem))
                case .success(let header):
                    guard header.width.multipliedReportingOverflow(by: header.height).partialValue <= SVGImages.maximumPixels,
                          header.width <= SVGImages.maximumPixels, header.height <= SVGImages.maximumPixels else {
                        return .failure(.tooManyPixels(width: header.width, height: header.height, limit: SVGImages.maximumPixels))
                    }
                    let data = LayerImage.Data(format: header.format, bytes: bytes, width: header.width, height: header.height,
                                               reference: SVGImages.name(of: href.value))
                    guard painting.decodedBytes + data.decodedBytes <= SVGImages.maximumDecodedBytes else {
                        return .failure(.budgetExhausted(limit: SVGImages.maximumDecodedBytes))
                    }
                    // (A damaged pixel stream is the decoder's to find, before the frames are drawn.)
                    if let chunk = ImageHeader.damagedChunk(in: bytes) { return .failure(.damagedChunk(data.reference, chunk: chunk)) }
                    painting.decodedBytes += data.decodedBytes
                    return .success(data)
                }
            }
            painting.images[href.valueByteOffset] = result
            if case .failure(let refusal) = result {
                // Reported once, where the reference is.
                try problem(href, 0, .imageRefused(refusal), .notDrawn)
            }
        }
        return try? result.get()
    }

    /// The folder the document's relative image paths are resolved in, nil when it has none.
    var documentFolder: String? {
        switch imageSources.folder {
        case .ofFile: file == "<stdin>" || file == "-" || file.isEmpty ? nil : URL(fileURLWithPath: file).deletingLastPathComponent().path
        case .path(let folder): folder
        case .none: nil
        }
    }

    /// `<image>`: one layer drawing the image in its box, fading in with the fill timing (MRefresh.docc/DesignToolSVG.md).
    mutating func image(_ element: XMLElement, transform: AffineTransform, style: SVGComputedStyle, viewport: Rect,
                        name instanceName: String?) throws(InputError) {
        guard let href = element.href, href.value.contains(where: { !$0.isWhitespace }) else { return }
        let lengths = style.lengths
        // Sizes first: a zero width or height draws nothing, and nothing need be read.
        // `auto` (SVG 2 §5.7, any case) is the image's own size, as an absent side is.
        let automatic = { (name: String) in element.attribute(name)?.value.trimmingWhitespace().lowercased() == "auto" }
        let width = automatic("width") ? nil : try length(element, "width", viewport.width, in: lengths)
        let height = automatic("height") ? nil : try length(element, "height", viewport.height, in: lengths)
        if let width, width <= 0 { return }
        if let height, height <= 0 { return }
        if SVGImageDocuments.namesDocument(href.value) {
            try imageDocument(element, href: href, transform: transform, viewport: viewport, lengths: lengths, width: width, height: height,
                              name: instanceName ?? element.attribute("id")?.value ?? "image\(layers.count + 1)")
            return
        }
        guard let data = try imageData(href) else { return }
        let x = try length(element, "x", viewport.width, in: lengths) ?? 0
        let y = try length(element, "y", viewport.height, in: lengths) ?? 0
        // `auto` sizes come from the image (its pixels, as CSS pixels), keeping its aspect ratio when one side is given.
        let iw = Double(data.width), ih = Double(data.height)
        let w = width ?? height.map { $0 * iw / ih } ?? iw
        let h = height ?? width.map { $0 * ih / iw } ?? ih
        let box = Rect(x: x, y: y, width: w, height: h)
        let par = element.attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) } ?? .default
        let fitted = par.transform(viewBox: Rect(x: 0, y: 0, width: iw, height: ih), into: box)
        let outline = SVGImages.rectangle(box)
        guard layers.count < Self.maximumLayers else {
            throw InputError(file: file, location: element.location, .svg(.tooManyLayers(limit: Self.maximumLayers)))
        }
        let path = outline.transformed(by: transform)
        guard path.isWithinGeometryLimits else {
            try problem(at: element.location, .transformedOutOfRange(element: "image", .points(path.largestCoordinate)), .notDrawn)
            return
        }
        // (Its opacity is the group the walk opened for it, as for any element that is not a shape.)
        let layerStyle = LayerStyle(stroke: nil, lineWidth: 0, fill: nil)
        let name = instanceName ?? element.attribute("id")?.value ?? "image\(layers.count + 1)"
        var layer = Layer(name: name, path: path, style: layerStyle,
                          source: SourceReference(file: file, source: element.source, byteOffset: element.byteOffset))
        layer.image = LayerImage(data: data, transform: fitted.then(transform), smooth: style.smoothImages)
        // The image shows in its box only (a sliced image overflows it).
        layer.clips = clips + [Clip(path)]
        layer.opacityGroups = opacityGroups
        layers.append(layer)
    }
}

extension SVGImages {
    /// `rect` as a closed path, clockwise from its top-left corner.
    static func rectangle(_ rect: Rect) -> Path {
        let (x, y, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        let corners = [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
        return Path(subpaths: [Subpath(start: corners[0], segments: (0..<4).map { .line(Line(corners[$0], corners[($0 + 1) % 4])) },
                                       isClosed: true)])
    }
}

extension FileRead {
    /// The file at `path` (a ``FileRead/path``) as it reads now, by the rules and bounds an image is read by:
    /// what a build compares with what the indicator read when it was drawn.
    package static func current(_ path: String) -> FileRead {
        FileRead(path: path, bytes: try? SVGImages.read(path, as: path).get())
    }
}

extension SVGPaintingState {
    /// The image file at `path` (resolved; `text` as written, for messages), read by ``SVGImages/read(_:as:)``
    /// and recorded in ``filesRead`` as `named`, read or not: every image file a document reads passes here.
    mutating func readFile(_ path: String, as text: String, named: String) -> Result<[UInt8], SVGImageRefusal> {
        let read = SVGImages.read(path, as: text)
        filesRead.append(FileRead(path: named, bytes: try? read.get()))
        return read
    }
}
