/// A frame's pixel words as a sprite sheet holds them until their row of cells is parsed: of each row,
/// only the words from its first non-zero one to its last, the rest being zero (transparent).
///
/// In the refresh glyph's frames 9% of the pixels are not transparent and 36% lie within those spans:
/// held whole, the frames waiting for their row of cells took page faults and cold caches from the
/// frames' own drawing and encoding, measured at a third of what writing a sheet cost.
package struct RowSpanPixels: Sendable {
    package let width: Int
    /// Per row, where its span starts in the row; as ``ends``, for a row of zeros (an empty span).
    let starts: [Int32]
    /// Per row, where its span ends (exclusive).
    let ends: [Int32]
    /// Per row, where its span's words start in ``words``.
    let offsets: [Int]
    /// The spans' words, row after row.
    let words: [UInt32]

    package var height: Int { starts.count }

    /// The pixels whose rows `y` hold `words[offsets[y]...]` from column `starts[y]` to `ends[y]`, zeros
    /// around them.
    init(width: Int, starts: [Int32], ends: [Int32], offsets: [Int], words: [UInt32]) {
        precondition(starts.count == ends.count && starts.count == offsets.count)
        (self.width, self.starts, self.ends, self.offsets, self.words) = (width, starts, ends, offsets, words)
    }

    /// The word at column `x` of row `y` (zero outside the row's span).
    package func word(x: Int, y: Int) -> UInt32 {
        let start = Int(starts[y])
        return x >= start && x < Int(ends[y]) ? words[offsets[y] + x - start] : 0
    }
}
