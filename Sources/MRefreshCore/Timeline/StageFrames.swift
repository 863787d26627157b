/// How many frames each stage of a render gets; 0 skips a stage.
package typealias StageFrames = PerStage<Int>

extension PerStage where Value == Int {
    /// Creates frame counts; stages not given take a Part 1 render's counts (60 pull frames, 24 loading, 7
    /// closing, no ready or exhausted frames).
    package init(pull: Int = 60, ready: Int = 0, loading: Int = 24, closing: Int = 7, exhausted: Int = 0) {
        self = .of(pull: pull, ready: ready, loading: loading, closing: closing, exhausted: exhausted)
    }

    /// Frames in all stages.
    package var total: Int { values.reduce(0, +) }

    /// The most frames a stage may have; checked before anything is drawn.
    package static var maximum: Int { 10_000 }
}
