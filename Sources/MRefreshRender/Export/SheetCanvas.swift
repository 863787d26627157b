import MRefreshCore
import Synchronization

extension RenderRun {
    /// The sheet of one scale, filled by the workers as they encode its frames.
    ///
    /// It holds the sheet as the PNG encoder reads it, straight RGBA words (``PixelWordLayout``): each
    /// frame's words, converted once for the frame's own file, are copied into its cell, so the sheet is
    /// neither converted again nor held twice; which rows are one colour is known from the frames'.
    final class SheetCanvas: Sendable {
        let layout: SpriteSheet

        private struct Canvas {
            var words: [UInt32]
            /// Per frame taken, per row, its one colour (straight), or nil when its pixels differ.
            var uniformRows: [[UInt32?]?]
            var isOpaque = true
        }

        private let canvas: Mutex<Canvas>

        init(layout: SpriteSheet) {
            self.layout = layout
            canvas = Mutex(Canvas(words: [UInt32](repeating: 0, count: layout.width * layout.height),
                                  uniformRows: Array(repeating: nil, count: layout.cells.count)))
        }

        /// Encodes frame number `frame` (in the run's order) with `encoder` and takes its pixels into its
        /// cell; returns the frame's PNG file.
        func encode(_ surface: ImageSurface, frame: Int, with encoder: PNGEncoder) throws(RenderError) -> [UInt8] {
            let (png, parse) = try encoder.encodeKeepingWords(surface)
            take(parse, frame: frame)
            return png
        }

        private func take(_ parse: PixelMatchTokens, frame: Int) {
            let cell = layout.cells[frame]
            let width = layout.cellWidth, height = layout.cellHeight
            let words = parse.isOpaque ? parse.words.map(PixelWordLayout.straightWord(ofOpaque:)) : parse.words
            precondition(words.count == width * height, "a frame fills its cell")
            let uniformRows = (0..<height).map { parse.isUniform[$0] ? words[$0 * width] : nil }
            canvas.withLock { canvas in
                for row in 0..<height {
                    let start = (cell.y + row) * layout.width + cell.x
                    canvas.words[start..<(start + width)] = words[(row * width)..<((row + 1) * width)]
                }
                canvas.uniformRows[frame] = uniformRows
                canvas.isOpaque = canvas.isOpaque && parse.isOpaque
            }
        }

        /// The sheet's PNG file, once every frame is taken. RGB when every frame is opaque and fills a
        /// cell, as Cairo would write it.
        func encode(with encoder: PNGEncoder) throws(RenderError) -> [UInt8] {
            try canvas.withLock { canvas throws(RenderError) in
                // A sheet row is one colour when every cell's row is, the same one (empty cells are 0).
                var grid = [Int](repeating: -1, count: layout.columns * layout.rows)
                for (frame, cell) in layout.cells.enumerated() {
                    grid[cell.y / layout.cellHeight * layout.columns + cell.x / layout.cellWidth] = frame
                }
                var isUniform = [Bool](repeating: false, count: layout.height)
                for y in 0..<layout.height {
                    let gridRow = y / layout.cellHeight, r = y % layout.cellHeight
                    var colour: UInt32?
                    isUniform[y] = (0..<layout.columns).allSatisfy { column in
                        let frame = grid[gridRow * layout.columns + column]
                        guard let word = frame < 0 ? 0 : canvas.uniformRows[frame]?[r] else { return false }
                        defer { colour = word }
                        return colour.map { $0 == word } ?? true
                    }
                }
                let full = !grid.contains(-1)
                return try encoder.encodeSheet(straightWords: canvas.words, width: layout.width, height: layout.height,
                                               isUniform: isUniform, opaque: canvas.isOpaque && full)
            }
        }
    }
}
