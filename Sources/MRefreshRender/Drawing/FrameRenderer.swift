import MRefreshCore

/// Draws the frames of one indicator: each frame's ``MRefreshCore/DisplayList`` painted by ``DisplayListPainter``.
///
/// A value type holding only immutable inputs, so many threads can render frames at once; each call
/// makes its own surface.
package struct FrameRenderer: FrameDrawing {
    /// The indicator drawn.
    package let indicator: Indicator

    /// Creates a renderer of `indicator`'s frames.
    package init(_ indicator: Indicator) {
        self.indicator = indicator
    }

    package var canvas: Size { indicator.canvas }

    /// The frame drawn at `scale` (1, 2, 3…, or a density like 1.5): a new surface.
    package func render(_ frame: FrameSpec, scale: Double) throws -> ImageSurface {
        try DisplayListPainter.surface(for: indicator.displayList(for: frame), scale: scale)
    }
}
