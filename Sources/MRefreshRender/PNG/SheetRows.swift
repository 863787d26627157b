/// A frame's scanlines made ready for a sprite sheet `sheetWidth` pixels wide (``SheetTokens``): per
/// row, the frame's tokens for that row as they read in the sheet, without the zero bytes at either end,
/// which the sheet joins with its neighbours'.
///
/// Row r of a frame's cell in the sheet holds exactly the pixel bytes of row r of the frame, so the
/// frame's tokens for that row describe the same bytes: literals and zero runs as they are, a match by
/// its offset in pixels (dy rows up, dx pixels across), which lands on the same pixel of the same frame
/// in the sheet, only at another byte distance. A match whose sheet distance is beyond DEFLATE's 32 KiB
/// window (a source two or more rows up, in a sheet wider than the frame) is matched again with the
/// pixel above or to the left, else written as literals.
///
/// Made by the worker that parsed the frame, while its pixels are in the cache; then neither the
/// pixels nor the frame's own tokens need to be kept for the sheet.
struct SheetRows {
    /// One row's place in ``sink``'s tokens.
    struct Row {
        /// Zero bytes before its first token (the whole row when it has no tokens).
        var leadingZeros: Int
        /// Where its tokens end in ``sink``'s (they start where the previous row's end).
        var end: Int
        /// Zero bytes after its last token.
        var trailingZeros: Int
        /// Whether its last token's last byte is zero.
        var endsWithZero: Bool
        /// How many rows up its matches reach (0: only within the row).
        var depth: Int
        /// The Adler-32 of its pixel bytes.
        var checksum: UInt32
    }

    /// The frame's size in pixels.
    let width: Int, height: Int
    /// Whether the rows are RGB (else RGBA).
    let isOpaque: Bool
    /// The width of the sheet the rows are for, in pixels.
    let sheetWidth: Int
    let rows: [Row]
    /// Every row's tokens, in order, and their frequencies.
    let sink: TokenSink

    /// The rows of the frame `parse` was made from, with its words kept, in a sheet `sheetWidth` pixels
    /// wide.
    init(_ parse: PixelMatchTokens, sheetWidth: Int) {
        precondition(parse.words.count == parse.width * parse.height, "a sheet needs the frame's words")
        precondition(sheetWidth >= parse.width)
        width = parse.width
        height = parse.height
        isOpaque = parse.isOpaque
        self.sheetWidth = sheetWidth
        var builder = Builder(parse, sheetWidth: sheetWidth)
        let rowBytes = width * parse.layout.bytesPerPixel
        var rows: [Row] = []
        rows.reserveCapacity(height)
        for y in 0..<height {
            // The frame's filter byte is not in the sheet; the row's bytes are.
            builder.advance(by: 1, emitting: false)
            builder.isLeading = true
            builder.leadingZeros = 0
            builder.depth = 0
            builder.advance(by: rowBytes, emitting: true)
            let trailing = builder.isLeading ? 0 : builder.sink.pendingZeros
            rows.append(Row(leadingZeros: builder.leadingZeros, end: builder.sink.tokens.count,
                            trailingZeros: trailing, endsWithZero: builder.sink.endsWithZero,
                            depth: builder.depth, checksum: parse.rowChecksums[y]))
            builder.sink.startSegment()
        }
        self.rows = rows
        sink = builder.sink
    }

    /// Re-emits a frame's tokens row by row.
    private struct Builder {
        let parse: PixelMatchTokens
        let cellWidth: Int
        let bytesPerPixel: Int
        let layout: PixelWordLayout
        /// Bytes from a frame's byte to the one above it, in the frame and in the sheet.
        let frameUp: Int, sheetUp: Int
        var sink: TokenSink
        /// Whether no token of the current row is written yet (its zeros are leading ones).
        var isLeading = true
        var leadingZeros = 0
        /// How many rows up the current row's matches reach.
        var depth = 0
        /// The token reached, bytes of it already taken, and bytes of the frame's stream taken.
        private var token = 0, offset = 0, position = 0

        init(_ parse: PixelMatchTokens, sheetWidth: Int) {
            self.parse = parse
            cellWidth = parse.width
            layout = parse.layout
            bytesPerPixel = layout.bytesPerPixel
            frameUp = cellWidth * bytesPerPixel + 1
            sheetUp = sheetWidth * bytesPerPixel + 1
            sink = TokenSink(capacity: parse.tokens.count + parse.height)
        }

