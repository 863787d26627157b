import MRefreshSyntax

/// Layers placed into the drawable frame, smoothed and measured once, ready to be trimmed for any
/// progress. This is the geometry half of a render; drawing it is MRefreshRender's job.
package struct IndicatorLayout: Sendable {
    /// One layer in canvas points.
    package struct FittedLayer: Sendable {
        /// The layer's name, from its source.
        package var name: String
        /// Source units → canvas points.
        package var transform: AffineTransform
        /// The fitted, smoothed path, measured.
        package var measure: PathMeasure
        /// Global progress at which the layer starts drawing.
        package var startTime: Double
        /// Global progress at which the layer is fully drawn.
        package var endTime: Double
        /// The source's own style, if any.
        package var style: LayerStyle?
        /// Where the layer was read from, for messages.
        package var source: SourceReference?
        /// Regions it is clipped to, in canvas points.
        package var clips: [Clip] = []
        /// The groups it is composited with, outermost first.
        package var opacityGroups: [OpacityGroup] = []
        /// For a marker's layer: when it shows (``MarkerTiming``).
        package var marker: MarkerTiming?
        /// The image it draws, its pixels placed in canvas points.
        package var image: LayerImage?
        /// SVG text in the source's units (``transform`` places it), drawn by the renderer.
        package var text: TextBlock?

        /// The layer's share of global progress `p`, eased.
        package func localProgress(_ p: Double, easing: Easing) -> Double {
            Layer.localProgress(p, startTime: startTime, endTime: endTime, easing: easing)
        }
    }

    /// The fitted layers, in drawing order.
    package var layers: [FittedLayer]
    /// The drawable frame the layers were fitted into (its centre is the indicator's centre).
    package var frame: Rect

    /// Fits `layers` into `frame`, then smooths each `smooth` times and measures it.
    ///
    /// - Parameters:
    ///   - layers: the loaded layers, in source units.
    ///   - frame: the drawable frame, in canvas points.
    ///   - fit: how the layers share the frame.
    ///   - viewBox: the document's viewBox, used by ``FitMode/viewbox``.
    ///   - preserveAspectRatio: how an SVG document's viewBox goes into the frame (y-down sources only;
    ///     a y-up glyph's box is aspect-fitted and flipped).
    ///   - smooth: de Casteljau halvings of every segment.
    /// - Throws: ``InputError`` at the layer's source, before any work that would not end well: smoothing
    ///   that would make more than ``GeometryLimits/maximumSegments`` segments, or a fit that carries a
    ///   layer beyond ``GeometryLimits/maximumCanvasCoordinate`` (a tiny viewBox or first layer, geometry
    ///   far outside the viewBox).
    package init(layers: [Layer], frame: Rect, fit: FitMode, viewBox: Rect? = nil,
                preserveAspectRatio: SVGPreserveAspectRatio = .default, smooth: Int = 0) throws(InputError) {
        // A y-down document's viewBox goes into the frame as its preserveAspectRatio says; everything else
        // (a glyph's box, the geometry's bounds) is aspect-fitted. One transform is computed either way.
        let transforms: [AffineTransform]
        if fit == .viewbox, let viewBox, !(layers.first?.isYUp ?? false) {
            let placement = preserveAspectRatio.transform(viewBox: viewBox, into: frame)
            transforms = layers.map { _ in placement }
        } else {
            // What shows is fitted: geometry clipped away does not count.
            transforms = Fitting.transforms(bounds: layers.map(\.visibleBounds), into: frame, mode: fit, viewBox: viewBox,
                                            flipY: layers.map(\.isYUp))
        }
        try self.init(layers: layers, frame: frame, placements: transforms, fit: fit, smooth: smooth)
    }

    /// Places `layers` by `placements` (one per layer) rather than fitting them: the frames of an animated
    /// input, which keep its first frame's placement so that what moves is the animation, not the fit.
    package init(layers: [Layer], frame: Rect, placements transforms: [AffineTransform], fit: FitMode, smooth: Int) throws(InputError) {
        let segments = layers.reduce(0) { $0 + $1.path.segmentCount }
        // Smoothing multiplies segments by 2^smooth; checked before a single one is split.
        if smooth > 0, segments > GeometryLimits.maximumSegments >> min(smooth, 62) {
            let largest = layers.max { $0.path.segmentCount < $1.path.segmentCount }
            throw Self.reference(largest).error(
                .layer(.smoothingTooFine(times: smooth, segments: segments, limit: GeometryLimits.maximumSegments)))
        }
        self.frame = frame
        var fitted: [FittedLayer] = []
        fitted.reserveCapacity(layers.count)
        for (layer, transform) in zip(layers, transforms) {
            let placed = layer.path.transformed(by: transform)
            // A fit can scale far up (a tiny viewBox, or a tiny first layer with the fit mode first) and carry
            // other geometry beyond what can be measured and drawn.
            let reach = placed.largestCoordinate
            guard transform.coefficients.allSatisfy(\.isFinite), reach <= GeometryLimits.maximumCanvasCoordinate else {
                let scale = [transform.a, transform.b, transform.c, transform.d].map(abs).max() ?? 0
                throw Self.reference(layer).error(.layer(.fittedOutOfRange(layer: layer.name, fit: fit, scale: scale, reach: reach)))
            }
            fitted.append(FittedLayer(name: layer.name, transform: transform,
                                      measure: PathMeasure(placed.smoothed(times: smooth)),
                                      startTime: layer.startTime, endTime: layer.endTime, style: layer.style,
                                      source: layer.source, clips: layer.clips.map { $0.transformed(by: transform) },
                                      opacityGroups: layer.opacityGroups.map { $0.transformed(by: transform) },
                                      marker: layer.marker,
                                      image: layer.image.map { LayerImage(data: $0.data, transform: $0.transform.then(transform),
                                                                           smooth: $0.smooth) }, text: layer.text))
        }
        self.layers = fitted
    }

    /// Where to report a problem with `layer`: its source, or its name when it has none.
    static func reference(_ layer: Layer?) -> SourceReference {
        layer?.source ?? SourceReference(file: layer?.name ?? "mrefresh")
    }

    /// What each layer draws at global progress `p`: its trimmed path and its local progress.
    package func drawn(at p: Double, trim: TrimMode, easing: Easing) -> [(path: Path, local: Double)] {
        layers.map { layer in
            let local = layer.localProgress(p, easing: easing)
            return (layer.measure.trimmed(to: local, mode: trim), local)
        }
    }
}
