import MRefreshCore
import MRefreshFiles

/// The words of every error and warning the CLI prints, made from the library's values in this one place.
///
/// The library's errors say what went wrong and where (their descriptions use no flag and not the
/// program's name); the lines here add what only the command line knows: the flag or file key a value
/// came from, and the program's name before a line that has no file of its own.
struct ErrorWording {
    /// `file:line:col: message`: an input's error as printed.
    func line(_ error: InputError) -> String {
        error.place + message(error.cause)
    }

    /// `file:line:col: warning: message; consequence`: a problem a lenient read got past, as printed.
    func warningLine(_ warning: InputError) -> String {
        warning.place + "warning: " + message(warning.cause) + (warning.consequence.map { "; " + consequence($0) } ?? "")
    }

    /// What is wrong with an input, without its position.
    func message(_ cause: InputError.Cause) -> String {
        switch cause {
        case .placed(let error): line(error)
        case .reader(let problem): message(problem.base)
        default: cause.description
        }
    }

    /// A file reader's problem; a file given where another kind is read says which command reads it.
    func message(_ problem: any ReaderProblem) -> String {
        switch problem {
        case IndicatorFileRule.jobFileKey(let key) as IndicatorFileRule:
            "'\(Excerpt(key))' is a job file's key: a job file runs with `mrefresh build`"
        case IndicatorFileRule.gestureFileKey(let key) as IndicatorFileRule:
            "'\(Excerpt(key))' is a gesture file's key: a gesture file plays with `mrefresh simulate --gesture`"
        case JobFileRule.indicatorFileKey(let key) as JobFileRule:
            "'\(Excerpt(key))' is an indicator file's key: an indicator file renders with `mrefresh render`, "
                + "or a job file lists it under 'indicators' (file: …)"
        case let rule as GestureFileRule where rule.isOtherFilesKey:
            "\(rule.description); the indicator it draws is simulate's input"
        default: problem.description
        }
    }

    /// What a lenient read did instead of refusing.
    func consequence(_ consequence: InputError.Consequence) -> String {
        switch consequence {
        case .needsLabelDate: "give --label-date TEXT (or labelDate: in the file) to draw it with that date"
        default: consequence.description
        }
    }
}
