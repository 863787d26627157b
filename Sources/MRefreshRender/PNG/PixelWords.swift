/// How a 32-bit word holds one pixel's scanline bytes, for ``PixelMatchTokens``.
enum PixelWordLayout {
    /// A straight-alpha RGBA pixel: R | G << 8 | B << 16 | A << 24 (Cairo's un-premultiply applied).
    case straightRGBA
    /// An opaque pixel left as Cairo stores it, `0xFFRRGGBB`: with alpha 255 premultiplied and
    /// straight colours are the same, so RGB scanlines need no conversion at all.
    case opaqueRGB

    /// Bytes per pixel in the scanlines: 4 or 3.
    var bytesPerPixel: Int {
        switch self {
        case .straightRGBA: 4
        case .opaqueRGB: 3
        }
    }

    /// The bits of a word that reach the stream (RGB leaves out alpha).
    var streamMask: UInt32 {
        switch self {
        case .straightRGBA: 0xFFFF_FFFF
        case .opaqueRGB: 0x00FF_FFFF
        }
    }

    /// The bits of a word holding the colour without alpha: a match may cover the colour of a
    /// pixel whose alpha differs. RGB streams have no alpha byte to leave out (all bits).
    var colourMask: UInt32 {
        switch self {
        case .straightRGBA: 0x00FF_FFFF
        case .opaqueRGB: 0xFFFF_FFFF
        }
    }

    /// Cairo's opaque `0xFFRRGGBB` (an ``opaqueRGB`` word) as a ``straightRGBA`` word.
    static func straightWord(ofOpaque word: UInt32) -> UInt32 {
        word >> 16 & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | 0xFF00_0000
    }

    /// An opaque ``straightRGBA`` word as Cairo's `0xFFRRGGBB` (an ``opaqueRGB`` word).
    static func opaqueWord(ofStraight word: UInt32) -> UInt32 {
        word << 16 & 0xFF_0000 | word & 0xFF00 | word >> 16 & 0xFF | 0xFF00_0000
    }

    /// The last byte a pixel puts in the stream: alpha for RGBA, blue for RGB.
    @inline(__always)
    func lastByte(of word: UInt32) -> UInt8 {
        switch self {
        case .straightRGBA: UInt8(truncatingIfNeeded: word >> 24)
        case .opaqueRGB: UInt8(truncatingIfNeeded: word)
        }
    }
}

/// One pass over premultiplied pixels: which rows are one colour, and whether all are opaque.
struct PixelSurvey {
    /// Per row, whether all its pixels are equal.
    let isUniform: [Bool]
    /// Whether every alpha is 255 (Cairo then writes RGB).
    let isOpaque: Bool

    init(_ pixels: Span<UInt32>, width: Int, height: Int) {
        var isUniform = [Bool](repeating: false, count: height)
        var alphas: UInt32 = 0xFF00_0000
        for y in 0..<height {
            let first = pixels[y * width]
            var differences: UInt32 = 0
            for i in (y * width)..<((y + 1) * width) {
                let pixel = pixels[i]
                differences |= pixel ^ first
                alphas &= pixel
            }
            isUniform[y] = differences == 0
        }
        self.isUniform = isUniform
        isOpaque = alphas == 0xFF00_0000
    }
}

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
        for i in rowStart..<(rowStart + width) {
            let pixel = pixels[i]
            // The array starts zeroed: transparent pixels, most of a frame, need no store.
            if pixel != 0 {
                stores[i] = Unpremultiply.straightWord(pixel, table: table)
                if firstNonZero < 0 { firstNonZero = i }
                lastNonZero = i
            }
            differences |= pixel ^ first
            alphas &= pixel
        }
        isUniform[y] = differences == 0
        if firstNonZero >= 0 {
            spans.starts[y] = Int32(firstNonZero - rowStart)
            spans.ends[y] = Int32(lastNonZero - rowStart + 1)
        }
    }
    return (words, isUniform, alphas == 0xFF00_0000, spans)
}
