import MRefreshCore
import Synchronization

extension RenderRun {
    /// The sheet of one scale, encoded as the workers encode its frames, one row of cells (a band) at a
    /// time: the sheet is never held whole.
    ///
    /// A band holds its frames' straight RGBA words (``PixelWordLayout``), as each frame's parse read them
    /// (converted once, for the frame's own file); which rows are one colour is known from the frames'. As
    /// soon as a band's cells are all taken, and the bands before it parsed, it is parsed (``ScanlineParse``)
    /// a few sheet rows at a time, each put together from the cells in a small window after the rows
    /// before it that DEFLATE's window reaches, its tokens joining the stream's blocks (Huffman codes for
    /// their own symbols); then the band is dropped: the file decodes to what the whole sheet would, and is
    /// as small.
    /// Only a sheet that may be RGB (every frame so far opaque, and filling the grid) waits for its last
    /// frame, which decides whether it is.
    final class SheetCanvas: Sendable {
        let layout: SpriteSheet
        let encoder: PNGEncoder

        /// One row of cells, as its frames are taken.
        private struct Band {
            /// Per column, its frame's words, straight RGBA; empty until taken, and for a column without
            /// a frame (zeros).
            var cells: [[UInt32]]
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
            /// Frames not taken yet.
            var untaken: Int
        }

        private struct Encoding {
            var parse: ScanlineParse?
            /// The sheet's compressed scanlines: a DEFLATE block for each ``blockTokens`` or more tokens parsed.
            var stream: ZlibStream
            var nextBand = 0
            /// Sheet rows in the parse's layout: the last ones parsed (as many as the parse needs again,
            /// ``ScanlineParse/historyNeeded``), then room for ``chunkRows`` more.
            var window: [UInt32] = []
            /// Where the next rows are put together, after the history moved over from ``window``.
            var nextWindow: [UInt32] = []
        }

        /// Sheet rows put together and parsed at a time: with the rows before them, about 300 KB, which
        /// stays in a core's cache between being copied from the cells and being parsed. Measured against
        /// copying each frame into a band-sized array as it came: the same bytes, 1.5% less CPU on one job
        /// and 6% on two, and a peak of 44 MB instead of 64 on two (4 to 64 rows differ by less than noise).
        static let chunkRows = 16

        /// The fewest tokens written as a block of their own.
        static let blockTokens = 1 << 14

        private let cells: Mutex<Cells>
        private let encoding: Mutex<Encoding>
        /// Per band, how many frames it holds.
        private let cellsPerBand: [Int]

        init(layout: SpriteSheet, encoder: PNGEncoder) {
            self.layout = layout
            self.encoder = encoder
            var counts = [Int](repeating: 0, count: layout.rows)
            for cell in layout.cells { counts[cell.y / layout.cellHeight] += 1 }
            cellsPerBand = counts
            cells = Mutex(Cells(bands: Array(repeating: nil, count: layout.rows), untaken: layout.cells.count))
            // A sheet compresses to about a byte for every 16 pixels; the writer grows if not.
            encoding = Mutex(Encoding(stream: ZlibStream(capacity: layout.width * layout.height / 16)))
        }

        /// Whether the sheet may be written as RGB, as Cairo would when every pixel is opaque: every frame
        /// opaque and every cell a frame.
        private var mayBeRGB: Bool {
            encoder.writesRGB && layout.cells.count == layout.columns * layout.rows
        }

        /// The bands holding frames not yet parsed (for the tests: memory stays bounded).
        var heldBands: Int { cells.withLock { $0.bands.count { $0 != nil } } }

        /// Encodes frame number `frame` (in the run's order) with the sheet's encoder and takes its pixels
        /// into its cell; returns the frame's PNG file, and whether it was the sheet's last frame taken.
        func encode(_ surface: ImageSurface, frame: Int) throws(RenderError) -> (png: [UInt8], isLast: Bool) {
            let (png, parse) = try encoder.encodeKeepingWords(surface)
            return (png, take(parse, frame: frame))
        }

        /// The sheet's entry in the manifest, once written (``RenderRun/writeSheet(_:scale:)``).
        var written: Manifest.Sheet? {
            get { writtenSheet.withLock { $0 } }
            set { writtenSheet.withLock { $0 = newValue } }
        }

        private let writtenSheet = Mutex<Manifest.Sheet?>(nil)

        /// Takes the frame's words into its cell; whether it was the last frame.
        private func take(_ parse: PixelMatchTokens, frame: Int) -> Bool {
            let cell = layout.cells[frame]
            let width = layout.cellWidth, height = layout.cellHeight
            let band = cell.y / height, column = cell.x / width
            let words = parse.isOpaque ? parse.words.map(PixelWordLayout.straightWord(ofOpaque:)) : parse.words
            precondition(words.count == width * height, "a frame fills its cell")
            let uniformRows = (0..<height).map { parse.isUniform[$0] ? words[$0 * width] : nil }
            let (isRGBA, isLast) = cells.withLock { cells in
                // Out of the array while it is filled: changed in place.
                var taken = cells.bands[band].take()
                    ?? Band(cells: Array(repeating: [], count: layout.columns), missing: cellsPerBand[band],
                            uniformRows: Array(repeating: nil, count: layout.columns))
                taken.cells[column] = words
                taken.uniformRows[column] = uniformRows
                taken.missing -= 1
                cells.bands[band] = taken
                cells.isOpaque = cells.isOpaque && parse.isOpaque
                cells.untaken -= 1
                return (!(cells.isOpaque && mayBeRGB), cells.untaken == 0)
            }
            if isRGBA && !isLast { parseCompleteBands(layout: .straightRGBA) }
            return isLast
        }

