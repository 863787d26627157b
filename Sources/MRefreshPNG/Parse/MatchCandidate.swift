/// The best match found so far at one position of ``PixelMatchTokens``' parse.
struct MatchCandidate {
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
    mutating func consider(_ words: Span<UInt32>, here: Int, source: Int, limit: Int, distance: Int,
                           isUp: Bool, colourMask: UInt32) {
        guard distance <= DeflateSymbols.maximumDistance, limit > 0 else { return }
        // zlib's trick: a candidate can only win if it also matches where the best one stopped,
        // and most fail that single comparison.
        if pixels > 0 || colourOfNext {
            guard limit > pixels else { return }
            let mask: UInt32 = colourOfNext ? 0xFFFF_FFFF : colourMask
            guard (words[here + pixels] ^ words[source + pixels]) & mask == 0 else { return }
        }
        let n = equalWordCount(words, here, source, limit: limit)
        // An RGB stream has no alpha byte to leave out: colourMask is then all ones and this fails.
        let colour = n < limit && colourMask != 0xFFFF_FFFF
            && (words[here + n] ^ words[source + n]) & colourMask == 0
        // A lone colour match is only worth its distance code when the source is near.
        let worthIt = n > 0 || (colour && (isUp || distance <= 4))
        guard worthIt, n * 4 + (colour ? 3 : 0) > pixels * 4 + (colourOfNext ? 3 : 0) else { return }
        (pixels, colourOfNext, self.distance, self.isUp) = (n, colour, distance, isUp)
    }
}
