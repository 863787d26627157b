/// An indicator's stages laid end to end on one axis of frames at the spec's fps, as vector exports
/// (Lottie, AnimatedVectorDrawable) carry them: the instants at which every animated property is sampled.
///
/// The pull and the exhausted stage are placed one frame per PNG frame (the same ``FrameSpec``s, so
/// frame i of the pull is PNG frame i; the pull is played by progress, its pace is a preview). The timed
/// stages are sampled at every frame of their own time: the ready transition over the ready duration, one
/// loading loop over its period (its last instant is its first again), the end animation over its
/// duration. Each stage starts on a whole frame, one frame after the previous one ends.
package struct VectorTimeline: Hashable, Sendable {
    /// One sampled instant: a frame on the axis and what the indicator shows then.
    package struct Sample: Hashable, Sendable {
        package var time: Double
        package var frame: FrameSpec
    }

    /// One stage on the axis.
    package struct Segment: Hashable, Sendable {
        package var stage: Stage
        /// The frame the stage starts at.
        package var start: Double
        /// Its length in frames (0 for a single instant).
        package var duration: Double
        /// Whether it repeats (loading).
        package var loops: Bool
        /// The instants sampled, in order.
        package var samples: [Sample]
    }

    /// Frames per second of the axis.
    package var fps: Double
    /// The stages that have frames, in order.
    package var segments: [Segment]

    /// The first frame after the last stage.
    package var end: Double { (segments.last.map { $0.start + $0.duration } ?? 0).rounded(.up) + 1 }

    /// Lays out the stages of `timeline` (an ``Indicator/timeline()``) on an axis of `fps` frames a second.
    package init(_ timeline: Timeline, fps: Double) {
        self.fps = fps
        segments = []
        var next = 0.0
        for stage in Stage.allCases {
            let clip = timeline.stages[stage]
            let frames = clip.frames
            guard let first = frames.first else { continue }
            var segment = Segment(stage: stage, start: next, duration: 0, loops: clip.loops, samples: [])
            // The seconds a timed stage takes: its keyframes stand at t seconds (loading) or at t over them.
            if let seconds = clip.seconds, seconds > 0, frames.count > 1 {
                segment.duration = seconds * fps
                var offsets = (0...Int(segment.duration.rounded(.down))).map(Double.init)
                if offsets.last != segment.duration { offsets.append(segment.duration) }
                // Sample times exactly, offset/fps (a sample 2.4 s into the loop lands on a 1.8 s loop's key
                // at 0.6 s); floating point where the microseconds pass what Int holds.
                let rate = Rational(approximating: fps), length = Rational(approximating: seconds)
                segment.samples = offsets.enumerated().map { index, offset in
                    var frame = first
                    let isEnd = index == offsets.count - 1
                    // The last sample is the stage's end: a whole number of frames, or the duration itself.
                    let exact = isEnd ? length : Rational(Int(offset))?.divided(by: rate ?? .zero)
                    let t = exact?.doubleValue ?? (isEnd ? seconds : offset / fps)
                    switch stage {
                    case .loading:
                        // The loop's last instant is its end, not its start again: keys reach it (a turn ends
                        // at 360°, not back at 0°), and the loop's first instant shows the same.
                        frame.exactPosition = exact
                        frame.endsLoop = isEnd
                        frame.position = isEnd && exact == nil ? t.nextDown : t
                        frame.time = t
                    case .ready, .closing:
                        let share = exact.flatMap { e in length.flatMap { e.divided(by: $0) } }
                        frame.exactPosition = share
                        frame.position = share?.doubleValue ?? t / seconds
                        if stage == .closing { frame.time = t }
                    case .pull, .exhausted:
                        break
                    }
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
