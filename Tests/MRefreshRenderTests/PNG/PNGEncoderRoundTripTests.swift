import MRefreshPNG
import MRefreshPNGComparison
import MRefreshRender
import Testing

/// Our PNGs must decode to exactly the pixels of Cairo's own PNG of the same surface.
@Suite("PNG encoder: round trip through Cairo's reader")
struct PNGEncoderRoundTripTests {
    /// Every method, with the filters that exercise every unfiltering rule of a decoder.
    static let methods: [ComparisonPNGEncoder.Method] = [
        .pixelMatches,
        .libdeflate(filter: .none, level: 6),
        .libdeflate(filter: .sub, level: 1),
        .libdeflate(filter: .up, level: 12),
        .libdeflate(filter: .average, level: 4),
        .libdeflate(filter: .paeth, level: 6),
        .libdeflate(filter: .adaptive, level: 6),
        .zlib(filter: .adaptive, level: 6, strategy: .filtered),
        .zlib(filter: .none, level: 1, strategy: .runLength),
        .zlib(filter: .paeth, level: 9, strategy: .huffmanOnly),
    ]

    @Test("drawn frames decode to Cairo's pixels", arguments: TestScene.allCases, methods)
    func drawnFrame(scene: TestScene, method: ComparisonPNGEncoder.Method) throws {
        for size in [128, 384] {
            let surface = try scene.surface(size: size)
            let ours = try ComparisonPNGEncoder(method: method).encode(surface)
            try expectSamePixels(ours, as: try surface.pngDataFromCairo(), "\(scene) at \(size)px, \(method)")
        }
    }

    @Test("every progress of a pull decodes to Cairo's pixels", arguments: [0.0, 0.05, 0.33, 0.5, 0.9, 1.0])
    func pullProgress(progress: Double) throws {
        for scene in TestScene.allCases {
            let surface = try scene.surface(size: 128, progress: progress)
            let ours = try PNGEncoder.standard.encode(surface)
            try expectSamePixels(ours, as: try surface.pngDataFromCairo(), "\(scene) at progress \(progress)")
        }
    }

    /// The encoder converts each frame into word arrays reused from frame to frame (``ZeroedWords``),
    /// cleared only where the frame before drew: a frame after a fuller one of its size, and an empty one
    /// after it, must decode to their own pixels, not keep any of the other's.
    @Test("frames after fuller ones of their size decode to their own pixels")
    func reusedWords() throws {
        for scene in TestScene.allCases {
            for progress in [1.0, 0.33, 1.0, 0.05, 0.0, 0.9] {
                let surface = try scene.surface(size: 384, progress: progress)
                let ours = try PNGEncoder.standard.encode(surface)
                try expectSamePixels(ours, as: try surface.pngDataFromCairo(), "\(scene) at progress \(progress), after others")
            }
        }
    }

    /// Every (alpha, component) pair, including the impossible component > alpha and colour under
    /// alpha 0, which Cairo's writer handles with byte wrap-around and zeros.
    @Test("every alpha and component value matches Cairo's un-premultiply", arguments: methods)
    func everyAlphaAndComponent(method: ComparisonPNGEncoder.Method) throws {
        let pixels = Self.allAlphaComponentPairs
        let surface = try ImageSurface(width: 256, height: 256, pixels: pixels)
        let ours = try ComparisonPNGEncoder(method: method).encode(surface)
        try expectSamePixels(ours, as: try surface.pngDataFromCairo(), "all (a, c) pairs, \(method)")
    }

    /// Shapes of pixel data that stress the matcher: one pixel, one column, rows wider than
    /// DEFLATE's 32 KiB window (no match with the row above possible), noise (all literals), runs
    /// longer than one match, and rows equal to the one above.
    @Test("unusual pixel layouts decode to Cairo's pixels",
          arguments: PixelLayout.allCases, [ComparisonPNGEncoder.Method.pixelMatches, .libdeflate(filter: .adaptive, level: 6)])
    func unusualLayout(layout: PixelLayout, method: ComparisonPNGEncoder.Method) throws {
        let (width, height, pixels) = layout.pixels
        let ours = try ComparisonPNGEncoder(method: method).encode(pixels: pixels, width: width, height: height)
        let cairo = try ImageSurface(width: width, height: height, pixels: pixels).pngDataFromCairo()
        try expectSamePixels(ours, as: cairo, "\(layout), \(method)")
    }

    static var allAlphaComponentPairs: [UInt32] {
        var pixels: [UInt32] = []
        for a in 0..<256 {
            for c in 0..<256 {
                // Red takes every value; green and blue other ones, so channels are not all equal.
                let g = (c * 7 + a) & 0xFF, b = (255 - c) & 0xFF
                pixels.append(UInt32(a) << 24 | UInt32(c) << 16 | UInt32(g) << 8 | UInt32(b))
            }
        }
        return pixels
    }
}

/// Synthetic pixel arrays (premultiplied where it matters) named after what they exercise.
enum PixelLayout: String, CaseIterable, CustomTestStringConvertible {
    case singlePixel
    case singleColumn
    case widerThanWindow
    case noise
    case longRuns
    case repeatedRows
    case opaqueNoise

    var testDescription: String { rawValue }

    var pixels: (width: Int, height: Int, pixels: [UInt32]) {
        var random = SplitMix64(seed: 7)
        func premultiplied(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
            a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
        }
        func randomPixel() -> UInt32 {
            let v = UInt32(truncatingIfNeeded: random.next())
            return premultiplied(v >> 24, v >> 16 & 0xFF, v >> 8 & 0xFF, v & 0xFF)
        }
        switch self {
        case .singlePixel:
            return (1, 1, [premultiplied(128, 200, 100, 50)])
        case .singleColumn:
            return (1, 300, (0..<300).map { $0 % 7 == 0 ? randomPixel() : 0 })
        case .widerThanWindow:
            // 9000 RGBA pixels make a 36001-byte scanline: the pixel above is out of reach.
            return (9000, 3, (0..<27000).map { $0 % 9000 < 4000 ? 0 : ($0 % 13 == 0 ? randomPixel() : 0xFF10_2030) })
        case .noise:
            return (97, 61, (0..<(97 * 61)).map { _ in randomPixel() })
        case .longRuns:
            return (1000, 4, (0..<4000).map { $0 < 1700 ? 0x8040_2010 : ($0 < 3999 ? 0 : 0xFFFF_FFFF) })
        case .repeatedRows:
            let row = (0..<50).map { _ in randomPixel() }
            return (50, 40, Array((0..<40).map { _ in row }.joined()))
        case .opaqueNoise:
            return (64, 64, (0..<4096).map { _ in randomPixel() | 0xFF00_0000 })
        }
    }
}

/// A small deterministic generator (SplitMix64), so layouts are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Decodes both PNGs with Cairo and expects identical pixels, reporting how many differ.
func expectSamePixels(_ ours: [UInt8], as cairo: [UInt8], _ what: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
    let decoded = try ImageSurface(png: ours)
    let reference = try ImageSurface(png: cairo)
    #expect(decoded.width == reference.width && decoded.height == reference.height,
            "\(what): size differs", sourceLocation: sourceLocation)
    let a = decoded.pixels, b = reference.pixels
    let differing = zip(a, b).count { $0 != $1 }
    #expect(a == b, "\(what): \(differing) of \(b.count) pixels differ", sourceLocation: sourceLocation)
}
