import ArgumentParser

/// A usage error as one line: `mrefresh render: unknown option '--frams' (did you mean '--frames'?); see
/// 'mrefresh render --help'`.
///
/// ArgumentParser prints a usage error as three or four lines (the error, a help line for the option, the
/// usage and where help is). Every other error mrefresh prints is one line, which is what CI logs, problem
/// matchers and `2>&1 | tail -1` expect, so a usage error is one too: the message in mrefresh's wording
/// (lower-case start, the suggestion in parentheses, no full stop), then where the command's help is. The
/// usage synopsis is left to `--help`, which lists every option anyway.
struct UsageLine {
    /// The command the line is about: `render`, or nil for the top level.
    var command: String?

    /// The command named by `arguments` (its first argument when that is one of `commands`).
    init(arguments: [String], commands: [String]) {
        command = arguments.first.flatMap { commands.contains($0) ? $0 : nil }
    }

    /// The line for ArgumentParser's `message`: its first line reworded, followed by where help is.
    func line(message: String) -> String {
        let program = "mrefresh" + (command.map { " " + $0 } ?? "")
        return "\(program): \(Self.reworded(message)); see '\(program) --help'"
    }

    /// ArgumentParser's first line in mrefresh's wording: `Error: ` dropped, the first letter lower-cased
    /// unless it starts a capitalised word (`SVG`), `. Did you mean 'x'?` as ` (did you mean 'x'?)`, and no
    /// closing full stop.
    static func reworded(_ message: String) -> String {
        var text = Substring(message.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
        if text.hasPrefix("Error: ") { text = text.dropFirst("Error: ".count) }
        var line = String(text)
        let marker = ". Did you mean "
        if let start = line.indices.first(where: { line[$0...].hasPrefix(marker) }) {
            let suggestion = line[line.index(start, offsetBy: marker.count)...]
            line = line[..<start] + " (did you mean " + suggestion.trimmingSuffix(".") + ")"
        }
        line = String(line.trimmingSuffix("."))
        if let first = line.first, first.isUppercase, line.dropFirst().first?.isLowercase == true {
            line = first.lowercased() + line.dropFirst()
        }
        return line
    }
}

private extension StringProtocol {
    func trimmingSuffix(_ suffix: String) -> SubSequence {
        hasSuffix(suffix) ? self[..<index(endIndex, offsetBy: -suffix.count)] : self[...]
    }
}
