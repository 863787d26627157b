import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshFiles
import MRefreshSyntax
import MRefreshRender
import MRefreshSystem

/// The `mrefresh` command: turns vector paths into the frames of a pull-to-refresh indicator.
@main
struct MRefresh: ParsableCommand {
    static let version = MRefreshVersion.current

    static let configuration = CommandConfiguration(
        commandName: "mrefresh",
        abstract: "Turn vector paths into the animation frames of a pull-to-refresh indicator.",
        discussion: """
            Inputs are SVG files, files of raw SVG path data, glyphs of SVG fonts (font.svg#glyph-name), \
            '-' for standard input, or an indicator file (.yaml, .yml, .json); 'build' runs a job file of \
            many indicators. Exit codes: 0 success, 64 usage, 65 bad input data, 66 input \
            missing or unreadable, 70 internal error, 73 output cannot be created, 74 write error.
            """,
        version: version,
        subcommands: [Render.self, Build.self, Simulate.self, Inspect.self, Preview.self]
    )

    /// A plain `render` command line is read directly (``DirectRender``); everything else, ArgumentParser.
    static func main() {
        MemoryAllocator.keepsFreedMemory()
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A render and a build start threads: the program's zero data is made its own first (ProgramImage).
        if arguments.first == "render" || arguments.first == "build" { ProgramImage.prepareZeroData() }
        // A render's drawing path gets ready on another core while its command line and inputs are read.
        if arguments.first == "render" { FrameRenderer.warmUp() }
        if let line = unknownCommand(in: arguments) {
            printError(line)
            exit(withError: ExitCode(ExitStatus.usage.rawValue))
        }
        do {
            if let render = DirectRender.parse(arguments) {
                try render.run()
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
            try StandardOutput.close()
        } catch let failure as CommandFailure {
            printError(failure.message)
            exit(withError: ExitCode(failure.status.rawValue))
        } catch where exitCode(for: error) == .success {
            // Help and the version go to standard output, checked like everything else written there.
            do {
                let message = fullMessage(for: error)
                if !message.isEmpty { try StandardOutput.line(message) }
                try StandardOutput.close()
            } catch {
                printError(error.message)
                exit(withError: ExitCode(error.status.rawValue))
            }
            exit(withError: ExitCode.success)
        } catch let code as ExitCode {
            // A command that printed its own lines and ends with their code.
            exit(withError: code)
        } catch {
            let usage = UsageLine(arguments: arguments, commands: commandNames)
            printError(Self.naming(fileTakenForOption: error, in: arguments, usage: usage)
                ?? usage.line(message: fullMessage(for: error)))
            exit(withError: ExitCode(exitCode(for: error).rawValue))
        }
    }

    /// The subcommands' names: `render`, `build`, …, as each configuration spells it. Every run reads these
    /// (``unknownCommand(in:)``); ArgumentParser's own `_commandName` derives a name from the type's by
    /// reflection, a millisecond of every render's start-up.
    static var commandNames: [String] { configuration.subcommands.compactMap { $0.configuration.commandName } }

    /// The line for a command name that is none of mrefresh's (`mrefresh rendr x.svg`, `mrefresh help rendr`),
    /// with the one it is nearest; nil when the command line names a command or none.
    static func unknownCommand(in arguments: [String]) -> String? {
        let names = commandNames
        var rest = arguments[...]
        if rest.first == "help" { rest = rest.dropFirst() }
        guard let name = rest.first, !name.hasPrefix("-"), !(names + ["help"]).contains(name) else { return nil }
        let hint = KeySuggestion.nearest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        return ErrorWording().programLine("unknown command '\(Excerpt(name))'\(hint): the commands are \(names.joined(separator: ", ")); see 'mrefresh --help'")
    }

    /// The usage line saying how to name a file, when `error` is "Unknown option" for an argument that names
    /// an existing file (`-10.svg`); nil otherwise.
    static func naming(fileTakenForOption error: any Error, in arguments: [String], usage: UsageLine) -> String? {
        let message = fullMessage(for: error)
        guard let file = arguments.prefix(while: { $0 != "--" }).first(where: { argument in
            argument.count > 1 && argument.hasPrefix("-") && message.hasPrefix("Error: Unknown option '\(argument)'")
                && FileManager.default.fileExists(atPath: argument)
        }) else { return nil }
        return usage.line(message: InputOptions.optionLikeFileHint(file))
    }
}
