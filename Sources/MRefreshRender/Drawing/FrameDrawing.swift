import MRefreshCore

/// Something that draws planned frames: the indicator alone (``FrameRenderer``) or a whole scroll view
/// around it (``ScrollViewPreview``).
package protocol FrameDrawing: Sendable {
    /// The canvas size in points (pixels at scale 1).
    var canvas: Size { get }
    /// The pixel size of a frame at `scale`.
    func pixelSize(scale: Int) -> (width: Int, height: Int)
    /// The frame drawn at `scale` (a whole scale, or a density like Android's 1.5), on a new surface.
    func render(_ frame: FrameSpec, scale: Double) throws -> ImageSurface
}

extension FrameDrawing {
    package func pixelSize(scale: Int) -> (width: Int, height: Int) {
        canvas.pixelSize(scale: Double(scale))
    }

    /// The frame drawn at a whole `scale` (1, 2, 3…).
    package func render(_ frame: FrameSpec, scale: Int) throws -> ImageSurface {
        try render(frame, scale: Double(scale))
    }
}

extension Size {
    /// The pixels a canvas of this size in points covers at `scale`, each side rounded.
    package func pixelSize(scale: Double) -> (width: Int, height: Int) {
        (Int((width * scale).rounded()), Int((height * scale).rounded()))
    }

    /// The pixels a canvas of this size in points covers at a whole `scale`.
    package func pixelSize(scale: Int) -> (width: Int, height: Int) {
        pixelSize(scale: Double(scale))
    }
}
