/// An indicator's stages laid end to end on one axis of frames at the spec's fps, as vector exports
/// (Lottie, AnimatedVectorDrawable) carry them: the instants at which every animated property is sampled.
///
/// The pull and the exhausted stage are placed one frame per PNG frame (the same ``FrameSpec``s, so
/// frame i of the pull is PNG frame i; the pull is played by progress, its pace is a preview). The timed
/// stages are sampled at every frame of their own time: the ready transition over the ready duration, one
/// loading loop over its period (its last instant is its first again), the end animation over its
/// duration. Each stage starts on a whole frame, one frame after the previous one ends.
public struct VectorTimeline: Hashable, Sendable {
    /// One sampled instant: a frame on the axis and what the indicator shows then.
    public struct Sample: Hashable, Sendable {
        public var time: Double
        public var frame: FrameSpec
    }

    /// One stage on the axis.
    public struct Segment: Hashable, Sendable {
        public var stage: Stage
        /// The frame the stage starts at.
        public var start: Double
        /// Its length in frames (0 for a single instant).
        public var duration: Double
        /// Whether it repeats (loading).
        public var loops: Bool
        /// The instants sampled, in order.
        public var samples: [Sample]
    }

    /// Frames per second of the axis.
    public var fps: Double
    /// The stages that have frames, in order.
    public var segments: [Segment]

    /// The first frame after the last stage.
    public var end: Double { (segments.last.map { $0.start + $0.duration } ?? 0).rounded(.up) + 1 }

    /// Lays out the stages of `frames` (an ``Indicator/timeline()``'s) for `spec`.
    public init(_ frames: [FrameSpec], spec: IndicatorSpec) {
        fps = spec.fps
        segments = []
        var next = 0.0
        for stage in Stage.allCases {
            let frames = frames.filter { $0.stage == stage }
            guard let first = frames.first else { continue }
            var segment = Segment(stage: stage, start: next, duration: 0, loops: stage == .loading, samples: [])
            // The seconds a timed stage takes, and where its keyframes stand after t seconds.
            let timed: (seconds: Double, position: (Double) -> Double)? = switch stage {
            case .ready: (spec.readyDuration, { t in spec.readyDuration > 0 ? t / spec.readyDuration : 1 })
            case .loading: (spec.resolvedLoadingPeriod, { t in t })
            case .closing: (spec.closingDuration, { t in spec.closingDuration > 0 ? t / spec.closingDuration : 1 })
            case .pull, .exhausted: nil
            }
            if let timed, timed.seconds > 0, frames.count > 1 {
                segment.duration = timed.seconds * fps
                var offsets = (0...Int(segment.duration.rounded(.down))).map(Double.init)
                if offsets.last != segment.duration { offsets.append(segment.duration) }
                segment.samples = offsets.map { offset in
                    var frame = first
                    // The loop's last instant is its end, not its start again: keys reach it (a turn ends
                    // at 360°, not back at 0°), and the loop's first instant shows the same.
                    let seconds = stage == .loading && offset == segment.duration ? (offset / fps).nextDown : offset / fps
                    frame.position = timed.position(seconds)
                    if stage != .ready { frame.time = seconds }
                    return Sample(time: next + offset, frame: frame)
                }
            } else {
                segment.duration = Double(frames.count - 1)
                segment.samples = frames.enumerated().map { Sample(time: next + Double($0.offset), frame: $0.element) }
            }
            segments.append(segment)
            next = (segment.start + segment.duration).rounded(.up) + 1
        }
    }
}
