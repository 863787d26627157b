import Testing
@testable import MRefreshPNG

/// A sprite sheet's window is reused chunk after chunk, and only the words its cells' spans held are
/// cleared: after any sequence of placing and moving rows it must hold exactly what filling every row
/// whole would, zeros and all.
@Suite("Placing cells in a reused window")
struct PixelBlockCopyTests {
    /// A cell `width` wide whose rows hold spans of varying place and length (some empty, some whole),
    /// different for each `seed`.
    static func cell(width: Int, height: Int, seed: Int) -> RowSpanPixels {
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let kind = (y * 7 + seed * 3) % 5
            let (start, end) = kind == 0 ? (0, 0) : kind == 1 ? (0, width) : ((y + seed) % (width - 1), min(width, (y + seed) % (width - 1) + 1 + (seed + 2 * y) % width))
            for x in start..<end where (x + y + seed) % 4 != 3 || x == start || x == end - 1 {
                words[y * width + x] = 0x0101_0101 &* UInt32(1 + (x * 31 + y * 17 + seed) % 200)
            }
        }
        let (_, _, _, spans) = straightRGBAWords(words.span, width: width, height: height)
        return RowSpanPixels(words.span, width: width, spans: spans)
    }

    /// What the window's rows `slot...` must hold after rows `rows` of `cells` are placed there.
    static func expected(_ cells: [RowSpanPixels?], rows: Range<Int>, cellWidth: Int) -> [UInt32] {
        rows.flatMap { y in
            cells.flatMap { cell in (0..<cellWidth).map { x in cell?.word(x: x, y: y) ?? 0 } }
        }
    }

    /// (name, cells per window row, cell width, cell height, rows placed at a time, history rows kept)
    static let cases: [(String, Int, Int, Int, Int, Int)] = [
        ("one cell", 1, 6, 12, 4, 2),
        ("three cells, a row at a time", 3, 5, 9, 1, 1),
        ("four cells, chunks longer than the history", 4, 7, 20, 6, 3),
        ("two cells, history as long as a chunk", 2, 8, 16, 3, 3),
    ]

    @Test("the window equals rows filled whole, band after band", arguments: cases)
    func reuse(name: String, columns: Int, cellWidth: Int, height: Int, chunk: Int, keep: Int) {
        let stride = columns * cellWidth + 3 // wider than the cells: the words after them stay zero
        var window = [UInt32](repeating: 0, count: (keep + chunk) * stride)
        var held = RowSpans(height: keep + chunk, perRow: columns)
        var history = 0
        for band in 0..<4 {
            // Cells differ from band to band; one column is empty in every other band.
            let cells: [RowSpanPixels?] = (0..<columns).map { column in
                column == band % columns && band % 2 == 1 ? nil : Self.cell(width: cellWidth, height: height, seed: band * 5 + column)
            }
            var firstRow = 0
            while firstRow < height {
                let rows = min(chunk, height - firstRow)
                placeCellRows(cells, rows: firstRow..<(firstRow + rows), into: &window, slot: history, stride: stride,
                              cellWidth: cellWidth, held: &held)
                let wanted = Self.expected(cells, rows: firstRow..<(firstRow + rows), cellWidth: cellWidth)
                for row in 0..<rows {
                    let placed = window[((history + row) * stride)..<((history + row + 1) * stride)]
                    #expect(Array(placed) == Array(wanted[(row * columns * cellWidth)..<((row + 1) * columns * cellWidth)])
                            + [0, 0, 0], "\(name): band \(band), row \(firstRow + row)")
                }
                let kept = min(keep, history + rows)
                let before = Array(window[((history + rows - kept) * stride)..<((history + rows) * stride)])
                if history + rows > kept {
                    moveWindowRows(&window, from: history + rows - kept, to: 0, count: kept, stride: stride,
                                   cellWidth: cellWidth, held: &held)
                }
                #expect(Array(window[0..<(kept * stride)]) == before, "\(name): band \(band), history after row \(firstRow)")
                (history, firstRow) = (kept, firstRow + rows)
            }
        }
    }
}
