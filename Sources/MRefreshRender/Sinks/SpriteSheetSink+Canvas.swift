import MRefreshCore
import MRefreshPNG
import Synchronization

extension SpriteSheetSink {
    /// The sheet of one scale, encoded as the workers encode its frames, one row of cells (a band) at a
    /// time: the sheet is never held whole.
    ///
    /// Frames are placed in the run's order as they come (``SheetPacking``): one identical to a frame
    /// placed before (the same PNG file, by its SHA-256, which the manifest lists anyway) shares that
    /// frame's cell. A band holds its frames' straight RGBA words (MRefreshPNG's `PixelWordLayout`), as each
    /// frame's parse read them (converted once, for the frame's own file); which rows are one colour is
    /// known from the frames'. As soon as no frame can join a band, and the bands before it are parsed, it is
    /// parsed (MRefreshPNG's `ScanlineParse`) a few sheet rows at a time, each put together from the cells in
    /// a small window after the rows before it that DEFLATE's window reaches, its tokens joining the
    /// stream's blocks (Huffman codes for their own symbols); then the band is dropped: the file decodes to
    /// what the whole sheet would, and is as small.
    /// Only a sheet that may be RGB (every frame so far opaque) waits for its last frame, which decides
    /// whether it is: it is when every frame is, and the distinct frames fill the grid.
    final class SheetCanvas: Sendable {
        /// Every frame in a cell of its own: the frames' order and the sheet's columns (``SheetPacking``).
        let grid: SpriteSheet
        let encoder: PNGEncoder

        /// One row of cells, as its frames are placed.
        private struct Band {
            /// Per column, its frame's words, straight RGBA; nil for a column without a frame (zeros).
            var cells: [RowSpanPixels?]
            /// Per column, per row of its cell, the row's one colour (straight) or nil when its pixels
            /// differ; nil for a column without a frame (zeros).
            var uniformRows: [[UInt32?]?]
        }

        /// A frame taken, waiting for the frames before it to be placed.
        private struct Taken {
            var pixels: RowSpanPixels
            var uniformRows: [UInt32?]
            var isOpaque: Bool
            /// The SHA-256 of its PNG file: equal exactly when the pixels are.
            var digest: [UInt8]
        }

        private struct Cells {
            var packing: SheetPacking<[UInt8]>
            /// Frames taken before the frames ahead of them, by number.
            var waiting: [Int: Taken] = [:]
            /// Per row of cells opened: nil once it is parsed.
            var bands: [Band?] = []
            var isOpaque = true
        }

        private struct Encoding {
            var parse: ScanlineParse?
            /// The sheet's compressed scanlines: a DEFLATE block for each ``blockTokens`` or more tokens parsed.
            var stream: ZlibStream
            var nextBand = 0
            /// Sheet rows in the parse's layout: the last ones parsed (as many as the parse needs again,
            /// `ScanlineParse.historyNeeded`), then room for ``chunkRows`` more.
            var window: [UInt32] = []
            /// Per row of ``window`` and cell, where its words that are not zero lie: only those are
            /// cleared when the row is reused (`placeCellRows(_:rows:into:slot:stride:cellWidth:held:)`).
            var held = RowSpans(height: 0)
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

        /// A sheet of the frames `grid` places, each in its own cell until identical ones are found.
        init(layout grid: SpriteSheet, encoder: PNGEncoder) {
            self.grid = grid
            self.encoder = encoder
            cells = Mutex(Cells(packing: SheetPacking(grid: grid)))
            // A sheet compresses to about a byte for every 16 pixels; the writer grows if not.
            encoding = Mutex(Encoding(stream: ZlibStream(capacity: grid.width * grid.height / 16)))
        }

        /// Where every frame taken so far is; once every frame is taken, the sheet's layout, identical
        /// frames sharing a cell.
        var layout: SpriteSheet { cells.withLock { $0.packing.layout } }

        /// The rows of cells holding frames not yet parsed (for the tests: memory stays bounded).
        var heldBands: Int { cells.withLock { $0.bands.count { $0 != nil } } }

