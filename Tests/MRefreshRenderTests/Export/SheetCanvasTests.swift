import MRefreshCore
@_spi(PNGComparison) @testable import MRefreshRender
import Testing

/// A sheet is put together from the words the encoder read for each frame, not from the frames'
/// surfaces, and encoded a row of cells at a time as its frames come in: it must decode to exactly the
/// frames in their cells, RGB exactly when Cairo would write RGB, and be byte for byte the file the
/// whole sheet encodes to, while holding only the rows of cells still waiting for frames.
@Suite("Sprite sheet canvas")
struct SheetCanvasTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Per stage (pull, then loading), the scenes of its frames.
        var pull: [TestScene]
        var loading: [TestScene]
        /// Cell side in pixels.
        var size = 48
        /// Whether the frames come in the cells' order (else last first, as workers may finish them).
        var inOrder = false
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "transparent frames, an empty cell", pull: [.strokesOnTransparent, .translucentStrokes, .filledRing],
             loading: [.strokesOnTransparent, .filledRing]),
        Case(name: "opaque frames filling the grid (RGB)", pull: [.strokesOnOpaqueBackground, .strokesOnOpaqueBackground],
             loading: [.strokesOnOpaqueBackground, .strokesOnOpaqueBackground]),
        Case(name: "opaque frames, an empty cell (RGBA)", pull: [.strokesOnOpaqueBackground, .strokesOnOpaqueBackground],
             loading: [.strokesOnOpaqueBackground]),
        Case(name: "opaque and transparent frames filling the grid", pull: [.strokesOnOpaqueBackground, .filledRing],
             loading: [.translucentStrokes, .strokesOnOpaqueBackground]),
        // 90 cells of 48 px wrap after 85 (4,080 px): three rows of cells, each parsed as it completes.
        Case(name: "rows of cells wrapping, in order",
             pull: (0..<90).map { [.strokesOnTransparent, .translucentStrokes, .filledRing][$0 % 3] },
             loading: [.filledRing, .strokesOnTransparent], inOrder: true),
        Case(name: "opaque rows of cells wrapping, in order (RGB)",
             pull: Array(repeating: .strokesOnOpaqueBackground, count: 85 * 2),
             loading: Array(repeating: .strokesOnOpaqueBackground, count: 85), inOrder: true),
        // 40 px cells are parsed 16, 16 then 8 rows at a time (``SheetCanvas/chunkRows``).
        Case(name: "cells not a whole number of parsed chunks tall",
             pull: (0..<5).map { [.translucentStrokes, .filledRing][$0 % 2] }, loading: [.strokesOnTransparent],
             size: 40, inOrder: true),
        // 12 px cells, 3 a row: DEFLATE's window reaches back over every row of cells before.
        Case(name: "small cells, matches reaching several rows of cells back",
             pull: (0..<9).map { [.strokesOnTransparent, .filledRing][$0 % 2] }, loading: [.translucentStrokes],
             size: 12, inOrder: true),
    ]

    @Test("the sheet decodes to the frames in their cells", arguments: cases)
    func sheet(_ sheetCase: Case) throws {
        let size = sheetCase.size
        let frames = sheetCase.pull.indices.map { FrameSpec(stage: .pull, index: $0, state: .pulling, progress: 0, position: 0) }
            + sheetCase.loading.indices.map { FrameSpec(stage: .loading, index: $0, state: .loading, progress: 1, position: 0) }
        let scenes = sheetCase.pull + sheetCase.loading
        let layout = SpriteSheet(frames: frames, cellWidth: size, cellHeight: size)
        let canvas = RenderRun.SheetCanvas(layout: layout, encoder: .standard)
        // The frames' pixels placed in their cells here, independently of the canvas.
        var expected = [UInt32](repeating: 0, count: layout.width * layout.height)
        var mostBandsHeld = 0
        let order = sheetCase.inOrder ? Array(scenes.indices) : scenes.indices.reversed()
        for (taken, n) in order.enumerated() {
            let surface = try scenes[n].surface(size: size, progress: Double(n + 1) / Double(scenes.count))
            let (png, isLast) = try canvas.encode(surface, frame: n)
            #expect(isLast == (taken == scenes.count - 1), "only the last frame taken completes the sheet")
            #expect(png == (try PNGEncoder.standard.encode(surface)), "frame \(n)'s own file is as without a sheet")
            mostBandsHeld = max(mostBandsHeld, canvas.heldBands)
            let pixels = surface.pixels, cell = layout.cells[n]
            for row in 0..<size {
                let start = (cell.y + row) * layout.width + cell.x
                expected[start..<(start + size)] = pixels[(row * size)..<((row + 1) * size)]
            }
        }
        let reference = try ImageSurface(width: layout.width, height: layout.height, pixels: expected)
        let sheet = try canvas.encode()
        try expectSamePixels(sheet, as: try reference.pngDataFromCairo(), sheetCase.name)
        #expect(sheet[25] == (reference.pixels.allSatisfy { $0 >> 24 == 255 } ? 2 : 6), "colour type as Cairo's")
        // Encoded a row of cells at a time, in blocks of 16 K tokens or more, it is within a block's code
        // tables of the whole sheet encoded at once; a small sheet is one block, the same file.
        let whole = try PNGEncoder.standard.encode(reference)
        let blocks = max(1, 1 + whole.count / (RenderRun.SheetCanvas.blockTokens / 4))
        #expect(sheet.count <= whole.count + 128 * (blocks - 1), "\(sheet.count) bytes, the whole sheet's \(whole.count)")
        if whole.count < 4096 { #expect(sheet == whole, "a small sheet is one block") }
        if sheetCase.inOrder {
            // A transparent sheet holds only the row of cells being filled; one that may be RGB, all.
            let mayBeRGB = scenes.allSatisfy { $0 == .strokesOnOpaqueBackground } && layout.cells.count == layout.columns * layout.rows
            #expect(mostBandsHeld == (mayBeRGB ? layout.rows : 1), "rows of cells held at once")
        }
    }
}
