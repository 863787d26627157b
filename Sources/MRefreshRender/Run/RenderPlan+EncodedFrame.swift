import MRefreshCore
import MRefreshPNG

extension RenderPlan {
    /// Frame number `number` drawn at `scale` and encoded as its PNG file, in memory: the one path from a
    /// frame to its file's bytes, which a run takes for every frame (``RenderRun``) and the fuzz targets call.
    /// With `sheets`, the frame's pixels also go into its sprite sheet as the encoder reads them.
    package func encodedFrame(_ number: Int, scale: Int) throws -> EncodedFrame {
        try encodedFrame(number, scaleIndex: scales.firstIndex(of: scale) ?? 0, scale: scale, sheets: nil)
    }

    func encodedFrame(_ number: Int, scaleIndex: Int, scale: Int, sheets: SpriteSheetSink?) throws -> EncodedFrame {
        let frame = frames[number]
        let surface = try scene.render(frame, scale: scale)
        let png: [UInt8], sha256: String
        if let sheets {
            let encoded = try sheets.encode(surface, number: number, scaleIndex: scaleIndex)
            (png, sha256) = (encoded.png, SHA256.hex(encoded.sha256))
        } else {
            png = try settings.encoder.encode(surface)
            sha256 = SHA256.hexDigest(png)
        }
        return EncodedFrame(task: number * scales.count + scaleIndex, number: number, frame: frame, scale: scale,
                            file: fileName(of: frame, scale: scale), png: png, sha256: sha256,
                            pixelWidth: surface.width, pixelHeight: surface.height)
    }
}
