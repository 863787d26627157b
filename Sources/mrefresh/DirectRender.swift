import ArgumentParser

/// Reads a plain `mrefresh render …` command line without ArgumentParser's reflection.
///
/// ArgumentParser builds its picture of a command by reflecting over every option's property wrapper,
/// several times per run; for `render`'s 36 options that is about 7 ms, a quarter of a whole 60-frame
/// render. This reader reads `render`'s ``ArgumentTable``, made from the same descriptions as the
/// property wrappers ArgumentParser reflects over (names, value readers, parsing strategies, defaults,
/// properties), fills a ``Render`` through the wrappers' setters, and runs the same `validate()` methods
/// ArgumentParser would. Anything it does not read exactly as ArgumentParser does — help, an unknown or
/// repeated option, a value that starts with `-` (but a number's), a value a reader refuses, a failed
/// validation — returns nil, and ArgumentParser parses the command line as usual, printing its messages.
enum DirectRender {
    /// `render`'s options by their long names.
    static var options: [String: ArgumentTable<Render>.Entry] { Render.table.options }

    /// The checked `render` command `arguments` (without the program name) describe, or nil when
    /// ArgumentParser should read them.
    static func parse(_ arguments: [String]) -> Render? {
        guard arguments.first == "render" else { return nil }
        return Render.table.read(arguments.dropFirst())
    }
}

extension ArgumentTable where Command: ParsableArguments {
    /// The checked command `arguments` (after the command's name) describe, or nil when they hold
    /// anything ArgumentParser might read otherwise or refuse.
    func read(_ arguments: ArraySlice<String>) -> Command? {
        var command = unset
        var seen: Set<String> = []
        var rest = arguments
        var positionalOnly = false
        do {
            while let argument = rest.popFirst() {
                if positionalOnly || argument == "-" || !argument.hasPrefix("-") {
                    guard let store = self.arguments else { return nil }
                    store(&command, argument)
                    continue
                }
                if argument == "--" {
                    positionalOnly = true
                    continue
                }
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                // `-o=dir` and `-qj4` are ArgumentParser's to read, or refuse.
                if !name.hasPrefix("--"), parts.count == 2 { return nil }
                guard let entry = options[name], entry.repeats || seen.insert(longNames[name] ?? name).inserted else { return nil }
                switch entry.shape {
                case .flag:
                    guard parts.count == 1 else { return nil }
                    try entry.read("")(&command)
                case .value, .number:
                    let text: String
                    if parts.count == 2 {
                        text = String(parts[1])
                    } else {
                        guard let next = rest.popFirst() else { return nil }
                        text = next
                    }
                    guard entry.shape == .number || !text.hasPrefix("-") else { return nil }
                    try entry.read(text)(&command)
                }
            }
            try validate(command)
            return command
        } catch {
            return nil
        }
    }
}
