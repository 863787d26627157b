/// The LZ77 parse of an image's unfiltered scanlines (filter type 0), found by comparing whole pixels.
///
/// Runs of zero bytes (transparent pixels, and the filter bytes between rows) are set aside first:
/// each becomes one distance-1 match, across rows, with no extra bits.
///
/// A general DEFLATE compressor hashes every byte to find matches anywhere in its 32 KiB window.
/// Icon frames repeat mostly in a few places: along a row (flat fills, the transparent background),
/// from one row to the next (vertical edges, empty rows), and wherever the same two pixels occurred
/// last (the other side of a stroke, the next row of a diagonal edge). So at each pixel this parser
/// tries those sources — left, above, and the last position of the same pixel pair (a one-entry
/// hash table) — keeps the longest run of equal pixels, and emits literal bytes when none applies. A run may end with the colour bytes of one more pixel
/// whose alpha differs (anti-aliasing of a one-colour stroke); its alpha then follows as a literal.
/// The work grows with the number of runs, not of bytes.
struct PixelMatchTokens {
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

    /// log2 of the pair table's size: 16 K entries (64 KiB) cover the distinct pixel pairs of a frame
    /// up to a few hundred pixels wide; collisions only cost compression, never correctness.
    private static let hashBits = 14

    /// Whether the scanlines are RGB (every pixel opaque, as Cairo decides) rather than RGBA.
    let isOpaque: Bool
    /// Per row, whether all its pixels are equal.
    let isUniform: [Bool]
    /// The pixel words parsed, kept when asked for (a sprite sheet takes them): straight RGBA
    /// (``PixelWordLayout/straightRGBA``), or Cairo's `0xFFRRGGBB` when ``isOpaque``; empty otherwise.
    let words: [UInt32]

    /// Parses premultiplied `0xAARRGGBB` pixels, `width` per row, as the scanlines Cairo's writer
    /// produces: RGB when every pixel is opaque (unless `allowsRGB` is false), else RGBA un-premultiplied.
    /// With `keepsWords`, ``words`` holds the pixel words afterwards.
    init(pixels: Span<UInt32>, width: Int, height: Int, allowsRGB: Bool = true, keepsWords: Bool = false) {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        // An all-opaque image starts with an opaque pixel; only then is a survey pass worth making,
        // since opaque pixels need no conversion. Otherwise (the transparent frames of an icon) the
        // conversion pass finds out on its own.
        if allowsRGB && pixels[0] >> 24 == 0xFF {
            let survey = PixelSurvey(pixels, width: width, height: height)
            if survey.isOpaque {
                // Opaque words are the pixels themselves: kept, they are a copy.
                var kept: [UInt32] = []
                if keepsWords {
                    kept.reserveCapacity(pixels.count)
                    for i in pixels.indices { kept.append(pixels[i]) }
                }
                self.init(words: pixels, kept: kept, layout: .opaqueRGB, width: width, height: height,
                          isUniform: survey.isUniform)
                return
            }
        }
        let (words, isUniform, isOpaque) = straightRGBAWords(pixels, width: width, height: height)
        // Reached with an opaque image only if its first pixel was not (which cannot happen) or RGB is not
        // allowed.
        precondition(!isOpaque || !allowsRGB)
        self.init(words: words.span, kept: keepsWords ? words : [], layout: .straightRGBA, width: width,
                  height: height, isUniform: isUniform)
    }

    /// Parses straight RGBA `words` (a sprite sheet's, put together from its frames' ``words``), whose
    /// rows are uniform where `isUniform` says; as RGB scanlines when `opaque` (every alpha 255).
    init(straightWords words: [UInt32], width: Int, height: Int, isUniform: [Bool], opaque: Bool) {
        precondition(words.count == width * height && isUniform.count == height)
        if opaque {
            // Back to Cairo's 0xFFRRGGBB, which RGB scanlines are read from.
            let pixels = words.map(PixelWordLayout.opaqueWord(ofStraight:))
            self.init(words: pixels.span, kept: [], layout: .opaqueRGB, width: width, height: height, isUniform: isUniform)
        } else {
            self.init(words: words.span, kept: [], layout: .straightRGBA, width: width, height: height, isUniform: isUniform)
        }
    }

    private init(words: Span<UInt32>, kept: [UInt32], layout: PixelWordLayout, width: Int, height: Int,
                 isUniform: [Bool]) {
        isOpaque = layout == .opaqueRGB
        self.isUniform = isUniform
        self.words = kept
        adler = scanlineChecksum(words, layout: layout, width: width, isUniform: isUniform)
        let sink = Self.parse(words, layout: layout, width: width, height: height, isUniform: isUniform)
        tokens = sink.tokens
        literalLengthFrequencies = sink.literalLengthFrequencies
        distanceFrequencies = sink.distanceFrequencies
    }

