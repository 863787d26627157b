import CCairo

// The C half of the PNG encoder: the CRC-32 of chunks, the Adler-32 of zlib streams, and the DEFLATE
// libraries the purpose-built encoder was measured against (libdeflate, zlib).
// Everything here takes and returns Swift arrays, so the PNG folder stays free of pointers.

/// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`, continuing from `crc` (0 to start).
func crc32(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
        libdeflate_crc32(crc, buffer.baseAddress, buffer.count)
    }
}

/// The Adler-32 (RFC 1950) of `bytes`, continuing from `adler` (1 to start).
func adler32(_ bytes: [UInt8], continuing adler: UInt32) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
        libdeflate_adler32(adler, buffer.baseAddress, buffer.count)
    }
}

/// The Adler-32 of the first `count` pixels of `words` read as RGBA bytes, each word holding
/// R | G << 8 | B << 16 | A << 24, continuing from `adler`.
func adler32(rgbaWords words: [UInt32], count: Int, continuing adler: UInt32) -> UInt32 {
    precondition(count <= words.count)
    #if _endian(little)
    // In little-endian memory such a word is already the bytes R, G, B, A: no packing pass needed.
    return words.withUnsafeBytes { buffer in
        libdeflate_adler32(adler, buffer.baseAddress, count * 4)
    }
    #else
    return adler32(words.prefix(count).flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> ($0 * 8)) } },
                   continuing: adler)
    #endif
}

/// Compresses `data` into a zlib stream (RFC 1950: header, DEFLATE data, Adler-32) with libdeflate.
func libdeflateZlibStream(_ data: [UInt8], level: Int) throws(RenderError) -> [UInt8] {
    let operation = "compressing \(data.count) bytes with libdeflate level \(level)"
    guard (1...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else {
        throw RenderError(.compressionFailed("no compressor for level \(level)"), operation: operation)
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, data.count)
    var written = 0
    let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
        written = data.withUnsafeBytes { input in
            libdeflate_zlib_compress(compressor, input.baseAddress, input.count, buffer.baseAddress, bound)
        }
        count = written
    }
    // 0 means "did not fit", impossible with the bound above; checked rather than trusted.
    guard written > 0 else {
        throw RenderError(.compressionFailed("output exceeded its bound of \(bound) bytes"), operation: operation)
    }
    return output
}

/// Compresses `data` into a zlib stream with zlib itself (15-bit window, memLevel 8, as libpng).
func zlibZlibStream(_ data: [UInt8], level: Int,
                    strategy: PNGEncoder.ZlibStrategy) throws(RenderError) -> [UInt8] {
    let operation = "compressing \(data.count) bytes with zlib level \(level)"
    guard (0...9).contains(level) else {
        throw RenderError(.compressionFailed("no zlib level \(level)"), operation: operation)
    }
    let zStrategy: Int32 = switch strategy {
    case .standard: Z_DEFAULT_STRATEGY
    case .filtered: Z_FILTERED
    case .runLength: Z_RLE
    case .huffmanOnly: Z_HUFFMAN_ONLY
    }
    var stream = z_stream()
    // 15-bit window and memLevel 8: what libpng uses, so sizes compare like for like.
    var status = deflateInit2_(&stream, Int32(level), Z_DEFLATED, 15, 8, zStrategy,
                               ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
        throw RenderError(.compressionFailed("deflateInit2 returned \(status)"), operation: operation)
    }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, UInt(data.count)))
    let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
        data.withUnsafeBufferPointer { source in
            // zlib's next_in is not const but deflate never writes through it.
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            stream.next_out = buffer.baseAddress
            stream.avail_out = UInt32(bound)
            status = deflate(&stream, Z_FINISH)
        }
        count = Int(stream.total_out)
    }
    guard status == Z_STREAM_END else {
        throw RenderError(.compressionFailed("deflate returned \(status)"), operation: operation)
    }
    return output
}
