import ArgumentParser
import Foundation
import MRefreshCore
import Testing
@testable import mrefresh

private let font = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"

/// What a parsed `render` does: its spec (canonical text) and its output options. Reading every field
/// also proves the direct reader set every property (an unset wrapper stops the program).
private func summary(_ render: Render) throws -> String {
    let spec = try render.makeSpec()
    return "\(Fingerprint.text(of: spec)) out=\(render.out) jobs=\(render.jobs.count.map(String.init) ?? "nil") "
        + "quiet=\(render.quiet) json=\(render.json)"
}

/// Command lines the direct reader must read exactly as ArgumentParser does.
private let readDirectly: [[String]] = [
    ["\(font)#refresh"],
    ["\(font)#refresh", "--frames", "60", "--loading-frames", "0", "--closing-frames", "0", "--quiet", "--out", "o"],
    ["--path", "M0 0H10", "--path", "M0 5H10", "--merge", "--fill", "red", "--stroke", "none", "--line-width", "2.5"],
    ["--path=M0 0L10 10", "--frames=12", "--out=there", "--jobs=3", "--json", "--export", "png,sheet"],
    ["--glyph-char", "U+F021", font, "--size", "64x48", "--padding", "4", "--scale", "1,2,3", "--fit", "each"],
    ["--path", "M0 0H10", "--drawable-frame", "1,2,30,40", "--start", "0", "--smooth", "2", "--trim", "points",
     "--easing", "cubic-bezier(0.4,0,0.2,1)", "--fill-in", "0.5", "--line-cap", "square", "--line-join", "bevel",
     "--background", "transparent", "--fps", "30", "--loading", "rotate", "--closing", "fade",
     "--label-date", "today", "--sheet", "--lenient"],
    ["--path", "M0 0H10", "--", "\(font)#refresh"],
    ["--path", "M0 0H10", "--background", "#fff"],
    ["/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg#refresh", "--resources", "/usr/share", "--resources", "/tmp"],
    ["--path", "M0 0H10", "--appearances", "light,dark-high-contrast"],
    ["--path", "M0 0H10", "--export", "sheet", "--export", "lottie,avd"],
    ["--path", "M0 0H10", "-o", "there", "-q", "-j", "2", "-e", "sheet", "-e", "lottie", "--export", "apng"],
    ["--path", "M0 0H10", "--drawable-frame", "-4,-2,30,40"],
    ["--strict", "--no-wait", "-", "--path", "M0 0H10"],
]

@Test("the direct reader reads render's command lines as ArgumentParser does", arguments: readDirectly)
func directRenderMatchesArgumentParser(_ arguments: [String]) throws {
    try #require(unsetProperties(Render.unset()) == [], "the direct reader would stop the test run")
    let direct = try #require(DirectRender.parse(["render"] + arguments), "fell back to ArgumentParser")
    let parsed = try #require(try MRefresh.parseAsRoot(["render"] + arguments) as? Render)
    // Every property of the command, its groups' included; then what the run makes of them (once every
    // property is known to be set: reading an unset one would stop the test run).
    let fields = (direct: Fingerprint.text(of: direct), parsed: Fingerprint.text(of: parsed))
    #expect(fields.direct == fields.parsed)
    guard fields.direct == fields.parsed else { return }
    #expect(try summary(direct) == summary(parsed))
}

/// Command lines the direct reader leaves to ArgumentParser: its help, its errors and its messages.
private let leftToArgumentParser: [(String, [String])] = [
    ("another command", ["inspect", font]),
    ("help", ["render", "--help"]),
    ("short help", ["render", "-h"]),
    ("version", ["render", "--version"]),
    ("an unknown option", ["render", "--path", "M0 0H1", "--colour", "red"]),
    ("a flag given a value", ["render", "--path", "M0 0H1", "--quiet=yes"]),
    ("an option given twice", ["render", "--path", "M0 0H1", "--frames", "3", "--frames", "4"]),
    ("a missing value", ["render", "--path", "M0 0H1", "--frames"]),
    ("a value starting with -", ["render", "--path", "M0 0H1", "--stroke", "-3"]),
    ("a number out of range given as a separate negative value", ["render", "--path", "M0 0H1", "--fps", "-1"]),
    ("a value the option refuses", ["render", "--path", "M0 0H1", "--frames", "many"]),
    ("a value a reader refuses", ["render", "--path", "M0 0H1", "--size", "big"]),
    ("an export that does not exist", ["render", "--path", "M0 0H1", "--export", "gif"]),
    ("a short option written with =", ["render", "--path", "M0 0H1", "-o=x"]),
    ("short flags run together", ["render", "--path", "M0 0H1", "-qj4"]),
    ("an option given by both its names", ["render", "--path", "M0 0H1", "-o", "a", "--out", "b"]),
    ("an appearance that does not exist", ["render", "--path", "M0 0H1", "--appearances", "light,drak"]),
    ("a failed validation", ["render", "--path", "M0 0H1", "--jobs", "0"]),
    ("no input", ["render", "--frames", "3"]),
    ("an indicator file with other inputs", ["render", "a.yaml", "--path", "M0 0H1"]),
]

