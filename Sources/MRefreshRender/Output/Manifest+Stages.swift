import MRefreshCore

extension Manifest.StageInfo {
    /// How an app picks the frames of each stage `timeline` has, for `spec`'s timings (DESIGN.md §14).
    public static func describing(_ timeline: Timeline, of spec: IndicatorSpec) -> [Manifest.StageInfo] {
        Stage.allCases.compactMap { stage in
            let count = timeline.frames.count { $0.stage == stage }
            guard count > 0 else { return nil }
            switch stage {
            case .pull: return Manifest.StageInfo(stage: stage, frames: count, pick: .pullDistance, loops: false, seconds: nil)
            case .ready:
                return Manifest.StageInfo(stage: stage, frames: count, pick: .transition, loops: false, seconds: spec.readyDuration)
            case .loading:
                return Manifest.StageInfo(stage: stage, frames: count, pick: .time, loops: true, seconds: spec.resolvedLoadingPeriod)
            case .closing:
                return Manifest.StageInfo(stage: stage, frames: count, pick: .time, loops: false, seconds: spec.closingDuration)
            case .exhausted: return Manifest.StageInfo(stage: stage, frames: count, pick: .state, loops: false, seconds: nil)
            }
        }
    }
}
