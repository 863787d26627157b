// Runs of pixel words measured eight at a time: the PNG encoder's parse spends most of its time
// extending matches (a stroke's row against the row above, a sheet cell against its neighbour) and
// passing over transparent pixels, one bounds-checked word at a time. Through a pointer, four 64-bit
// loads compare eight words per step. Like the rest of this folder, these take Swift values.

/// How many words from `a` on equal the words from `b` on, at most `limit`.
@inline(__always)
func equalWordCount(_ words: Span<UInt32>, _ a: Int, _ b: Int, limit: Int) -> Int {
    precondition(a >= 0 && b >= 0 && limit >= 0 && a + limit <= words.count && b + limit <= words.count)
    // Most candidates fail at once: that costs no more than the word-by-word loop.
    guard limit > 0, words[a] == words[b] else { return 0 }
    return words.withUnsafeBufferPointer { buffer in
        let p = UnsafeRawPointer(buffer.baseAddress! + a), q = UnsafeRawPointer(buffer.baseAddress! + b)
        var n = 1
        while n + 8 <= limit {
            let offset = n * 4
            let d0 = p.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ q.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let d1 = p.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                ^ q.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            let d2 = p.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                ^ q.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
            let d3 = p.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                ^ q.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
            if d0 | d1 | d2 | d3 != 0 {
                return n + firstNonZeroWord(d0, d1, d2, d3)
            }
            n += 8
        }
        let first = buffer.baseAddress! + a, second = buffer.baseAddress! + b
        while n < limit && first[n] == second[n] { n += 1 }
        return n
    }
}

/// How many words from `start` on are zero where `mask` has bits (the bytes a scanline holds), at most
/// `limit`.
@inline(__always)
func zeroWordCount(_ words: Span<UInt32>, from start: Int, limit: Int, mask: UInt32) -> Int {
    precondition(start >= 0 && limit >= 0 && start + limit <= words.count)
    let wide = UInt64(mask) << 32 | UInt64(mask)
    return words.withUnsafeBufferPointer { buffer in
        let p = UnsafeRawPointer(buffer.baseAddress! + start)
        var n = 0
        while n + 8 <= limit {
            let offset = n * 4
            let d0 = p.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & wide
            let d1 = p.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) & wide
            let d2 = p.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self) & wide
            let d3 = p.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self) & wide
            if d0 | d1 | d2 | d3 != 0 {
                return n + firstNonZeroWord(d0, d1, d2, d3)
            }
            n += 8
        }
        let words = buffer.baseAddress! + start
        while n < limit && words[n] & mask == 0 { n += 1 }
        return n
    }
}

/// Of eight words loaded as four 64-bit values, the index of the first that is not zero; one of them
/// is not.
@inline(__always)
private func firstNonZeroWord(_ d0: UInt64, _ d1: UInt64, _ d2: UInt64, _ d3: UInt64) -> Int {
    let (pair, d) = d0 != 0 ? (0, d0) : d1 != 0 ? (1, d1) : d2 != 0 ? (2, d2) : (3, d3)
    // The first word of a pair is the low half on a little-endian CPU, the high half on a big-endian one.
    #if _endian(big)
    let firstWord = UInt32(truncatingIfNeeded: d >> 32)
    #else
    let firstWord = UInt32(truncatingIfNeeded: d)
    #endif
    return pair * 2 + (firstWord == 0 ? 1 : 0)
}
