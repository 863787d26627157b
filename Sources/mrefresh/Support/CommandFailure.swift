import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshRender
import MRefreshSystem

/// Exit codes from sysexits(3), as MRefresh.docc/DesignErrors.md assigns them.
enum ExitStatus: Int32, CaseIterable {
    case usage = 64
    case dataError = 65
    case noInput = 66
    /// A failure that no input should cause (a bug in mrefresh or its libraries): EX_SOFTWARE.
    case software = 70
    case cannotCreate = 73
    case ioError = 74
}

/// A failure the CLI reports as one line on stderr and an exit code.
struct CommandFailure: Error, Equatable {
    let status: ExitStatus
    /// The whole line, already in `file:line:col: message` form where a position exists.
    let message: String

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    StandardError.write(line + "\n")
}

extension ParsableCommand {
    /// Runs `body`, turning every error it throws into its one line on stderr (in `wording`'s words) and
    /// its exit code (``CommandFailure/init(mapping:wording:)``), so that no error reaches ArgumentParser's
    /// generic handler (exit 1 and a Swift error dump). ArgumentParser's own errors (usage, help, explicit
    /// exit codes) pass through to it, which prints them with the usage line.
    func reportingFailures(wording: ErrorWording = ErrorWording(), _ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            if CommandFailure.isArgumentParserError(error) { throw error }
            let failure = CommandFailure(mapping: error, wording: wording)
            printError(failure.message)
            throw ExitCode(failure.status.rawValue)
        }
    }
}
