#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSyntax
import MRefreshCore
import MRefreshSystem

/// An SVG document as an `<image>` (SVG 2 §5.7, drawn as Chromium draws it): the document is read as its
/// own document (its own ids, style sheet and units; the embedding document's custom properties do not
/// reach it) and its layers placed in the image's box. Like any image it comes from a `data:` URL
/// (`image/svg+xml`) or a file in the allowed folders, at most ``SVGImages/maximumBytes``; its own images
/// resolve in its own folder under the same allow-list and share the decoding budget of the document that
/// draws it. A document that draws itself, directly or round a cycle of images, is refused, and so is one
/// more than ``maximumDepth`` images deep.
enum SVGImageDocuments {
    /// How many SVG documents drawn as images may enclose one another: an icon's badge's glyph, and room
    /// to spare; each level may hold as many elements as a document.
    static let maximumDepth = 4

    /// The most bytes of SVG documents one document may read as images, all levels and every time one is
    /// drawn counted (a `<use>` of an image a thousand times reads it a thousand times): the parsing is
    /// bounded whatever the documents hold.
    static let maximumBytes = 16 << 20

    /// The size a document without its own width, height or viewBox is drawn at: CSS's default object
    /// size (what Chromium gives such an image).
    static let defaultSize = Size(width: 300, height: 150)

    /// Whether `reference` names an SVG document: a `data:image/svg+xml` URL, or a file named `*.svg`.
    static func namesDocument(_ reference: String) -> Bool {
        let start = Substring(reference).drop { $0.isWhitespace }
        let head = start.prefix(64).lowercased()
        if head.hasPrefix("data:") { return head.hasPrefix("data:image/svg+xml") }
        let path = String(start.prefix(4096)).trimmingWhitespace().lowercased()
        let withoutQuery = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? path
        return withoutQuery.hasSuffix(".svg")
    }

    /// The size the document `root` is drawn at as an image: its `width` and `height` where absolute, a
    /// missing side from the viewBox's ratio, else the viewBox's size, else ``defaultSize``.
    static func naturalSize(of root: XMLElement, viewBox: Rect?) -> Size {
        func side(_ name: String) -> Double? {
            guard let length = root.attribute(name).flatMap({ SVGLength.parse($0.value) }),
                  ![.percent, .vw, .vh, .vmin, .vmax].contains(length.unit) else { return nil }
            let pixels = length.pixels(percentOf: 0)
            return pixels > 0 && pixels.isFinite ? pixels : nil
        }
        let ratio = viewBox.map { $0.width / $0.height }
        switch (side("width"), side("height"), ratio) {
        case let (width?, height?, _): return Size(width: width, height: height)
        case let (width?, nil, ratio?): return Size(width: width, height: width / ratio)
        case let (nil, height?, ratio?): return Size(width: height * ratio, height: height)
        case let (width?, nil, nil): return Size(width: width, height: defaultSize.height)
        case let (nil, height?, nil): return Size(width: defaultSize.width, height: height)
        case (nil, nil, _): return viewBox.map { Size(width: $0.width, height: $0.height) } ?? defaultSize
        }
    }
}

