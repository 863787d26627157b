import Testing
@testable import mrefresh
import ArgumentParser

// Issue 46: a mistyped command is a usage error with the command it is nearest, on one line; `help` of
// one is too (it printed the top-level help and exited 0; `mrefresh rendr x.svg` said "2 unexpected
// arguments").

@Test("an unknown command, or help of one, exits 64 with one line naming the nearest command", arguments: [
    (["rendr", "x.svg"], "mrefresh: unknown command 'rendr' (did you mean 'render'?): the commands are render, build, simulate, inspect, preview; see 'mrefresh --help'"),
    (["help", "rendr"], "mrefresh: unknown command 'rendr' (did you mean 'render'?): the commands are render, build, simulate, inspect, preview; see 'mrefresh --help'"),
    (["biuld"], "mrefresh: unknown command 'biuld': the commands are render, build, simulate, inspect, preview; see 'mrefresh --help'"),
    (["x.svg"], "mrefresh: unknown command 'x.svg': the commands are render, build, simulate, inspect, preview; see 'mrefresh --help'"),
])
func unknownCommand(_ arguments: [String], _ line: String) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr == line + "\n")
    #expect(result.stdout.isEmpty)
}

@Test("help of a command and the version still answer on standard output", arguments: [["help", "render"], ["help"], ["--version"], ["help", "help"]])
func helpStillAnswers(_ arguments: [String]) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.isEmpty)
}

@Test("every subcommand spells its name in its configuration, as ArgumentParser names it")
func everySubcommandNamesItself() {
    // `MRefresh.commandNames` reads the configurations' names without reflection; a subcommand without one
    // would drop out of the unknown-command check and its suggestions.
    let subcommands = MRefresh.configuration.subcommands
    #expect(MRefresh.commandNames == subcommands.map { $0._commandName })
    #expect(MRefresh.commandNames.count == subcommands.count)
}
