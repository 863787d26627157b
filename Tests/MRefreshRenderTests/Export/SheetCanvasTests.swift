import MRefreshCore
@_spi(PNGComparison) @testable import MRefreshRender
import Testing

/// A sheet is put together from the words the encoder read for each frame, not from the frames'
/// surfaces: it must decode to exactly the frames in their cells, RGB exactly when Cairo would write RGB.
@Suite("Sprite sheet canvas")
struct SheetCanvasTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Per stage (pull, then loading), the scenes of its frames.
        var pull: [TestScene]
        var loading: [TestScene]
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
    ]

    @Test("the sheet decodes to the frames in their cells", arguments: cases)
    func sheet(_ sheetCase: Case) throws {
        let size = 48
        let frames = sheetCase.pull.indices.map { FrameSpec(stage: .pull, index: $0, state: .pulling, progress: 0, position: 0) }
            + sheetCase.loading.indices.map { FrameSpec(stage: .loading, index: $0, state: .loading, progress: 1, position: 0) }
        let scenes = sheetCase.pull + sheetCase.loading
        let layout = SpriteSheet(frames: frames, cellWidth: size, cellHeight: size)
        let canvas = RenderRun.SheetCanvas(layout: layout)
        // The frames' pixels placed in their cells here, independently of the canvas.
        var expected = [UInt32](repeating: 0, count: layout.width * layout.height)
        // Taken in an order other than the cells', as workers may finish them.
        for n in scenes.indices.reversed() {
            let surface = try scenes[n].surface(size: size, progress: Double(n + 1) / Double(scenes.count))
            let png = try canvas.encode(surface, frame: n, with: .standard)
            #expect(png == (try PNGEncoder.standard.encode(surface)), "frame \(n)'s own file is as without a sheet")
            let pixels = surface.pixels, cell = layout.cells[n]
            for row in 0..<size {
                let start = (cell.y + row) * layout.width + cell.x
                expected[start..<(start + size)] = pixels[(row * size)..<((row + 1) * size)]
            }
        }
        let reference = try ImageSurface(width: layout.width, height: layout.height, pixels: expected)
        let sheet = try canvas.encode(with: .standard)
        try expectSamePixels(sheet, as: try reference.pngDataFromCairo(), sheetCase.name)
        #expect(sheet[25] == (reference.pixels.allSatisfy { $0 >> 24 == 255 } ? 2 : 6), "colour type as Cairo's")
    }
}
