/// Cairo's conversion from premultiplied to straight alpha, reproduced bit for bit.
///
/// cairo-png.c (`unpremultiply_data`) stores, for alpha a > 0 and a premultiplied component c,
/// the byte (c·255 + a/2) / a in integer arithmetic, truncated to 8 bits; a pixel with a = 0 becomes
/// all zeros. Matching it exactly is what lets our PNGs decode to Cairo's pixels.
package enum Unpremultiply {
    /// The straight component for every (a, c): entry `a << 8 | c`. 64 KiB, built once; a lookup
    /// replaces three integer divisions per translucent pixel.
    package static let table: [UInt8] = {
        // Row a = 0 stays all zeros (clear pixels convert to zero without a lookup anyway).
        var table = [UInt8](repeating: 0, count: 256 * 256)
        var entries = table.mutableSpan
        for a in 1..<256 {
            // (c·255 + a/2) / a for c = 0, 1, 2, …: the numerator grows by 255 a step, so the quotient
            // grows by 255 / a and the remainder by 255 % a, carrying one when it reaches a. No division
            // in the loop: the table is built at the first frame of every process.
            let step = 255 / a, carry = 255 % a
            var quotient = (a / 2) / a, remainder = (a / 2) % a
            for c in 0..<256 {
                // c > a cannot come out of Cairo's drawing but can be put in by hand; Cairo's C code
                // then wraps modulo 256, and so do we.
                entries[a << 8 | c] = UInt8(truncatingIfNeeded: quotient)
                quotient += step
                remainder += carry
                if remainder >= a {
                    remainder -= a
                    quotient += 1
                }
            }
        }
        return table
    }()

    /// Converts a row of premultiplied `0xAARRGGBB` pixels to straight-alpha words holding
    /// R | G << 8 | B << 16 | A << 24: PNG's RGBA byte order, least significant byte first.
    ///
    /// `table` is ``table``, passed in so the hot loop does not re-check the global's lazy init.
    @inline(__always)
    package static func convert(_ pixels: Span<UInt32>, table: [UInt8], into words: inout [UInt32]) {
        for x in pixels.indices {
            words[x] = straightWord(pixels[x], table: table)
        }
    }

    /// One pixel of ``convert(_:table:into:)``.
    @inline(__always)
    package static func straightWord(_ p: UInt32, table: [UInt8]) -> UInt32 {
        let a = p >> 24
        // Opaque and clear pixels are most of an icon frame: no lookups for them.
        if a == 0xFF {
            return 0xFF00_0000 | (p & 0xFF) << 16 | (p & 0xFF00) | (p >> 16) & 0xFF
        }
        if a == 0 {
            return 0
        }
        let base = Int(a) << 8
        return UInt32(table[base | Int((p >> 16) & 0xFF)])
            | UInt32(table[base | Int((p >> 8) & 0xFF)]) << 8
            | UInt32(table[base | Int(p & 0xFF)]) << 16
            | a << 24
    }
}
