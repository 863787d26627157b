import CZlib
@_spi(PNGComparison) import MRefreshRender

// zlib, one of the general-purpose DEFLATE libraries the purpose-built encoder was measured against
// (libdeflate's compressor sits beside its checksums in MRefreshRender/Cairo/Deflate.swift).

/// Compresses `data` into a zlib stream with zlib itself (15-bit window, memLevel 8, as libpng).
func zlibZlibStream(_ data: [UInt8], level: Int,
                    strategy: ComparisonPNGEncoder.ZlibStrategy) throws(RenderError) -> [UInt8] {
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
