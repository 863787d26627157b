/// A raster image a layer draws (an SVG `<image>`, or a pattern's tile): its encoded bytes, checked but not
/// decoded (decoding is the renderer's), and where its pixels go.
public struct LayerImage: Hashable, Sendable {
    /// The encoded image, shared by every frame and every copy of the layer: compared and hashed by
    /// identity, so display lists stay cheap to compare.
    public final class Data: Hashable, Sendable {
        public let format: ImageHeader.Format
        public let bytes: [UInt8]
        public let width: Int
        public let height: Int
        /// The image as the document names it (a file name, or a data URL's first characters), for warnings.
        public let reference: String

        public init(format: ImageHeader.Format, bytes: [UInt8], width: Int, height: Int, reference: String = "") {
            (self.format, self.bytes, self.width, self.height, self.reference) = (format, bytes, width, height, reference)
        }

        /// Bytes its decoded pixels take (4 a pixel).
        public var decodedBytes: Int { width * height * 4 }

        public static func == (a: Data, b: Data) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    public var data: Data
    /// Image pixels (0…width, 0…height) → the layer's units.
    public var transform: AffineTransform
    /// Whether it is scaled smoothly (bilinear), or to the nearest pixel (`image-rendering: pixelated`,
    /// `optimizeSpeed`, `crisp-edges`).
    public var smooth: Bool

    public init(data: Data, transform: AffineTransform, smooth: Bool) {
        (self.data, self.transform, self.smooth) = (data, transform, smooth)
    }
}
