// Attribute values passed over eight bytes at a time: a font's path data is most of an icon file's bytes,
// and assembling each word from eight bounds-checked bytes cost seven instructions a byte. Through a
// pointer, one load per word. Like the rest of this folder, this takes Swift values.

/// The offset of the first word of eight bytes from `start` on that holds a byte an attribute value's
/// plain run stops at (not printable ASCII, `quote`, `<` or `&`), or of the last whole word's end; the
/// bytes from there on are the caller's to read one at a time.
@inline(__always)
func endOfPlainWords(in bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
    precondition(start >= 0 && start <= bytes.count)
    return bytes.withUnsafeBytes { raw in
        let count = raw.count
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = ones &* UInt64(quote), lessThans = ones &* 0x3C, ampersands = ones &* 0x26, spaces = ones &* 0x20
        var offset = start
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let a = word ^ quotes, b = word ^ lessThans, c = word ^ ampersands
            // Each term's high bits: a byte ≥ 0x80, a byte below 0x20, a byte equal to each of the three
            // (the classic tests, exact for whether any byte is).
            let stops = word | ((word &- spaces) & ~word) | ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c)
            if stops & highs != 0 { break }
            offset += 8
        }
        return offset
    }
}
