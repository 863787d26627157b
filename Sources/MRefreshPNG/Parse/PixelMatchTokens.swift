/// The LZ77 parse of an image's unfiltered scanlines (``ScanlineParse``, which says how it is found), as
/// the PNG encoder writes it: tokens, their symbol frequencies and the stream's checksum.
package struct PixelMatchTokens {
    /// Literal bytes (0…255) and matches (`matchFlag | length << 16 | distance`), in stream order.
    let tokens: [UInt32]
    /// How often each literal/length symbol occurs (end of block not counted).
    let literalLengthFrequencies: [Int]
    /// How often each distance symbol occurs.
    let distanceFrequencies: [Int]
    /// The Adler-32 of the whole uncompressed stream, for the zlib trailer.
    let adler: UInt32

    /// Marks a token as a match rather than a literal byte.
    static let matchFlag: UInt32 = 1 << 31

    /// Whether the scanlines are RGB (every pixel opaque, as Cairo decides) rather than RGBA.
    package let isOpaque: Bool
    /// Per row, whether all its pixels are equal.
    package let isUniform: [Bool]
    /// The pixels parsed, kept when asked for (a sprite sheet takes them) as straight RGBA words
    /// (``PixelWordLayout/straightRGBA``), each row's span of non-zero words only; nil otherwise.
    package let kept: RowSpanPixels?

    /// Parses premultiplied `0xAARRGGBB` pixels, `width` per row, as the scanlines Cairo's writer
    /// produces: RGB when every pixel is opaque (unless `allowsRGB` is false), else RGBA un-premultiplied.
    /// With `keepsWords`, ``kept`` holds the pixel words afterwards.
    init(pixels: Span<UInt32>, width: Int, height: Int, allowsRGB: Bool = true, keepsWords: Bool = false) {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        // An all-opaque image starts with an opaque pixel; only then is a survey pass worth making,
        // since opaque pixels need no conversion. Otherwise (the transparent frames of an icon) the
        // conversion pass finds out on its own.
        if allowsRGB && pixels[0] >> 24 == 0xFF {
            let survey = PixelSurvey(pixels, width: width, height: height)
            if survey.isOpaque {
                // Opaque words are the pixels themselves, every row's span the whole row.
                let kept = keepsWords
                    ? RowSpanPixels(pixels, width: width, spans: nil, fromOpaque: true)
                    : nil
                self.init(words: pixels, kept: kept, layout: .opaqueRGB, width: width, height: height,
                          isUniform: survey.isUniform)
                return
            }
        }
        let (words, isUniform, isOpaque, spans) = straightRGBAWords(pixels, width: width, height: height)
        // Reached with an opaque image only if its first pixel was not (which cannot happen) or RGB is not
        // allowed.
        precondition(!isOpaque || !allowsRGB)
        let kept = keepsWords ? RowSpanPixels(words.span, width: width, spans: spans) : nil
        self.init(words: words.span, kept: kept, layout: .straightRGBA, width: width, height: height,
                  isUniform: isUniform, spans: spans)
        ZeroedWords.giveBack(consume words, width: width, spans: spans)
    }

    private init(words: Span<UInt32>, kept: RowSpanPixels?, layout: PixelWordLayout, width: Int, height: Int,
                 isUniform: [Bool], spans: RowSpans? = nil) {
        var parse = ScanlineParse(layout: layout, width: width, rows: height)
        parse.parse(words, history: 0, uniform: isUniform, spans: spans)
        self.init(parse, kept: kept)
    }

    /// The result of `parse`, once every row is parsed; `kept` as ``kept``.
    private init(_ parse: ScanlineParse, kept: RowSpanPixels?) {
        var parse = parse
        isOpaque = parse.layout == .opaqueRGB
        isUniform = parse.isUniform
        self.kept = kept
        adler = parse.adler.value
        let sink = parse.finish()
        tokens = sink.tokens
        literalLengthFrequencies = sink.literalLengthFrequencies
        distanceFrequencies = sink.distanceFrequencies
    }
}
