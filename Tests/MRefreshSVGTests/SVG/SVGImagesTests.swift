import Foundation
import Testing
@testable import MRefreshCore
@testable import MRefreshSVG

/// A PNG of `width` × `height` whose chunks are whole (their CRCs right) but whose pixel data is a few
/// bytes: what a decompression bomb's header looks like.
private func pngHeader(width: Int, height: Int, idat: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) -> [UInt8] {
    func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(data.count) + body + be(Int(CRC32.checksum(body[...])))
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
        + chunk("IDAT", idat) + chunk("IEND", [])
}

/// A GIF of a `screen` whose first frame is `frame` (left, top, width, height), with one tiny data block.
private func gifHeader(screen: (Int, Int), frame: (Int, Int, Int, Int)) -> [UInt8] {
    func le(_ v: Int) -> [UInt8] { [UInt8(v & 255), UInt8(v >> 8 & 255)] }
    return Array("GIF89a".utf8) + le(screen.0) + le(screen.1) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        + [0x2C] + le(frame.0) + le(frame.1) + le(frame.2) + le(frame.3) + [0] + [2, 2, 0x4C, 0x01, 0] + [0x3B]
}

/// A WebP whose extended header (VP8X) says its canvas is `width` × `height`.
private func webpHeader(width: Int, height: Int) -> [UInt8] {
    func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8(v >> (8 * $0) & 255) } }
    let chunk = Array("VP8X".utf8) + le(10, 4) + [0, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3)
    return Array("RIFF".utf8) + le(4 + chunk.count, 4) + Array("WEBP".utf8) + chunk
}

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Images")

private func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
}

private func read(_ body: String, file: String = "icon.svg", lenient: Bool = true) throws -> LoadedInput {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n\(body)</svg>"
    return try InputLoader.load(Array(text.utf8), spec: InputSpec(path: file, fragment: nil), lenient: lenient)
}

private func dataURL(_ bytes: [UInt8], type: String = "image/png") -> String {
    "data:\(type);base64,\(Data(bytes).base64EncodedString())"
}

@Test("image headers: PNG, JPEG, GIF and WebP sizes read, unknown formats named, files cut short refused")
func imageHeaders() throws {
    let jpeg = try fixture("quadrants.jpg"), png = try fixture("quad.png")
    #expect(ImageHeader.read(jpeg) == .success(ImageHeader(format: .jpeg, width: 40, height: 30)))
    #expect(ImageHeader.read(png) == .success(ImageHeader(format: .png, width: 8, height: 6)))
    #expect(ImageHeader.read(Array(jpeg.prefix(jpeg.count / 2))) == .failure(.truncated(.jpeg)))
    #expect(ImageHeader.read(Array(jpeg.prefix(100))) == .failure(.truncated(.jpeg)))
    #expect(ImageHeader.read(Array(png.dropLast(12))) == .failure(.truncated(.png)))
    #expect(ImageHeader.read(Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == .failure(.unknownFormat("SVG")))
    #expect(ImageHeader.read(Array("GIF89a....".utf8)) == .failure(.truncated(.gif)))
    #expect(ImageHeader.read(try fixture("gradient-interlaced.gif")) == .success(ImageHeader(format: .gif, width: 40, height: 30)))
    #expect(ImageHeader.read(try fixture("animated.gif")) == .success(ImageHeader(format: .gif, width: 8, height: 6)))
    #expect(ImageHeader.read(try fixture("quad-lossless.webp")) == .success(ImageHeader(format: .webp, width: 8, height: 6)))
    #expect(ImageHeader.read(try fixture("blue-lossy.webp")) == .success(ImageHeader(format: .webp, width: 40, height: 30)))
    #expect(ImageHeader.read(try fixture("animated.webp")) == .success(ImageHeader(format: .webp, width: 8, height: 6)))
    // A first frame past its screen grows it, as browsers grow it: what is decoded is counted.
    #expect(ImageHeader.read(gifHeader(screen: (4, 4), frame: (2, 3, 30000, 20000))) == .success(ImageHeader(format: .gif, width: 30002, height: 20003)))
    #expect(ImageHeader.read(gifHeader(screen: (4, 4), frame: (0, 0, 0, 4))) == .failure(.malformed(.gif)))
    #expect(ImageHeader.read(Array(try fixture("quad-lossless.webp").dropLast(1))) == .failure(.truncated(.webp)))
    #expect(ImageHeader.read(Array("BM....".utf8)) == .failure(.unknownFormat("BMP")))
    #expect(ImageHeader.read([1, 2, 3]) == .failure(.unknownFormat(nil)))
    #expect(ImageHeader.read(pngHeader(width: 0, height: 5)) == .failure(.malformed(.png)))
}

