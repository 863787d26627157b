import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--jobs N`, shared by `render`, `simulate` and `build`: how many frames are drawn at once.
struct JobsOption: ParsableArguments, DescribedArguments {
    @Option(Described.count) var count: Int?

    /// The declarations above, for the fast path (``DirectRender``).
    static func describe<Command>(into table: inout ArgumentTable<Command>, at group: @escaping Access<Command, Self>) {
        table.add(Described.count, in: group) { $1(&$0._count) }
    }

    /// The option, described once: the declaration above and ``table`` are made from it.
    enum Described {
        static let count: OptionDescription<Int?> = .optional(
            "--jobs", .number, short: "j", help: ArgumentHelp("Frames drawn at once (default: every core).", valueName: "n"))
    }

    /// The workers to start: the option, or one per core (asked only when the option is not given).
    var workers: Int { count ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let count, !(1...256).contains(count) { throw ValidationError("--jobs must be between 1 and 256, got \(count).") }
    }
}
