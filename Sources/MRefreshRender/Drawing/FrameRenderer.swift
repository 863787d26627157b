import MRefreshCore

/// Draws the frames of one indicator: its layout trimmed to each frame's progress, each layer painted with
/// its style, shown with the frame's appearance (opacity, scale, rotation around the indicator's centre).
///
/// A stroked layer is drawn on by trimming its stroke; its fill, if any, fades in over the last part of
/// its progress. A layer that is only filled is drawn on by a pen tracing its outline in the fill colour,
/// and over the last part of its progress the fill fades in while the pen fades out, so at progress 1 the
/// frame is the icon exactly as designed (DESIGN.md §5).
///
/// A value type holding only immutable inputs, so many threads can render frames at once; each call
/// makes its own surface.
public struct FrameRenderer: FrameDrawing {
    /// The fitted, measured layers.
    public let layout: IndicatorLayout
    /// The canvas size in points (pixels at scale 1).
    public let canvas: Size
    /// Each layer's style as drawn: its own or the default, overridden by the options, line width in
    /// canvas points.
    public let styles: [LayerStyle]
    /// The colour painted under everything, or nil for a transparent background.
    public let background: Color?
    public let trim: TrimMode
    public let easing: Easing

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - style: the style of layers whose source has none (path data, glyphs).
    ///   - overrides: properties set on the command line, applied to every layer.
    /// - Throws: ``InputError`` at a layer's source when its style, placed on the canvas, cannot be drawn:
    ///   a line width or a gradient beyond ``GeometryLimits`` (a huge `stroke-width`, a gradient scaled far
    ///   up by the fit). Checked here, before any frame is drawn or written.
    public init(layout: IndicatorLayout, canvas: Size, style: LayerStyle, overrides: StyleOverrides = StyleOverrides(),
                background: Color?, trim: TrimMode, easing: Easing) throws(InputError) {
        self.layout = layout
        self.canvas = canvas
        var styles: [LayerStyle] = []
        for layer in layout.layers {
            let resolved = overrides.applied(to: layer.style ?? style).resolved(for: layer.transform)
            if let problem = Self.problem(with: resolved, placement: layer.transform) {
                let source = layer.source ?? SourceReference(file: layer.name)
                throw source.error("layer '\(layer.name)' cannot be drawn on the canvas: \(problem)")
            }
            styles.append(resolved)
        }
        self.styles = styles
        self.background = background
        self.trim = trim
        self.easing = easing
    }

    /// What makes `style` undrawable once its layer is placed by `placement`, or nil when it can be drawn.
    static func problem(with style: LayerStyle, placement: AffineTransform) -> String? {
        let limit = GeometryLimits.maximumCanvasCoordinate
        guard abs(style.lineWidth) <= limit else {
            return "its stroke width is \(GeometryLimits.text(style.lineWidth)) canvas points, beyond \(GeometryLimits.maximumCanvasCoordinateText)"
        }
        for gradient in [style.fillGradient, style.strokeGradient].compactMap({ $0 }) {
            let onCanvas = gradient.transform.then(placement)
            let values: [Double], points: [Point], radii: [Double]
            switch gradient.shape {
            case let .linear(x1, y1, x2, y2):
                (values, points, radii) = ([x1, y1, x2, y2], [Point(x1, y1), Point(x2, y2)], [])
            case let .radial(cx, cy, r, fx, fy, fr):
                (values, points, radii) = ([cx, cy, r, fx, fy, fr], [Point(cx, cy), Point(fx, fy)], [r, fr])
            }
            // Where the gradient's unit square, its points and its circles land on the canvas.
            let stretch = [onCanvas.a, onCanvas.b, onCanvas.c, onCanvas.d].map(abs).max() ?? 0
            let corners = ([Point(0, 0), Point(1, 0), Point(0, 1)] + points).map { onCanvas.apply($0) }
                + radii.map { Point(abs($0) * stretch, 0) }
            guard values.allSatisfy(GeometryLimits.contains), onCanvas.coefficients.allSatisfy(\.isFinite),
                  corners.allSatisfy({ abs($0.x) <= limit && abs($0.y) <= limit }), onCanvas.inverted != nil else {
                return "its gradient lies beyond \(GeometryLimits.maximumCanvasCoordinateText) canvas points or cannot be inverted"
            }
        }
        return nil
    }

    /// Each layer's placement and stroke width, for the manifest.
    public var manifestLayers: [Manifest.Layer] {
        zip(layout.layers, styles).map { Manifest.Layer(name: $0.name, transform: $0.transform, lineWidth: $1.lineWidth) }
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
        let drawn = layout.drawn(at: frame.progress, trim: trim, easing: easing)
        try withOpacity(appearance.opacity, context) {
            for (index, layer) in drawn.enumerated() where layer.local > 0 {
                let style = styles[index]
                try withOpacity(style.opacity, context) {
                    try paint(layer.path, whole: layout.layers[index].measure.path, local: layer.local, style: style,
                              placement: layout.layers[index].transform, context)
                }
            }
        }
        try context.checkStatus("drawing a frame")
        return surface
    }

    /// Paints one layer at local progress `local`: `path` is its trimmed part, `whole` the full outline.
    ///   - placement: the layer's source → canvas transform, which gradients (in source space) follow.
    private func paint(_ path: Path, whole: Path, local: Double, style: LayerStyle, placement: AffineTransform,
                       _ context: GraphicsContext) throws {
        context.lineWidth = style.lineWidth
        context.lineCap = style.lineCap
        context.lineJoin = style.lineJoin
        context.fillRule = style.fillRule
        let fillShare = style.fill == nil ? 0 : style.fillOpacity(atLocalProgress: local)
        if let fill = style.fill, fillShare > 0 {
            try context.addPath(whole)
            if let gradient = style.fillGradient {
                try context.setSource(gradient.withOpacity(fillShare), transform: gradient.transform.then(placement))
            } else {
                try context.setSource(fill.withOpacity(fillShare))
            }
            try context.fill()
        }
        guard !path.isEmpty else { return }
        if let stroke = style.stroke {
            try context.addPath(path)
            if let gradient = style.strokeGradient {
                try context.setSource(gradient, transform: gradient.transform.then(placement))
            } else {
                try context.setSource(stroke)
            }
            try context.stroke()
        } else if let fill = style.fill, fillShare < 1 {
            // A filled-only layer: the pen traces the outline in the fill colour, fading as the fill comes in.
            // Without a width of its own, the pen is a fiftieth of the frame (at least one point).
            if style.lineWidth <= 0 {
                context.lineWidth = max(1, min(layout.frame.width, layout.frame.height) / 50)
            }
            try context.addPath(path)
            try context.setSource(fill.withOpacity(1 - fillShare))
            try context.stroke()
        }
    }

    /// Runs `body` inside a group composited at `opacity`, or straight onto the surface when opaque.
    private func withOpacity(_ opacity: Double, _ context: GraphicsContext, _ body: () throws -> Void) throws {
        if opacity < 1 {
            try context.drawGroup(opacity: opacity, body)
        } else {
            try body()
        }
    }
}
