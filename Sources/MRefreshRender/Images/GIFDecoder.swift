import MRefreshCore

/// The first frame of a GIF (GIF89a, and 87a), decoded in Swift: its LZW stream (variable-width codes of
/// 3 to 12 bits, clear and end codes, the KwKwK case) expanded into palette indices, interlaced rows put in
/// place, and coloured by the frame's local colour table or the global one, its transparent index (from
/// the graphic control extension before it) transparent, as browsers show a GIF's first frame.
///
/// Everything is bounded before or while it is read: the canvas is the header's size (checked against the
/// pixel budget, ``ImageHeader``), the frame's pixels are written only inside it and no more than its
/// width × height are decoded, and a string of the code table is at most 4,096 entries. A stream that
/// ends early or holds a code not yet defined leaves the rest of the frame transparent and says so, as
/// browsers draw what they decoded.
enum GIFDecoder {
    /// The decoded canvas: premultiplied `0xAARRGGBB` words, row by row, and whether the data was corrupt
    /// (decoded as far as it went).
    struct Frame {
        var pixels: [UInt32]
        var corrupt: Bool
    }

    /// Why a GIF does not decode at all.
    enum Problem: Error, Equatable {
        /// No colour table for the frame, or an LZW code size outside 2…8: nothing can be drawn.
        case malformed(String)
    }

    /// The first frame of `bytes` on a `width` × `height` canvas (the header's, which holds the frame).
    static func firstFrame(_ bytes: [UInt8], width: Int, height: Int) -> Result<Frame, Problem> {
        let layout: GIFLayout
        switch GIFLayout.read(bytes) {
        case .success(let read): layout = read
        case .failure(.truncated): return .failure(.malformed("it ends before its first frame does"))
        case .failure: return .failure(.malformed("it has no frame with pixels"))
        }
        let (left, top, frameWidth, frameHeight) = (layout.left, layout.top, layout.width, layout.height)
        var colors = (layout.localColours ?? layout.globalColours).map { palette(bytes, $0) } ?? []
        guard !colors.isEmpty else { return .failure(.malformed("its frame has no colour table")) }
        if let transparent = layout.transparentIndex, transparent < colors.count { colors[transparent] = 0 }
        var at = layout.codeSizeAt
        guard at < bytes.count, (2...8).contains(bytes[at]) else { return .failure(.malformed("its LZW code size is not 2 to 8")) }
        let codeSize = Int(bytes[at])
        at += 1

        var pixels = [UInt32](repeating: 0, count: width * height)
        let rows = rowOrder(height: frameHeight, interlaced: layout.interlaced)
        var written = 0
        let total = frameWidth * frameHeight
        /// Puts the next index of the frame in place (on the canvas, or nowhere when outside it).
        func emit(_ index: UInt8) {
            let row = rows[written / frameWidth], column = written % frameWidth
            written += 1
            let x = left + column, y = top + row
            guard x < width, y < height, Int(index) < colors.count else { return }
            pixels[y * width + x] = colors[Int(index)]
        }
        var stream = SubBlockBits(bytes, at: at)
        let complete = decompress(&stream, codeSize: codeSize, limit: total, emit: emit)
        return .success(Frame(pixels: pixels, corrupt: !complete || written < total))
    }

    /// The RGB triples of the colour table at `range` as opaque colours (missing bytes black).
    private static func palette(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt32] {
        stride(from: range.lowerBound, to: range.upperBound, by: 3).map { c in
            guard c + 3 <= bytes.count else { return 0xFF00_0000 }
            return 0xFF00_0000 | UInt32(bytes[c]) << 16 | UInt32(bytes[c + 1]) << 8 | UInt32(bytes[c + 2])
        }
    }

    /// The frame's rows in the order its data gives them: top to bottom, or GIF's four interlace passes
    /// (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return Array(stride(from: 0, to: height, by: 8)) + Array(stride(from: 4, to: height, by: 8))
            + Array(stride(from: 2, to: height, by: 4)) + Array(stride(from: 1, to: height, by: 2))
    }

    /// GIF's LZW: expands codes from `stream` into indices handed to `emit`, at most `limit` of them.
    /// Returns false when the data is corrupt (a code not yet in the table) or ends before the end code
    /// and before `limit` indices.
    static func decompress(_ stream: inout SubBlockBits, codeSize: Int, limit: Int, emit: (UInt8) -> Void) -> Bool {
        let clear = 1 << codeSize, end = clear + 1
        // The table: each code's previous code and last index; its first index, for the KwKwK case.
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clear { suffix[code] = UInt8(truncatingIfNeeded: code); first[code] = suffix[code] }
        var next = end + 1
        var width = codeSize + 1
        var previous: Int?
        var produced = 0
        var string = [UInt8](repeating: 0, count: 4096)
        while produced < limit {
            guard let code = stream.read(width) else { return false }
            if code == clear {
                next = end + 1
                width = codeSize + 1
                previous = nil
                continue
            }
            if code == end { return true }
            guard let last = previous else {
                // The first code after a clear is a single index.
                guard code < clear else { return false }
                emit(UInt8(code))
                produced += 1
                previous = code
                continue
            }
            guard code <= next, code < 4096 else { return false }
            // A code not yet in the table (KwKwK) is the previous string and its own first index.
            let known = code < next
            var length = 0
            var walk = known ? code : last
            while walk >= 0, length < 4096 {
                string[length] = suffix[walk]
                length += 1
                walk = walk < clear ? -1 : prefix[walk]
            }
            let head = string[length - 1]
            // (Walked from its last index back: emitted from the end of the buffer.)
            for i in stride(from: length - 1, through: 0, by: -1) where produced < limit {
                emit(string[i])
                produced += 1
            }
            if !known, produced < limit {
                emit(first[last])
                produced += 1
            }
            if next < 4096 {
                prefix[next] = last
                suffix[next] = known ? head : first[last]
                first[next] = first[last]
                next += 1
                // The code width grows once the table fills its current width (to 12 bits at most).
                if next == 1 << width, width < 12 { width += 1 }
            }
            previous = code
        }
        return true
    }
}
