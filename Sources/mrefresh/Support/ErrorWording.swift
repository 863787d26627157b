import MRefreshCore

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
        default: cause.description
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
