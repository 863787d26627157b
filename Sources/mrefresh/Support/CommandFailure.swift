import ArgumentParser
import Foundation
import MRefreshCore

/// Exit codes from sysexits(3), as DESIGN.md §9 assigns them.
enum ExitStatus: Int32 {
    case usage = 64
    case dataError = 65
    case noInput = 66
    case cannotCreate = 73
    case ioError = 74
}

/// A failure the CLI reports as one line on stderr and an exit code.
struct CommandFailure: Error {
    let status: ExitStatus
    /// The whole line, already in `file:line:col: message` form where a position exists.
    let message: String

    init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    init(_ error: InputError) {
        switch error.kind {
        case .invalidData: self.init(.dataError, error.description)
        case .unreadable: self.init(.noInput, error.description)
        }
    }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

extension ParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` or ``InputError`` into its line on stderr and exit code,
    /// so users never see a stack trace or a Swift error dump.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            printError(failure.message)
            throw ExitCode(failure.status.rawValue)
        } catch let error as InputError {
            let failure = CommandFailure(error)
            printError(failure.message)
            throw ExitCode(failure.status.rawValue)
        }
    }
}
