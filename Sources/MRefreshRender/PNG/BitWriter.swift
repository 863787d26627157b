/// Appends bit fields to a byte array least significant bit first, as DEFLATE packs them
/// (RFC 1951 §3.1.1).
struct BitWriter {
    /// The completed bytes.
    private(set) var bytes: [UInt8]
    // Pending bits, lowest first; fewer than 32 between calls.
    private var buffer: UInt64 = 0
    private var count = 0

    /// Starts after `prefix` (e.g. a zlib header).
    init(prefix: [UInt8] = [], capacity: Int = 0) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `bitCount` (0…32) bits of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt32, count bitCount: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count += bitCount
        if count >= 32 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
            bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
            buffer >>= 32
            count -= 32
        }
    }

    /// Pads with zero bits to a byte boundary and returns every byte written.
    mutating func finish() -> [UInt8] {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count = max(0, count - 8)
        }
        return bytes
    }

    /// Appends whole bytes; only valid on a byte boundary (after ``finish()``).
    mutating func appendBytes(_ more: [UInt8]) {
        precondition(count == 0, "appending bytes off a byte boundary")
        bytes += more
    }
}
