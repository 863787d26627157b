import Foundation
import MRefreshPNG
import MRefreshPNGComparison
import MRefreshRender
import Testing

/// What the files themselves look like: size, determinism, chunk structure, and what independent
/// decoders make of them.
@Suite("PNG encoder: output")
struct PNGEncoderOutputTests {
    @Test("the standard encoder's files are at most 110% of Cairo's",
          arguments: TestScene.allCases, [128, 384])
    func sizeAgainstCairo(scene: TestScene, size: Int) throws {
        for progress in [0.1, 0.5, 1.0] {
            let surface = try scene.surface(size: size, progress: progress)
            let ours = try PNGEncoder.standard.encode(surface).count
            let cairo = try surface.pngDataFromCairo().count
            #expect(Double(ours) <= 1.1 * Double(cairo),
                    "\(scene) \(size)px at \(progress): \(ours) bytes, Cairo \(cairo) (\(100 * ours / cairo)%)")
        }
    }

    @Test("the same pixels always give the same bytes", arguments: PNGEncoderRoundTripTests.methods)
    func deterministic(method: ComparisonPNGEncoder.Method) throws {
        let encoder = ComparisonPNGEncoder(method: method)
        let surface = try TestScene.translucentStrokes.surface(size: 128)
        let first = try encoder.encode(surface)
        #expect(try encoder.encode(surface) == first, "encoding twice")
        let copy = try ImageSurface(width: 128, height: 128, pixels: surface.pixels)
        #expect(try encoder.encode(copy) == first, "encoding a copy")
        #expect(try encoder.encode(pixels: surface.pixels, width: 128, height: 128) == first, "encoding the array")
    }

    @Test("chunks are IHDR, IDAT, IEND with correct lengths, fields and CRCs",
          arguments: [(TestScene.strokesOnTransparent, UInt8(6)), (.strokesOnOpaqueBackground, UInt8(2))])
    func chunkStructure(scene: TestScene, colorType: UInt8) throws {
        let surface = try scene.surface(size: 100)
        let png = try PNGEncoder.standard.encode(surface)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(bigEndian(png, at: offset))
            let typeAndData = Array(png[(offset + 4)..<(offset + 8 + length)])
            #expect(bigEndian(png, at: offset + 8 + length) == referenceCRC32(typeAndData), "CRC of chunk at \(offset)")
            chunks.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        #expect(offset == png.count, "no bytes after the last chunk")
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        // Width 100, height 100, depth 8, colour type, DEFLATE, adaptive filtering, no interlace.
        #expect(chunks.first?.data == [0, 0, 0, 100, 0, 0, 0, 100, 8, colorType, 0, 0, 0])
        #expect(chunks.last?.data == [])
        // Cairo picks the same colour type for the same surface.
        #expect(try surface.pngDataFromCairo()[25] == colorType)
    }

    static let python = ExternalTools.path(of: "python3")

    @Test("python's zlib inflates the data and the samples are Cairo's",
          .enabled(if: python != nil, "python3 is not installed"),
          arguments: TestScene.allCases, PNGEncoderRoundTripTests.methods)
    func externalDecoder(scene: TestScene, method: ComparisonPNGEncoder.Method) throws {
        let surface = try scene.surface(size: 64)
        let png = try ComparisonPNGEncoder(method: method).encode(surface)
        let (status, output) = try ExternalTools.run(Self.python!, [ExternalTools.fixture("decode_png.py")], input: png)
        try #require(status == 0, "decode_png.py: \(output)")
        let fields = output.split(separator: " ")
        let expected = CairoReference.samples(of: surface.pixels)
        #expect(fields.prefix(3).map(String.init) == ["64", "64", "\(expected.channels)"])
        #expect(fields.last.map { String($0.dropLast()) } == SHA256.hex(expected.bytes), "samples differ from Cairo's formula")
    }

    static let pngfix = ExternalTools.path(of: "pngfix")

    @Test("libpng's pngfix finds nothing to fix",
          .enabled(if: pngfix != nil, "pngfix (libpng-tools) is not installed"),
          arguments: TestScene.allCases)
    func pngfixAccepts(scene: TestScene) throws {
        let png = try PNGEncoder.standard.encode(try scene.surface(size: 128))
        let file = "/tmp/mrefresh-pngfix-\(scene.rawValue)-\(getpid()).png"
        try writeFile(png, to: file)
        defer { removeFile(file) }
        let (status, output) = try ExternalTools.run(Self.pngfix!, [file], input: [])
        #expect(status == 0, "pngfix: \(output)")
    }

    /// The encoder's limit is its own (MRefreshPNG knows no Cairo), kept equal to Cairo's: a surface of
    /// Cairo's largest side encodes, and a side past it is refused by both with the same words.
    @Test("the encoder takes every side a Cairo surface can have, and no more")
    func sameLimitAsCairo() throws {
        #expect(PNGEncoder.maximumSide == ImageSurface.maximumSide)
        let side = ImageSurface.maximumSide
        let png = try PNGEncoder.standard.encode(try ImageSurface(width: side, height: 1))
        #expect(Array(png[16..<24]) == [0, 0, UInt8(side >> 8), UInt8(side & 0xFF), 0, 0, 0, 1])
        let surfaceError = RenderError(.invalidSize(width: side + 1, height: 1), operation: "o")
        let encoderError = PNGError(.invalidSize(width: side + 1, height: 1), operation: "o")
        #expect(surfaceError.description == encoderError.description)
    }

    @Test("library levels out of range are a PNGError", arguments: [
        ComparisonPNGEncoder.Method.libdeflate(filter: .none, level: 0),
        .libdeflate(filter: .none, level: 13),
        .zlib(filter: .none, level: 10, strategy: .standard),
        .zlib(filter: .none, level: -2, strategy: .standard),
    ])
    func badLevel(method: ComparisonPNGEncoder.Method) {
        #expect {
            _ = try ComparisonPNGEncoder(method: method).encode(pixels: [0], width: 1, height: 1)
        } throws: {
            if case .compressionFailed = ($0 as? PNGError)?.kind { return true }
            return false
        }
    }
}

private func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
}

/// Bitwise CRC-32 (polynomial 0xEDB88320), independent of the encoder's library call.
private func referenceCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
