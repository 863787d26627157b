/// A rendered indicator's frames as an app picks them: per stage, how many frames there are, how one is
/// picked, and the numbers picking needs (each pull frame's pull distance, a timed stage's seconds).
///
/// The one home of frame picking: the preview page and the web runtime run the same rules from
/// `Sources/MRefreshRender/Web/machine.js`, and `MachineDifferentialTests` holds the two to the same frames.
/// Read from a manifest with ``init(manifest:scale:)``, or written out as data (the SwiftPM plugin's tables).
public struct FrameTable: Hashable, Sendable {
    /// One frame: its stage and its place in the stage.
    public struct Frame: Hashable, Sendable {
        /// The stage the frame belongs to.
        public var stage: Stage
        /// From 0.
        public var index: Int

        /// Creates a frame reference.
        public init(stage: Stage, index: Int) {
            self.stage = stage
            self.index = index
        }

        /// The frame's name at every scale, `<stage>_<index>` with four digits: `pull_0007` for
        /// `pull_0007.png` and `pull_0007@2x.png`.
        public var name: String { FrameTable.frameName(prefix: stage.rawValue, index: index) }
    }

    /// One stage's frames.
    public struct StageFrames: Hashable, Sendable {
        /// The stage.
        public var stage: Stage
        /// How the frame to show is chosen: by pull progress, by time, or the one frame.
        public var pick: FramePick
        /// Whether the stage plays in a loop (loading).
        public var loops: Bool
        /// The stage's length in seconds: the loading period, the end animation's, the ready transition's;
        /// nil for the pull stage (and a stage with no time of its own).
        public var seconds: Double?
        /// How many frames the stage has.
        public var count: Int
        /// Pull stage: each frame's pull distance in points, ascending; empty for other stages.
        public var pullDistances: [Double]

        /// Creates a stage's table.
        public init(stage: Stage, pick: FramePick, loops: Bool, seconds: Double?, count: Int, pullDistances: [Double] = []) {
            self.stage = stage
            self.pick = pick
            self.loops = loops
            self.seconds = seconds
            self.count = count
            self.pullDistances = pullDistances
        }

        /// The rate the stage's frames play at, in frames a second: a loop's frames spread over its period,
        /// a played-once stage's from its first frame to its last; nil for a stage not played over time.
        public var framesPerSecond: Double? {
            guard let seconds, seconds > 0 else { return nil }
            let steps = loops ? count : count - 1
            return steps > 0 ? Double(steps) / seconds : nil
        }

        /// Frame `index` of the stage.
        public func frame(at index: Int) -> Frame { Frame(stage: stage, index: index) }

        /// The stage's frames in order.
        public var frames: [Frame] { (0..<max(count, 0)).map(frame(at:)) }

        /// The frame shown `seconds` after the stage began: a loop wraps around, a stage played once holds
        /// its last frame, a stage not played over time shows its first; nil when it has no frames.
        public func frame(atSeconds seconds: Double) -> Frame? {
            guard count > 0 else { return nil }
            guard let rate = framesPerSecond, seconds.isFinite, seconds > 0 else { return frame(at: 0) }
            // Frame i shows from i / rate; the slack keeps 0.05 s at 60 fps on frame 3, not 2.
            let step = seconds * rate + 1e-9
            // Past 10¹⁵ frames a Double no longer tells one frame from the next: a loop restarts.
            guard step < 1e15 else { return frame(at: loops ? 0 : count - 1) }
            // Int(_:) rounds a positive step down (JavaScript's Math.floor).
            let index = Int(step)
            return frame(at: loops ? index % count : min(index, count - 1))
        }

        /// The pull frame shown at a pull of `distance` points: the one with the largest pull distance not
        /// above it; nil before the first.
        public func frame(forPullDistance distance: Double) -> Frame? {
            // Binary search for the first distance above `distance`; NaN is above none.
            var low = 0, high = pullDistances.count
            while low < high {
                let middle = (low + high) / 2
                if pullDistances[middle] <= distance { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : frame(at: low - 1)
        }
    }

    /// The stages with frames, in the order the machine enters them.
    public var stages: [StageFrames]

    /// Creates a table from its stages.
    public init(stages: [StageFrames]) {
        self.stages = stages
    }

    /// The frames of `stage`, or nil when the indicator has none.
    public func frames(of stage: Stage) -> StageFrames? {
        stages.first { $0.stage == stage }
    }

    /// The pull frame an app shows at a pull of `distance` points, or nil (before the first, or no pull stage).
    public func frame(forPullDistance distance: Double) -> Frame? {
        frames(of: .pull)?.frame(forPullDistance: distance)
    }

    /// The frame of `stage` an app shows `seconds` after the stage began, or nil when it has no frames.
    public func frame(in stage: Stage, atSeconds seconds: Double) -> Frame? {
        frames(of: stage)?.frame(atSeconds: seconds)
    }

    /// The frame on screen in `state`: pulling shows the pull frame for `pull` (or the ready transition while
    /// it plays back), ready plays its transition `readySeconds` in, loading and closing play by
    /// `secondsInState`, exhausted shows its frame; idle shows none.
    public func frame(in state: RefreshState, pull: Double, secondsInState: Double, readySeconds: Double) -> Frame? {
        let ready = frames(of: .ready)
        switch state {
        case .pulling:
            return ready != nil && readySeconds > 0 ? ready!.frame(atSeconds: readySeconds) : frame(forPullDistance: pull)
        case .ready:
            return ready.map { $0.frame(atSeconds: readySeconds) } ?? frame(forPullDistance: pull)
        case .loading: return frame(in: .loading, atSeconds: secondsInState)
        case .closing: return frame(in: .closing, atSeconds: secondsInState)
        case .exhausted: return frame(in: .exhausted, atSeconds: secondsInState)
        case .idle: return nil
        }
    }

    /// When the closing stage's last frame has shown for one frame's time, in seconds after closing began:
    /// an app's closing ends when its end animation does. Nil without a timed closing stage.
    public var closingEnd: Double? {
        guard let closing = frames(of: .closing), let seconds = closing.seconds, seconds > 0 else { return nil }
        let steps = Double(max(closing.count - 1, 1))
        return seconds * (steps + 1) / steps
    }

    /// What a file of the appearance named `appearance` carries after its name, before the scale:
    /// nothing for `light` (its files keep the names they always had), `~dark`, `~high-contrast`,
    /// `~dark-high-contrast` for the others (`pull_0000~dark@2x.png`).
    public static func appearanceSuffix(_ appearance: String) -> String {
        appearance == "light" ? "" : "~" + appearance
    }

    /// `<prefix>_<index>`, the index zero-padded to four digits: a frame's name at every scale.
    public static func frameName(prefix: String, index: Int) -> String {
        let number = String(index)
        return "\(prefix)_" + String(repeating: "0", count: max(0, 4 - number.count)) + number
    }
}