/// Hostile images: each ends fast with a warning at the image's reference, and nothing else is lost.
@Test("hostile images are refused before decoding, with a positioned warning", arguments: [
    ("30000×30000 PNG header", dataURL(pngHeader(width: 30000, height: 30000)), "30000×30000 pixels"),
    ("a GIF frame far past its 4×4 screen", dataURL(gifHeader(screen: (4, 4), frame: (0, 0, 65535, 65535)), type: "image/gif"),
     "65535×65535 pixels"),
    ("20000×20000 WebP canvas", dataURL(webpHeader(width: 20000, height: 20000), type: "image/webp"), "20000×20000 pixels"),
    ("decompression bomb", dataURL(pngHeader(width: 100_000, height: 100_000, idat: [0x78, 0x9C] + [UInt8](repeating: 0, count: 64))), "pixels, more than"),
    ("10 MB data URI", "TEN-MB", "larger than 4 MiB"),
    ("truncated JPEG", "TRUNCATED-JPEG", "JPEG image is truncated"),
    ("SVG as a data URL", "data:text/plain;base64," + Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).base64EncodedString(), "the image is SVG"),
    ("not base64", "data:image/png;base64,@@@", "data: URL is malformed"),
    ("no comma", "data:image/png;base64", "malformed"),
])
func hostileImages(_ name: String, _ reference: String, _ words: String) throws {
    var href = reference
    if reference == "TEN-MB" { href = "data:image/png;base64," + String(repeating: "A", count: 10_000_000) }
    if reference == "TRUNCATED-JPEG" {
        let jpeg = try fixture("quadrants.jpg")
        href = dataURL(Array(jpeg.prefix(jpeg.count - 300)), type: "image/jpeg")
    }
    let start = Date()
    let input = try read("<rect width=\"10\" height=\"10\"/>\n<image width=\"50\" height=\"50\" href=\"\(href)\"/>")
    // (A debug build reading a 10 MB document takes about 2 s alone, more beside other tests.)
    #expect(Date().timeIntervalSince(start) < 10, "\(name) took too long")
    #expect(input.layers.count == 1)
    let warning = try #require(input.warnings.first)
    #expect(warning.description.hasPrefix("icon.svg:3:"), "\(warning)")
    #expect(warning.description.contains(words), "\(warning)")
    #expect(warning.consequence == .notDrawn)
    #expect(throws: InputError.self) { try read("<image width=\"50\" height=\"50\" href=\"\(href)\"/>", lenient: false) }
}

@Test("images are read from files in the document's folder only: no network, no .., no absolute path, no link out")
func imageFiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-images-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("icons"), inner = folder.appendingPathComponent("img")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let png = try fixture("quad.png")
    try Data(png).write(to: inner.appendingPathComponent("quad.png"))
    try Data(png).write(to: root.appendingPathComponent("secret.png"))
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.png").path,
                                               withDestinationPath: root.appendingPathComponent("secret.png").path)
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("inside.png").path,
                                               withDestinationPath: inner.appendingPathComponent("quad.png").path)
    let file = folder.appendingPathComponent("icon.svg").path
    for good in ["img/quad.png", "./img/quad.png", "inside.png", "img%2Fquad.png"] {
        let input = try read("<image width=\"50\" height=\"50\" href=\"\(good)\"/>", file: file)
        #expect(input.layers.first?.image?.data.width == 8, "\(good)")
        #expect(input.warnings.isEmpty, "\(good): \(input.warnings)")
    }
    let refused = [
        ("../secret.png", "outside the document's folder"), ("img/../../secret.png", "outside the document's folder"),
        (root.appendingPathComponent("secret.png").path, "outside the document's folder"), ("link.png", "outside the document's folder"),
        ("https://example.com/a.png", "not 'https://example.com/a.png'"), ("file:///etc/passwd", "data: URLs and files beside"),
        ("missing.png", "cannot be read: no such file"),
    ]
    for (href, words) in refused {
        let input = try read("<image width=\"50\" height=\"50\" href=\"\(href)\"/>", file: file)
        #expect(input.layers.isEmpty, "\(href)")
        #expect(input.warnings.first?.description.contains(words) == true, "\(href): \(input.warnings)")
    }
    // Standard input has no folder.
    let piped = try read("<image width=\"50\" height=\"50\" href=\"img/quad.png\"/>", file: "-")
    #expect(piped.warnings.first?.description.contains("read from standard input or a data: URL has no folder") == true)
}

