/// Assembles a PNG file: the signature, then chunks of length, type, data and CRC (PNG spec §5). Package
/// access: MRefreshRender's animated PNGs are assembled with it too.
package struct PNGChunks {
    /// The file so far, starting with the 8-byte PNG signature.
    package private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A file holding the signature only.
    package init() {}

    /// Reserves room for `count` more bytes, to avoid regrowing while appending a large IDAT.
    package mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Appends a chunk: 4-byte big-endian length, 4-letter type, data, CRC-32 of type and data.
    package mutating func append(type: String, data: [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "chunk types are four ASCII letters")
        precondition(data.count < 1 << 31, "chunk data is limited to 2³¹ − 1 bytes")
        appendBigEndian(UInt32(data.count))
        let crcStart = bytes.count
        bytes += typeBytes
        bytes += data
        appendBigEndian(crc32(bytes[crcStart...]))
    }

    /// Appends the IHDR chunk of an 8-bit, non-interlaced image; `colorType` 2 is RGB, 6 is RGBA.
    package mutating func appendHeader(width: Int, height: Int, colorType: UInt8) {
        var data: [UInt8] = []
        data.reserveCapacity(13)
        for value in [UInt32(width), UInt32(height)] {
            data += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                     UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        }
        // Bit depth 8, then compression 0 (DEFLATE), filter method 0 (adaptive, five types), no interlace.
        data += [8, colorType, 0, 0, 0]
        append(type: "IHDR", data: data)
    }

    private mutating func appendBigEndian(_ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                  UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
