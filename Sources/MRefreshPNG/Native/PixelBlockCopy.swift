// Copies of pixel words span by span (a sprite sheet's cells into its window, the window's rows moved up,
// a frame's spans gathered or zeroed): through pointers, each span one block move. Like the rest of this
// folder, these take Swift values.

/// Puts rows `rows` of each of `cells` (nil: a cell of zeros) side by side into `window`, `cellWidth`
/// words a cell, the first row at window row `slot`, window rows `stride` words apart: rows of the frames
/// in a row of sprite-sheet cells.
///
/// `held` says, per window row and cell (``RowSpans/perRow`` = cells), where its words that are not
/// zero lie; only those and the cells' own spans are written (the rest of the window is zero already),
/// and `held` then gives the cells' spans. Filling whole rows, zeros and all, was measured at a fifth of
/// what a sprite sheet adds to a run.
package func placeCellRows(_ cells: [RowSpanPixels?], rows: Range<Int>, into window: inout [UInt32], slot: Int,
                   stride: Int, cellWidth: Int, held: inout RowSpans) {
    precondition(held.perRow == cells.count && cells.count * cellWidth <= stride && slot >= 0
                 && slot + rows.count <= held.height && (slot + rows.count) * stride <= window.count
                 && cells.allSatisfy { $0 == nil || ($0!.width == cellWidth && rows.upperBound <= $0!.height) })
    let columns = cells.count
    window.withUnsafeMutableBufferPointer { to in
        for (column, pixels) in cells.enumerated() {
            func row(_ index: Int) -> UnsafeMutablePointer<UInt32> {
                to.baseAddress! + (slot + index) * stride + column * cellWidth
            }
            func spanIndex(_ index: Int) -> Int { (slot + index) * columns + column }
            func heldSpan(_ index: Int) -> (Int, Int) {
                (Int(held.starts[spanIndex(index)]), Int(held.ends[spanIndex(index)]))
            }
            guard let pixels else {
                for index in 0..<rows.count {
                    row(index).replace(heldSpan(index), with: (0, 0), from: nil)
                    (held.starts[spanIndex(index)], held.ends[spanIndex(index)]) = (0, 0)
                }
                continue
            }
            pixels.words.withUnsafeBufferPointer { from in
                for (index, y) in rows.enumerated() {
                    row(index).replace(heldSpan(index), with: (Int(pixels.starts[y]), Int(pixels.ends[y])),
                                       from: from.baseAddress! + pixels.offsets[y])
                    (held.starts[spanIndex(index)], held.ends[spanIndex(index)]) = (pixels.starts[y], pixels.ends[y])
                }
            }
        }
    }
}

/// Moves `count` rows of `window` from window row `source` to row `destination` (before it), `stride`
/// words a row, span by span as `held` says (see ``placeCellRows(_:rows:into:slot:stride:cellWidth:held:)``):
/// the rows a sprite sheet's next rows are parsed after. The rows at `source` are left as they were.
package func moveWindowRows(_ window: inout [UInt32], from source: Int, to destination: Int, count: Int, stride: Int,
                    cellWidth: Int, held: inout RowSpans) {
    let columns = held.perRow
    precondition(destination >= 0 && destination < source && source + count <= held.height
                 && (source + count) * stride <= window.count && columns * cellWidth <= stride)
    window.withUnsafeMutableBufferPointer { words in
        // In order: a row is read before a later one of the move overwrites it.
        for index in 0..<count {
            for column in 0..<columns {
                let (from, to) = ((source + index) * columns + column, (destination + index) * columns + column)
                let row = words.baseAddress! + (destination + index) * stride + column * cellWidth
                let old = (Int(held.starts[to]), Int(held.ends[to])), new = (Int(held.starts[from]), Int(held.ends[from]))
                let sourceRow = words.baseAddress! + (source + index) * stride + column * cellWidth
                row.replace(old, with: new, from: sourceRow + new.0)
                (held.starts[to], held.ends[to]) = (held.starts[from], held.ends[from])
            }
        }
    }
}

/// Zeros the words of `words` (`width` per row) in each row's spans of `spans`.
func zeroRowSpans(_ words: inout [UInt32], width: Int, spans: RowSpans) {
    precondition(words.count >= spans.height * width && spans.perRow * spans.height == spans.starts.count
                 && zip(spans.starts, spans.ends).allSatisfy { 0 <= $0 && $0 <= $1 && Int($1) <= width })
    words.withUnsafeMutableBufferPointer { words in
        for y in 0..<spans.height {
            for span in (y * spans.perRow)..<((y + 1) * spans.perRow) {
                (words.baseAddress! + y * width).zeroSpan((Int(spans.starts[span]), Int(spans.ends[span])))
            }
        }
    }
}

private extension UnsafeMutablePointer<UInt32> {
    /// Zeros words `span.0 ..< span.1` from here.
    func zeroSpan(_ span: (Int, Int)) {
        if span.1 > span.0 { (self + span.0).update(repeating: 0, count: span.1 - span.0) }
    }

    /// Replaces the span `old` from here, whose words are the only ones not zero, with the span `new`,
    /// its words read from `source` (unread when `new` is empty): zeros what `old` held outside `new`,
    /// then copies `new`'s words.
    func replace(_ old: (Int, Int), with new: (Int, Int), from source: UnsafePointer<UInt32>?) {
        guard new.1 > new.0 else { return zeroSpan(old) }
        if old.1 > old.0 {
            zeroSpan((old.0, min(old.1, new.0)))
            zeroSpan((max(old.0, new.1), old.1))
        }
        (self + new.0).update(from: source!, count: new.1 - new.0)
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
