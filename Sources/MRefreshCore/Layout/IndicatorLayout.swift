/// Layers placed into the drawable frame, smoothed and measured once, ready to be trimmed for any
/// progress. This is the geometry half of a render; drawing it is MRefreshRender's job.
public struct IndicatorLayout: Sendable {
    /// One layer in canvas points.
    public struct FittedLayer: Sendable {
        /// The layer's name, from its source.
        public var name: String
        /// Source units → canvas points.
        public var transform: AffineTransform
        /// The fitted, smoothed path, measured.
        public var measure: PathMeasure
        /// Global progress at which the layer starts drawing.
        public var startTime: Double
        /// Global progress at which the layer is fully drawn.
        public var endTime: Double
        /// The source's own style, if any.
        public var style: LayerStyle?

        /// The layer's share of global progress `p`, eased.
        public func localProgress(_ p: Double, easing: Easing) -> Double {
            Layer.localProgress(p, startTime: startTime, endTime: endTime, easing: easing)
        }
    }

    /// The fitted layers, in drawing order.
    public var layers: [FittedLayer]
    /// The drawable frame the layers were fitted into (its centre is the indicator's centre).
    public var frame: Rect

    /// Fits `layers` into `frame`, then smooths each `smooth` times and measures it.
    ///
    /// - Parameters:
    ///   - viewBox: the document's viewBox, used by ``FitMode/viewbox``.
    ///   - preserveAspectRatio: how an SVG document's viewBox goes into the frame (y-down sources only;
    ///     a y-up glyph's box is aspect-fitted and flipped).
    public init(layers: [Layer], frame: Rect, fit: FitMode, viewBox: Rect? = nil,
                preserveAspectRatio: SVGPreserveAspectRatio = .default, smooth: Int = 0) {
        var transforms = Fitting.transforms(bounds: layers.map(\.path.bounds), into: frame, mode: fit,
                                            viewBox: viewBox, flipY: layers.map(\.isYUp))
        if fit == .viewbox, let viewBox, !(layers.first?.isYUp ?? false) {
            let placement = preserveAspectRatio.transform(viewBox: viewBox, into: frame)
            transforms = layers.map { _ in placement }
        }
        self.frame = frame
        self.layers = zip(layers, transforms).map { layer, transform in
            let fitted = layer.path.transformed(by: transform).smoothed(times: smooth)
            return FittedLayer(name: layer.name, transform: transform, measure: PathMeasure(fitted),
                               startTime: layer.startTime, endTime: layer.endTime, style: layer.style)
        }
    }

    /// What each layer draws at global progress `p`: its trimmed path and its local progress.
    public func drawn(at p: Double, trim: TrimMode, easing: Easing) -> [(path: Path, local: Double)] {
        layers.map { layer in
            let local = layer.localProgress(p, easing: easing)
            return (layer.measure.trimmed(to: local, mode: trim), local)
        }
    }
}
