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

    /// Appends every token of `tokens` (``PixelMatchTokens/tokens``) in the codes of `codes`: a block's
    /// data, most of what a PNG file holds.
    ///
    /// Written through a span of the bytes, with room made once for the longest tokens: each store into the
    /// array itself checked its capacity and that it was not shared, measured at a third of the block's time.
    mutating func write(_ tokens: [UInt32], codes: TokenCodes) {
        let room = count + (codes.tokenBits + 7) / 8 + 4
        if bytes.count < room {
            bytes += [UInt8](repeating: 0, count: max(room - bytes.count, bytes.count))
        }
        var (buffer, bitCount, count) = (self.buffer, self.bitCount, self.count)
        var span = bytes.mutableSpan
        var output = span.mutableBytes
        // Fewer than 32 bits are pending before each field of at most 28 bits: the 64-bit buffer holds both.
        func put(_ bits: UInt32, _ length: Int, into output: inout MutableRawSpan) {
            buffer |= UInt64(bits) &<< UInt64(bitCount)
            bitCount += length
            if bitCount >= 32 {
                output.storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian, toByteOffset: count, as: UInt32.self)
                count += 4
                buffer >>= 32
                bitCount -= 32
            }
        }
        for token in tokens {
            if token < 256 {
                put(codes.literalBits[Int(token)], codes.literalCounts[Int(token)], into: &output)
                continue
            }
            let length = Int((token >> 16) & 0x1FF)
            put(codes.lengthBits[length], codes.lengthCounts[length], into: &output)
            let distance = DeflateSymbols.distanceCode(Int(token & 0xFFFF))
            let symbolLength = codes.distanceLengths[distance.symbol]
            put(codes.distanceCodes[distance.symbol] | UInt32(distance.extraValue) &<< UInt32(symbolLength),
                symbolLength + distance.extraBits, into: &output)
        }
        (self.buffer, self.bitCount, self.count) = (buffer, bitCount, count)
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
