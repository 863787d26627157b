/// The LZ77 parse of an image's unfiltered scanlines (filter type 0), found by comparing whole pixels.
///
/// A general DEFLATE compressor hashes every byte to find matches anywhere in its 32 KiB window.
/// Icon frames repeat mostly in a few places: along a row (flat fills, the transparent background),
/// from one row to the next (vertical edges, empty rows), one pixel aside in the row above (diagonal
/// edges), and wherever the same two pixels occurred last (the other side of a stroke). So at each
/// pixel this parser tries those sources — left, above, above-left, above-right, and the last
/// position of the same pixel pair (a one-entry hash table) — keeps the longest run of equal pixels,
/// and emits literal bytes when none applies. A run may end with the colour bytes of one more pixel
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

    /// Parses premultiplied `0xAARRGGBB` pixels, `width` per row, as RGB (`opaque`: every alpha is
    /// 255) or RGBA scanlines, un-premultiplied as Cairo does.
    init(pixels: Span<UInt32>, width: Int, height: Int, opaque: Bool) {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        let (words, isUniform) = Self.straightWords(pixels, width: width, height: height)
        adler = Self.checksum(words, width: width, height: height, opaque: opaque)

        let bpp = opaque ? 3 : 4
        // A scanline is its filter byte plus its pixels, so the byte above is rowBytes + 1 back.
        let upDistance = width * bpp + 1
        // Only RGBA streams have an alpha byte to leave out of a match.
        let colourMask: UInt32 = opaque ? 0xFFFF_FFFF : 0x00FF_FFFF
        // Which bits of a word reach the stream: RGB streams leave out the alpha byte.
        let streamMask: UInt32 = opaque ? 0x00FF_FFFF : 0xFFFF_FFFF
        var sink = TokenSink(capacity: height * 16)
        var lastPair = [Int32](repeating: -1, count: 1 << Self.hashBits)

        for y in 0..<height {
            let rowStart = y * width
            // The filter byte is 0: it joins whatever run of zero bytes is pending.
            sink.pendingZeros += 1
            if isUniform[y] && words[rowStart] & streamMask == 0 {
                // A transparent row (most of an icon frame): zero bytes, no comparison needed.
                sink.pendingZeros += width * bpp
                continue
            }
            if y > 0 && isUniform[y] && isUniform[y - 1] && words[rowStart] == words[rowStart - width]
                && upDistance <= DeflateSymbols.maximumDistance {
                // A row of background under the same, without comparing pixels: the first pixel from
                // above, the rest from the left (distance bpp needs no extra bits, one row up does).
                let last = Self.lastByte(words[rowStart], bpp)
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
                var best = Match()
                // Candidates in order of cheapness (shorter distance, fewer extra bits): a later one
                // must be strictly longer to win.
                if x > 0 {
                    best.consider(words, here: here, source: here - 1, limit: remaining,
                                  distance: bpp, isUp: false, colourMask: colourMask)
                }
                if y > 0 && best.pixels < remaining {
                    best.consider(words, here: here, source: here - width, limit: remaining,
                                  distance: upDistance, isUp: true, colourMask: colourMask)
                }
                if y > 0 && best.pixels < remaining {
                    if x > 0 {
                        best.consider(words, here: here, source: here - width - 1, limit: remaining,
                                      distance: upDistance + bpp, isUp: false, colourMask: colourMask)
                    }
                    if x + 1 < width {
                        best.consider(words, here: here, source: here - width + 1, limit: remaining - 1,
                                      distance: upDistance - bpp, isUp: false, colourMask: colourMask)
                    }
                }
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
                    sink.pixel(words[here], bytesPerPixel: bpp)
                    x += 1
                    continue
                }
                let length = best.pixels * bpp + (best.colourOfNext ? 3 : 0)
                x += best.pixels
                if best.colourOfNext {
                    sink.match(length: length, distance: best.distance, lastByte: 1)
                    sink.literal(UInt8(truncatingIfNeeded: words[rowStart + x] >> 24))
                    x += 1
                } else {
                    sink.match(length: length, distance: best.distance,
                               lastByte: Self.lastByte(words[rowStart + x - 1], bpp))
                }
            }
        }
        sink.flushZeros()
        tokens = sink.tokens
        literalLengthFrequencies = sink.literalLengthFrequencies
        distanceFrequencies = sink.distanceFrequencies
    }

    /// The last byte a pixel puts in the stream: alpha for RGBA, blue for RGB.
    @inline(__always)
    private static func lastByte(_ word: UInt32, _ bytesPerPixel: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: word >> UInt32(8 * (bytesPerPixel - 1)))
    }

    /// Every pixel as a straight-alpha word (R | G << 8 | B << 16 | A << 24), and per row whether
    /// all its pixels are equal.
    private static func straightWords(_ pixels: Span<UInt32>, width: Int,
                                      height: Int) -> (words: [UInt32], isUniform: [Bool]) {
        let table = Unpremultiply.table
        // Indexed stores into a preallocated array: `map` appends one by one, three times slower.
        var words = [UInt32](repeating: 0, count: pixels.count)
        var isUniform = [Bool](repeating: false, count: height)
        for y in 0..<height {
            let first = pixels[y * width]
            var differences: UInt32 = 0
            for i in (y * width)..<((y + 1) * width) {
                let pixel = pixels[i]
                // The array starts zeroed: transparent pixels, most of a frame, need no store.
                if pixel != 0 { words[i] = Unpremultiply.straightWord(pixel, table: table) }
                differences |= pixel ^ first
            }
            isUniform[y] = differences == 0
        }
        return (words, isUniform)
    }

    /// The Adler-32 of the scanlines: per row a filter byte 0, then RGB or RGBA bytes.
    private static func checksum(_ words: [UInt32], width: Int, height: Int, opaque: Bool) -> UInt32 {
        var adler: UInt32 = 1
        for y in 0..<height {
            // A zero byte leaves Adler's first sum alone and adds it to the second (RFC 1950 §9).
            let s1 = adler & 0xFFFF
            adler = (((adler >> 16) + s1) % 65521) << 16 | s1
            adler = adler32(pixelWords: words, range: (y * width)..<((y + 1) * width),
                            bytesPerPixel: opaque ? 3 : 4, continuing: adler)
        }
        return adler
    }
}

