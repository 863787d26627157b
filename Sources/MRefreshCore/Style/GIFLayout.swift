/// Where the parts of a GIF's first frame lie (GIF89a, and 87a): the logical screen, the global colour
/// table, the transparent index the graphic control extensions before the frame leave, and the frame's
/// descriptor, local colour table and LZW data, up to the data's terminator. The one reading of GIF's
/// block layout: ``ImageHeader`` sizes and bounds an image with it, MRefreshRender's decoder decodes the
/// frame it finds.
package struct GIFLayout: Sendable {
    /// The logical screen's size.
    package var screenWidth: Int, screenHeight: Int
    /// The byte range of the global colour table (3 bytes a colour), when there is one.
    package var globalColours: Range<Int>?
    /// The palette index drawn transparent: the last graphic control extension's before the frame, when
    /// its flag is set.
    package var transparentIndex: Int?
    /// The frame's place and size on the screen, and whether its rows are interlaced.
    package var left: Int, top: Int, width: Int, height: Int
    package var interlaced: Bool
    /// The byte range of the frame's local colour table, when it has one.
    package var localColours: Range<Int>?
    /// Where the frame's LZW minimum code size byte is; its data sub-blocks follow.
    package var codeSizeAt: Int

    /// The layout of `bytes` (a file starting `GIF87a` or `GIF89a`), read to the end of the first frame's
    /// data: truncated when the file ends before it, malformed when a block is none of GIF's before the
    /// first frame or the frame has no pixels.
    package static func read(_ bytes: [UInt8]) -> Result<GIFLayout, ImageHeader.Problem> {
        guard bytes.count >= 13 else { return .failure(.truncated(.gif)) }
        var at = 13
        var globalColours: Range<Int>?
        if bytes[10] & 0x80 != 0 {
            let end = at + 3 << (Int(bytes[10] & 7) + 1)
            globalColours = at..<end
            at = end
        }
        /// Skips data sub-blocks (a length byte, then that many bytes) up to their zero terminator.
        func skipSubBlocks() -> Bool {
            while at < bytes.count {
                let length = Int(bytes[at])
                at += 1 + length
                if length == 0 { return true }
            }
            return false
        }
        var transparentIndex: Int?
        while true {
            guard at < bytes.count else { return .failure(.truncated(.gif)) }
            switch bytes[at] {
            case 0x21:  // An extension: label, then sub-blocks; a graphic control extension sets transparency.
                if at + 7 < bytes.count, bytes[at + 1] == 0xF9, bytes[at + 2] == 4 {
                    transparentIndex = bytes[at + 3] & 1 != 0 ? Int(bytes[at + 6]) : nil
                }
                at += 2
                guard skipSubBlocks() else { return .failure(.truncated(.gif)) }
            case 0x2C:  // The first frame: its descriptor, local colour table, LZW code size and data.
                guard at + 10 <= bytes.count else { return .failure(.truncated(.gif)) }
                let packed = bytes[at + 9]
                var layout = GIFLayout(screenWidth: ImageHeader.littleEndian(bytes, 6, 2), screenHeight: ImageHeader.littleEndian(bytes, 8, 2),
                                       globalColours: globalColours, transparentIndex: transparentIndex,
                                       left: ImageHeader.littleEndian(bytes, at + 1, 2), top: ImageHeader.littleEndian(bytes, at + 3, 2),
                                       width: ImageHeader.littleEndian(bytes, at + 5, 2), height: ImageHeader.littleEndian(bytes, at + 7, 2),
                                       interlaced: packed & 0x40 != 0, localColours: nil, codeSizeAt: 0)
                at += 10
                if packed & 0x80 != 0 {
                    let end = at + 3 << (Int(packed & 7) + 1)
                    layout.localColours = at..<end
                    at = end
                }
                layout.codeSizeAt = at
                at += 1
                guard layout.width > 0, layout.height > 0 else { return .failure(.malformed(.gif)) }
                guard skipSubBlocks() else { return .failure(.truncated(.gif)) }
                return .success(layout)
            default:  // The trailer (0x3B) before any frame, or a block that is none of GIF's.
                return .failure(.malformed(.gif))
            }
        }
    }

    /// The canvas a browser draws the first frame on: the screen, grown to hold the frame.
    package var canvasWidth: Int { max(screenWidth, left + width) }
    package var canvasHeight: Int { max(screenHeight, top + height) }
}