        /// Encodes frame number `frame` (in the run's order) with the sheet's encoder and takes its pixels
        /// into the sheet; returns the frame's PNG file and its SHA-256, and whether it was the sheet's
        /// last frame taken.
        func encode(_ surface: ImageSurface, frame: Int) throws(RenderError) -> (png: [UInt8], sha256: [UInt8], isLast: Bool) {
            let (png, parse) = try surface.withPixels { pixels throws(RenderError) in
                do throws(PNGError) {
                    return try encoder.encodeKeepingWords(pixels, width: surface.width, height: surface.height)
                } catch {
                    throw RenderError(error)
                }
            }
            let digest = SHA256.hash(png)
            return (png, digest, take(parse, digest: digest, frame: frame))
        }

        /// The sheet's entry in the manifest, once written (``SpriteSheetSink/write(_:scale:)``).
        var written: Manifest.Sheet? {
            get { writtenSheet.withLock { $0 } }
            set { writtenSheet.withLock { $0 = newValue } }
        }

        private let writtenSheet = Mutex<Manifest.Sheet?>(nil)

        /// Takes the frame's words, and places it and the frames after it that were waiting for it;
        /// whether it was the last frame.
        private func take(_ parse: PixelMatchTokens, digest: [UInt8], frame: Int) -> Bool {
            let width = grid.cellWidth, height = grid.cellHeight
            let pixels = parse.kept!
            precondition(pixels.width == width && pixels.height == height, "a frame fills its cell")
            let uniformRows = (0..<height).map { parse.isUniform[$0] ? pixels.word(x: 0, y: $0) : nil }
            let taken = Taken(pixels: pixels, uniformRows: uniformRows, isOpaque: parse.isOpaque, digest: digest)
            let (isRGBA, isLast) = cells.withLock { cells in
                cells.waiting[frame] = taken
                while let next = cells.waiting.removeValue(forKey: cells.packing.cells.count) {
                    let (cell, isNew) = cells.packing.place(key: next.digest)
                    guard isNew else { continue }
                    let band = cell.y / height, column = cell.x / width
                    if band == cells.bands.count {
                        cells.bands.append(Band(cells: Array(repeating: nil, count: grid.columns),
                                                uniformRows: Array(repeating: nil, count: grid.columns)))
                    }
                    // Out of the array while it is filled: changed in place.
                    var filling = cells.bands[band].take()!
                    filling.cells[column] = next.pixels
                    filling.uniformRows[column] = next.uniformRows
                    cells.bands[band] = filling
                    cells.isOpaque = cells.isOpaque && next.isOpaque
                }
                return (!(cells.isOpaque && encoder.writesRGB), cells.packing.isComplete)
            }
            if isRGBA && !isLast { parseCompleteBands(layout: .straightRGBA) }
            return isLast
        }

        /// Parses, in order, the rows of cells no frame can be added to, and writes each as a block of the
        /// sheet's stream. A worker that finds another doing it goes on to its next frame (`waits` false):
        /// the other, or the next frame taken, or the end parses what it leaves.
        private func parseCompleteBands(layout wordLayout: PixelWordLayout, waits: Bool = false) {
            if waits {
                encoding.withLock { parseCompleteBands(into: &$0, layout: wordLayout) }
            } else {
                _ = encoding.withLockIfAvailable { parseCompleteBands(into: &$0, layout: wordLayout) }
            }
        }

        private func parseCompleteBands(into encoding: inout Encoding, layout wordLayout: PixelWordLayout) {
            if encoding.parse == nil {
                encoding.parse = ScanlineParse(layout: wordLayout, width: grid.width, rows: grid.height)
            }
            while true {
                let index = encoding.nextBand
                let (taken, isFinal) = cells.withLock { cells -> (Band?, Bool) in
                    guard index < cells.packing.closedRows else { return (nil, false) }
                    return (cells.bands[index].take(), cells.packing.isComplete && index == cells.packing.rows - 1)
                }
                guard let band = taken else { return }
                parse(band, into: &encoding, isFinal: isFinal)
                encoding.nextBand += 1
            }
        }

