/// Converts premultiplied pixels to ``PixelWordLayout/straightRGBA`` words, noting uniform rows and
/// opacity on the way (one pass instead of a survey and a conversion), and where each row's non-zero
/// words lie (which the parse passes over, and a sprite sheet keeps: ``RowSpanPixels``). The words may
/// be given back to ``ZeroedWords`` once used.
func straightRGBAWords(_ pixels: Span<UInt32>, width: Int, height: Int)
    -> (words: [UInt32], isUniform: [Bool], isOpaque: Bool, spans: RowSpans) {
    let table = Unpremultiply.table
    // Indexed stores into a preallocated array: `map` appends one by one, three times slower.
    var words = ZeroedWords.take(count: pixels.count)
    var isUniform = [Bool](repeating: false, count: height)
    var spans = RowSpans(height: height)
    var alphas: UInt32 = 0xFF00_0000
    // Through a span: the array may be reused, and stores into it would each check it is not shared.
    var stores = words.mutableSpan
    for y in 0..<height {
        let rowStart = y * width, first = pixels[rowStart]
        var differences: UInt32 = 0
        var firstNonZero = -1, lastNonZero = -1
        var i = rowStart
        let end = rowStart + width
        while i < end {
            let pixel = pixels[i]
            if pixel == 0 {
                // Transparent pixels, most of a frame, passed over eight at a time: the array starts
                // zeroed, so they need no store; each differs from a first pixel that is not zero by it.
                i += zeroWordCount(pixels, from: i, limit: end - i, mask: .max)
                differences |= first
                alphas = 0
                continue
            }
            stores[i] = Unpremultiply.straightWord(pixel, table: table)
            if firstNonZero < 0 { firstNonZero = i }
            lastNonZero = i
            differences |= pixel ^ first
            alphas &= pixel
            i += 1
        }
        isUniform[y] = differences == 0
        if firstNonZero >= 0 {
            spans.starts[y] = Int32(firstNonZero - rowStart)
            spans.ends[y] = Int32(lastNonZero - rowStart + 1)
        }
    }
    return (words, isUniform, alphas == 0xFF00_0000, spans)
}
