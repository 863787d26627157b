/// The LZ77 parse of an image's unfiltered scanlines (filter type 0), found by comparing whole pixels,
/// taken a band of rows at a time: a sprite sheet is parsed as each row of its cells is complete, so
/// that it is never held whole. ``PixelMatchTokens`` is its result.
///
/// Runs of zero bytes (transparent pixels, and the filter bytes between rows) are set aside first:
/// each becomes one distance-1 match, across rows, with no extra bits.
///
/// A general DEFLATE compressor hashes every byte to find matches anywhere in its 32 KiB window.
/// Icon frames repeat mostly in a few places: along a row (flat fills, the transparent background),
/// from one row to the next (vertical edges, empty rows), and wherever the same two pixels occurred
/// last (the other side of a stroke, the next row of a diagonal edge). So at each pixel this parser
/// tries those sources — left, above, and the last position of the same pixel pair (a one-entry
/// hash table) — keeps the longest run of equal pixels, and emits literal bytes when none applies. A
/// run may end with the colour bytes of one more pixel whose alpha differs (anti-aliasing of a
/// one-colour stroke); its alpha then follows as a literal. The work grows with the number of runs, not
/// of bytes.
///
/// Parsed in bands, an image gives the same tokens as parsed whole, provided each band comes with the
/// rows before it that DEFLATE's window reaches (``historyRows``).
package struct ScanlineParse {
    /// How the words hold the scanline bytes.
    package let layout: PixelWordLayout
    let width: Int
    /// The tokens so far.
    private(set) var sink: TokenSink
    /// The Adler-32 of the scanlines so far.
    package private(set) var adler = Adler32()
    /// Per row parsed so far, whether all its pixels are equal.
    private(set) var isUniform: [Bool] = []

    /// Per pixel-pair hash, the (image) pixel index where the pair last started plus ``pairOffset``; less
    /// than the offset when it has not started in this image (``PairTables``).
    private var lastPair: [Int32]
    private let pairOffset: Int
    /// The image's height: the rows parsed, at most.
    private let rows: Int
    private var scratch: [UInt8] = []

    /// log2 of the pair table's size: 16 K entries (64 KiB) cover the distinct pixel pairs of a frame
    /// up to a few hundred pixels wide; collisions only cost compression, never correctness.
    private static let hashBits = 14

    /// Starts the parse of an image `width` pixels wide and `rows` tall.
    package init(layout: PixelWordLayout, width: Int, rows: Int) {
        precondition(width > 0 && Int64(width) * Int64(max(rows, 1)) < Int64(Int32.max) / 2)
        self.layout = layout
        self.width = width
        self.rows = rows
        sink = TokenSink(capacity: rows * 16)
        (lastPair, pairOffset) = PairTables.take(count: 1 << Self.hashBits, positions: width * rows)
        isUniform.reserveCapacity(rows)
    }

    /// The rows before a band that DEFLATE's 32 KiB window reaches back into, for scanlines of `width`
    /// pixels of `bytesPerPixel`.
    package static func historyRows(width: Int, bytesPerPixel: Int) -> Int {
        let scanline = width * bytesPerPixel + 1
        return (DeflateSymbols.maximumDistance + scanline - 1) / scanline
    }

    /// The rows already parsed that the next band's window must start with: ``historyRows(width:bytesPerPixel:)``,
    /// or all of them at first.
    package var historyNeeded: Int {
        min(isUniform.count, Self.historyRows(width: width, bytesPerPixel: layout.bytesPerPixel))
    }

    /// Parses the next rows: `window` holds `history` rows already parsed (the last ones, at least
    /// ``historyNeeded``), then the new rows, whose uniformity `uniform` gives, and where their words
    /// that are not zero lie, `spans` when known: the zeros between are passed over unread (the tokens
    /// are the same).
    package mutating func parse(_ window: Span<UInt32>, history: Int, uniform: [Bool], spans: RowSpans? = nil) {
        precondition(history >= historyNeeded && history <= isUniform.count
                     && window.count == (history + uniform.count) * width
                     && (spans.map { $0.height == uniform.count } ?? true))
        let firstRow = isUniform.count - history
        precondition(isUniform.count + uniform.count <= rows, "more rows than the image has")
        isUniform += uniform
        let rows = (firstRow + history)..<isUniform.count
        appendChecksum(window, firstRow: firstRow, rows: rows)
        parseRows(window, firstRow: firstRow, rows: rows, spans: spans ?? RowSpans(height: 0, perRow: 0))
    }

    /// How many tokens there are since the last block taken.
    package var tokenCount: Int { sink.tokens.count }

    /// The tokens since the last block taken, as one DEFLATE block (``TokenSink/takeBlock()``).
    package mutating func takeBlock() -> (tokens: [UInt32], literalLengthFrequencies: [Int], distanceFrequencies: [Int]) {
        sink.takeBlock()
    }

    /// The tokens of every row parsed (since the last block taken), their last zero run written, as the
    /// stream's last DEFLATE block.
    package mutating func finish() -> (tokens: [UInt32], literalLengthFrequencies: [Int], distanceFrequencies: [Int]) {
        var table: [Int32] = []
        swap(&table, &lastPair)
        if !table.isEmpty { PairTables.giveBack(table, end: pairOffset + width * rows) }
        sink.flushZeros()
        return (sink.tokens, sink.literalLengthFrequencies, sink.distanceFrequencies)
    }

    /// Per image row in `rows` of `window` (which starts at image row `firstRow`), a filter byte 0 then
    /// its pixels' bytes in the Adler-32. Uniform rows are summed in closed form, the others by libdeflate.
    private mutating func appendChecksum(_ window: Span<UInt32>, firstRow: Int, rows: Range<Int>) {
        for y in rows {
            adler.appendZero()
            let row = ((y - firstRow) * width)..<((y - firstRow + 1) * width)
            if isUniform[y] {
                let word = window[row.lowerBound]
                switch layout {
                case .straightRGBA:
                    adler.append(repeating: [UInt8(truncatingIfNeeded: word), UInt8(truncatingIfNeeded: word >> 8),
                                             UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 24)],
                                 count: width)
                case .opaqueRGB:
                    adler.append(repeating: [UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                                             UInt8(truncatingIfNeeded: word)], count: width)
                }
            } else {
                adler.value = adler32(pixelWords: window, range: row, layout: layout, continuing: adler.value,
                                      scratch: &scratch)
            }
        }
    }

    /// Parses image rows `rows` of `words`, a window of the image from row `firstRow`; `spans` are the
    /// rows' spans (``perRow`` 0: not known).
    private mutating func parseRows(_ words: Span<UInt32>, firstRow: Int, rows: Range<Int>, spans: RowSpans) {
        let bpp = layout.bytesPerPixel
        // A scanline is its filter byte plus its pixels, so the byte above is rowBytes + 1 back.
        let upDistance = width * bpp + 1
        let streamMask = layout.streamMask, colourMask = layout.colourMask
        // Window index = image pixel index − base.
        let base = firstRow * width
        let width = self.width, layout = self.layout, isUniform = self.isUniform, pairOffset = self.pairOffset
        // The state in locals while parsing, as the optimiser keeps those in registers and out of
        // exclusivity checks: measured, 1.5× the speed of working on the stored properties.
        var sink = TokenSink.placeholder, lastPair: [Int32] = []
        swap(&sink, &self.sink)
        swap(&lastPair, &self.lastPair)
        defer {
            swap(&sink, &self.sink)
            swap(&lastPair, &self.lastPair)
        }

        for y in rows {
            let rowStart = y * width - base
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
            // The row's spans: those ending before the pixel reached are left behind.
            var span = (y - rows.lowerBound) * spans.perRow
            let spansEnd = span + spans.perRow
            var x = 0
            while x < width {
                let here = rowStart + x
                let remaining = width - x
                if words[here] & streamMask == 0 {
                    // Zero bytes are cheapest as one distance-1 run, which may cross rows (the
                    // filter bytes are zero too), so they are collected rather than matched here.
                    // Up to the next span, all are zeros.
                    while span < spansEnd && Int(spans.ends[span]) <= x { span += 1 }
                    var n = spans.perRow == 0 ? 1 : span < spansEnd ? max(Int(spans.starts[span]) - x, 1) : remaining
                    if n < remaining { n += zeroWordCount(words, from: here + n, limit: remaining - n, mask: streamMask) }
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
                    let pair = Int(lastPair[key]) - pairOffset
                    // Before the window (or never seen): beyond DEFLATE's reach, given the history kept.
                    if pair - base >= 0 && best.pixels < remaining {
                        let sourceRow = pair / width, sourceX = pair - sourceRow * width
                        best.consider(words, here: here, source: pair - base, limit: min(remaining, width - sourceX),
                                      distance: (y - sourceRow) * upDistance + (x - sourceX) * bpp,
                                      isUp: false, colourMask: colourMask)
                    }
                    lastPair[key] = Int32(here + base + pairOffset)
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
    }
}
