#if !FUZZING
import MRefreshFuzz

/// The arguments of `mrefresh-fuzz replay`.
struct ReplayOptions {
    /// A command line that cannot be read.
    struct UsageError: Error {
        let message: String
    }

    var target = FuzzTarget.pathData
    /// Files, and folders whose files are replayed (sorted by name, not recursing).
    var paths: [String] = []
    /// Inputs slower than this many seconds are listed and fail the run.
    var slowSeconds = 1.0
    /// Print every input's steps and outcomes, not only the slow and the broken.
    var verbose = false

    init() {}

    init(parsing arguments: [String]) throws(UsageError) {
        var positional: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-v", "--verbose": verbose = true
            case "--slow":
                guard let text = rest.popFirst(), let value = Double(text), value.isFinite, value > 0 else {
                    throw UsageError(message: "--slow takes a number of seconds above 0")
                }
                slowSeconds = value
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                positional.append(argument)
            }
        }
        guard let name = positional.first else { throw UsageError(message: "replay needs a target and inputs") }
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "unknown target '\(name)': expected one of \(names)")
        }
        self.target = target
        paths = Array(positional.dropFirst())
        guard !paths.isEmpty else { throw UsageError(message: "replay needs at least one file or folder") }
    }
}
#endif
