import CDeflate
import CZlib
import MRefreshPNG

// The general-purpose DEFLATE libraries the purpose-built encoder was measured against, libdeflate and
// zlib, each compressing the filtered scanlines into a zlib stream. Their C calls are here only.

/// zlib's match-finding strategies (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, …).
package enum ZlibStrategy: String, Hashable, Sendable, CaseIterable {
    /// General-purpose LZ77 + Huffman.
    case standard
    /// Prefers Huffman coding over short matches; libpng's default for filtered rows.
    case filtered
    /// Matches of distance 1 only: fast, good on runs of equal bytes.
    case runLength
    /// No matches at all, Huffman coding only.
    case huffmanOnly
}

/// Compresses `data` into a zlib stream (RFC 1950: header, DEFLATE data, Adler-32) with libdeflate.
func libdeflateZlibStream(_ data: [UInt8], level: Int) throws(PNGError) -> [UInt8] {
    let operation = "compressing \(data.count) bytes with libdeflate level \(level)"
    guard (1...12).contains(level), let compressor = libdeflate_alloc_compressor(Int32(level)) else {
        throw PNGError(.compressionFailed("no compressor for level \(level)"), operation: operation)
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
        throw PNGError(.compressionFailed("output exceeded its bound of \(bound) bytes"), operation: operation)
    }
    return output
}

/// Compresses `data` into a zlib stream with zlib itself (15-bit window, memLevel 8, as libpng).
func zlibZlibStream(_ data: [UInt8], level: Int,
                    strategy: ZlibStrategy) throws(PNGError) -> [UInt8] {
    let operation = "compressing \(data.count) bytes with zlib level \(level)"
    guard (0...9).contains(level) else {
        throw PNGError(.compressionFailed("no zlib level \(level)"), operation: operation)
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
        throw PNGError(.compressionFailed("deflateInit2 returned \(status)"), operation: operation)
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
        throw PNGError(.compressionFailed("deflate returned \(status)"), operation: operation)
    }
    return output
}
