import CDeflate

// The C half of the PNG encoder: the CRC-32 of chunks and the Adler-32 of zlib streams, from libdeflate.
// Everything here takes and returns Swift values, so the rest of the target stays free of pointers.

/// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`, continuing from `crc` (0 to start).
func crc32(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
        libdeflate_crc32(crc, buffer.baseAddress, buffer.count)
    }
}

/// The Adler-32 (RFC 1950) of the pixels `words[range]` as scanline bytes in `layout`, continuing
/// from `adler` (1 to start). `scratch` is reused between calls for packing RGB; it grows as needed.
func adler32(pixelWords words: Span<UInt32>, range: Range<Int>, layout: PixelWordLayout,
             continuing adler: UInt32, scratch: inout [UInt8]) -> UInt32 {
    precondition(range.lowerBound >= 0 && range.upperBound <= words.count)
    let byteCount = range.count * layout.bytesPerPixel
    if scratch.count < byteCount {
        scratch = [UInt8](repeating: 0, count: byteCount)
    }
    return words.withUnsafeBufferPointer { buffer in
        let pixels = UnsafeBufferPointer(rebasing: buffer[range])
        #if _endian(little)
        // In little-endian memory a straight RGBA word already is the bytes R, G, B, A.
        if layout == .straightRGBA {
            return libdeflate_adler32(adler, pixels.baseAddress, byteCount)
        }
        #endif
        // Packed here, with pointers, because this runs for most rows of every frame.
        return scratch.withUnsafeMutableBufferPointer { packed in
            var o = 0
            for word in pixels {
                switch layout {
                case .straightRGBA:
                    packed[o] = UInt8(truncatingIfNeeded: word)
                    packed[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    packed[o + 2] = UInt8(truncatingIfNeeded: word >> 16)
                    packed[o + 3] = UInt8(truncatingIfNeeded: word >> 24)
                case .opaqueRGB:
                    packed[o] = UInt8(truncatingIfNeeded: word >> 16)
                    packed[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    packed[o + 2] = UInt8(truncatingIfNeeded: word)
                }
                o += layout.bytesPerPixel
            }
            return libdeflate_adler32(adler, packed.baseAddress, byteCount)
        }
    }
}
