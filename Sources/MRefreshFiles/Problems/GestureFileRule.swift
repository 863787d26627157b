import MRefreshCore
import MRefreshSyntax

/// A rule of gesture files (MRefresh.docc/DesignRefreshMachine.md) that a file breaks, with the values that break it; and the
/// warning for a machine key the gesture file and the indicator file both set.
public enum GestureFileRule: ReaderProblem {
    case notMapping
    /// An indicator file's key where a gesture file is read.
    case indicatorFileKey(String)
    /// A job file's key where a gesture file is read.
    case jobFileKey(String)
    case missingSteps
    case tooLong(seconds: Double, limit: Double)
    case stepsNotList
    case tooManySteps(Int, limit: Int)
    case unknownStep(String)
    /// A list item that is none of the step forms.
    case notStep
    case dragNotMapping
    case unknownDragKey(String)
    case dragNeedsTo
    /// `release` or `finish` written with a value.
    case stepTakesNoValue(String)
    /// A machine key set to `played` here and to `own` in `indicatorFile` (a warning: `played` is simulated).
    case machineKeyDiffers(key: String, played: String, own: String, indicatorFile: String)

    public var description: String {
        switch self {
        case .notMapping: "expected a mapping with 'machine' and 'steps'"
        case .indicatorFileKey(let key): "'\(Excerpt(key))' is an indicator file's key: a gesture file has 'machine' and 'steps'"
        case .jobFileKey(let key): "'\(Excerpt(key))' is a job file's key: a gesture file has 'machine' and 'steps'"
        case .missingSteps: "missing 'steps': the list of drag, hold, release, wait and finish"
        case let .tooLong(seconds, limit): "the gesture lasts \(seconds) s; at most \(Int(limit)) s are simulated"
        case .stepsNotList: "'steps' must be a list"
        case let .tooManySteps(count, limit): "\(count) steps; at most \(limit) are accepted"
        case .unknownStep(let word): "unknown step '\(Excerpt(word))': expected drag, hold, release, wait, finish or hasMoreData"
        case .notStep: "a step is 'release', 'finish', or one of drag: {to, duration}, hold: S, wait: S"
        case .dragNotMapping: "drag needs {to: D, duration: S}"
        case .unknownDragKey(let key): "unknown drag key '\(Excerpt(key))': expected 'to' and 'duration'"
        case .dragNeedsTo: "drag needs 'to' (the pull distance in points)"
        case .stepTakesNoValue(let step): "'\(step)' takes no value: write it as a plain list item"
        case let .machineKeyDiffers(key, played, own, indicatorFile):
            "machine \(key) is '\(played)' here but '\(own)' in \(indicatorFile)"
        }
    }
}

extension GestureFileRule {
    /// Whether the rule is a key of another kind of file (an indicator or job file given as a gesture file).
    public var isOtherFilesKey: Bool {
        switch self {
        case .indicatorFileKey, .jobFileKey: true
        default: false
        }
    }
}

extension InputError.Cause {
    /// A rule of gesture files (``MRefreshFiles/GestureFileRule``), wrapped as its value.
    package static func gestureFile(_ rule: GestureFileRule) -> Self { .reader(AnyReaderProblem(rule)) }
}
