/// Cairo's un-premultiply written out independently of the encoder (division, no table), to check the
/// bytes an external decoder sees.
enum CairoReference {
    /// The 8-bit samples Cairo's PNG writer stores for premultiplied `0xAARRGGBB` pixels: RGB when
    /// every alpha is 255, RGBA otherwise (cairo-png.c, `unpremultiply_data`).
    static func samples(of pixels: [UInt32]) -> (channels: Int, bytes: [UInt8]) {
        let opaque = pixels.allSatisfy { $0 >> 24 == 255 }
        var bytes: [UInt8] = []
        for pixel in pixels {
            let a = Int(pixel >> 24)
            let rgb = [Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)]
            if opaque {
                bytes += rgb.map { UInt8($0) }
            } else if a == 0 {
                bytes += [0, 0, 0, 0]
            } else {
                bytes += rgb.map { UInt8(truncatingIfNeeded: ($0 * 255 + a / 2) / a) } + [UInt8(a)]
            }
        }
        return (opaque ? 3 : 4, bytes)
    }
}
