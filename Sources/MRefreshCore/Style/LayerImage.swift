/// A raster image a layer draws (an SVG `<image>`, or a pattern's tile): its encoded bytes, checked but not
/// decoded (decoding is the renderer's), and where its pixels go.
package struct LayerImage: Hashable, Sendable {
    /// The encoded image, shared by every frame and every copy of the layer: compared and hashed by
    /// identity, so display lists stay cheap to compare.
    package final class Data: Hashable, Sendable {
        package let format: ImageHeader.Format
        package let bytes: [UInt8]
        package let width: Int
        package let height: Int
        /// The image as the document names it (a file name, or a data URL's first characters), for warnings.
        package let reference: String

        package init(format: ImageHeader.Format, bytes: [UInt8], width: Int, height: Int, reference: String = "") {
            (self.format, self.bytes, self.width, self.height, self.reference) = (format, bytes, width, height, reference)
        }

        /// Bytes its decoded pixels take (4 a pixel).
        package var decodedBytes: Int { width * height * 4 }

        package static func == (a: Data, b: Data) -> Bool { a === b }
        package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    package var data: Data
    /// Image pixels (0…width, 0…height) → the layer's units.
    package var transform: AffineTransform
    /// Whether it is scaled smoothly (bilinear), or to the nearest pixel (`image-rendering: pixelated`,
    /// `optimizeSpeed`, `crisp-edges`).
    package var smooth: Bool

    package init(data: Data, transform: AffineTransform, smooth: Bool) {
        (self.data, self.transform, self.smooth) = (data, transform, smooth)
    }
}
