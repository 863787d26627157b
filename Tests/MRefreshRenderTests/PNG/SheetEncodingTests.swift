import Foundation
@_spi(PNGComparison) @testable import MRefreshRender
import Testing

/// A sprite sheet's PNG is written from its frames' parses (``SheetRows``, ``SheetTokens``), not from
/// its pixels: it must decode to exactly the frames copied into their cells, whatever the frames hold
/// and however the grid is laid out.
@Suite("PNG encoder: sprite sheets from their frames' parses")
struct SheetEncodingTests {
    /// A grid and the frames in it, in order, filling cells row by row (the rest stay empty).
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var columns: Int
        var rows: Int
        var frames: @Sendable () throws -> [ImageSurface]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "icon frames, one cell empty", columns: 3, rows: 2) {
            try [0.1, 0.3, 0.5, 0.8, 1.0].map { try TestScene.strokesOnTransparent.surface(size: 64, progress: $0) }
        },
        Case(name: "translucent frames in one column (distances unchanged)", columns: 1, rows: 4) {
            try [0.2, 0.4, 0.6, 0.9].map { try TestScene.translucentStrokes.surface(size: 48, progress: $0) }
        },
        Case(name: "every scene in a wide row", columns: 30, rows: 1) {
            try (0..<30).map { try TestScene.allCases[$0 % 4].surface(size: 128, progress: Double($0 + 1) / 30) }
        },
        Case(name: "opaque frames filling the grid (an RGB sheet)", columns: 2, rows: 2) {
            try [0.2, 0.4, 0.6, 0.9].map { try TestScene.strokesOnOpaqueBackground.surface(size: 64, progress: $0) }
        },
        Case(name: "opaque frames and an empty cell (RGBA)", columns: 2, rows: 2) {
            try [0.2, 0.5, 0.9].map { try TestScene.strokesOnOpaqueBackground.surface(size: 64, progress: $0) }
        },
        Case(name: "opaque and transparent frames filling the grid", columns: 2, rows: 1) {
            [try TestScene.strokesOnOpaqueBackground.surface(size: 64), try TestScene.filledRing.surface(size: 64)]
        },
        Case(name: "rows repeated from three rows up, beyond the window in the sheet", columns: 10, rows: 1) {
            try (0..<10).map { try Self.surface(Self.farRepeats(seed: UInt64($0)), width: 300, height: 7) }
        },
        Case(name: "rows repeating the left frame's, under rows that differ", columns: 4, rows: 2) {
            try (0..<7).map { try Self.surface(Self.sharedRows(seed: UInt64($0 % 3)), width: 40, height: 9) }
        },
        Case(name: "rows too wide for the pixel above", columns: 4, rows: 1) {
            // 4 × 2100 RGBA pixels: 33,601 bytes from a pixel to the one above.
            try (0..<4).map { try Self.surface(Self.stripes(seed: UInt64($0), width: 2100), width: 2100, height: 5) }
        },
        Case(name: "noise: every byte a literal", columns: 3, rows: 3) {
            let (width, height, pixels) = PixelLayout.noise.pixels
            return try (0..<7).map { _ in try ImageSurface(width: width, height: height, pixels: pixels) }
        },
        Case(name: "runs longer than a match", columns: 3, rows: 1) {
            let (width, height, pixels) = PixelLayout.longRuns.pixels
            return try (0..<3).map { _ in try ImageSurface(width: width, height: height, pixels: pixels) }
        },
        Case(name: "one-pixel frames", columns: 4, rows: 2) {
            try (0..<6).map { try ImageSurface(width: 1, height: 1, pixels: [$0 % 2 == 0 ? 0 : UInt32($0) << 24 | 0x10]) }
        },
    ]

    @Test("the sheet decodes to the frames in their cells", arguments: cases)
    func sheetPixels(_ sheetCase: Case) throws {
        let frames = try sheetCase.frames()
        let (sheet, reference) = try Self.sheetAndReference(frames, columns: sheetCase.columns, rows: sheetCase.rows)
        try expectSamePixels(sheet, as: try reference.pngDataFromCairo(), sheetCase.name)
        // Cairo writes RGB exactly when every pixel is opaque; so must the sheet.
        #expect(sheet[25] == (reference.pixels.allSatisfy { $0 >> 24 == 255 } ? 2 : 6), "\(sheetCase.name): colour type")
    }

    static let python = ExternalTools.path(of: "python3")

    /// Python's zlib checks what Cairo's reader may not: the Adler-32 combined from the frames' rows, and
    /// every chunk's CRC.
    @Test("python's zlib inflates the sheet and its samples are Cairo's",
          .enabled(if: python != nil, "python3 is not installed"), arguments: cases)
    func externalDecoder(_ sheetCase: Case) throws {
        let frames = try sheetCase.frames()
        let (sheet, reference) = try Self.sheetAndReference(frames, columns: sheetCase.columns, rows: sheetCase.rows)
        let (status, output) = try ExternalTools.run(Self.python!, [ExternalTools.fixture("decode_png.py")], input: sheet)
        try #require(status == 0, "\(sheetCase.name): decode_png.py: \(output)")
        let expected = CairoReference.samples(of: reference.pixels)
        let fields = output.split(separator: " ")
        #expect(fields.prefix(3).map(String.init) == ["\(reference.width)", "\(reference.height)", "\(expected.channels)"])
        #expect(fields.last.map { String($0.dropLast()) } == hex(expected.bytes), "\(sheetCase.name): samples differ")
    }

    /// Reusing the frames' parses must not cost the sheet much size: a pull's frames make a sheet within
    /// a tenth of their files together (its matches with the row above reach farther, so cost a few bits
    /// more), and smaller where rows repeat the frame to their left.
    @Test("a sheet of a pull's frames is about the size of the frames' files together", arguments: TestScene.allCases)
    func sheetSize(scene: TestScene) throws {
        let frames = try (0..<24).map { try scene.surface(size: 128, progress: Double($0 + 1) / 24) }
        let (sheet, _) = try Self.sheetAndReference(frames, columns: 12, rows: 2)
        let framesTotal = try frames.reduce(0) { $0 + (try PNGEncoder.standard.encode($1)).count }
        #expect(Double(sheet.count) <= 1.1 * Double(framesTotal), "\(scene): sheet \(sheet.count) bytes, frames \(framesTotal)")
        if scene == .filledRing {
            // Its rows repeat the frame to the left more often than not.
            #expect(sheet.count < framesTotal / 2, "\(scene): sheet \(sheet.count) bytes, frames \(framesTotal)")
        }
    }

    /// The sheet written by ``PNGEncoder/encodeSheet(cellWidth:cellHeight:columns:rows:cells:)`` from
    /// `frames`' rows, and the same frames copied into a surface by Cairo.
    static func sheetAndReference(_ frames: [ImageSurface], columns: Int,
                                  rows: Int) throws -> (sheet: [UInt8], reference: ImageSurface) {
        let width = frames[0].width, height = frames[0].height
        let encoder = PNGEncoder.standard
        let reference = try ImageSurface(width: columns * width, height: rows * height)
        var cells: [(column: Int, row: Int, rows: [SheetRows])] = []
        for (n, frame) in frames.enumerated() {
            let (png, sheetRows) = try encoder.encode(frame, forSheetWidth: columns * width,
                                                      sheetMayBeOpaque: frames.count == columns * rows)
            // The frame's own file is the one it would be without a sheet.
            #expect(png == (try encoder.encode(frame)), "frame \(n) is written as without a sheet")
            cells.append((column: n % columns, row: n / columns, rows: sheetRows))
            reference.copy(frame, toX: n % columns * width, y: n / columns * height)
        }
        let sheet = try encoder.encodeSheet(cellWidth: width, cellHeight: height, columns: columns, rows: rows, cells: cells)
        return (sheet, reference)
    }

    static func surface(_ pixels: [UInt32], width: Int, height: Int) throws -> ImageSurface {
        try ImageSurface(width: width, height: height, pixels: pixels)
    }

    /// Rows 0–2 varied, then the same three again and a transparent row: the parser matches rows 3–5
    /// with rows 0–2, three rows up, in runs longer than one DEFLATE match.
    static func farRepeats(seed: UInt64) -> [UInt32] {
        var random = SplitMix64(seed: seed)
        let top = (0..<900).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        return top + top + [UInt32](repeating: 0, count: 300)
    }

    /// Row 0 from `seed`, rows 1–3 copies of it (matches with the row above), then rows the same in every
    /// frame, some repeating rows 0–3: equal rows whose matches reach rows that differ between frames.
    static func sharedRows(seed: UInt64) -> [UInt32] {
        var random = SplitMix64(seed: seed)
        let own = (0..<40).map { x in x < 8 ? 0 : UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        var fixed = SplitMix64(seed: 99)
        let shared = (0..<40).map { x in x > 30 ? 0 : UInt32(truncatingIfNeeded: fixed.next()) | 0xFF00_0000 }
        return own + own + own + own + shared + own + shared + shared + own
    }

    /// Rows alternating between two patterns with runs of transparency: matches two rows up.
    static func stripes(seed: UInt64, width: Int) -> [UInt32] {
        var random = SplitMix64(seed: seed)
        let a = (0..<width).map { x in x % 50 < 10 ? 0 : UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
        let b = (0..<width).map { x in x % 70 < 20 ? 0 : 0xFF20_4060 &+ UInt32(x % 3) }
        return a + b + a + b + a
    }
}
