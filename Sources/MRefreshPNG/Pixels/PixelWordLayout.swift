/// How a 32-bit word holds one pixel's scanline bytes, for ``PixelMatchTokens``.
package enum PixelWordLayout: Sendable {
    /// A straight-alpha RGBA pixel: R | G << 8 | B << 16 | A << 24 (Cairo's un-premultiply applied).
    case straightRGBA
    /// An opaque pixel left as Cairo stores it, `0xFFRRGGBB`: with alpha 255 premultiplied and
    /// straight colours are the same, so RGB scanlines need no conversion at all.
    case opaqueRGB

    /// Bytes per pixel in the scanlines: 4 or 3.
    var bytesPerPixel: Int {
        switch self {
        case .straightRGBA: 4
        case .opaqueRGB: 3
        }
    }

    /// The bits of a word that reach the stream (RGB leaves out alpha).
    var streamMask: UInt32 {
        switch self {
        case .straightRGBA: 0xFFFF_FFFF
        case .opaqueRGB: 0x00FF_FFFF
        }
    }

    /// The bits of a word holding the colour without alpha: a match may cover the colour of a
    /// pixel whose alpha differs. RGB streams have no alpha byte to leave out (all bits).
    var colourMask: UInt32 {
        switch self {
        case .straightRGBA: 0x00FF_FFFF
        case .opaqueRGB: 0xFFFF_FFFF
        }
    }

    /// Cairo's opaque `0xFFRRGGBB` (an ``opaqueRGB`` word) as a ``straightRGBA`` word.
    static func straightWord(ofOpaque word: UInt32) -> UInt32 {
        word >> 16 & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | 0xFF00_0000
    }

    /// An opaque ``straightRGBA`` word as Cairo's `0xFFRRGGBB` (an ``opaqueRGB`` word). Inlinable: a sprite
    /// sheet's RGB rows convert every word back with it.
    @inlinable
    package static func opaqueWord(ofStraight word: UInt32) -> UInt32 {
        word << 16 & 0xFF_0000 | word & 0xFF00 | word >> 16 & 0xFF | 0xFF00_0000
    }

    /// The last byte a pixel puts in the stream: alpha for RGBA, blue for RGB.
    @inline(__always)
    func lastByte(of word: UInt32) -> UInt8 {
        switch self {
        case .straightRGBA: UInt8(truncatingIfNeeded: word >> 24)
        case .opaqueRGB: UInt8(truncatingIfNeeded: word)
        }
    }
}
