/// What a PNG, JPEG, GIF or WebP file says of itself before any pixel is decoded: its format and size,
/// read from the PNG's IHDR chunk, the JPEG's SOF segment, the GIF's screen and first frame (ImageHeader+GIFWebP.swift)
/// or the WebP's first chunk, and whether the file is whole (every PNG chunk inside the file up to IEND;
/// the JPEG's segments up to its scan, and its end marker; the GIF's blocks to the end of its first frame;
/// the WebP's RIFF chunks). An image is checked against the pixel budget with these numbers, so a
/// 30000×30000 header or a decompression bomb is refused without decoding anything.
package struct ImageHeader: Hashable, Sendable {
    package enum Format: String, Hashable, Sendable { case png = "PNG", jpeg = "JPEG", gif = "GIF", webp = "WebP" }

    /// Why bytes are not an image mrefresh draws.
    package enum Problem: Error, Hashable, Sendable {
        /// Not PNG, JPEG, GIF or WebP (an SVG document, a BMP…): what it looks like, if known.
        case unknownFormat(String?)
        /// The file ends before its image does.
        case truncated(Format)
        /// Its header is not one a decoder accepts (a zero size, a bad chunk).
        case malformed(Format)
    }

    package var format: Format
    package var width: Int
    package var height: Int

    /// Reads `bytes`' header and checks that the file is whole.
    package static func read(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gif(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return webp(bytes) }
        let head = String(decoding: bytes.prefix(256), as: UTF8.self)
        if head.contains("<svg") { return .failure(.unknownFormat("SVG")) }
        if bytes.starts(with: Array("BM".utf8)) { return .failure(.unknownFormat("BMP")) }
        return .failure(.unknownFormat(nil))
    }

    /// The `count`-byte little-endian number at `at` (GIF's and WebP's byte order); the caller checks the bytes are there.
    package static func littleEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<(at + count)).reversed().reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<(at + count)).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    /// PNG: IHDR first, then chunks each inside the file, until IEND.
    private static func png(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        guard bytes.count >= 33 else { return .failure(.truncated(.png)) }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8), bigEndian(bytes, 8, 4) == 13 else { return .failure(.malformed(.png)) }
        let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
        guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else { return .failure(.malformed(.png)) }
        var at = 8
        while true {
            guard at + 12 <= bytes.count else { return .failure(.truncated(.png)) }
            let length = bigEndian(bytes, at, 4)
            guard length < 1 << 31 else { return .failure(.malformed(.png)) }
            let type = Array(bytes[(at + 4)..<(at + 8)])
            at += 12 + length
            guard at <= bytes.count else { return .failure(.truncated(.png)) }
            if type == Array("IEND".utf8) { return .success(ImageHeader(format: .png, width: width, height: height)) }
        }
    }

    /// The first critical PNG chunk (IHDR, PLTE, IDAT, IEND: the ones libpng refuses a file for) whose
    /// CRC is not its data's, or nil when all are sound (or the bytes are not a whole PNG). Run after the
    /// pixel budget, so a refused image is not summed.
    package static func damagedChunk(in bytes: [UInt8]) -> String? {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var at = 8
        while at + 12 <= bytes.count {
            let length = bigEndian(bytes, at, 4)
            guard length < 1 << 31, at + 12 + length <= bytes.count else { return nil }
            let type = bytes[(at + 4)..<(at + 8)]
            // Ancillary chunks (a lowercase first letter) with a bad CRC are dropped by decoders, not refused.
            if type.first! & 0x20 == 0, CRC32.checksum(bytes[(at + 4)..<(at + 8 + length)]) != UInt32(bigEndian(bytes, at + 8 + length, 4)) {
                return String(decoding: type, as: UTF8.self)
            }
            if type.elementsEqual("IEND".utf8) { return nil }
            at += 12 + length
        }
        return nil
    }

    /// JPEG: segments from SOI to the first scan, a frame header (SOF) among them, and an EOI marker at
    /// the end (after any padding).
    private static func jpeg(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        var at = 2
        var size: (Int, Int)?
        while true {
            // Markers may be preceded by any number of 0xFF fill bytes.
            while at < bytes.count, bytes[at] == 0xFF, at + 1 < bytes.count, bytes[at + 1] == 0xFF { at += 1 }
            guard at + 4 <= bytes.count else { return .failure(.truncated(.jpeg)) }
            guard bytes[at] == 0xFF else { return .failure(.malformed(.jpeg)) }
            let marker = bytes[at + 1]
            let length = bigEndian(bytes, at + 2, 2)
            guard length >= 2 else { return .failure(.malformed(.jpeg)) }
            guard at + 2 + length <= bytes.count else { return .failure(.truncated(.jpeg)) }
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8 else { return .failure(.malformed(.jpeg)) }
                size = (bigEndian(bytes, at + 7, 2), bigEndian(bytes, at + 5, 2))
            }
            if marker == 0xDA { break }  // Start of scan: entropy-coded data follows.
            at += 2 + length
        }
        guard let (width, height) = size, width > 0, height > 0 else { return .failure(.malformed(.jpeg)) }
        // The scan runs to EOI; a file cut short has none (trailing zeros from a padded transfer are allowed).
        var end = bytes.count
        while end > at, bytes[end - 1] == 0 { end -= 1 }
        guard end >= 2, bytes[end - 2] == 0xFF, bytes[end - 1] == 0xD9 else { return .failure(.truncated(.jpeg)) }
        return .success(ImageHeader(format: .jpeg, width: width, height: height))
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320), a table a byte.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
