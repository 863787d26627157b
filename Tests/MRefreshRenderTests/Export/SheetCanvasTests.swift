import MRefreshCore
import MRefreshPNG
import MRefreshPNGComparison
@testable import MRefreshRender
import Testing

/// A sheet is put together from the words the encoder read for each frame, not from the frames'
/// surfaces, and encoded a row of cells at a time as its frames come in: it must decode to exactly the
/// frames in their cells, RGB exactly when Cairo would write RGB, and be byte for byte the file the
/// whole sheet encodes to, while holding only the rows of cells still waiting for frames. Identical frames
/// share one cell, and the sheet then has only the rows its distinct frames need.
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
        /// When set, frame n is drawn at the progress of frame n % repeatEvery: repeated frames.
        var repeatEvery: Int?
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
        // Frames 4–7 repeat frames 0–3 (a loop out and back): the pull's 8 frames fill 4 cells, and the
        // loading frames, repeating the pull's, share its cells; no row of their own.
        Case(name: "repeated frames sharing cells",
             pull: Array(repeating: .strokesOnTransparent, count: 8), loading: Array(repeating: .strokesOnTransparent, count: 4),
             repeatEvery: 4),
        Case(name: "repeated opaque frames, the grid not filled (RGBA)",
             pull: Array(repeating: .strokesOnOpaqueBackground, count: 6), loading: Array(repeating: .strokesOnOpaqueBackground, count: 2),
             inOrder: true, repeatEvery: 3),
        // 170 pull frames would wrap after 85 cells, but 40 are distinct: the pull takes one row of cells, not two.
        Case(name: "repeated frames in fewer rows than every frame needs",
             pull: Array(repeating: .filledRing, count: 170), loading: [.translucentStrokes], inOrder: true, repeatEvery: 40),
    ]

    @Test("the sheet decodes to the frames in their cells", arguments: cases)
    func sheet(_ sheetCase: Case) throws {
        let size = sheetCase.size
        let frames = sheetCase.pull.indices.map { FrameSpec(stage: .pull, index: $0, state: .pulling, progress: 0, position: 0) }
            + sheetCase.loading.indices.map { FrameSpec(stage: .loading, index: $0, state: .loading, progress: 1, position: 0) }
        let scenes = sheetCase.pull + sheetCase.loading
        let grid = SpriteSheet(stages: PerStage { stage in frames.filter { $0.stage == stage } }, cellWidth: size, cellHeight: size)
        let canvas = SpriteSheetSink.SheetCanvas(layout: grid, encoder: .standard)
        var surfaces = [ImageSurface?](repeating: nil, count: scenes.count)
        var mostBandsHeld = 0
        let order = sheetCase.inOrder ? Array(scenes.indices) : scenes.indices.reversed()
        for (taken, n) in order.enumerated() {
            let drawn = sheetCase.repeatEvery.map { n % $0 } ?? n
            let surface = try scenes[n].surface(size: size, progress: Double(drawn + 1) / Double(scenes.count))
            let (png, sha256, isLast) = try canvas.encode(surface, frame: n)
            #expect(isLast == (taken == scenes.count - 1), "only the last frame taken completes the sheet")
            #expect(png == (try PNGEncoder.standard.encode(surface)), "frame \(n)'s own file is as without a sheet")
            #expect(sha256 == SHA256.hash(png), "the frame's digest is its file's")
            mostBandsHeld = max(mostBandsHeld, canvas.heldBands)
            surfaces[n] = surface
        }
        let layout = canvas.layout
        #expect(layout.cells.map(\.stage) == grid.cells.map(\.stage) && layout.cells.map(\.index) == grid.cells.map(\.index),
                "every frame listed, in the run's order")
        // Frames share a cell exactly when their pixels are equal; each stage's distinct frames open rows
        // as the grid's columns allow.
        let pixels = surfaces.map { $0!.pixels }
        var rows = 0
        for stage in [Stage.pull, .loading] {
            let members = frames.indices.filter { frames[$0].stage == stage }
            let new = members.filter { n in !pixels[..<n].contains(pixels[n]) }.count
            rows += (new + grid.columns - 1) / grid.columns
        }
        #expect(layout.rows == rows, "rows of cells for the distinct frames")
        for a in frames.indices {
            #expect(layout.cells[a].x + size <= layout.width && layout.cells[a].y + size <= layout.height)
            for b in frames.indices where b < a {
                let shared = (layout.cells[a].x, layout.cells[a].y) == (layout.cells[b].x, layout.cells[b].y)
                #expect(shared == (pixels[a] == pixels[b]), "frames \(b) and \(a) share a cell exactly when equal")
            }
        }
        // The frames' pixels placed in their cells here, independently of the canvas.
        var expected = [UInt32](repeating: 0, count: layout.width * layout.height)
        for (n, cell) in layout.cells.enumerated() {
            for row in 0..<size {
                let start = (cell.y + row) * layout.width + cell.x
                expected[start..<(start + size)] = pixels[n][(row * size)..<((row + 1) * size)]
            }
        }
        let reference = try ImageSurface(width: layout.width, height: layout.height, pixels: expected)
        let sheet = try canvas.encode()
        try expectSamePixels(sheet, as: try reference.pngDataFromCairo(), sheetCase.name)
        #expect(sheet[25] == (reference.pixels.allSatisfy { $0 >> 24 == 255 } ? 2 : 6), "colour type as Cairo's")
        // Encoded a row of cells at a time, in blocks of 16 K tokens or more, it is within a block's code
        // tables of the whole sheet encoded at once; a small sheet is one block, the same file.
        let whole = try PNGEncoder.standard.encode(reference)
        let blocks = max(1, 1 + whole.count / (SpriteSheetSink.SheetCanvas.blockTokens / 4))
        #expect(sheet.count <= whole.count + 128 * (blocks - 1), "\(sheet.count) bytes, the whole sheet's \(whole.count)")
        if whole.count < 4096 { #expect(sheet == whole, "a small sheet is one block") }
        if sheetCase.inOrder {
            // A transparent sheet holds only the row of cells being filled; one that may be RGB (every
            // frame so far opaque), all, as its last frame decides.
            let mayBeRGB = scenes.allSatisfy { $0 == .strokesOnOpaqueBackground }
            #expect(mostBandsHeld == (mayBeRGB ? layout.rows : 1), "rows of cells held at once")
        }
    }
}
