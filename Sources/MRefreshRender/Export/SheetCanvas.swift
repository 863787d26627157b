import MRefreshCore
import Synchronization

extension RenderRun {
    /// The sheet of one scale, encoded as the workers encode its frames, one row of cells (a band) at a
    /// time: the sheet is never held whole.
    ///
    /// A band holds its frames' straight RGBA words (``PixelWordLayout``), copied from each frame's parse
    /// (converted once, for the frame's own file); which rows are one colour is known from the frames'. As
    /// soon as a band's cells are all taken, and the bands before it parsed, it is parsed (``ScanlineParse``)
    /// after the rows before it that DEFLATE's window reaches, then dropped: the file is byte for byte the
    /// one the whole sheet would give. Only a sheet that may be RGB (every frame so far opaque, and filling
    /// the grid) waits for its last frame, which decides whether it is.
    final class SheetCanvas: Sendable {
        let layout: SpriteSheet
        let encoder: PNGEncoder

        /// One row of cells, as its frames are taken.
        private struct Band {
            /// Room for the rows before the band (``historyRoom(_:)``), then the band's rows.
            var words: [UInt32]
            /// Its cells not taken yet.
            var missing: Int
            /// Per column, per row of its cell, the row's one colour (straight) or nil when its pixels
            /// differ; nil for a column without a frame (zeros).
            var uniformRows: [[UInt32?]?]
        }

        private struct Cells {
            /// Per band: nil before its first frame is taken and once it is parsed.
            var bands: [Band?]
            var isOpaque = true
        }

        private struct Encoding {
            var parse: ScanlineParse?
            var nextBand = 0
            /// The last rows parsed, in the parse's layout: the start of the next band's window.
            var history: [UInt32] = []
        }

        private let cells: Mutex<Cells>
        private let encoding = Mutex(Encoding())
        /// Per band, how many frames it holds.
        private let cellsPerBand: [Int]

        init(layout: SpriteSheet, encoder: PNGEncoder) {
            self.layout = layout
            self.encoder = encoder
            var counts = [Int](repeating: 0, count: layout.rows)
            for cell in layout.cells { counts[cell.y / layout.cellHeight] += 1 }
            cellsPerBand = counts
            cells = Mutex(Cells(bands: Array(repeating: nil, count: layout.rows)))
        }

        /// Whether the sheet may be written as RGB, as Cairo would when every pixel is opaque: every frame
        /// opaque and every cell a frame.
        private var mayBeRGB: Bool {
            encoder.writesRGB && layout.cells.count == layout.columns * layout.rows
        }

        /// Rows kept before band `band`'s own: as many as DEFLATE's window reaches at 3 bytes a pixel
        /// (more than at 4), or all the rows before it.
        private func historyRoom(_ band: Int) -> Int {
            min(band * layout.cellHeight, ScanlineParse.historyRows(width: layout.width, bytesPerPixel: 3))
        }

        /// The bands holding frames not yet parsed (for the tests: memory stays bounded).
        var heldBands: Int { cells.withLock { $0.bands.count { $0 != nil } } }

        /// Encodes frame number `frame` (in the run's order) with the sheet's encoder and takes its pixels
        /// into its cell; returns the frame's PNG file.
        func encode(_ surface: ImageSurface, frame: Int) throws(RenderError) -> [UInt8] {
            let (png, parse) = try encoder.encodeKeepingWords(surface)
            take(parse, frame: frame)
            return png
        }

        private func take(_ parse: PixelMatchTokens, frame: Int) {
            let cell = layout.cells[frame]
            let width = layout.cellWidth, height = layout.cellHeight, sheetWidth = layout.width
            let band = cell.y / height, column = cell.x / width, room = historyRoom(band)
            let words = parse.isOpaque ? parse.words.map(PixelWordLayout.straightWord(ofOpaque:)) : parse.words
            precondition(words.count == width * height, "a frame fills its cell")
            let uniformRows = (0..<height).map { parse.isUniform[$0] ? words[$0 * width] : nil }
            let isRGBA = cells.withLock { cells in
                if cells.bands[band] == nil {
                    cells.bands[band] = Band(words: [UInt32](repeating: 0, count: (room + height) * sheetWidth),
                                             missing: cellsPerBand[band],
                                             uniformRows: Array(repeating: nil, count: layout.columns))
                }
                for row in 0..<height {
                    let start = (room + row) * sheetWidth + cell.x
                    cells.bands[band]!.words[start..<(start + width)] = words[(row * width)..<((row + 1) * width)]
                }
                cells.bands[band]!.uniformRows[column] = uniformRows
                cells.bands[band]!.missing -= 1
                cells.isOpaque = cells.isOpaque && parse.isOpaque
                return !(cells.isOpaque && mayBeRGB)
            }
            if isRGBA { parseCompleteBands(layout: .straightRGBA) }
        }

        /// Parses, in order, the bands whose cells are all taken.
        private func parseCompleteBands(layout wordLayout: PixelWordLayout) {
            encoding.withLock { encoding in
                if encoding.parse == nil {
                    encoding.parse = ScanlineParse(layout: wordLayout, width: layout.width, rows: layout.height)
                }
                while encoding.nextBand < layout.rows {
                    let index = encoding.nextBand
                    let taken = cells.withLock { cells -> Band? in
                        guard cells.bands[index]?.missing == 0 else { return nil }
                        return cells.bands[index].take()
                    }
                    guard let band = taken else { return }
                    parse(band, index, into: &encoding)
                    encoding.nextBand += 1
                }
            }
        }

        /// Parses band `index` after the rows before it.
        private func parse(_ band: consuming Band, _ index: Int, into encoding: inout Encoding) {
            let width = layout.width, room = historyRoom(index)
            // Taken out of the band, so that the words are changed in place rather than copied.
            var words = band.words
            band.words = []
            if encoding.parse!.layout == .opaqueRGB {
                // Back to Cairo's 0xFFRRGGBB, which RGB scanlines are read from.
                for i in (room * width)..<words.count { words[i] = PixelWordLayout.opaqueWord(ofStraight: words[i]) }
            }
            let history = encoding.history.count / width
            precondition(history == encoding.parse!.historyNeeded && history <= room)
            words[((room - history) * width)..<(room * width)] = encoding.history[...]
            // A sheet row is one colour when every cell's row is, the same one (empty cells are 0).
            let isUniform = (0..<layout.cellHeight).map { row in
                let colours = band.uniformRows.map { column in column.map { $0[row] } ?? 0 }
                return colours.allSatisfy { $0 != nil && $0 == colours[0] }
            }
            encoding.parse!.parse(words.span.extracting(((room - history) * width)...), history: history, uniform: isUniform)
            let kept = encoding.parse!.historyNeeded
            encoding.history = Array(words[(words.count - kept * width)...])
        }

        /// The sheet's PNG file, once every frame is taken. RGB when every frame is opaque and fills a
        /// cell, as Cairo would write it.
        func encode() throws(RenderError) -> [UInt8] {
            let opaque = cells.withLock { $0.isOpaque } && mayBeRGB
            parseCompleteBands(layout: opaque ? .opaqueRGB : .straightRGBA)
            let parse = encoding.withLock { encoding in
                precondition(encoding.nextBand == layout.rows, "every frame is taken before the sheet is written")
                return encoding.parse!
            }
            return try encoder.encode(PixelMatchTokens(parse), width: layout.width, height: layout.height)
        }
    }
}