@Test("the direct reader leaves help, errors and anything unusual to ArgumentParser",
      arguments: leftToArgumentParser.map(\.0))
func directRenderFallsBack(_ name: String) throws {
    try #require(unsetProperties(Render.unset()) == [], "the direct reader would stop the test run")
    let arguments = leftToArgumentParser.first { $0.0 == name }!.1
    #expect(DirectRender.parse(arguments) == nil)
}

@Test("the direct reader knows every option render's help lists")
func directRenderKnowsEveryOption() throws {
    let help = Render.helpMessage(columns: 1000)
    let regex = try Regex("--[a-z][a-z-]*")
    let listed = Set(help.matches(of: regex).map { String(help[$0.range]) }).subtracting(["--help", "--version"])
    // Short names as the help lists them: `-o, --out <dir>`.
    let shorts = Set(help.matches(of: /(?m)^ *(-[a-z]), --/).map { String($0.output.1) }).subtracting(["-h"])
    #expect(Set(DirectRender.options.keys) == listed.union(shorts))
}

@Test("the direct reader reads a value starting with - for exactly the options ArgumentParser does")
func directRenderReadsNegativeValuesAsArgumentParserDoes() throws {
    for (name, entry) in DirectRender.options where entry.shape != .flag {
        let arguments = ["render", "--path", "M0 0H1", name, "-1"]
        // ArgumentParser reads `-1` as the value (whatever it then says of it) or as a missing one.
        let readsValue: Bool
        do {
            _ = try MRefresh.parseAsRoot(arguments)
            readsValue = true
        } catch {
            readsValue = !MRefresh.fullMessage(for: error).contains("Missing value")
        }
        #expect(readsValue == (entry.shape == .number), "\(name)")
    }
}

@Test("every option of the direct reader's table is read by some command line above, as ArgumentParser reads it")
func directRenderIsCheckedOnEveryOption() {
    // A description bound to another property of the same type compiles; only reading the option finds it.
    let given = Set(readDirectly.joined().compactMap { argument in
        argument.hasPrefix("--") ? String(argument.split(separator: "=", maxSplits: 1)[0])
            : argument.count == 2 && argument.hasPrefix("-") && argument.last!.isLetter ? argument : nil
    })
    #expect(Set(DirectRender.options.keys).subtracting(given) == [])
}

/// What ArgumentParser's reflection says of one of `render`'s arguments (`render --experimental-dump-help`).
private struct DumpedArgument: Decodable {
    struct Name: Decodable { let kind: String; let name: String }
    let kind: String
    let names: [Name]?
    let isRepeating: Bool
    let parsingStrategy: String

    /// The argument as the direct reader's table says it: `--size option unconditional once`.
    var text: String { "\(kind) \(parsingStrategy) \(isRepeating ? "repeats" : "once")" }
}

@Test("the direct reader's table reads each option as ArgumentParser's reflection over the declarations says")
func directRenderTableMatchesArgumentParsersReflection() throws {
    struct Dump: Decodable { struct Command: Decodable { let arguments: [DumpedArgument] }; let command: Command }
    let dumped = try JSONDecoder().decode(Dump.self, from: Data(Render._dumpHelp().utf8)).command.arguments
    var reflected: [String: String] = [:]
    for argument in dumped {
        let names = (argument.names ?? []).map { ($0.kind == "long" ? "--" : "-") + $0.name }
        guard !names.contains("--help"), !names.contains("--version") else { continue }
        reflected[names.joined(separator: " ")] = argument.text
    }
    var table: [String: String] = [:]
    // An option written two ways is one argument to ArgumentParser: `--out -o`.
    let shortName = Dictionary(uniqueKeysWithValues: Render.table.longNames.map { ($1, $0) })
    for (name, entry) in DirectRender.options where Render.table.longNames[name] == nil {
        let kind = switch entry.shape {
        case .flag: "flag default"
        case .value: "option default"
        case .number: "option unconditional"
        }
        table[[name, shortName[name]].compactMap { $0 }.joined(separator: " ")] = "\(kind) \(entry.repeats ? "repeats" : "once")"
    }
    if Render.table.arguments != nil { table[""] = "positional default repeats" }
    #expect(table == reflected)
}

/// The properties of `value` whose ArgumentParser wrapper still holds its definition: reading one stops
/// the program (a wrapper says so in its description).
private func unsetProperties(_ value: Any, at path: String = "") -> [String] {
    let definitions = ["Option", "Flag", "Argument", "OptionGroup"].map { "\($0)(*definition*)" }
    return Mirror(reflecting: value).children.flatMap { child -> [String] in
        let childPath = path + "." + (child.label ?? "?")
        if definitions.contains(String(describing: child.value)) { return [childPath] }
        return unsetProperties(child.value, at: childPath)
    }
}

@Test("an unset render has every property set, as ArgumentParser leaves a command line without options")
func directRenderUnsetLeavesNoDefinition() {
    #expect(unsetProperties(Render.unset()) == [])
}
