import MRefreshPNG
import Testing

/// The encoder's public surface as an app calls it: premultiplied ARGB32 words in a span or an array, with
/// their width and height; what cannot be a PNG of them is a ``PNGError``, never a crash.
@Suite("PNG encoder: pixel spans")
struct PNGEncoderTests {
    @Test("bad input is a PNGError, not a crash", arguments: [
        (0, 10, 0, PNGError.Kind.invalidSize(width: 0, height: 10)),
        (10, -1, 0, .invalidSize(width: 10, height: -1)),
        (40000, 1, 40000, .invalidSize(width: 40000, height: 1)),
        (4, 4, 15, .pixelCountMismatch(expected: 16, found: 15)),
    ])
    func badInput(width: Int, height: Int, count: Int, kind: PNGError.Kind) {
        let pixels = [UInt32](repeating: 0, count: count)
        #expect(throws: PNGError(kind, operation: "encoding a \(width)×\(height) PNG")) {
            _ = try PNGEncoder.standard.encode(pixels: pixels, width: width, height: height)
        }
        #expect(throws: PNGError(kind, operation: "encoding a \(width)×\(height) PNG")) {
            _ = try PNGEncoder.standard.encode(pixels.span, width: width, height: height)
        }
    }

    @Test("the errors say what was encoded and why", arguments: [
        (PNGError(.invalidSize(width: 0, height: 10), operation: "encoding a 0×10 PNG"),
         "encoding a 0×10 PNG: invalid size 0×10 (each side must be 1…32767 pixels)"),
        (PNGError(.pixelCountMismatch(expected: 16, found: 15), operation: "encoding a 4×4 PNG"),
         "encoding a 4×4 PNG: expected 16 pixels, found 15"),
        (PNGError(.compressionFailed("no zlib level 10"), operation: "compressing 2 bytes with zlib level 10"),
         "compressing 2 bytes with zlib level 10: compression failed: no zlib level 10"),
    ])
    func messages(error: PNGError, message: String) {
        #expect(error.description == message)
    }

    /// A 3×2 image: its IHDR says so and its colour type follows Cairo's choice (RGB only when every pixel
    /// is opaque, unless the encoder is told to write RGBA, as an animated PNG's frames are).
    @Test("the header carries the size and Cairo's colour type", arguments: [
        ([UInt32](repeating: 0xFF10_2030, count: 6), true, UInt8(2)),
        ([UInt32](repeating: 0xFF10_2030, count: 6), false, UInt8(6)),
        ([0xFF10_2030, 0x8010_2030, 0, 0, 0, 0xFF00_0000], true, UInt8(6)),
    ])
    func header(pixels: [UInt32], writesRGB: Bool, colorType: UInt8) throws {
        let png = try PNGEncoder(writesRGB: writesRGB).encode(pixels.span, width: 3, height: 2)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[16..<24]) == [0, 0, 0, 3, 0, 0, 0, 2])
        #expect(png[24] == 8 && png[25] == colorType)
        #expect(Array(png.suffix(8).prefix(4)) == Array("IEND".utf8))
    }
}
