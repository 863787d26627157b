/// How many frames each stage of a render gets; 0 skips a stage.
public struct StageFrames: Hashable, Sendable {
    public var pull: Int
    public var ready: Int
    public var loading: Int
    public var closing: Int
    public var exhausted: Int

    /// Creates frame counts.
    public init(pull: Int = 60, ready: Int = 0, loading: Int = 24, closing: Int = 7, exhausted: Int = 0) {
        self.pull = pull
        self.ready = ready
        self.loading = loading
        self.closing = closing
        self.exhausted = exhausted
    }

    /// The count of `stage`.
    public subscript(stage: Stage) -> Int {
        get {
            switch stage {
            case .pull: pull
            case .ready: ready
            case .loading: loading
            case .closing: closing
            case .exhausted: exhausted
            }
        }
        set {
            switch stage {
            case .pull: pull = newValue
            case .ready: ready = newValue
            case .loading: loading = newValue
            case .closing: closing = newValue
            case .exhausted: exhausted = newValue
            }
        }
    }

    /// Frames in all stages.
    public var total: Int { Stage.allCases.reduce(0) { $0 + self[$1] } }

    /// The most frames a stage may have; checked before anything is drawn.
    public static let maximum = 10_000
}
