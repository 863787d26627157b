/// One value for each stage: the frame counts of a render, a layer's keyframe tracks, a timeline's clips.
///
/// One generic type instead of a struct with a field per stage and a switch that picks the field (as
/// lottie-ios keeps one `KeyframeGroup<T>` for every animated property). The subscript by ``Stage`` is the
/// one place a stage picks its value.
public struct PerStage<Value> {
    /// The value of ``Stage/pull``.
    public var pull: Value
    /// The value of ``Stage/ready``.
    public var ready: Value
    /// The value of ``Stage/loading``.
    public var loading: Value
    /// The value of ``Stage/closing``.
    public var closing: Value
    /// The value of ``Stage/exhausted``.
    public var exhausted: Value

    /// Creates the values of every stage.
    public init(pull: Value, ready: Value, loading: Value, closing: Value, exhausted: Value) {
        self.pull = pull
        self.ready = ready
        self.loading = loading
        self.closing = closing
        self.exhausted = exhausted
    }

    /// The values of every stage: the labelled initializer under another name, for initializers with
    /// defaults that a module declares for its own `Value` (they would otherwise call themselves).
    public static func of(pull: Value, ready: Value, loading: Value, closing: Value, exhausted: Value) -> PerStage {
        PerStage(pull: pull, ready: ready, loading: loading, closing: closing, exhausted: exhausted)
    }

    /// Creates the values of every stage by calling `value` once per stage, in order.
    public init(_ value: (Stage) throws -> Value) rethrows {
        self.init(pull: try value(.pull), ready: try value(.ready), loading: try value(.loading),
                  closing: try value(.closing), exhausted: try value(.exhausted))
    }

    /// The value of `stage`.
    public subscript(stage: Stage) -> Value {
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

    /// Each stage's value transformed, stage by stage in order.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> PerStage<T> {
        try PerStage<T> { try transform(self[$0]) }
    }

    /// The values in stage order.
    public var values: [Value] { Stage.allCases.map { self[$0] } }
}

extension PerStage: Equatable where Value: Equatable {}
extension PerStage: Hashable where Value: Hashable {}
extension PerStage: Sendable where Value: Sendable {}
