/// One drawable part of an indicator: a path, where it came from, and when it starts drawing.
///
/// Several layers make one indicator, like MRefresh's `configurationTimes`.
public struct Layer: Sendable {
    /// A name for people: the element id, the glyph name, or the input's file name.
    public var name: String
    /// The geometry in the source's own units.
    public var path: Path
    /// Segments by kind, as the source wrote them.
    public var segmentCounts: SegmentCounts
    /// Global progress in [0, 1) at which this layer starts drawing (MRefresh's ConfigurationTime).
    public var startTime: Double
    /// Global progress at which this layer is fully drawn (1 unless `--merge` runs one pen through the
    /// layers in turn).
    public var endTime: Double
    /// Whether the source is y-up (SVG-font glyphs); fitting flips it.
    public var isYUp: Bool
    /// The source's own style (an SVG element's), or nil to take the command-line style.
    public var style: LayerStyle?
    /// Where the layer was read from (its file, and the element or glyph that drew it), so that a problem
    /// found later, in fitting or drawing, can be reported where the user can fix it.
    public var source: SourceReference?
    /// Regions the layer is clipped to, in the same units as ``path`` (the nested viewports it lies in,
    /// the clip paths of its element and groups): it shows only where it is inside every one.
    public var clips: [Clip] = []
    /// The groups with an opacity below 1 the layer lies in, outermost first (its own element's opacity is
    /// its style's).
    public var opacityGroups: [OpacityGroup] = []
    /// For a layer an SVG marker draws: when it shows, by its shape's pen; nil for every other layer.
    public var marker: MarkerTiming?
    /// The raster image the layer draws (an SVG `<image>`), fading in as a fill does; its ``path`` is the
    /// image's box.
    public var image: LayerImage?
    /// SVG text, placed in the source's units, which the renderer shapes and draws (``path`` is then
    /// empty); nil for a path layer.
    public var text: TextBlock?

    /// Creates a layer.
    public init(name: String, path: Path, segmentCounts: SegmentCounts = SegmentCounts(), startTime: Double = 0,
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
    public func localProgress(_ p: Double, easing: Easing = .linear) -> Double {
        Self.localProgress(p, startTime: startTime, endTime: endTime, easing: easing)
    }

    /// clamp((p − t0) / (t1 − t0), 0, 1) through `easing`; 0 while p ≤ t0. When t1 ≤ t0 the layer
    /// appears whole once p passes t0 (and at p = 1).
    public static func localProgress(_ p: Double, startTime: Double, endTime: Double = 1, easing: Easing) -> Double {
        guard p > startTime || p >= 1 else { return 0 }
        guard endTime > startTime else { return 1 }
        return easing(min(max((p - startTime) / (endTime - startTime), 0), 1))
    }
}
