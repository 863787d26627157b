/// SHA-256 (FIPS 180-4), for the manifest's per-file digests.
///
/// Dependency-free: the rounds run on the CPU's SHA extensions where it has them (`HardwareSHA256`,
/// x86 SHA-NI), else in portable Swift. Every file written is hashed once, so this is a few percent of
/// a render; a crypto package would add minutes to every clean build.
public struct SHA256: Sendable {
    /// The round constants (FIPS 180-4 §4.2.2), for the portable rounds and the CPU's.
    static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes` as 64 lower-case hexadecimal digits.
    public static func hexDigest(_ bytes: [UInt8]) -> String {
        hex(hash(bytes))
    }

    /// `digest` (or any bytes) as lower-case hexadecimal digits, two a byte.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(2 * digest.count)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The 32-byte digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        hash(bytes, usesHardware: HardwareSHA256.isAvailable)
    }

    /// The 32-byte digest of `bytes`, with the CPU's SHA extensions or the portable rounds (for the tests,
    /// which compare them).
    static func hash(_ bytes: [UInt8], usesHardware: Bool) -> [UInt8] {
        var h = SHA256State.initial
        // Whole blocks straight from the input; the last partial block and the padding (a 1 bit, zeros to
        // 56 mod 64, then the length in bits, big-endian) from a small tail.
        let whole = bytes.count / 64
        var tail = Array(bytes[(whole * 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        for (input, blocks) in [(bytes, 0..<whole), (tail, 0..<(tail.count / 64))] {
            if usesHardware {
                var words = h.words
                HardwareSHA256.compress(&words, input.span, blocks: blocks, roundConstants: roundConstants)
                h = SHA256State(words)
            } else {
                // Spans, not inline arrays: passing those copied all 256 bytes for nearly every access.
                var schedule = [UInt32](repeating: 0, count: 64)
                var w = schedule.mutableSpan
                for block in blocks { compress(&h, input.span, at: block * 64, constants: roundConstants.span, schedule: &w) }
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for i in h.indices {
            let word = h[i]
            digest.append(UInt8(word >> 24)); digest.append(UInt8((word >> 16) & 0xFF))
            digest.append(UInt8((word >> 8) & 0xFF)); digest.append(UInt8(word & 0xFF))
        }
        return digest
    }

    /// The 64-byte block of `bytes` at `start` into the state `h`, in portable Swift; `w` is room for the
    /// 64-word schedule.
    @inline(__always)
    private static func compress(_ h: inout SHA256State, _ bytes: Span<UInt8>, at start: Int,
                                 constants k: Span<UInt32>, schedule w: inout MutableSpan<UInt32>) {
        for i in 0..<16 {
            let j = start + i * 4
            w[i] = UInt32(bytes[j]) << 24 | UInt32(bytes[j + 1]) << 16 | UInt32(bytes[j + 2]) << 8 | UInt32(bytes[j + 3])
        }
        for i in 16..<64 {
            let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] &>> 3)
            let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] &>> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
        // Eight rounds a step, each naming the working variables where the last left them, so that none
        // is moved from one to the next.
        for i in stride(from: 0, to: 64, by: 8) {
            round(a, b, c, &d, e, f, g, &hh, k[i] &+ w[i])
            round(hh, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
            round(g, hh, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
            round(f, g, hh, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
            round(e, f, g, &hh, a, b, c, &d, k[i + 4] &+ w[i + 4])
            round(d, e, f, &g, hh, a, b, &c, k[i + 5] &+ w[i + 5])
            round(c, d, e, &f, g, hh, a, &b, k[i + 6] &+ w[i + 6])
            round(b, c, d, &e, f, g, hh, &a, k[i + 7] &+ w[i + 7])
        }
        h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
    }

    /// One round (FIPS 180-4 §6.2.2 step 3) on working variables a…h, with `kw` = Kₜ + Wₜ: the new e is
    /// d + T1 and the new a is T1 + T2, written into d and h, which the next round names e and a.
    @inline(__always)
    private static func round(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32,
                              _ g: UInt32, _ h: inout UInt32, _ kw: UInt32) {
        // (e & f) ^ (~e & g) and (a & b) ^ (a & c) ^ (b & c), in fewer operations.
        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ (g ^ (e & (f ^ g))) &+ kw
        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) | (c & (a | b)))
        d &+= t1
        h = t1 &+ t2
    }

    /// Masking shifts: one rotate instruction, where `>>` and `<<` also handle shifts past the width.
    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 - n)) }
}
