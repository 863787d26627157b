import MRefreshCore

/// Draws the frames of one indicator: its layout trimmed to each frame's progress, painted with a style,
/// shown with the frame's appearance (opacity, scale, rotation around the indicator's centre).
///
/// A value type holding only immutable inputs, so many threads can render frames at once; each call
/// makes its own surface.
public struct FrameRenderer: FrameDrawing {
    /// The fitted, measured layers.
    public let layout: IndicatorLayout
    /// The canvas size in points (pixels at scale 1).
    public let canvas: Size
    public let style: LayerStyle
    /// The colour painted under everything, or nil for a transparent background.
    public let background: Color?
    public let trim: TrimMode
    public let easing: Easing

    /// Creates a renderer.
    public init(layout: IndicatorLayout, canvas: Size, style: LayerStyle, background: Color?, trim: TrimMode,
                easing: Easing) {
        self.layout = layout
        self.canvas = canvas
        self.style = style
        self.background = background
        self.trim = trim
        self.easing = easing
    }

    /// Each layer's placement and the stroke width, for the manifest.
    public var manifestLayers: [Manifest.Layer] {
        layout.layers.map { Manifest.Layer(name: $0.name, transform: $0.transform, lineWidth: style.lineWidth) }
    }

    /// The pixel size of a frame at `scale`.
    public func pixelSize(scale: Int) -> (width: Int, height: Int) {
        (Int((canvas.width * Double(scale)).rounded()), Int((canvas.height * Double(scale)).rounded()))
    }

    /// The frame drawn at `scale` (1, 2, 3…): a new surface.
    public func render(_ frame: PlannedFrame, scale: Int) throws -> ImageSurface {
        let size = pixelSize(scale: scale)
        let surface = try ImageSurface(width: size.width, height: size.height)
        let context = try GraphicsContext(surface: surface)
        if let background { try context.paint(background) }
        let appearance = frame.appearance
        // Special case: a fully shrunk or invisible indicator draws nothing (and a zero scale would make
        // the transform singular).
        guard appearance.opacity > 0, appearance.scale > 0 else { return surface }
        let centre = layout.frame.center
        let placement = AffineTransform.translation(-centre.x, -centre.y)
            .then(.scale(appearance.scale, appearance.scale))
            .then(.rotation(appearance.rotation))
            .then(.translation(centre.x, centre.y))
            .then(.scale(Double(scale), Double(scale)))
        try context.setTransform(placement)
        context.lineWidth = style.lineWidth
        context.lineCap = style.lineCap
        context.lineJoin = style.lineJoin
        context.fillRule = style.fillRule
        let drawn = layout.drawn(at: frame.progress, trim: trim, easing: easing)
        let paintLayers = {
            for (index, layer) in drawn.enumerated() {
                if let fill = style.fill {
                    let opacity = style.fillOpacity(atLocalProgress: layer.local)
                    if opacity > 0 {
                        try context.addPath(layout.layers[index].measure.path)
                        try context.setSource(fill.withOpacity(opacity))
                        try context.fill()
                    }
                }
                if let stroke = style.stroke, !layer.path.isEmpty {
                    try context.addPath(layer.path)
                    try context.setSource(stroke)
                    try context.stroke()
                }
            }
        }
        // Group opacity needs an offscreen group; a fully opaque frame draws straight onto the surface.
        if appearance.opacity < 1 {
            try context.drawGroup(opacity: appearance.opacity, paintLayers)
        } else {
            try paintLayers()
        }
        try context.checkStatus("drawing a frame")
        return surface
    }
}
