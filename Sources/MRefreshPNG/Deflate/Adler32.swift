/// The Adler-32 checksum of a zlib stream (RFC 1950 §9), for the parts cheaper to sum here than to
/// hand to libdeflate: single bytes and long repetitions.
package struct Adler32 {
    /// The modulus: the largest prime below 2¹⁶.
    static let modulus: UInt64 = 65521

    /// The checksum so far: s2 << 16 | s1.
    package var value: UInt32 = 1

    /// Appends a zero byte: s1 stays, s2 gains s1.
    mutating func appendZero() {
        let s1 = value & 0xFFFF
        value = ((value >> 16 + s1) % 65521) << 16 | s1
    }

    /// Appends `count` repetitions of `pattern` in closed form.
    ///
    /// With m = pattern length, S = Σ bᵢ and W = Σ (m − i)·bᵢ, repetition j adds
    /// m·(s1 + j·S) + W to s2 and S to s1; summed over j < count that is
    /// count·m·s1 + m·S·count(count − 1)/2 + count·W.
    mutating func append(repeating pattern: [UInt8], count: Int) {
        let m = UInt64(pattern.count), n = UInt64(count)
        var sum: UInt64 = 0, weighted: UInt64 = 0
        for (i, byte) in pattern.enumerated() {
            sum += UInt64(byte)
            weighted += (m - UInt64(i)) * UInt64(byte)
        }
        let s1 = UInt64(value & 0xFFFF), s2 = UInt64(value >> 16)
        // Reduced term by term: n < 2¹⁵ and m ≤ 4 keep every product far below 2⁶⁴.
        let triangle = (n * (n &- 1) / 2) % Self.modulus
        let newS2 = (s2 + (n * m % Self.modulus) * s1 + (m * sum % Self.modulus) * triangle + n * weighted)
            % Self.modulus
        let newS1 = (s1 + n * sum) % Self.modulus
        value = UInt32(newS2) << 16 | UInt32(newS1)
    }
}