extension SVGDocumentReader {
    /// `<image>` of an SVG document: its layers, placed in the image's box and clipped to it, after the
    /// layers before it. The box is the document's viewport, as Chromium draws it: its viewBox (or, without
    /// one, its natural size) is placed there by the document's own `preserveAspectRatio`, or stretched
    /// when the `<image>`'s is `none` (any other value of the `<image>`'s is not used). Anything that keeps
    /// it from being drawn is a positioned problem at `href`.
    mutating func imageDocument(_ element: XMLElement, href: XMLAttribute, transform: AffineTransform, viewport: Rect,
                                lengths: SVGLength.Context, width: Double?, height: Double?, name: String) throws(InputError) {
        let written = SVGImages.name(of: href.value)
        func refuse(_ refusal: SVGImageRefusal) throws(InputError) { try problem(href, 0, .imageRefused(refusal), .notDrawn) }
        guard imageSources.enclosing.count < SVGImageDocuments.maximumDepth else {
            return try refuse(.documentsTooDeep(written, limit: SVGImageDocuments.maximumDepth))
        }
        // Where the document comes from, what it is called in messages, and where its images are.
        let own = imageSources.identity ?? (imageSources.folder == .ofFile && documentFolder != nil
            ? try? PathOperations.realPath(file).get() : nil)
        let bytes: [UInt8]
        let nestedFile: String
        let sources: SVGImageSources
        // The same allow-list for the images it draws: the folders allowed here, this document's own included.
        let allowed = imageSources.resourceFolders + [documentFolder].compactMap { $0 }
        switch SVGImages.file(of: href.value, folder: documentFolder, resources: imageSources.resourceFolders) {
        case .failure(let refusal): return try refuse(refusal)
        case .success(.data(let data)):
            bytes = data
            nestedFile = written
            sources = SVGImageSources(resourceFolders: allowed, enclosing: imageSources.enclosing + [own], folder: .none)
        case .success(.file(let path, let text, let named)):
            guard path != own, !imageSources.enclosing.contains(path) else { return try refuse(.documentCycle(text)) }
            switch painting.readFile(path, as: text, named: named) {
            case .failure(let refusal): return try refuse(refusal)
            case .success(let read): bytes = read
            }
            // Named as written, from the folder of the document that draws it.
            let folder = PathText.folder(of: file)
            let relative = text.percentDecoded ?? text
            nestedFile = relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
            sources = SVGImageSources(resourceFolders: allowed, enclosing: imageSources.enclosing + [own],
                                      folder: .path(PathText.folder(of: path)), identity: path)
        }
        guard painting.documentBytes + bytes.count <= SVGImageDocuments.maximumBytes else {
            return try refuse(.documentBudgetExhausted(limit: SVGImageDocuments.maximumBytes))
        }
        painting.documentBytes += bytes.count
        let xml: XMLDocument
        do throws(InputError) {
            xml = try SVGDocumentParsing.document(bytes, file: nestedFile)
        } catch {
            return try refuse(.document(written, error))
        }
        let root = xml.root
        let viewBox = Self.viewBox(of: root)
        let natural = SVGImageDocuments.naturalSize(of: root, viewBox: viewBox)
        let x = try length(element, "x", viewport.width, in: lengths) ?? 0
        let y = try length(element, "y", viewport.height, in: lengths) ?? 0
        // `auto` sides are the natural size, one given keeping its ratio (as for any image).
        let w = width ?? height.map { $0 * natural.width / natural.height } ?? natural.width
        let h = height ?? width.map { $0 * natural.height / natural.width } ?? natural.height
        let box = Rect(x: x, y: y, width: w, height: h)
        let par = element.attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) } ?? .default
        let ownPar = root.attribute("preserveAspectRatio").flatMap { SVGPreserveAspectRatio.parse($0.value) } ?? .default
        // Document units → the image's coordinates (a document without a viewBox scales its natural size).
        let units = viewBox ?? Rect(x: 0, y: 0, width: natural.width, height: natural.height)
        let inner = (par.align == .none ? par : ownPar).transform(viewBox: units, into: box)
        var nested = SVGDocumentReader(document: xml, file: nestedFile, selection: nil, lenient: lenient, media: document.media,
                                       images: sources)
        nested.placement = inner.then(transform)
        // One budget of elements, groups and decoded images for the document and those it draws.
        nested.visits = visits
        nested.nextGroup = nextGroup
        nested.painting.decodedBytes = painting.decodedBytes
        nested.painting.documentBytes = painting.documentBytes
        let result = Result { () throws(InputError) in try nested.read() }
        // (What it used counts even when it fails: a hostile document cannot spend the budget twice.)
        visits = nested.visits
        nextGroup = nested.nextGroup
        painting.decodedBytes = nested.painting.decodedBytes
        painting.documentBytes = nested.painting.documentBytes
        painting.filesRead += nested.painting.filesRead
        let loaded: LoadedInput
        switch result {
        case .success(let read): loaded = read
        case .failure(let error): return try refuse(.document(written, error))
        }
        warnings += loaded.warnings
        guard layers.count + loaded.layers.count <= Self.maximumLayers else {
            throw InputError(file: file, location: element.location, .svg(.tooManyLayers(limit: Self.maximumLayers)))
        }
        // The document shows in its viewport, the image's box.
        let cut = [Clip(SVGImages.rectangle(box).transformed(by: transform))]
        // The document's root group (id -1) becomes a group of this document's.
        var rootGroup: Int?
        for var layer in loaded.layers {
            layer.name = name + "-" + layer.name
            layer.clips = clips + cut + layer.clips
            layer.opacityGroups = opacityGroups + layer.opacityGroups.map { group in
                guard group.id == -1 else { return group }
                var renamed = group
                if rootGroup == nil { rootGroup = nextGroup; nextGroup += 1 }
                renamed.id = rootGroup ?? nextGroup
                return renamed
            }
            layers.append(layer)
        }
    }
}
