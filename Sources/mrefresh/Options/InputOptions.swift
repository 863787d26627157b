import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshSyntax
import MRefreshFiles
import MRefreshSVG
import MRefreshSystem

/// The inputs every command reads: files, stdin and inline path data.
struct InputOptions: ParsableArguments, DescribedArguments {
    @Argument(Described.inputs) var inputs: [String]
    @Option(Described.pathData) var pathData: [String]
    @Flag(Described.lenient) var lenient: Bool
    @Flag(Described.strict) var strict: Bool
    @Option(Described.glyphChar) var glyphChar: String?
    @Option(Described.resources) var resources: [String]

    /// The declarations above, for the fast path (``DirectRender``).
    static func describe<Command>(into table: inout ArgumentTable<Command>, at group: @escaping Access<Command, Self>) {
        table.add(Described.inputs, in: group) { $1(&$0._inputs) }
        table.add(Described.pathData, in: group) { $1(&$0._pathData) }
        table.add(Described.lenient, in: group) { $1(&$0._lenient) }
        table.add(Described.strict, in: group) { $1(&$0._strict) }
        table.add(Described.glyphChar, in: group) { $1(&$0._glyphChar) }
        table.add(Described.resources, in: group) { $1(&$0._resources) }
    }

    /// Each argument and option, described once: the declarations above and ``table`` are made from these.
    enum Described {
        static let inputs = ArgumentsDescription(
            help: ArgumentHelp(
                "SVG files, path-data files, SVG-font glyphs (font.svg#glyph-name), - for standard input, or one indicator file (.yaml, .yml, .json). A file whose name holds '#' is read whole when it exists; a name starting with '-' needs ./ or -- before it.",
                valueName: "input"))
        static let pathData: OptionDescription<[String]> = .repeating(
            "--path", help: ArgumentHelp("SVG path data given directly (repeatable).", valueName: "data"))
        static let lenient = FlagDescription(
            name: "--lenient",
            help: "Keep each path of path data and SVG fonts up to its first error and print the error as a warning, instead of failing. (SVG documents are read this way unless --strict.)")
        static let strict = FlagDescription(
            name: "--strict",
            help: "Refuse an SVG document at its first problem (exit 65) instead of drawing it as SVG renderers do with a warning: for CI gates.")
        static let glyphChar: OptionDescription<String?> = .optional(
            "--glyph-char",
            help: ArgumentHelp("For an SVG font: the glyph of this character (a character, U+F021 or 0xF021).", valueName: "char"))
        static let resources: OptionDescription<[String]> = .repeating(
            "--resources",
            help: ArgumentHelp("A folder an SVG document's <image> files may also be read from, besides the document's own folder (repeatable).",
                               valueName: "dir"))
    }

    /// --glyph-char as the character it names.
    var glyphCharacter: String? {
        guard let glyphChar else { return nil }
        let upper = glyphChar.uppercased()
        for prefix in ["U+", "0X"] where upper.hasPrefix(prefix) && upper.count > prefix.count {
            if let value = UInt32(upper.dropFirst(prefix.count), radix: 16), let scalar = Unicode.Scalar(value) {
                return String(Character(scalar))
            }
        }
        return glyphChar
    }

    /// Whether any input was named.
    var isEmpty: Bool { inputs.isEmpty && pathData.isEmpty }

