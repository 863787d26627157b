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
    /// Whether the source is y-up (SVG-font glyphs); fitting flips it.
    public var isYUp: Bool

    /// Creates a layer.
    public init(name: String, path: Path, segmentCounts: SegmentCounts = SegmentCounts(), startTime: Double = 0,
                isYUp: Bool = false) {
        self.name = name
        self.path = path
        self.segmentCounts = segmentCounts
        self.startTime = startTime
        self.isYUp = isYUp
    }

    /// The part of global progress `p` this layer draws: clamp((p − t0) / (1 − t0), 0, 1), eased.
    /// Nothing (0) while p ≤ t0.
    public func localProgress(_ p: Double, easing: Easing = .linear) -> Double {
        Self.localProgress(p, startTime: startTime, easing: easing)
    }

    /// clamp((p − t0) / (1 − t0), 0, 1) through `easing`; 0 while p ≤ t0. A start time of 1 or more
    /// draws the layer whole at p = 1 only.
    public static func localProgress(_ p: Double, startTime: Double, easing: Easing) -> Double {
        guard p > startTime else { return 0 }
        guard startTime < 1 else { return p >= 1 ? 1 : 0 }
        return easing(min(max((p - startTime) / (1 - startTime), 0), 1))
    }
}
