#if !FUZZING
import Foundation
import MRefreshFuzz

/// `mrefresh-fuzz`: replays saved fuzz inputs through the same target functions the fuzzer calls.
///
///     mrefresh-fuzz list
///     mrefresh-fuzz replay [-v] [--slow SECONDS] <target> <file-or-dir>…
///
/// Each input is timed; one slower than `--slow` (default 1 s) is listed and makes the exit code 1, as does
/// a broken promise. A crash is the crash itself, with its stack: that is how a finding is reproduced.
@main
struct ReplayCommand {
    static let usage = """
        usage: mrefresh-fuzz list
               mrefresh-fuzz replay [-v] [--slow SECONDS] <target> <file-or-dir>…
        """

    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = arguments.first else { fail(usage) }
        arguments.removeFirst()
        switch command {
        case "list":
            for target in FuzzTarget.allCases {
                print("\(target.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)) \(target.summary)")
            }
        case "replay":
            var options = ReplayOptions()
            do {
                options = try ReplayOptions(parsing: arguments)
            } catch {
                fail("mrefresh-fuzz: \(error.message)\n\(usage)")
            }
            exit(Replay(options).run())
        case "-h", "--help", "help":
            print(usage)
        default:
            fail("mrefresh-fuzz: unknown command '\(command)'\n\(usage)")
        }
    }

    /// Prints `message` to stderr and exits 64 (usage).
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(64)
    }
}
#endif