/// The best match found so far at one position.
private struct Match {
    /// Whole pixels matched.
    var pixels = 0
    /// Whether the colour bytes of the pixel after them match too (RGBA only).
    var colourOfNext = false
    /// Bytes back to the source.
    var distance = 0
    /// Whether the source is the pixel directly above.
    var isUp = false

    /// Measures the run at `source` and keeps it when longer in bytes than the best so far.
    @inline(__always)
    mutating func consider(_ words: [UInt32], here: Int, source: Int, limit: Int, distance: Int,
                           isUp: Bool, colourMask: UInt32) {
        guard distance <= DeflateSymbols.maximumDistance, limit > 0 else { return }
        // zlib's trick: a candidate can only win if it also matches where the best one stopped,
        // and most fail that single comparison.
        if pixels > 0 || colourOfNext {
            guard limit > pixels else { return }
            let mask: UInt32 = colourOfNext ? 0xFFFF_FFFF : colourMask
            guard (words[here + pixels] ^ words[source + pixels]) & mask == 0 else { return }
        }
        var n = 0
        while n < limit && words[here + n] == words[source + n] { n += 1 }
        // An RGB stream has no alpha byte to leave out: colourMask is then all ones and this fails.
        let colour = n < limit && colourMask != 0xFFFF_FFFF
            && (words[here + n] ^ words[source + n]) & colourMask == 0
        // A lone colour match is only worth its distance code when the source is near.
        let worthIt = n > 0 || (colour && (isUp || distance <= 4))
        guard worthIt, n * 4 + (colour ? 3 : 0) > pixels * 4 + (colourOfNext ? 3 : 0) else { return }
        (pixels, colourOfNext, self.distance, self.isUp) = (n, colour, distance, isUp)
    }
}

/// Collects tokens and their symbol frequencies, holding back runs of zero bytes so that each run
/// becomes as few matches as possible.
private struct TokenSink {
    var tokens: [UInt32] = []
    var literalLengthFrequencies = [Int](repeating: 0, count: DeflateSymbols.literalLengthCount)
    var distanceFrequencies = [Int](repeating: 0, count: DeflateSymbols.distanceCount)
    /// Zero bytes that follow the tokens so far and are not written yet.
    var pendingZeros = 0
    /// Whether the last byte the tokens so far produce is zero (then a zero run can start with a
    /// distance-1 match at once).
    private var endsWithZero = false

    init(capacity: Int) {
        tokens.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func literal(_ byte: UInt8) {
        flushZeros()
        append(literal: byte)
    }

    /// The bytes of one straight-alpha word: R, G, B and, when `bytesPerPixel` is 4, A.
    @inline(__always)
    mutating func pixel(_ word: UInt32, bytesPerPixel: Int) {
        flushZeros()
        append(literal: UInt8(truncatingIfNeeded: word))
        append(literal: UInt8(truncatingIfNeeded: word >> 8))
        append(literal: UInt8(truncatingIfNeeded: word >> 16))
        if bytesPerPixel == 4 { append(literal: UInt8(truncatingIfNeeded: word >> 24)) }
    }

    /// Adds a match of `length` ≥ 3 bytes whose last byte is `lastByte`.
    mutating func match(length: Int, distance: Int, lastByte: UInt8) {
        flushZeros()
        append(match: length, distance: distance)
        endsWithZero = lastByte == 0
    }

    /// Writes the pending zero bytes: a distance-1 match repeating the zero before them (written as
    /// a literal first when the stream does not already end with one).
    mutating func flushZeros() {
        guard pendingZeros > 0 else { return }
        var count = pendingZeros
        pendingZeros = 0
        if !endsWithZero {
            append(literal: 0)
            count -= 1
        }
        if count >= DeflateSymbols.minimumMatchLength {
            append(match: count, distance: 1)
        } else {
            for _ in 0..<count { append(literal: 0) }
        }
        endsWithZero = true
    }

    @inline(__always)
    private mutating func append(literal byte: UInt8) {
        tokens.append(UInt32(byte))
        literalLengthFrequencies[Int(byte)] += 1
        endsWithZero = byte == 0
    }

    /// A match of `length` ≥ 3 bytes, as several tokens when longer than DEFLATE's 258.
    private mutating func append(match length: Int, distance: Int) {
        var remaining = length
        let distanceSymbol = DeflateSymbols.distanceCode(distance).symbol
        while remaining > 0 {
            var piece = min(remaining, DeflateSymbols.maximumMatchLength)
            // Never leave a tail of 1 or 2 bytes: no match is that short.
            if (1..<DeflateSymbols.minimumMatchLength).contains(remaining - piece) {
                piece = remaining - DeflateSymbols.minimumMatchLength
            }
            tokens.append(PixelMatchTokens.matchFlag | UInt32(piece) << 16 | UInt32(distance))
            literalLengthFrequencies[Int(DeflateSymbols.lengthCodes[piece] & 0xFFFF)] += 1
            distanceFrequencies[distanceSymbol] += 1
            remaining -= piece
        }
    }
}
