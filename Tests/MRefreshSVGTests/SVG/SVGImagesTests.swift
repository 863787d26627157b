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

@Test("image headers: PNG and JPEG sizes read, unknown formats named, files cut short refused")
func imageHeaders() throws {
    let jpeg = try fixture("quadrants.jpg"), png = try fixture("quad.png")
    #expect(ImageHeader.read(jpeg) == .success(ImageHeader(format: .jpeg, width: 40, height: 30)))
    #expect(ImageHeader.read(png) == .success(ImageHeader(format: .png, width: 8, height: 6)))
    #expect(ImageHeader.read(Array(jpeg.prefix(jpeg.count / 2))) == .failure(.truncated(.jpeg)))
    #expect(ImageHeader.read(Array(jpeg.prefix(100))) == .failure(.truncated(.jpeg)))
    #expect(ImageHeader.read(Array(png.dropLast(12))) == .failure(.truncated(.png)))
    #expect(ImageHeader.read(Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == .failure(.unknownFormat("SVG")))
    #expect(ImageHeader.read(Array("GIF89a....".utf8)) == .failure(.unknownFormat("GIF")))
    #expect(ImageHeader.read([1, 2, 3]) == .failure(.unknownFormat(nil)))
    #expect(ImageHeader.read(pngHeader(width: 0, height: 5)) == .failure(.malformed(.png)))
}

/// Hostile images: each ends fast with a warning at the image's reference, and nothing else is lost.
@Test("hostile images are refused before decoding, with a positioned warning", arguments: [
    ("30000×30000 PNG header", dataURL(pngHeader(width: 30000, height: 30000)), "30000×30000 pixels"),
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
    #expect(piped.warnings.first?.description.contains("standard input has no folder") == true)
}

@Test("an <image> of an SVG document is named as not drawn; the images of a document share one decoding budget")
func imageLimits() throws {
    let svgImage = try read(#"<image width="50" height="50" href="icon.svg"/>"#)
    #expect(svgImage.warnings.first?.description.contains("not drawn: <image> of an SVG document") == true)
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