    private static func parse(_ words: Span<UInt32>, layout: PixelWordLayout, width: Int, height: Int,
                              isUniform: [Bool]) -> TokenSink {
        let bpp = layout.bytesPerPixel
        // A scanline is its filter byte plus its pixels, so the byte above is rowBytes + 1 back.
        let upDistance = width * bpp + 1
        let streamMask = layout.streamMask, colourMask = layout.colourMask
        var sink = TokenSink(capacity: height * 16)
        var lastPair = [Int32](repeating: -1, count: 1 << Self.hashBits)

        for y in 0..<height {
            let rowStart = y * width
            // The filter byte is 0: it joins whatever run of zero bytes is pending.
            sink.pendingZeros += 1
            if isUniform[y] && words[rowStart] & streamMask == 0 {
                // A row of zero bytes (transparent, most of an icon frame): nothing to compare.
                sink.pendingZeros += width * bpp
                continue
            }
            if y > 0 && isUniform[y] && isUniform[y - 1] && words[rowStart] == words[rowStart - width]
                && upDistance <= DeflateSymbols.maximumDistance {
                // A row of background under the same, without comparing pixels: the first pixel from
                // above, the rest from the left (distance bpp needs no extra bits, one row up does).
                let last = layout.lastByte(of: words[rowStart])
                sink.match(length: bpp, distance: upDistance, lastByte: last)
                if width > 1 { sink.match(length: (width - 1) * bpp, distance: bpp, lastByte: last) }
                continue
            }
            var x = 0
            while x < width {
                let here = rowStart + x
                let remaining = width - x
                if words[here] & streamMask == 0 {
                    // Zero bytes are cheapest as one distance-1 run, which may cross rows (the
                    // filter bytes are zero too), so they are collected rather than matched here.
                    var n = 1
                    while n < remaining && words[here + n] & streamMask == 0 { n += 1 }
                    sink.pendingZeros += n * bpp
                    x += n
                    continue
                }
                var best = MatchCandidate()
                // Cheapest distance first (no extra bits): a later candidate must be strictly longer.
                if x > 0 {
                    best.consider(words, here: here, source: here - 1, limit: remaining,
                                  distance: bpp, isUp: false, colourMask: colourMask)
                }
                if y > 0 && best.pixels < remaining {
                    best.consider(words, here: here, source: here - width, limit: remaining,
                                  distance: upDistance, isUp: true, colourMask: colourMask)
                }
                // (The pixels above-left and above-right were candidates too: measured, they saved
                // under 1% of size for 1–3% of time, not worth their code.)
                if x + 1 < width {
                    let key = Int((words[here] &* 0x9E37_79B1 ^ words[here + 1] &* 0x85EB_CA77)
                                  >> UInt32(32 - Self.hashBits))
                    let source = Int(lastPair[key])
                    if source >= 0 && best.pixels < remaining {
                        let sourceRow = source / width, sourceX = source - sourceRow * width
                        best.consider(words, here: here, source: source, limit: min(remaining, width - sourceX),
                                      distance: (y - sourceRow) * upDistance + (x - sourceX) * bpp,
                                      isUp: false, colourMask: colourMask)
                    }
                    lastPair[key] = Int32(here)
                }
                if best.distance > bpp && best.pixels * bpp > DeflateSymbols.maximumMatchLength {
                    // A long match from afar over a flat run of one colour costs extra bits per 258
                    // bytes; one pixel from afar then the run from the left costs them once.
                    var flat = 1
                    while flat < best.pixels && words[here + flat] == words[here] { flat += 1 }
                    if flat == best.pixels { (best.pixels, best.colourOfNext) = (1, false) }
                }

                if best.pixels == 0 && !best.colourOfNext {
                    sink.pixel(words[here], layout: layout)
                    x += 1
                    continue
                }
                let length = best.pixels * bpp + (best.colourOfNext ? 3 : 0)
                x += best.pixels
                if best.colourOfNext {
                    // Only RGBA has a colour-only match: the alpha byte follows as a literal.
                    sink.match(length: length, distance: best.distance, lastByte: 1)
                    sink.literal(UInt8(truncatingIfNeeded: words[rowStart + x] >> 24))
                    x += 1
                } else {
                    sink.match(length: length, distance: best.distance,
                               lastByte: layout.lastByte(of: words[rowStart + x - 1]))
                }
            }
        }
        sink.flushZeros()
        return sink
    }
}
