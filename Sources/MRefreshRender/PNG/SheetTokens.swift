/// The LZ77 parse of a sprite sheet's scanlines, assembled from its frames' rows (``SheetRows``)
/// instead of parsing the sheet's pixels again.
///
/// A sheet is a grid of equal cells, each one frame. Each sheet row is its filter byte, then per cell
/// the tokens of that row of the cell's frame; zero runs join across cells and rows, and empty cells are
/// zero runs. Frequencies are the frames' plus the joined zero runs', and the Adler-32 is combined from
/// the frames' row checksums: the work grows with the number of rows and cells, plus a copy of tokens.
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
        for gridRow in 0..<rows {
            for r in 0..<cellHeight {
                sink.pendingZeros += 1  // the sheet row's filter byte
                adler.appendZero()
                for column in 0..<columns {
                    let index = grid[gridRow * columns + column]
                    guard index >= 0 else {
                        sink.pendingZeros += rowBytes
                        adler.append(emptyRow, length: rowBytes)
                        continue
                    }
                    let frame = cells[index].rows
                    let row = frame.rows[r]
                    adler.append(Adler32(value: row.checksum), length: rowBytes)
                    sink.pendingZeros += row.leadingZeros
                    let start = r > 0 ? frame.rows[r - 1].end : 0
                    sink.append(segment: frame.sink.tokens[start..<row.end], endsWithZero: row.endsWithZero)
                    sink.pendingZeros += row.trailingZeros
                }
            }
        }
        sink.flushZeros()
        for cell in cells { sink.addFrequencies(of: cell.rows.sink) }
        self.sink = sink
        self.adler = adler.value
    }
}
