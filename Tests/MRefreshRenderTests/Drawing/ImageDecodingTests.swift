import Foundation
import Testing
@testable import MRefreshRender
@testable import MRefreshCore

/// Images that pass the read's checks but not the decoder (issue 34): each is a positioned warning before
/// any frame is drawn, naming why, and under `--strict` an error; a CMYK JPEG is drawn in its colours.
@Suite("Images decoded before drawing")
struct ImageDecodingTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Images")

    static func fixture(_ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: fixtures.appendingPathComponent(name)))) ?? []
    }

    /// A PNG of four bytes' header fields: `width` × `height`, nothing else sound.
    static func pngHeader(width: UInt8, height: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0] + Array("IEND".utf8) + [0, 0, 0, 0]
    }

    /// The document: a green square, then the image at line 3.
    static func document(_ bytes: [UInt8], type: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
        <rect width="20" height="20" fill="green"/>
        <image x="10" y="20" width="80" height="60" href="data:\(type);base64,\(Data(bytes).base64EncodedString())"/>
        </svg>
        """
    }

    static func indicator(_ document: String, strict: Bool = false) throws -> Indicator {
        var spec = IndicatorSpec(layers: [LayerSpec(source: .input(InputSpec("icon.svg")))])
        spec.canvas = Size(width: 100, height: 100)
        spec.padding = 0
        spec.fit = .viewbox
        spec.strict = strict
        let bytes = Array(document.utf8)
        return try Indicator(spec, read: { _ throws(InputError) in bytes })
    }

    /// The broken images: the fixture (Tests/Fixtures/Images), its type, and the warning's words.
    static let broken: [(name: String, bytes: @Sendable () -> [UInt8], type: String, words: String)] = [
        ("PNG whose IDAT is cut short (its chunk whole, its CRC right)", { fixture("idat-cut.png") }, "image/png",
         "cannot be decoded: libpng refused its pixel data, which is corrupt or cut short"),
        ("PNG whose IDAT fails its CRC", { fixture("bad-crc.png") }, "image/png",
         "cannot be decoded: its PNG IDAT chunk fails its CRC check (the file is damaged)"),
        ("JPEG cut short inside its scan, then ended", { fixture("scan-cut.jpg") }, "image/jpeg",
         #"is corrupt: libjpeg says "Corrupt JPEG data: premature end of data segment""#),
        ("JPEG with a bogus Huffman table", { fixture("bad-huffman.jpg") }, "image/jpeg",
         #"cannot be decoded: libjpeg says "Bogus Huffman table definition""#),
        ("JPEG truncated before its end marker", { Array(fixture("quadrants.jpg").dropLast(300)) }, "image/jpeg",
         "the JPEG image is truncated"),
        ("PNG of zero width", { pngHeader(width: 0, height: 4) }, "image/png", "the PNG image's header is malformed"),
        ("empty file", { [] }, "image/png", "the image is not PNG, JPEG, GIF or WebP"),
        ("GIF whose LZW data is corrupt (its blocks whole)", { fixture("lzw-corrupt.gif") }, "image/gif",
         "is corrupt: its first frame's LZW data is cut short or corrupt"),
        ("GIF cut short in its first frame", { Array(fixture("gradient-interlaced.gif").dropLast(40)) }, "image/gif",
         "the GIF image is truncated"),
        ("WebP whose bitstream is corrupt", { fixture("bits-corrupt.webp") }, "image/webp",
         "cannot be decoded: libwebp refused its data, which is corrupt or cut short"),
        ("WebP cut short", { Array(fixture("blue-lossy.webp").dropLast(10)) }, "image/webp", "the WebP image is truncated"),
    ]

    @Test("a broken image is a warning at its <image> before the frames, naming why", arguments: broken.indices)
    func brokenImageWarns(_ index: Int) throws {
        let row = Self.broken[index]
        let indicator = try Self.indicator(Self.document(row.bytes(), type: row.type))
        let all = indicator.warningsBeforeDrawing()
        #expect(all.count == 1, "\(row.name): \(all)")
        // Corrupt data libjpeg decodes anyway is drawn as far as it goes; the rest is not drawn.
        #expect(all.first?.consequence == (row.words.contains("is corrupt:") ? .drawnAsDecoded : .notDrawn), "\(row.name)")
        let warning = try #require(all.first?.description)
        #expect(warning.hasPrefix("icon.svg:3:"), "\(row.name): \(warning)")
        #expect(warning.contains(row.words), "\(row.name): \(warning)")
        // The rest of the document is drawn.
        let frame = try FrameRenderer(indicator).render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 1, position: 1), scale: 1)
        #expect(frame.pixel(x: 5, y: 5) == 0xFF00_8000, "\(row.name)")
    }

    @Test("under --strict a broken image is bad input before anything is drawn", arguments: broken.indices)
    func brokenImageIsAnErrorWhenStrict(_ index: Int) throws {
        let row = Self.broken[index]
        let document = Self.document(row.bytes(), type: row.type)
        var thrown: (any Error)?
        do {
            let indicator = try Self.indicator(document, strict: true)
            _ = try RenderPlan(indicator: indicator, timeline: try indicator.timeline())
        } catch {
            thrown = error
        }
        let input: InputError? = switch thrown {
        case let error as IndicatorError: if case .input(let input) = error { input } else { nil }
        case let error as RenderPlanError: if case .input(let input) = error { input } else { nil }
        default: nil
        }
        let error = try #require(input, "\(row.name): \(String(describing: thrown))")
        #expect(error.kind == .invalidData)
        #expect(error.description.hasPrefix("icon.svg:3:"), "\(error)")
        #expect(error.description.contains(row.words), "\(error)")
    }

    /// GIF and WebP images decoded as Pillow decodes them: the first frame, interlaced rows in place, a
    /// transparent index transparent, a WebP's alpha; an animation's first frame.
    @Test("GIF and WebP images decode to the pixels Pillow decodes", arguments: [
        ("gradient-interlaced.gif", "gradient-interlaced.png"), ("quad.gif", "quad-lossless.webp"),
        ("quad-interlaced.gif", "quad-lossless.webp"), ("animated.gif", "quad-lossless.webp"), ("animated.webp", "quad-lossless.webp"),
    ])
    func gifAndWebPDecode(_ name: String, _ reference: String) throws {
        func decoded(_ file: String) throws -> ImageSurface {
            let bytes = Self.fixture(file)
            let header = try ImageHeader.read(bytes).get()
            let image = LayerImage.Data(format: header.format, bytes: bytes, width: header.width, height: header.height, reference: file)
            let (surface, problem) = ImageSurface.decoding(image)
            #expect(problem == nil, "\(file): \(String(describing: problem))")
            return try #require(surface, "\(file)")
        }
        let expected = try reference.hasSuffix(".png") ? ImageSurface(png: Self.fixture(reference)) : decoded(reference)
        let image = try decoded(name)
        #expect((image.width, image.height) == (expected.width, expected.height))
        #expect(image.pixels == expected.pixels, "\(name) differs from \(reference)")
        // The quadrants' transparent column is transparent, its red corner red.
        if reference == "quad-lossless.webp" {
            #expect(image.pixel(x: 7, y: 0) == 0 && image.pixel(x: 0, y: 0) == 0xFFFF_0000, "\(name)")
        }
    }

    /// Damaged files of every format mrefresh reads itself or hands to libwebp: bytes changed, cut short or
    /// repeated, 400 of each, deterministically. None may crash or hang the header reader or the decoder.
    @Test("damaged GIF and WebP files are read and decoded without a crash", arguments: [
        "gradient-interlaced.gif", "quad-interlaced.gif", "animated.gif", "quad-lossless.webp", "blue-lossy.webp", "animated.webp",
    ])
    func damagedImagesNeverCrash(_ name: String) throws {
        var random = SplitMix64(seed: UInt64(name.utf8.count))
        let original = Self.fixture(name)
        var decoded = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0...Int(random.next() % 4) {
                let at = Int(random.next() % UInt64(max(bytes.count, 1)))
                switch random.next() % 3 {
                case 0 where !bytes.isEmpty: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes = Array(bytes.prefix(at))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 16)], at: at)
                }
            }
            guard case .success(let header) = ImageHeader.read(bytes), header.width * header.height <= 1 << 20 else { continue }
            let image = LayerImage.Data(format: header.format, bytes: bytes, width: header.width, height: header.height)
            _ = ImageSurface.decoding(image)
            decoded += 1
        }
        // (Most damaged files still have a sound header: the decoders were reached.)
        #expect(decoded > 25, "\(name): \(decoded) decoded")
    }

    @Test("a CMYK JPEG (Adobe, inverted ink) is drawn in its colours, without a warning")
    func cmykJPEGIsDrawn() throws {
        let indicator = try Self.indicator(Self.document(Self.fixture("cmyk.jpg"), type: "image/jpeg"), strict: true)
        #expect(indicator.warningsBeforeDrawing().isEmpty)
        let frame = try FrameRenderer(indicator).render(FrameSpec(stage: .pull, index: 0, state: .pulling, progress: 1, position: 1), scale: 1)
        // The image's 40×30 pixels span 80×60 points from (10, 20): red left, blue right, black below.
        func near(_ pixel: UInt32, _ expected: UInt32) -> Bool {
            (0..<4).allSatisfy { (channel: Int) -> Bool in
                let shift = UInt32(channel * 8)
                let a = Int((pixel >> shift) & 255), b = Int((expected >> shift) & 255)
                return abs(a - b) <= 8
            }
        }
        #expect(near(frame.pixel(x: 25, y: 35), 0xFFFF_0000), "\(String(frame.pixel(x: 25, y: 35), radix: 16))")
        #expect(near(frame.pixel(x: 75, y: 35), 0xFF00_00FF), "\(String(frame.pixel(x: 75, y: 35), radix: 16))")
        #expect(near(frame.pixel(x: 50, y: 70), 0xFF00_0000), "\(String(frame.pixel(x: 50, y: 70), radix: 16))")
    }

    @Test("decoded images count against the render's memory budget")
    func imagesCountAgainstTheMemoryBudget() throws {
        // quadrants.jpg is 40×30: 4800 bytes decoded, counted once however often it is used.
        let jpeg = Self.fixture("quadrants.jpg")
        let image = "<image id=\"i\" width=\"40\" height=\"30\" href=\"data:image/jpeg;base64,\(Data(jpeg).base64EncodedString())\"/>"
        let indicator = try Self.indicator("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\(image)<use href="#i" x="50" y="50"/></svg>
            """)
        var settings = RenderPlan.Settings()
        // A budget that holds the frames alone is not enough beside the image…
        let timeline = try indicator.timeline()
        let frames = RenderLimits.Job(canvas: indicator.canvas, timeline: timeline, scales: indicator.spec.scales,
                                      exports: indicator.spec.exports)
        let (scale, frame) = frames.largestFrame
        let size = indicator.canvas.pixelSize(scale: scale)
        settings.limits = RenderLimits(maximumPixels: 1 << 33, memoryBudget: frames.sheetBytes + frame + 4800 - 1)
        #expect(throws: RenderPlanError.limit(RenderLimitError(.frameMemory(scale: scale, width: size.width, height: size.height, bytes: frame,
                                                                            sheetBytes: frames.sheetBytes, imageBytes: 4800),
                                                              limit: settings.limits.memoryBudget))) {
            try RenderPlan(indicator: indicator, timeline: timeline, settings: settings)
        }
        // …one byte more is, and the plan says what it holds.
        settings.limits.memoryBudget += 1
        let plan = try RenderPlan(indicator: indicator, timeline: timeline, settings: settings)
        #expect(plan.job.imageBytes == 4800)
        // Images alone over the budget name themselves.
        settings.limits.memoryBudget = 4799
        #expect(throws: RenderPlanError.limit(RenderLimitError(.imageMemory(bytes: 4800, sheetBytes: frames.sheetBytes), limit: 4799))) {
            try RenderPlan(indicator: indicator, timeline: timeline, settings: settings)
        }
    }
}