        /// Takes the next `count` bytes of the frame's stream, adding them to the row when `emitting`.
        mutating func advance(by count: Int, emitting: Bool) {
            // The walk's state in locals, stored back once: the loop runs for every token of the frame.
            let tokens = parse.tokens
            var index = token, taken = offset, at = position
            defer { (token, offset, position) = (index, taken, at) }
            var remaining = count
            while remaining > 0 {
                let token = tokens[index]
                if token < 256 {
                    if emitting { literal(UInt8(truncatingIfNeeded: token)) }
                    index += 1
                    at += 1
                    remaining -= 1
                    continue
                }
                let length = Int(token >> 16 & 0x1FF), distance = Int(token & 0xFFFF)
                let part = min(length - taken, remaining)
                if emitting {
                    if distance == 1 {
                        // A run of zero bytes: the parser makes distance-1 matches of nothing else.
                        zeros(part)
                    } else if taken == 0 && part == length {
                        isLeading = false
                        if let (moved, rowsUp) = sheetDistance(distance) {
                            depth = max(depth, rowsUp)
                            sink.match(length: length, distance: moved, lastByte: byte(at: at + length - 1))
                        } else {
                            rematch(length, at: at)
                        }
                    } else {
                        // Not made by the parser (its other matches lie within a row): as literals.
                        for p in at..<(at + part) { literal(byte(at: p)) }
                    }
                }
                taken += part
                at += part
                remaining -= part
                if taken == length {
                    index += 1
                    taken = 0
                }
            }
        }

        @inline(__always)
        private mutating func zeros(_ count: Int) {
            if isLeading { leadingZeros += count } else { sink.pendingZeros += count }
        }

        @inline(__always)
        private mutating func literal(_ byte: UInt8) {
            if byte == 0 {
                zeros(1)
            } else {
                isLeading = false
                sink.literal(byte)
            }
        }

        /// The `length` bytes of a match the sheet cannot reach, from `position` of the frame's stream,
        /// matched again with the pixel above or to the left where they are equal, else as literals: the
        /// source of a match from afar is beyond the window in a wide sheet, but most such pixels repeat
        /// a neighbour too. (A match may start or end inside a pixel: long ones are cut at 258 bytes.)
        private mutating func rematch(_ length: Int, at position: Int) {
            let row = position / frameUp
            let column = position - row * frameUp - 1
            let lead = (bytesPerPixel - column % bytesPerPixel) % bytesPerPixel
            let pixels = max(0, length - lead) / bytesPerPixel
            for p in position..<(position + min(lead, length)) { literal(byte(at: p)) }
            let start = row * cellWidth + (column + lead) / bytesPerPixel
            let words = parse.words
            let mask = layout.streamMask
            var i = start
            while i < start + pixels {
                var run = 0
                var distance = 0
                if row > 0 {
                    while i + run < start + pixels && words[i + run] & mask == words[i + run - cellWidth] & mask { run += 1 }
                    distance = sheetUp
                }
                if run == 0 && i > row * cellWidth {
                    while i + run < start + pixels && words[i + run] & mask == words[i + run - 1] & mask { run += 1 }
                    distance = bytesPerPixel
                }
                if run > 0 && distance <= DeflateSymbols.maximumDistance {
                    if distance == sheetUp { depth = max(depth, 1) }
                    sink.match(length: run * bytesPerPixel, distance: distance,
                               lastByte: layout.lastByte(of: words[i + run - 1]))
                    i += run
                } else if words[i] & mask == 0 {
                    zeros(bytesPerPixel)
                    i += 1
                } else {
                    sink.pixel(words[i], layout: layout)
                    i += 1
                }
            }
            for p in min(position + lead + pixels * bytesPerPixel, position + length)..<(position + length) {
                literal(byte(at: p))
            }
        }

        /// The distance in the sheet of a match `distance` bytes back in the frame and the rows up its
        /// source is, nil when beyond the window (or not a whole number of pixels up and across, which the
        /// parser never makes).
        @inline(__always)
        private func sheetDistance(_ distance: Int) -> (distance: Int, rowsUp: Int)? {
            // Most matches are with the pixel to the left or above.
            if distance == bytesPerPixel { return (distance, 0) }
            if distance == frameUp { return sheetUp <= DeflateSymbols.maximumDistance ? (sheetUp, 1) : nil }
            // distance = dy·frameUp + dx·bpp with |dx| < cellWidth; frameUp ≡ 1 (mod bpp), so of the
            // two rows it can be, only one leaves a whole number of pixels.
            var dy = distance / frameUp
            var across = distance - dy * frameUp
            if across % bytesPerPixel != 0 {
                dy += 1
                across -= frameUp
            }
            let dx = across / bytesPerPixel
            guard across % bytesPerPixel == 0, abs(dx) < cellWidth else { return nil }
            let moved = dy * sheetUp + dx * bytesPerPixel
            return moved <= DeflateSymbols.maximumDistance ? (moved, dy) : nil
        }

        /// Byte `position` of the frame's stream: a filter byte (0) or a byte of a pixel's word.
        @inline(__always)
        private func byte(at position: Int) -> UInt8 {
            let row = position / frameUp
            let column = position - row * frameUp
            guard column > 0 else { return 0 }
            let x = (column - 1) / bytesPerPixel, channel = column - 1 - x * bytesPerPixel
            let word = parse.words[row * cellWidth + x]
            switch layout {
            case .straightRGBA: return UInt8(truncatingIfNeeded: word >> UInt32(8 * channel))
            case .opaqueRGB: return UInt8(truncatingIfNeeded: word >> UInt32(16 - 8 * channel))
            }
        }
    }
}
