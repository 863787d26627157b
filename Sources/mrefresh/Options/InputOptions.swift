import ArgumentParser
import MRefreshCore

/// The inputs every command reads: files, stdin and inline path data.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "SVG files, path-data files, SVG-font glyphs (font.svg#glyph-name), or - for standard input.",
        valueName: "input"))
    var inputs: [String] = []

    @Option(name: .customLong("path"), help: ArgumentHelp("SVG path data given directly (repeatable).",
                                                            valueName: "data"))
    var pathData: [String] = []

    @Flag(help: "Keep each path up to its first error and print the error as a warning, instead of failing.")
    var lenient = false

    /// Whether any input was named.
    var isEmpty: Bool { inputs.isEmpty && pathData.isEmpty }

    /// Refuses a command line without inputs (exit 64).
    func requireSome() throws {
        if isEmpty {
            throw ValidationError("No input given: name a file, '-' for standard input, or --path DATA.")
        }
    }

    func validate() throws {
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("Standard input ('-') can be read only once.")
        }
    }

    /// Reads and parses every input in order; warnings (lenient mode) are printed to stderr.
    func load() throws(InputError) -> [LoadedInput] {
        var loaded: [LoadedInput] = []
        for argument in inputs {
            let spec = InputSpec(argument)
            let bytes = try InputReading.bytes(of: spec)
            loaded.append(try InputLoader.load(bytes, spec: spec, lenient: lenient))
        }
        for (index, data) in pathData.enumerated() {
            let name = pathData.count == 1 ? "--path" : "--path #\(index + 1)"
            loaded.append(try InputLoader.load(pathData: data, name: name, lenient: lenient))
        }
        for warning in loaded.flatMap(\.warnings) {
            var line = warning
            line.message = "warning: \(warning.message); the path is kept up to here"
            printError(line.description)
        }
        return loaded
    }
}
