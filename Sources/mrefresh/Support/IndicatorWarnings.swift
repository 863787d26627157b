import MRefreshCore
import MRefreshRender

/// What render warns about an indicator besides ``Indicator/warningsBeforeDrawing(hasClock:)``: an `--fps`
/// that changes no frame count (a CLI option's own warning).
enum IndicatorWarnings {
    /// The warning for `--fps fps` when an indicator file's `stages:` sets the frame count of a stage the
    /// rate would time (ready, loading, closing): those frames stay as many whatever the rate, which is
    /// easy to miss with the file out of sight. `fromFile`: the stages whose counts the file sets (and no
    /// `--…-frames` option replaced). Nil otherwise.
    static func fixedFrameCounts(_ spec: IndicatorSpec, fps: Double?, fromFile: Set<Stage>) -> FixedFrameCounts? {
        guard let fps else { return nil }
        // The stages whose default count is their seconds at --fps.
        var timed: [Stage] = [.loading, .closing]
        if spec.machine.trigger == .release { timed.insert(.ready, at: 0) }
        let fixed = timed.filter { fromFile.contains($0) && spec.frameCounts[$0] != nil }
        guard !fixed.isEmpty else { return nil }
        return FixedFrameCounts(fps: fps, stages: fixed.map { ($0, spec.frameCounts[$0]!) })
    }

    /// `--fps` given, and the stages whose frame counts an indicator file fixes (worded by ``ErrorWording``).
    struct FixedFrameCounts {
        var fps: Double
        var stages: [(stage: Stage, frames: Int)]
    }
}
