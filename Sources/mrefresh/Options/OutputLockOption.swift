import ArgumentParser
import MRefreshRender

/// `--no-wait`, shared by `render`, `simulate` and `build`: what a run does when another one is writing
/// into the same output folder (MRefresh.docc/DesignOutputFolder.md, one run per folder).
struct OutputLockOption: ParsableArguments, DescribedArguments {
    @Flag(Described.noWait) var noWait: Bool

    /// The declarations above, for the fast path (``DirectRender``).
    static func describe<Command>(into table: inout ArgumentTable<Command>, at group: @escaping Access<Command, Self>) {
        table.add(Described.noWait, in: group) { $1(&$0._noWait) }
    }

    /// The flag, described once: the declaration above and ``table`` are made from it.
    enum Described {
        static let noWait = FlagDescription(
            name: "--no-wait",
            help: "When another mrefresh run is writing into the output folder, exit 73 instead of waiting for it.")
    }

    /// The output folder `path`, made when missing and locked for this run: when another run holds it,
    /// this waits (saying so once on stderr) or, with `--no-wait`, throws.
    func open(_ path: String) throws(OutputError) -> OutputDirectory {
        let output = try OutputDirectory(path)
        try output.lock(waiting: !noWait) {
            printError(ErrorWording().waitingLine(path))
        }
        return output
    }
}
