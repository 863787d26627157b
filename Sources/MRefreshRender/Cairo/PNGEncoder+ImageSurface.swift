import MRefreshPNG

extension PNGEncoder {
    /// The PNG file of `surface`'s pixels, read in place (``MRefreshRender/ImageSurface/withPixels(_:)``).
    ///
    /// - Throws: ``MRefreshRender/RenderError`` wrapping the encoder's ``PNGError`` for a surface whose size cannot be a PNG.
    package func encode(_ surface: ImageSurface) throws(RenderError) -> [UInt8] {
        try surface.withPixels { pixels throws(RenderError) in
            do throws(PNGError) {
                return try encode(pixels, width: surface.width, height: surface.height)
            } catch {
                throw RenderError(error)
            }
        }
    }
}