@Test("the images of a document share one decoding budget")
func imageLimits() throws {
    // Twenty 4000×4000 headers: 64 MB each decoded, past the 256 MiB budget from the fifth.
    let big = dataURL(pngHeader(width: 4000, height: 4000))
    let many = try read(String(repeating: "<image width=\"5\" height=\"5\" href=\"\(big)\"/>\n", count: 1)
        + (1...19).map { "<image width=\"5\" height=\"5\" href=\"\(big)#\($0)\"/>" }.joined(separator: "\n"))
    #expect(many.layers.count == 4)
    #expect(many.warnings.contains { $0.description.contains("would take more than 256 MiB decoded") })
}

@Test("an image fades in with the fill timing and is whole at progress 1")
func imageFadesIn() throws {
    let bytes = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><image width=\"100\" height=\"100\" href=\"\(dataURL(try fixture("quad.png")))\"/></svg>".utf8)
    var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec(path: "icon.svg", fragment: nil)))])
    spec.fit = .viewbox
    let indicator = try Indicator(spec, read: { _ throws(InputError) in bytes })
    func opacity(_ p: Double) -> Double? {
        let list = indicator.displayList(for: FrameSpec(stage: .pull, index: 0, state: .pulling, progress: p, position: p))
        for case let .image(_, opacity) in list.layers.flatMap(\.operations) { return opacity }
        return nil
    }
    #expect(opacity(0.5) == nil)
    #expect(abs((opacity(0.9) ?? 0) - 0.5) < 1e-9)
    #expect(opacity(1) == 1)
}