        /// Parses the next band after the rows before it, ``chunkRows`` at a time.
        private func parse(_ band: consuming Band, into encoding: inout Encoding, isFinal: Bool) {
            let width = grid.width, cellWidth = grid.cellWidth, columns = grid.columns
            // Out of `encoding` while the band is parsed: the parse reads the window as it changes itself.
            var parse = encoding.parse.take()!
            var (window, held) = (encoding.window, encoding.held)
            (encoding.window, encoding.held) = ([], RowSpans(height: 0))
            defer { (encoding.parse, encoding.window, encoding.held) = (parse, window, held) }
            let slots = ScanlineParse.historyRows(width: width, bytesPerPixel: 3) + Self.chunkRows
            if window.count != slots * width {
                window = [UInt32](repeating: 0, count: slots * width)
                held = RowSpans(height: slots, perRow: columns)
            }
            var firstRow = 0
            while firstRow < grid.cellHeight {
                let rows = min(Self.chunkRows, grid.cellHeight - firstRow), history = parse.historyNeeded
                let start = history * width, end = start + rows * width
                placeCellRows(band.cells, rows: firstRow..<(firstRow + rows), into: &window, slot: history,
                              stride: width, cellWidth: cellWidth, held: &held)
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
                // Where each sheet row's words that are not zero lie: in its cells' spans (an RGB sheet has
                // no zeros to pass over).
                var spans: RowSpans?
                if parse.layout == .straightRGBA {
                    var cellSpans = RowSpans(height: rows, perRow: columns)
                    let first = history * columns
                    for i in 0..<(rows * columns) where held.ends[first + i] > held.starts[first + i] {
                        let offset = Int32(i % columns * cellWidth)
                        (cellSpans.starts[i], cellSpans.ends[i]) = (held.starts[first + i] + offset, held.ends[first + i] + offset)
                    }
                    spans = cellSpans
                }
                parse.parse(window.span.extracting(0..<end), history: history, uniform: isUniform, spans: spans)
                // The rows the next ones' window reaches, to its front.
                let kept = parse.historyNeeded
                if history + rows > kept {
                    moveWindowRows(&window, from: history + rows - kept, to: 0, count: kept, stride: width,
                                   cellWidth: cellWidth, held: &held)
                }
                firstRow += rows
                // A block once there are enough tokens for its code tables (about 60 bytes) not to matter,
                // so that the tokens held stay few; the last tokens join the final block, which ends the stream.
                if !(isFinal && firstRow == grid.cellHeight) && parse.tokenCount >= Self.blockTokens {
                    let block = parse.takeBlock()
                    encoding.stream.append(block.tokens, literalLengthFrequencies: block.literalLengthFrequencies,
                                           distanceFrequencies: block.distanceFrequencies, isFinal: false)
                }
            }
        }

        /// The sheet's PNG file, once every frame is taken. RGB when every frame is opaque and the distinct
        /// frames fill every cell, as Cairo would write it.
        func encode() throws(RenderError) -> [UInt8] {
            let (layout, opaque) = cells.withLock { cells in
                precondition(cells.packing.isComplete, "every frame is taken before the sheet is written")
                let fillsGrid = cells.packing.distinctCount == grid.columns * cells.packing.rows
                return (cells.packing.layout, cells.isOpaque && encoder.writesRGB && fillsGrid)
            }
            parseCompleteBands(layout: opaque ? .opaqueRGB : .straightRGBA, waits: true)
            let imageData = encoding.withLock { encoding in
                precondition(encoding.nextBand == layout.rows, "every row of cells is parsed")
                let last = encoding.parse!.finish()
                encoding.stream.append(last.tokens, literalLengthFrequencies: last.literalLengthFrequencies,
                                       distanceFrequencies: last.distanceFrequencies, isFinal: true)
                return encoding.stream.finish(adler: encoding.parse!.adler.value)
            }
            do throws(PNGError) {
                return try encoder.file(width: layout.width, height: layout.height, opaque: opaque, imageData: imageData)
            } catch {
                throw RenderError(error)
            }
        }
    }
}
