extension ImageHeader {
    /// GIF (87a, 89a): the logical screen, grown to hold the first frame as browsers grow it, and the file
    /// whole to the end of that frame's data (the frames after it are not drawn, so not needed). Its
    /// size is what is decoded, so a frame far larger than its screen counts in full.
    static func gif(_ bytes: [UInt8]) -> Result<ImageHeader, Problem> {
        guard bytes.count >= 13 else { return .failure(.truncated(.gif)) }
        var width = littleEndian(bytes, 6, 2), height = littleEndian(bytes, 8, 2)
        var at = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        /// Skips data sub-blocks (a length byte, then that many bytes) up to their zero terminator.
        func skipSubBlocks() -> Bool {
            while at < bytes.count {
                let length = Int(bytes[at])
                at += 1 + length
                if length == 0 { return true }
            }
            return false
        }
        while true {
            guard at < bytes.count else { return .failure(.truncated(.gif)) }
            switch bytes[at] {
            case 0x21:  // An extension: label, then sub-blocks.
                at += 2
                guard skipSubBlocks() else { return .failure(.truncated(.gif)) }
            case 0x2C:  // The first frame: its descriptor, local colour table, LZW code size and data.
                guard at + 10 <= bytes.count else { return .failure(.truncated(.gif)) }
                let left = littleEndian(bytes, at + 1, 2), top = littleEndian(bytes, at + 3, 2)
                let frameWidth = littleEndian(bytes, at + 5, 2), frameHeight = littleEndian(bytes, at + 7, 2)
                let packed = bytes[at + 9]
                at += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0) + 1
                guard frameWidth > 0, frameHeight > 0 else { return .failure(.malformed(.gif)) }
                guard skipSubBlocks() else { return .failure(.truncated(.gif)) }
                width = max(width, left + frameWidth)
                height = max(height, top + frameHeight)
                return .success(ImageHeader(format: .gif, width: width, height: height))
            default:  // The trailer (0x3B) before any frame, or a block that is none of GIF's.
                return .failure(.malformed(.gif))
            }
        }
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
