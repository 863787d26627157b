/// Appends bit fields to a byte array least significant bit first, as DEFLATE packs them
/// (RFC 1951 §3.1.1).
struct BitWriter {
    // Preallocated and written by index: appending byte by byte costs a capacity check each time.
    private var bytes: [UInt8]
    private var count = 0
    // Pending bits, lowest first; fewer than 32 between calls.
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// Starts after `prefix` (e.g. a zlib header), with room for `capacity` more bytes; it grows
    /// when that was too little.
    init(prefix: [UInt8] = [], capacity: Int) {
        // One array, not the room and a copy with the prefix: a sheet's is hundreds of KB.
        bytes = [UInt8](repeating: 0, count: prefix.count + max(capacity, 16))
        for (index, byte) in prefix.enumerated() { bytes[index] = byte }
        count = prefix.count
    }

    /// Appends the low `bitCount` (0…32) bits of `bits`; the bits above them must be zero.
    @inline(__always)
    mutating func write(_ bits: UInt32, count length: Int) {
        // A masking shift: bitCount is below 32, and `<<` would also handle shifts past the width.
        buffer |= UInt64(bits) &<< UInt64(bitCount)
        bitCount += length
        if bitCount >= 32 {
            if count + 4 > bytes.count {
                bytes += [UInt8](repeating: 0, count: bytes.count)
            }
            bytes[count] = UInt8(truncatingIfNeeded: buffer)
            bytes[count + 1] = UInt8(truncatingIfNeeded: buffer >> 8)
            bytes[count + 2] = UInt8(truncatingIfNeeded: buffer >> 16)
            bytes[count + 3] = UInt8(truncatingIfNeeded: buffer >> 24)
            count += 4
            buffer >>= 32
            bitCount -= 32
        }
    }

    /// Pads with zero bits to a byte boundary and returns every byte written.
    mutating func finish() -> [UInt8] {
        var result = Array(bytes.prefix(count))
        while bitCount > 0 {
            result.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bitCount = max(0, bitCount - 8)
        }
        return result
    }
}
