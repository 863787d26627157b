/// One drawable part of an indicator: a path, where it came from, and when it starts drawing.
///
/// Several layers make one indicator, like MRefresh's `configurationTimes`.
package struct Layer: Sendable {
    /// A name for people: the element id, the glyph name, or the input's file name.
    package var name: String
    /// The geometry in the source's own units.
    package var path: Path
    /// Segments by kind, as the source wrote them.
    package var segmentCounts: SegmentCounts
    /// Global progress in [0, 1) at which this layer starts drawing (MRefresh's ConfigurationTime).
    package var startTime: Double
    /// Global progress at which this layer is fully drawn (1 unless `--merge` runs one pen through the
    /// layers in turn).
    package var endTime: Double
    /// Whether the source is y-up (SVG-font glyphs); fitting flips it.
    package var isYUp: Bool
    /// The source's own style (an SVG element's), or nil to take the command-line style.
    package var style: LayerStyle?
    /// Where the layer was read from (its file, and the element or glyph that drew it), so that a problem
    /// found later, in fitting or drawing, can be reported where the user can fix it.
    package var source: SourceReference?
    /// Regions the layer is clipped to, in the same units as ``path`` (the nested viewports it lies in,
    /// the clip paths of its element and groups): it shows only where it is inside every one.
    package var clips: [Clip] = []
    /// The groups with an opacity below 1 the layer lies in, outermost first (its own element's opacity is
    /// its style's).
    package var opacityGroups: [OpacityGroup] = []
    /// For a layer an SVG marker draws: when it shows, by its shape's pen; nil for every other layer.
    package var marker: MarkerTiming?
    /// The raster image the layer draws (an SVG `<image>`), fading in as a fill does; its ``path`` is the
    /// image's box.
    package var image: LayerImage?
    /// SVG text, placed in the source's units, which the renderer shapes and draws (``path`` is then
    /// empty); nil for a path layer.
    package var text: TextBlock?

    /// Creates a layer.
    package init(name: String, path: Path, segmentCounts: SegmentCounts = SegmentCounts(), startTime: Double = 0,
                endTime: Double = 1, isYUp: Bool = false, style: LayerStyle? = nil, source: SourceReference? = nil) {
        self.source = source
        self.name = name
        self.path = path
        self.segmentCounts = segmentCounts
        self.startTime = startTime
        self.endTime = endTime
        self.isYUp = isYUp
        self.style = style
    }

    /// The part of global progress `p` this layer draws: clamp((p − t0) / (t1 − t0), 0, 1), eased.
    /// Nothing (0) while p ≤ t0.
    package func localProgress(_ p: Double, easing: Easing = .linear) -> Double {
        Self.localProgress(p, startTime: startTime, endTime: endTime, easing: easing)
    }

    /// clamp((p − t0) / (t1 − t0), 0, 1) through `easing`; 0 while p ≤ t0. When t1 ≤ t0 the layer
    /// appears whole once p passes t0 (and at p = 1).
    package static func localProgress(_ p: Double, startTime: Double, endTime: Double = 1, easing: Easing) -> Double {
        guard p > startTime || p >= 1 else { return 0 }
        guard endTime > startTime else { return 1 }
        return easing(min(max((p - startTime) / (endTime - startTime), 0), 1))
    }
}
