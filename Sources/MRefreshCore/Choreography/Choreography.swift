/// The keyframes of a layer, or of the whole indicator, in each stage (MRefresh.docc/IndicatorFiles.md): per stage a track,
/// or nil where the stage leaves the layer at rest.
///
/// Each stage places its track on its own axis: the pull by pull progress (0…1); the ready transition
/// (0…1; leaving `ready` plays it backwards); loading in seconds within its period (the track's
/// ``KeyframeTrack/end``), looping; the end animation (0…1); the exhausted stage's frames (0…1). The
/// Part 1 animations (`--loading rotate`, `--closing shrink-fade`) are whole-indicator choreographies made
/// by ``ProcessingAnimation`` and ``EndAnimation``: one mechanism.
package typealias Choreography = PerStage<KeyframeTrack?>

extension PerStage where Value == KeyframeTrack? {
    /// Creates a choreography; nil stages rest.
    package init(pull: KeyframeTrack? = nil, ready: KeyframeTrack? = nil, loading: KeyframeTrack? = nil,
                closing: KeyframeTrack? = nil, exhausted: KeyframeTrack? = nil) {
        self = .of(pull: pull, ready: ready, loading: loading, closing: closing, exhausted: exhausted)
    }

    /// Nothing moves.
    package static var still: Choreography { Choreography() }

    /// Whether any keyframe of any stage sets the stroke colour (`stroke`) or the fill colour.
    package func setsColor(stroke: Bool) -> Bool {
        values.contains { track in
            track?.keys.contains { (stroke ? $0.pose.stroke : $0.pose.fill) != nil } ?? false
        }
    }

    /// Whether any stage has keyframes.
    package var isStill: Bool { values.allSatisfy { $0 == nil } }

    /// The pose in `frame`, starting from `rest`.
    ///
    /// Pull frames take the pull track at the frame's progress, then the ready track at its
    /// ``MRefreshCore/FrameSpec/readyTransition`` (a simulation leaving `ready` plays it backwards in pull frames);
    /// ready frames take the ready track from the pose at the end of the pull. Each stage's track is placed
    /// at the frame's ``MRefreshCore/FrameSpec/exactPosition`` where it has one.
    package func pose(in frame: FrameSpec, rest: Pose = .rest) -> Pose {
        switch frame.stage {
        case .pull:
            let pulled = pull.map { Self.pose(of: $0, in: frame, rest: rest) } ?? rest
            guard frame.readyTransition > 0, let ready else { return pulled }
            return ready.pose(at: frame.readyTransition, rest: pulled)
        case .ready:
            let pulled = pull?.pose(at: 1, rest: rest) ?? rest
            return ready.map { Self.pose(of: $0, in: frame, rest: pulled) } ?? pulled
        case .loading, .closing, .exhausted:
            return self[frame.stage].map { Self.pose(of: $0, in: frame, rest: rest) } ?? rest
        }
    }

    /// `track`'s pose at `frame`'s position: exactly where the frame knows it.
    private static func pose(of track: KeyframeTrack, in frame: FrameSpec, rest: Pose) -> Pose {
        guard let exact = frame.exactPosition else { return track.pose(at: frame.position, rest: rest) }
        return track.pose(atExact: exact, endsLoop: frame.endsLoop, rest: rest)
    }
}