        /// Parses, in order, the bands whose cells are all taken, and writes each as a block of the sheet's
        /// stream. A worker that finds another doing it goes on to its next frame (`waits` false): the
        /// other, or the next frame taken, or the end parses what it leaves.
        private func parseCompleteBands(layout wordLayout: PixelWordLayout, waits: Bool = false) {
            if waits {
                encoding.withLock { parseCompleteBands(into: &$0, layout: wordLayout) }
            } else {
                _ = encoding.withLockIfAvailable { parseCompleteBands(into: &$0, layout: wordLayout) }
            }
        }

        private func parseCompleteBands(into encoding: inout Encoding, layout wordLayout: PixelWordLayout) {
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
                parse(band, into: &encoding)
                encoding.nextBand += 1
                // A block once there are enough tokens for its code tables (about 60 bytes) not to matter;
                // the last band's tokens join the final block, which ends the stream.
                if encoding.nextBand < layout.rows && encoding.parse!.tokenCount >= Self.blockTokens {
                    let block = encoding.parse!.takeBlock()
                    encoding.stream.append(block.tokens, literalLengthFrequencies: block.literalLengthFrequencies,
                                           distanceFrequencies: block.distanceFrequencies, isFinal: false)
                }
            }
        }

        /// Parses the next band after the rows before it, ``chunkRows`` at a time.
        private func parse(_ band: consuming Band, into encoding: inout Encoding) {
            let width = layout.width, cellWidth = layout.cellWidth
            // Out of `encoding` while the band is parsed: the parse reads one window as it changes itself.
            var parse = encoding.parse.take()!
            var (window, nextWindow) = (encoding.window, encoding.nextWindow)
            (encoding.window, encoding.nextWindow) = ([], [])
            defer { (encoding.parse, encoding.window, encoding.nextWindow) = (parse, window, nextWindow) }
            let room = (ScanlineParse.historyRows(width: width, bytesPerPixel: 3) + Self.chunkRows) * width
            if window.count != room {
                window = [UInt32](repeating: 0, count: room)
                nextWindow = window
            }
            var firstRow = 0
            while firstRow < layout.cellHeight {
                let rows = min(Self.chunkRows, layout.cellHeight - firstRow), history = parse.historyNeeded
                let start = history * width, end = start + rows * width
                for (column, words) in band.cells.enumerated() {
                    if words.isEmpty {
                        for row in 0..<rows {
                            let offset = start + row * width + column * cellWidth
                            for i in offset..<(offset + cellWidth) { window[i] = 0 }
                        }
                    } else {
                        copyPixelBlock(words, width: cellWidth, rows: rows, firstRow: firstRow, into: &window,
                                       offset: start + column * cellWidth, stride: width)
                    }
                }
                if parse.layout == .opaqueRGB {
                    // Back to Cairo's 0xFFRRGGBB, which RGB scanlines are read from.
                    for i in start..<end { window[i] = PixelWordLayout.opaqueWord(ofStraight: window[i]) }
                }
                // A sheet row is one colour when every cell's row is, the same one (empty cells are 0).
                let isUniform = (firstRow..<(firstRow + rows)).map { row in
                    func colour(_ column: [UInt32?]?) -> UInt32? { column.map { $0[row] } ?? 0 }
                    guard let first = colour(band.uniformRows[0]) else { return false }
                    return band.uniformRows.allSatisfy { colour($0) == first }
                }
                parse.parse(window.span.extracting(0..<end), history: history, uniform: isUniform)
                // The rows the next ones' window reaches, to the front of the other window.
                let kept = parse.historyNeeded
                copyPixelBlock(window, width: width, rows: kept, firstRow: history + rows - kept,
                               into: &nextWindow, offset: 0, stride: width)
                swap(&window, &nextWindow)
                firstRow += rows
            }
        }

        /// The sheet's PNG file, once every frame is taken. RGB when every frame is opaque and fills a
        /// cell, as Cairo would write it.
        func encode() throws(RenderError) -> [UInt8] {
            let opaque = cells.withLock { $0.isOpaque } && mayBeRGB
            parseCompleteBands(layout: opaque ? .opaqueRGB : .straightRGBA, waits: true)
            let imageData = encoding.withLock { encoding in
                precondition(encoding.nextBand == layout.rows, "every frame is taken before the sheet is written")
                let last = encoding.parse!.finish()
                encoding.stream.append(last.tokens, literalLengthFrequencies: last.literalLengthFrequencies,
                                       distanceFrequencies: last.distanceFrequencies, isFinal: true)
                return encoding.stream.finish(adler: encoding.parse!.adler.value)
            }
            return try encoder.file(width: layout.width, height: layout.height, opaque: opaque, imageData: imageData)
        }
    }
}
