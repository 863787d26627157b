/// One stage of a timeline as an app plays it: its frames in order, its seconds, whether it loops, and how
/// the frame to show is picked (MRefresh.docc/DesignRefreshMachine.md).
package struct StageClip: Hashable, Sendable {
    /// How an app chooses the frame of a stage to show.
    package typealias Pick = FramePick

    /// The stage's frames in order (frame i has ``FrameSpec/index`` i); none skips the stage.
    package var frames: [FrameSpec]
    /// The stage's length in seconds where it has a time of its own: the ready transition's, the loading
    /// period, the end animation's duration; nil for the pull (placed by pull distance) and exhausted.
    package var seconds: Double?
    /// Whether the stage repeats while its state lasts (loading).
    package var loops: Bool
    /// How an app picks the frame to show.
    package var pick: Pick

    /// Creates a clip.
    package init(frames: [FrameSpec], seconds: Double?, loops: Bool, pick: Pick) {
        self.frames = frames
        self.seconds = seconds
        self.loops = loops
        self.pick = pick
    }

    /// A clip of `stage` as every stage of that kind plays: loading loops and is picked by time; the pull
    /// by pull distance, ready as a transition, closing by time, once; exhausted by state.
    package init(_ stage: Stage, frames: [FrameSpec] = [], seconds: Double? = nil) {
        self.init(frames: frames, seconds: seconds, loops: Self.looping[stage], pick: Self.picks[stage])
    }

    /// How each stage's frames are picked.
    package static let picks = FramePick.ofStage

    /// Which stages loop: loading alone.
    package static let looping = PerStage<Bool>(pull: false, ready: false, loading: true, closing: false, exhausted: false)

    /// How long each frame shows when the clip plays by itself (an animated PNG, an Android animation
    /// list): a loop's period shared by its frames, a once-played stage's seconds by the steps between its
    /// frames; nil when the stage has no seconds of its own or they are 0 (a player takes its preview rate).
    package var frameSeconds: Double? {
        guard let seconds, seconds > 0, !frames.isEmpty else { return nil }
        return loops ? seconds / Double(frames.count) : seconds / Double(max(1, frames.count - 1))
    }
}
