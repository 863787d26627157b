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
    init(pixels: [UInt32], width: Int, height: Int, opaque: Bool) {
        precondition(pixels.count == width * height && width > 0 && height > 0)
        let words = Self.straightWords(pixels)
        adler = Self.checksum(words, width: width, height: height, opaque: opaque)

        let bpp = opaque ? 3 : 4
        // A scanline is its filter byte plus its pixels, so the byte above is rowBytes + 1 back.
        let upDistance = width * bpp + 1
        // Only RGBA streams have an alpha byte to leave out of a match.
        let colourMask: UInt32 = opaque ? 0xFFFF_FFFF : 0x00FF_FFFF
        var sink = TokenSink(capacity: height * 16)
        var lastPair = [Int32](repeating: -1, count: 1 << Self.hashBits)

        for y in 0..<height {
            let rowStart = y * width
            var x = 0
            var filterBytePending = true
            while x < width {
                let here = rowStart + x
                let remaining = width - x
                var best = Match()
                // Candidates in order of cheapness (shorter distance, fewer extra bits): a later one
                // must be strictly longer to win.
                if y > 0 {
                    best.consider(words, here: here, source: here - width, limit: remaining,
                                  distance: upDistance, isUp: true, colourMask: colourMask)
                }
                if x > 0 && best.pixels < remaining {
                    best.consider(words, here: here, source: here - 1, limit: remaining,
                                  distance: bpp, isUp: false, colourMask: colourMask)
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

                if best.pixels == 0 && !best.colourOfNext {
                    if filterBytePending { sink.literal(0); filterBytePending = false }
                    sink.pixel(words[here], bytesPerPixel: bpp)
                    x += 1
                    continue
                }
                var length = best.pixels * bpp + (best.colourOfNext ? 3 : 0)
                if filterBytePending {
                    // Above a row start is the previous row's filter byte, 0 too: an upward match that
                    // starts with a whole pixel can take it in; anything else writes it first.
                    if best.isUp && best.pixels > 0 { length += 1 } else { sink.literal(0) }
                    filterBytePending = false
                }
                sink.match(length: length, distance: best.distance)
                x += best.pixels
                if best.colourOfNext {
                    sink.literal(UInt8(truncatingIfNeeded: words[rowStart + x] >> 24))
                    x += 1
                }
            }
        }
        tokens = sink.tokens
        literalLengthFrequencies = sink.literalLengthFrequencies
        distanceFrequencies = sink.distanceFrequencies
    }

    /// Every pixel as a straight-alpha word (R | G << 8 | B << 16 | A << 24).
    private static func straightWords(_ pixels: [UInt32]) -> [UInt32] {
        let table = Unpremultiply.table
        return pixels.map { Unpremultiply.straightWord($0, table: table) }
    }

    /// The Adler-32 of the scanlines: per row a filter byte 0, then RGB or RGBA bytes.
    private static func checksum(_ words: [UInt32], width: Int, height: Int, opaque: Bool) -> UInt32 {
        var adler: UInt32 = 1
        var row = [UInt32](repeating: 0, count: width)
        var rgb = [UInt8](repeating: 0, count: opaque ? width * 3 : 0)
        for y in 0..<height {
            // A zero byte leaves Adler's first sum alone and adds it to the second (RFC 1950 §9).
            let s1 = adler & 0xFFFF
            adler = (((adler >> 16) + s1) % 65521) << 16 | s1
            if opaque {
                for x in 0..<width {
                    let w = words[y * width + x]
                    rgb[3 * x] = UInt8(truncatingIfNeeded: w)
                    rgb[3 * x + 1] = UInt8(truncatingIfNeeded: w >> 8)
                    rgb[3 * x + 2] = UInt8(truncatingIfNeeded: w >> 16)
                }
                adler = adler32(rgb, continuing: adler)
            } else {
                row.replaceSubrange(0..<width, with: words[(y * width)..<((y + 1) * width)])
                adler = adler32(rgbaWords: row, count: width, continuing: adler)
            }
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

/// Collects tokens and their symbol frequencies.
private struct TokenSink {
    var tokens: [UInt32] = []
    var literalLengthFrequencies = [Int](repeating: 0, count: DeflateSymbols.literalLengthCount)
    var distanceFrequencies = [Int](repeating: 0, count: DeflateSymbols.distanceCount)

    init(capacity: Int) {
        tokens.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func literal(_ byte: UInt8) {
        tokens.append(UInt32(byte))
        literalLengthFrequencies[Int(byte)] += 1
    }

    /// The bytes of one straight-alpha word: R, G, B and, when `bytesPerPixel` is 4, A.
    @inline(__always)
    mutating func pixel(_ word: UInt32, bytesPerPixel: Int) {
        literal(UInt8(truncatingIfNeeded: word))
        literal(UInt8(truncatingIfNeeded: word >> 8))
        literal(UInt8(truncatingIfNeeded: word >> 16))
        if bytesPerPixel == 4 { literal(UInt8(truncatingIfNeeded: word >> 24)) }
    }

    /// Adds a match of `length` ≥ 3 bytes, as several tokens when longer than DEFLATE's 258.
    mutating func match(length: Int, distance: Int) {
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
