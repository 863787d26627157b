extension ImageHeader {
    /// GIF (87a, 89a): the logical screen, grown to hold the first frame as browsers grow it, and the file
    /// whole to the end of that frame's data (the frames after it are not drawn, so not needed). Its
    /// size is what is decoded, so a frame far larger than its screen counts in full.
    static func gif(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        GIFLayout.read(bytes).map { ImageHeader(format: .gif, width: $0.canvasWidth, height: $0.canvasHeight) }
    }

    /// WebP: the RIFF container inside the file, and the size its first chunk gives — a lossy `VP8 `
    /// frame's, a lossless `VP8L` bitstream's, or an extended file's `VP8X` canvas (whose first frame is
    /// the one drawn when it animates).
    static func webp(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        guard bytes.count >= 20 else { return .failure(.truncated(.webp)) }
        let end = 8 + littleEndian(bytes, 4, 4)
        guard end <= bytes.count else { return .failure(.truncated(.webp)) }
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        let size = littleEndian(bytes, 16, 4)
        let data = 20
        guard data + size <= end else { return .failure(.truncated(.webp)) }
        let width: Int, height: Int
        switch chunk {
        case "VP8 ":
            guard size >= 10, Array(bytes[(data + 3)..<(data + 6)]) == [0x9D, 0x01, 0x2A] else { return .failure(.malformed(.webp)) }
            width = littleEndian(bytes, data + 6, 2) & 0x3FFF
            height = littleEndian(bytes, data + 8, 2) & 0x3FFF
        case "VP8L":
            guard size >= 5, bytes[data] == 0x2F else { return .failure(.malformed(.webp)) }
            let bits = littleEndian(bytes, data + 1, 4)
            width = (bits & 0x3FFF) + 1
            height = (bits >> 14 & 0x3FFF) + 1
        case "VP8X":
            guard size >= 10 else { return .failure(.malformed(.webp)) }
            width = littleEndian(bytes, data + 4, 3) + 1
            height = littleEndian(bytes, data + 7, 3) + 1
        default:
            return .failure(.malformed(.webp))
        }
        guard width > 0, height > 0 else { return .failure(.malformed(.webp)) }
        return .success(ImageHeader(format: .webp, width: width, height: height))
    }
}
