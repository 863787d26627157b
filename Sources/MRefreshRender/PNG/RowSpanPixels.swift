/// A frame's pixel words as a sprite sheet holds them until their row of cells is parsed: of each row,
/// only the words from its first non-zero one to its last, the rest being zero (transparent).
///
/// In the refresh glyph's frames 9% of the pixels are not transparent and 36% lie within those spans:
/// held whole, the frames waiting for their row of cells took page faults and cold caches from the
/// frames' own drawing and encoding, measured at a third of what writing a sheet cost.
struct RowSpanPixels: Sendable {
    let width: Int
    /// Per row, where its span starts in the row; as ``ends``, for a row of zeros (an empty span).
    let starts: [Int32]
    /// Per row, where its span ends (exclusive).
    let ends: [Int32]
    /// Per row, where its span's words start in ``words``.
    let offsets: [Int]
    /// The spans' words, row after row.
    let words: [UInt32]

    var height: Int { starts.count }

    /// The spans of `source`, `width` words per row, whose rows span `spans` (nil: every row whole); with
    /// `fromOpaque`, `source` holds Cairo's opaque words (``PixelWordLayout/opaqueRGB``), kept as straight
    /// RGBA.
    init(_ source: Span<UInt32>, width: Int, spans: RowSpans?, fromOpaque: Bool = false) {
        let height = source.count / width
        precondition(width > 0 && source.count == width * height && (spans?.starts.count ?? height) == height)
        let starts = spans?.starts ?? Array(repeating: 0, count: height)
        let ends = spans?.ends ?? Array(repeating: Int32(width), count: height)
        var offsets = [Int](repeating: 0, count: height)
        var total = 0
        for y in 0..<height {
            offsets[y] = total
            total += Int(ends[y] - starts[y])
        }
        var words = gatherRows(source, width: width, starts: starts, ends: ends, total: total)
        if fromOpaque {
            for i in words.indices { words[i] = PixelWordLayout.straightWord(ofOpaque: words[i]) }
        }
        (self.width, self.starts, self.ends, self.offsets, self.words) = (width, starts, ends, offsets, words)
    }

    /// The word at column `x` of row `y` (zero outside the row's span).
    func word(x: Int, y: Int) -> UInt32 {
        let start = Int(starts[y])
        return x >= start && x < Int(ends[y]) ? words[offsets[y] + x - start] : 0
    }
}

/// Per row of an image, where its words that are not zero lie: ``perRow`` spans, each from a non-zero
/// word to one after a non-zero word, in order along the row, with only zeros between and around them;
/// an empty span (start = end) holds nothing. A frame's rows have one span each; a sheet's rows one per
/// cell. (A span may hold zeros too: where they are not known to be zero.)
struct RowSpans: Equatable, Sendable {
    /// Row `y`'s spans are at `y * perRow ..< (y + 1) * perRow`.
    var starts: [Int32]
    var ends: [Int32]
    let perRow: Int

    /// Empty spans for `height` rows.
    init(height: Int, perRow: Int = 1) {
        starts = Array(repeating: 0, count: height * perRow)
        ends = starts
        self.perRow = perRow
    }

    var height: Int { perRow == 0 ? 0 : starts.count / perRow }
}