/// SVG 2 §5.7: `auto` (any case, as an absent side) is the image's natural size, 8×6 here; one side given
/// keeps the aspect ratio.
@Test("an <image>'s auto width and height are its natural size, one side given keeping its aspect ratio", arguments: [
    ("", 8.0, 6.0),
    (#"width="auto" height="auto""#, 8, 6),
    (#"width=" Auto ""#, 8, 6),
    (#"width="40" height="auto""#, 40, 30),
    (#"width="AUTO" height="12""#, 16, 12),
    (#"height="3" width="auto""#, 4, 3),
])
func imageAutoSize(_ attributes: String, _ width: Double, _ height: Double) throws {
    let input = try read("<image x=\"1\" y=\"2\" \(attributes) href=\"\(dataURL(try fixture("quad.png")))\"/>", lenient: false)
    let bounds = try #require(input.layers.first?.path.bounds)
    #expect(bounds == Rect(x: 1, y: 2, width: width, height: height))
    #expect(input.warnings.isEmpty, "\(input.warnings)")
}

/// SVG documents as images: each file laid out in a fresh folder, the document `icons/icon.svg` read.
private func readDocument(_ files: [String: String], lenient: Bool = true) throws -> LoadedInput {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-svg-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (name, text) in files {
        let url = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("icons/parts"), withIntermediateDirectories: true)
    try Data(try fixture("quad.png")).write(to: root.appendingPathComponent("icons/parts/quad.png"))
    let path = root.appendingPathComponent("icons/icon.svg").path
    return try InputLoader.load(Array(try Data(contentsOf: URL(fileURLWithPath: path))), spec: InputSpec(path: path, fragment: nil),
                                lenient: lenient, strict: !lenient)
}

private func svg(_ body: String, _ root: String = #"viewBox="0 0 10 10""#) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>\n\(body)\n</svg>\n"
}

/// What an `<image>` of an SVG document draws: its layers' names and boxes, and the warnings' ends.
@Test("an SVG document as an <image> is drawn as its own viewport, its own images read in its folder", arguments: [
    ("a file, natural size", [
        "icons/icon.svg": svg(#"<image href="parts/badge.svg" x="1" y="2"/>"#),
        "icons/parts/badge.svg": svg(#"<rect width="10" height="5"/>"#, #"width="4" height="2" viewBox="0 0 10 5""#),
     ], ["image1-rect1 1 2 4 2"], [String]()),
    ("a box: the viewBox meets it by the document's own preserveAspectRatio", [
        "icons/icon.svg": svg(#"<image href="parts/badge.svg" width="10" height="10" preserveAspectRatio="xMinYMin slice"/>"#),
        "icons/parts/badge.svg": svg(#"<rect width="10" height="5"/>"#, #"width="4" height="2" viewBox="0 0 10 5""#),
     ], ["image1-rect1 0 2.5 10 5"], []),
    ("none stretches", [
        "icons/icon.svg": svg(#"<image href="parts/badge.svg" width="10" height="10" preserveAspectRatio="none"/>"#),
        "icons/parts/badge.svg": svg(#"<rect width="10" height="5"/>"#, #"width="4" height="2" viewBox="0 0 10 5""#),
     ], ["image1-rect1 0 0 10 10"], []),
    ("its images are read in its own folder", [
        "icons/icon.svg": svg(#"<image href="parts/badge.svg" width="10" height="10"/>"#),
        "icons/parts/badge.svg": svg(#"<image href="quad.png" width="8" height="6"/>"#, #"viewBox="0 0 8 6""#),
     ], ["image1-image1 0 1.25 10 7.5"], []),
    ("a data: URL", [
        "icons/icon.svg": svg(#"<image width="10" height="10" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'%3E%3Crect width='1' height='1'/%3E%3C/svg%3E"/>"#),
     ], ["image1-rect1 0 0 5 5"], []),
    ("a document drawing itself", [
        "icons/icon.svg": svg(#"<rect width="1" height="1"/> <image href="icon.svg" width="10" height="10"/>"#),
     ], ["rect1 0 0 1 1"], ["icon.svg:2:43: image 'icon.svg' is a document that draws this one as an image (a cycle)"]),
    ("a cycle of two", [
        "icons/icon.svg": svg(#"<image href="parts/b.svg" width="10" height="10"/>"#),
        "icons/parts/b.svg": svg(#"<rect width="1" height="1"/> <image href="../icon.svg" width="10" height="10"/>"#),
     ], ["image1-rect1 0 0 1 1"], ["parts/b.svg:2:43: image '../icon.svg' is a document that draws this one as an image (a cycle)"]),
    ("nested more than four deep", [
        "icons/icon.svg": svg(#"<image href="parts/1.svg" width="10" height="10"/>"#),
        "icons/parts/1.svg": svg(#"<image href="2.svg" width="10" height="10"/>"#),
        "icons/parts/2.svg": svg(#"<image href="3.svg" width="10" height="10"/>"#),
        "icons/parts/3.svg": svg(#"<image href="4.svg" width="10" height="10"/>"#),
        "icons/parts/4.svg": svg(#"<rect width="1" height="1"/> <image href="5.svg" width="10" height="10"/>"#),
        "icons/parts/5.svg": svg(#"<rect width="1" height="1"/>"#),
     ], ["image1-image1-image1-image1-rect1 0 0 1 1"], ["parts/4.svg:2:43: image '5.svg' would nest SVG documents drawn as images more than 4 deep"]),
    ("a broken document: its error wrapped at the reference", [
        "icons/icon.svg": svg(#"<image href="parts/bad.svg" width="10" height="10"/>"#),
        "icons/parts/bad.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</svg>\n",
     ], [], ["icon.svg:2:14: image 'parts/bad.svg' cannot be drawn: ", "parts/bad.svg:3:1: mismatched end tag </svg>: expected </g>"]),
    ("a data: URL document has no folder", [
        "icons/icon.svg": svg(#"<image width="10" height="10" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Cimage href='parts/quad.png' width='4' height='4'/%3E%3C/svg%3E"/>"#),
     ], [], ["image 'parts/quad.png' is a file, and a document read from standard input or a data: URL has no folder"]),
])
func imageDocuments(_ name: String, _ files: [String: String], _ layers: [String], _ warnings: [String]) throws {
    let input = try readDocument(files)
    func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    let boxes = input.layers.map { layer in
        let box = layer.path.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return "\(layer.name) \(number(box.minX)) \(number(box.minY)) \(number(box.width)) \(number(box.height))"
    }
    #expect(boxes == layers, "\(name)")
    #expect(input.warnings.count == (warnings.isEmpty ? 0 : 1), "\(name): \(input.warnings)")
    for words in warnings {
        #expect(input.warnings.first?.description.contains(words) == true, "\(name): \(input.warnings)")
    }
    if !warnings.isEmpty {
        // Under --strict the same problem refuses the document.
        #expect(throws: InputError.self) { try readDocument(files, lenient: false) }
    }
}

@Test("SVG documents drawn as images are bounded: bytes read, however often each is drawn")
func imageDocumentBudget() throws {
    // A document of a little over 1 MiB drawn 20 times: the 16th would pass 16 MiB.
    let big = svg(#"<rect width="1" height="1"/><!--"# + String(repeating: "x", count: 1 << 20) + "-->")
    let input = try readDocument(["icons/icon.svg": svg((0..<20).map { _ in #"<image href="parts/big.svg" width="1" height="1"/>"# }.joined(separator: "\n")),
                                  "icons/parts/big.svg": big])
    #expect(input.layers.count == 15)
    #expect(input.warnings.first?.description.contains("the SVG documents drawn as images would take more than 16 MiB read together") == true,
            "\(input.warnings)")
}
