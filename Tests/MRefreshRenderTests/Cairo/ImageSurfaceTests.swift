import MRefreshPNGComparison
import MRefreshRender
import Testing

@Suite("ImageSurface")
struct ImageSurfaceTests {
    @Test("sizes outside 1…32767 are refused before allocating", arguments: [
        (0, 10), (10, 0), (-1, 5), (5, -100), (32768, 1), (1, 100_000), (100_000, 100_000),
    ])
    func invalidSize(width: Int, height: Int) {
        #expect(throws: RenderError(.invalidSize(width: width, height: height),
                                    operation: "creating a \(width)×\(height) image surface")) {
            _ = try ImageSurface(width: width, height: height)
        }
    }

    @Test("a new surface is transparent, with rows of width × 4 bytes", arguments: [(1, 1), (3, 7), (129, 64)])
    func newSurface(width: Int, height: Int) throws {
        let surface = try ImageSurface(width: width, height: height)
        #expect(surface.width == width && surface.height == height)
        #expect(surface.stride == width * 4)
        #expect(surface.pixels == [UInt32](repeating: 0, count: width * height))
    }

    @Test("pixels put in come back out, by array, row, pixel and span")
    func pixelAccess() throws {
        let pixels = (0..<(5 * 3)).map { UInt32($0) * 0x0101_0101 }
        let surface = try ImageSurface(width: 5, height: 3, pixels: pixels)
        #expect(surface.pixels == pixels)
        #expect(surface.row(1) == Array(pixels[5..<10]))
        #expect(surface.pixel(x: 4, y: 2) == pixels[14])
        let viaSpan = surface.withPixels { span in (0..<span.count).map { span[$0] } }
        #expect(viaSpan == pixels)
    }

    @Test("a wrong pixel count is a RenderError", arguments: [0, 14, 16])
    func wrongPixelCount(count: Int) throws {
        let surface = try ImageSurface(width: 5, height: 3)
        #expect {
            try surface.replacePixels(with: [UInt32](repeating: 0, count: count))
        } throws: { ($0 as? RenderError)?.kind == .pixelCountMismatch(expected: 15, found: count) }
    }

    @Test("data that is not a PNG Cairo can read is a Cairo error, not a crash", arguments: [
        [], [0x89, 0x50, 0x4E, 0x47], Array("not a png at all".utf8),
    ] as [[UInt8]])
    func unreadablePNG(bytes: [UInt8]) {
        #expect {
            _ = try ImageSurface(png: bytes)
        } throws: {
            if case .cairo = ($0 as? RenderError)?.kind { return true }
            return false
        }
    }

    @Test("a truncated or corrupted PNG is a Cairo error")
    func damagedPNG() throws {
        let png = try TestScene.strokesOnTransparent.surface(size: 32).pngDataFromCairo()
        var corrupted = png
        corrupted[40] ^= 0xFF
        for damaged in [Array(png.prefix(png.count / 2)), corrupted] {
            #expect(throws: RenderError.self) { _ = try ImageSurface(png: damaged) }
        }
    }

    @Test("Cairo's writer and reader round-trip, opaque PNGs coming back as ARGB32",
          arguments: TestScene.allCases)
    func cairoRoundTrip(scene: TestScene) throws {
        let surface = try scene.surface(size: 48)
        let decoded = try ImageSurface(png: try surface.pngDataFromCairo())
        #expect(decoded.width == 48 && decoded.height == 48)
        if scene == .strokesOnOpaqueBackground {
            // RGB24 read back: every alpha 255, and colours intact because nothing was premultiplied.
            #expect(decoded.pixels == surface.pixels)
        } else {
            // Cairo's un-premultiply and premultiply round trip is not exact for low alpha, but
            // transparent and opaque pixels survive unchanged.
            for (a, b) in zip(decoded.pixels, surface.pixels) where b >> 24 == 0 || b >> 24 == 255 {
                #expect(a == b)
            }
        }
    }
}
