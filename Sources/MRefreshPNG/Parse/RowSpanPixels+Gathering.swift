extension RowSpanPixels {
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
        self.init(width: width, starts: starts, ends: ends, offsets: offsets, words: words)
    }
}
