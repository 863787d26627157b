/// Copies `rows` rows of `width` pixel words from `source` (packed, row after row), from its row
/// `firstRow` on, into `destination`, the first at `offset` and each next one `stride` words further:
/// rows of a frame into its sprite-sheet cell.
///
/// A row at a time through pointers: assigning array slices row by row also checked uniqueness and
/// counted references for every row of every frame, measured at 1.5% of a run writing sheets.
func copyPixelBlock(_ source: [UInt32], width: Int, rows: Int, firstRow: Int = 0, into destination: inout [UInt32],
                    offset: Int, stride: Int) {
    precondition(width >= 0 && rows >= 0 && firstRow >= 0 && source.count >= width * (firstRow + rows) && offset >= 0
                 && stride >= width && (rows == 0 || offset + (rows - 1) * stride + width <= destination.count))
    source.withUnsafeBufferPointer { from in
        destination.withUnsafeMutableBufferPointer { to in
            for row in 0..<rows {
                (to.baseAddress! + offset + row * stride)
                    .update(from: from.baseAddress! + (firstRow + row) * width, count: width)
            }
        }
    }
}

/// Copies rows `rows` of `pixels` into `destination`, the first at `offset` and each next one `stride`
/// words further, `pixels.width` words each: the row's span, and zeros around it.
func copyPixelBlock(_ pixels: RowSpanPixels, rows: Range<Int>, into destination: inout [UInt32], offset: Int,
                    stride: Int) {
    let width = pixels.width
    precondition(rows.lowerBound >= 0 && rows.upperBound <= pixels.height && offset >= 0 && stride >= width
                 && (rows.isEmpty || offset + (rows.count - 1) * stride + width <= destination.count))
    pixels.words.withUnsafeBufferPointer { from in
        destination.withUnsafeMutableBufferPointer { to in
            for (index, y) in rows.enumerated() {
                let row = to.baseAddress! + offset + index * stride
                let start = Int(pixels.starts[y]), end = Int(pixels.ends[y])
                row.update(repeating: 0, count: start)
                if end > start { (row + start).update(from: from.baseAddress! + pixels.offsets[y], count: end - start) }
                (row + end).update(repeating: 0, count: width - end)
            }
        }
    }
}

/// The words of each row `y` of `source` (`width` per row) from `starts[y]` to `ends[y]`, one row's
/// after the other's: `total` words, the spans' lengths summed (``RowSpanPixels``).
func gatherRows(_ source: Span<UInt32>, width: Int, starts: [Int32], ends: [Int32], total: Int) -> [UInt32] {
    precondition(starts.count == ends.count && source.count >= width * starts.count
                 && zip(starts, ends).allSatisfy { 0 <= $0 && $0 <= $1 && Int($1) <= width }
                 && total == zip(starts, ends).reduce(0) { $0 + Int($1.1 - $1.0) })
    return source.withUnsafeBufferPointer { from in
        [UInt32](unsafeUninitializedCapacity: total) { to, count in
            var next = to.baseAddress!
            for y in starts.indices where ends[y] > starts[y] {
                let length = Int(ends[y] - starts[y])
                next.initialize(from: from.baseAddress! + y * width + Int(starts[y]), count: length)
                next += length
            }
            count = total
        }
    }
}
