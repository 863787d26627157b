/// The LZ77 parse of a sprite sheet's scanlines, assembled from its frames' rows (``SheetRows``)
/// instead of parsing the sheet's pixels again.
///
/// A sheet is a grid of equal cells, each one frame. Each sheet row is its filter byte, then per cell
/// the tokens of that row of the cell's frame; zero runs join across cells and rows, and empty cells are
/// zero runs. Neighbouring frames of an animation repeat each other (a pull draws on a little more each
/// frame): a row whose bytes equal the same row of the cell to its left becomes one match with that row.
/// Equality is proven without the pixels: the two rows' tokens are the same, and every row their
/// matches reach up to is equal too, so every byte they make is. Frequencies are the frames' (less the
/// repeated rows'), and the Adler-32 is combined from the frames' row checksums.
struct SheetTokens {
    /// One frame's place in the grid.
    struct Cell {
        var column: Int
        var row: Int
        /// The frame's rows, for a sheet of this grid's width and colour type.
        var rows: SheetRows
    }

    /// The sheet's tokens and their frequencies.
    let sink: TokenSink
    /// The Adler-32 of the sheet's whole uncompressed stream.
    let adler: UInt32

    /// The sheet of `columns` × `rows` cells of `cellWidth` × `cellHeight` pixels, `cells` filled, the
    /// rest transparent, as RGB scanlines when `isOpaque` (every cell filled with RGB rows) else RGBA.
    init(cellWidth: Int, cellHeight: Int, columns: Int, rows: Int, isOpaque: Bool, cells: [Cell]) {
        precondition(cellWidth > 0 && cellHeight > 0 && columns > 0 && rows > 0)
        precondition(!isOpaque || cells.count == columns * rows, "an opaque sheet has no empty cell")
        var grid = [Int](repeating: -1, count: columns * rows)
        for (index, cell) in cells.enumerated() {
            precondition(cell.rows.width == cellWidth && cell.rows.height == cellHeight
                         && cell.rows.sheetWidth == columns * cellWidth && cell.rows.isOpaque == isOpaque,
                         "every cell holds the rows of a frame of the cell's size, for this sheet")
            precondition(grid[cell.row * columns + cell.column] < 0, "one frame per cell")
            grid[cell.row * columns + cell.column] = index
        }
        let rowBytes = cellWidth * (isOpaque ? 3 : 4)
        var sink = TokenSink(capacity: cells.reduce(rows * cellHeight) { $0 + $1.rows.sink.tokens.count })
        var adler = Adler32()
        var emptyRow = Adler32()
        emptyRow.append(zeros: rowBytes)
        // Per cell, the last row so far that differs from the left neighbour's (or has none).
        var lastDiffering = [Int](repeating: -1, count: cells.count)
        // The frames' tables, taken out once: the loop runs for every row of every cell.
        let rowTables = cells.map(\.rows.rows), tokenTables = cells.map(\.rows.sink.tokens)
        // Every frame's tokens are counted; those a repeated row does not copy are taken off.
        for cell in cells { sink.addFrequencies(of: cell.rows.sink) }
        for gridRow in 0..<rows {
            for r in 0..<cellHeight {
                sink.pendingZeros += 1  // the sheet row's filter byte
                adler.appendZero()
                var left = -1
                for column in 0..<columns {
                    let index = grid[gridRow * columns + column]
                    defer { left = index }
                    guard index >= 0 else {
                        sink.pendingZeros += rowBytes
                        adler.append(emptyRow, length: rowBytes)
                        continue
                    }
                    let row = rowTables[index][r]
                    adler.append(Adler32(value: row.checksum), length: rowBytes)
                    let start = r > 0 ? rowTables[index][r - 1].end : 0
                    let tokens = tokenTables[index][start..<row.end]
                    let isEqual = left >= 0
                        && Self.isEqual(row, tokens, to: rowTables[left], tokenTables[left], r,
                                        lastDiffering: lastDiffering[index])
                    if isEqual && !tokens.isEmpty {
                        // The same bytes as the row to the left, rowBytes back (an empty row stays zeros,
                        // which join their neighbours').
                        sink.subtractFrequencies(of: tokens)
                        sink.match(length: rowBytes, distance: rowBytes,
                                   lastByte: row.trailingZeros > 0 || row.endsWithZero ? 0 : 1)
                        continue
                    }
                    if !isEqual { lastDiffering[index] = r }
                    sink.pendingZeros += row.leadingZeros
                    sink.append(segment: tokens, endsWithZero: row.endsWithZero)
                    sink.pendingZeros += row.trailingZeros
                }
            }
        }
        sink.flushZeros()
        self.sink = sink
        self.adler = adler.value
    }

    /// Whether row `r` of a frame (`row`, its `tokens`) makes the same bytes as row `r` of `left`: the
    /// same zeros around the same tokens, and no row its matches reach differs (every row after
    /// `lastDiffering` is equal to the left one's, which the caller established going down). The
    /// checksums are compared first, only because it is quick.
    private static func isEqual(_ row: SheetRows.Row, _ tokens: ArraySlice<UInt32>, to leftRows: [SheetRows.Row],
                                _ leftTokens: [UInt32], _ r: Int, lastDiffering: Int) -> Bool {
        let other = leftRows[r]
        guard row.checksum == other.checksum, row.leadingZeros == other.leadingZeros,
              row.trailingZeros == other.trailingZeros, row.endsWithZero == other.endsWithZero,
              row.depth == other.depth, r - row.depth > lastDiffering else { return false }
        let start = r > 0 ? leftRows[r - 1].end : 0
        return leftTokens[start..<other.end].elementsEqual(tokens)
    }
}
