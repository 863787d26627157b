/// One frame, ready to paint: the background, the whole indicator's transform and opacity, and per layer
/// its transform, opacity and the fills and strokes to paint, in order (MRefresh.docc/DesignPipeline.md).
///
/// Painting policy (a fill fading in, the pen of a filled-only layer, trimming) has been applied: a sink
/// paints what is listed and nothing else, so every sink agrees. No pixels, no Cairo.
public struct DisplayList: Hashable, Sendable {
    /// What a fill or stroke is painted with.
    package enum Paint: Hashable, Sendable {
        case color(Color)
        /// A gradient and its placement: gradient space → the layer's canvas space.
        case gradient(Gradient, transform: AffineTransform)
        /// A pattern's tile repeated, placed by `transform` (pattern space → the layer's canvas space), at
        /// an opacity.
        case pattern(PatternTile, transform: AffineTransform, opacity: Double)
    }

    /// How a stroke is drawn.
    package struct Stroke: Hashable, Sendable {
        /// In canvas points (scaled by the layer's and the indicator's transforms), or pen-space units
        /// under ``transform``.
        package var width: Double
        package var cap: LineCap
        package var join: LineJoin
        /// On, off, on, off… lengths, in the units of ``width``; empty for a solid stroke. Each subpath
        /// starts its dashes afresh, ``dashOffset`` into the pattern.
        package var dashes: [Double]
        package var dashOffset: Double
        /// Miter joins longer than this many widths are bevelled.
        package var miterLimit: Double
        /// Pen space → canvas points (a linear map with determinant ±1) when the pen is not round: the
        /// width and dashes are measured in pen space; nil for canvas points.
        package var transform: AffineTransform?

        /// Creates a stroke; a solid one with a round pen unless told otherwise.
        package init(width: Double, cap: LineCap, join: LineJoin, dashes: [Double] = [], dashOffset: Double = 0,
                    miterLimit: Double = 10, transform: AffineTransform? = nil) {
            self.width = width
            self.cap = cap
            self.join = join
            self.dashes = dashes
            self.dashOffset = dashOffset
            self.miterLimit = miterLimit
            self.transform = transform
        }
    }

    /// A line of text to shape and draw.
    package struct TextRun: Hashable, Sendable {
        package var text: String
        /// A Pango font description.
        package var font: String
        /// Canvas points: the start, centre or end of the line by ``alignment``; vertically its middle.
        package var position: Point
        package var alignment: TextSpec.Alignment
        package var color: Color
    }

    /// One painting operation, in canvas points.
    package enum Operation: Hashable, Sendable {
        case fill(Path, Paint, FillRule)
        case stroke(Path, Paint, Stroke)
        case text(TextRun)
        /// A raster image, its pixels placed by its transform (pixels → canvas points), at an opacity.
        case image(LayerImage, opacity: Double)
        /// SVG text, in its document's units placed on the canvas by `transform`, its paints' alphas
        /// multiplied by `share` (the text fades in as fills do).
        case glyphs(TextBlock, transform: AffineTransform, share: Double)
    }

    /// One layer's operations, composited as a group when its opacity is below 1.
    package struct Layer: Hashable, Sendable {
        /// Canvas → canvas, applied inside the indicator's transform (identity: the layer rests).
        package var transform: AffineTransform
        package var opacity: Double
        package var operations: [Operation]
        /// Regions the operations are clipped to, in canvas points inside the layer's transform.
        package var clips: [Clip] = []
        /// The groups the layer is composited in, outermost first: consecutive layers that share a group
        /// are drawn together, then composited at its opacity through its mask (whose content is in
        /// canvas points inside the transform of the group's first layer).
        package var groups: [OpacityGroup] = []
    }

    /// The canvas in points.
    public var canvas: Size
    /// Painted under everything, or nil for transparent.
    public var background: Color?
    /// The whole indicator: canvas → canvas, about the drawable frame's centre.
    public var transform: AffineTransform
    /// The whole indicator's opacity; the layers are composited as one group below 1.
    public var opacity: Double
    /// Layers in drawing order; an empty list draws the background only.
    package var layers: [Layer]

    /// Creates a display list.
    package init(canvas: Size, background: Color?, transform: AffineTransform = .identity, opacity: Double = 1,
                layers: [Layer] = []) {
        self.canvas = canvas
        self.background = background
        self.transform = transform
        self.opacity = opacity
        self.layers = layers
    }
}
