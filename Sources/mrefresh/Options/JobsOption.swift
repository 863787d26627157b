import ArgumentParser
import Foundation

/// `--jobs N`, shared by `render`, `simulate` and `build`: how many frames are drawn at once.
struct JobsOption: ParsableArguments {
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: ArgumentHelp("Frames drawn at once (default: every core).", valueName: "n"))
    var count: Int?

    /// The workers to start: the option, or one per core (asked only when the option is not given).
    var workers: Int { count ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let count, !(1...256).contains(count) { throw ValidationError("--jobs must be between 1 and 256, got \(count).") }
    }
}