    /// Refuses a command line without inputs (exit 64). When a file name starting with '-' was taken
    /// for an option, says how to name it.
    func requireSome() throws {
        guard isEmpty else { return }
        let arguments = CommandLine.arguments.dropFirst().prefix { $0 != "--" }
        if let file = arguments.first(where: { $0.count > 1 && $0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) }) {
            throw ValidationError(Self.optionLikeFileHint(file))
        }
        throw ValidationError("No input given: name a file, '-' for standard input, or --path DATA.")
    }

    /// How to name a file whose name starts with '-', which was taken for an option.
    static func optionLikeFileHint(_ file: String) -> String {
        "'\(file)' is read as an option; to read the file of that name, write ./\(file) or put -- before it (mrefresh … -- \(file))."
    }

    func validate() throws {
        if let glyphChar, glyphCharacter.map({ $0.count != 1 }) ?? true {
            throw ValidationError("--glyph-char takes one character, U+XXXX or 0xXXXX, got '\(Excerpt(glyphChar))'.")
        }
        if let folder = resources.first(where: { !Self.isFolder($0) }) {
            throw ValidationError("--resources '\(Excerpt(folder))' is not a folder.")
        }
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw ValidationError("Standard input ('-') can be read only once.")
        }
        if indicatorFile == nil, let file = (inputs + pathData).first(where: IndicatorFile.isIndicatorFile),
           inputs.count + pathData.count > 1 {
            throw ValidationError("'\(file)' is an indicator file: it names its own layers, so it must be the only input.")
        }
    }

    /// Whether `path` names a folder (following links).
    static func isFolder(_ path: String) -> Bool {
        (try? FileStatus(path: path).kind) == .directory
    }

    /// The inputs as layer specs, in order: files (an existing file wins over the `file#id` reading of its
    /// name), then path data.
    var layerSpecs: [LayerSpec] {
        inputs.map { LayerSpec(source: .input(InputSpec(resolvingOnDisk: $0))) }
            + pathData.enumerated().map { index, data in
                LayerSpec(source: .pathData(data, name: pathData.count == 1 ? "--path" : "--path #\(index + 1)"))
            }
    }

    /// The indicator file named as the only input, if one is (by its extension: .yaml, .yml, .json).
    var indicatorFile: String? {
        guard inputs.count == 1, pathData.isEmpty, let only = inputs.first, IndicatorFile.isIndicatorFile(only) else { return nil }
        return only
    }

    /// The spec to start from: the indicator file's (read and checked), or the product's defaults with the
    /// inputs as layers. Reading options (lenient, glyph character) apply either way.
    func baseSpec() throws(InputError) -> IndicatorSpec {
        var spec: IndicatorSpec
        if let file = indicatorFile {
            let name = InputSpec(path: file, fragment: nil)
            let text = try YAMLLimits.text(of: name, kind: .indicatorFile)
            let directory = PathText.folder(of: file)
            spec = try IndicatorFile.parse(text, file: name.displayName, directory: directory)
        } else {
            spec = IndicatorSpec(layers: layerSpecs)
        }
        if lenient { spec.lenient = true }
        if strict { spec.strict = true }
        if let glyphCharacter { spec.glyphCharacter = glyphCharacter }
        spec.resourceFolders += resources
        return spec
    }

    /// Prints lenient reading's warnings to stderr, one line each.
    static func printWarnings(_ warnings: [InputError]) {
        for warning in warnings { printError(ErrorWording().warningLine(warning)) }
    }

    /// Reads and parses every input in order (an indicator file's vector layers); warnings (lenient mode)
    /// are printed to stderr.
    func load() throws(InputError) -> [LoadedInput] {
        try loadWithText().inputs
    }

    /// The inputs, loaded, and the text layers of an indicator file (which have no input to load).
    func loadWithText() throws(InputError) -> (inputs: [LoadedInput], text: [TextSpec]) {
        var loaded: [LoadedInput] = []
        var text: [TextSpec] = []
        let spec = try baseSpec()
        for layer in spec.layers {
            switch layer.source {
            case .input(let input):
                loaded.append(try InputLoader.load(try InputFiles.bytes(of: input), spec: input, lenient: spec.lenient,
                                                   strict: spec.strict, glyphCharacter: spec.glyphCharacter,
                                                   images: SVGImageSources(resourceFolders: spec.resourceFolders)))
            case let .pathData(data, name):
                loaded.append(try LoadedInput(pathData: data, layerName: "path", file: name, lenient: spec.lenient))
            case .text(let spec):
                text.append(spec)
            }
        }
        Self.printWarnings(loaded.flatMap(\.warnings))
        return (loaded, text)
    }
}
