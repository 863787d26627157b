import MRefreshCore
import MRefreshSyntax

/// A value of the wrong type or out of its range, or an unknown key: the rules `NodeReader` checks for
/// every file it reads. `name` is the key as the file spells it ("fps", "draw.start", "stages.pull");
/// `found` is the value as written, or what kind of node it is ("a mapping").
public enum ValueProblem: ReaderProblem {
    case notNumber(String, found: String)
    case numberOutOfRange(String, ClosedRange<Double>, got: Double)
    case notWholeNumber(String, found: String)
    case wholeNumberOutOfRange(String, ClosedRange<Int>, got: Int)
    case negative(String, got: Double)
    /// A string was expected; `found` is the node's kind ("mapping", "list").
    case notString(String, found: String)
    case notBoolean(String)
    case notChoice(String, choices: [String], found: String)
    case notNumberList(String, count: Int)
    /// A mapping was expected; `name` says what ("'machine'", "a layer", "draw (or 'none')").
    case notMapping(String)
    /// A key not among `expected`; `kind` is what the key is ("key", "layer key", "stage").
    case unknownKey(String, kind: String, expected: [String])
    /// A key of `machine:` that is not one of the machine's (MRefresh.docc/DesignRefreshMachine.md).
    case unknownMachineKey(String)

    /// The keys of `machine:`, as the machine names them.
    static var machineKeys: [String] { RefreshConfiguration.keys }

    public var description: String {
        switch self {
        case let .notNumber(name, found): "\(name) must be a number, got '\(Excerpt(found))'"
        case let .numberOutOfRange(name, range, value):
            "\(name) must be between \(NodeReader.text(range.lowerBound)) and \(NodeReader.text(range.upperBound)), got \(NodeReader.text(value))"
        case let .notWholeNumber(name, found): "\(name) must be a whole number, got '\(Excerpt(found))'"
        case let .wholeNumberOutOfRange(name, range, value): "\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(value)"
        case let .negative(name, value): "\(name) must not be negative, got \(value)"
        case let .notString(name, found): "\(name) must be a string, got a \(found)"
        case .notBoolean(let name): "\(name) must be true or false"
        case let .notChoice(name, choices, found): "\(name) must be \(NodeReader.alternatives(choices)), got '\(Excerpt(found))'"
        case let .notNumberList(name, count): "\(name) must be a list of \(count) numbers"
        case .notMapping(let name): "\(name) must be a mapping"
        case let .unknownKey(name, kind, expected):
            "unknown \(kind) '\(Excerpt(name))'\(KeySuggestion.hint(for: name, in: expected)): expected \(NodeReader.alternatives(expected))"
        case .unknownMachineKey(let name):
            "unknown machine key '\(Excerpt(name))'\(KeySuggestion.hint(for: name, in: Self.machineKeys)): expected "
                + Self.machineKeys.dropLast().joined(separator: ", ") + " or " + Self.machineKeys.last!
        }
    }
}

extension InputError.Cause {
    /// A value's problem (``MRefreshFiles/ValueProblem``), wrapped as its value.
    package static func value(_ problem: ValueProblem) -> Self { .reader(AnyReaderProblem(problem)) }
}
