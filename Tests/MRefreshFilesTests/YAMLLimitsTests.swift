import Foundation
import MRefreshCore
import MRefreshSyntax
import Testing
@testable import MRefreshFiles

/// The three files mrefresh reads as YAML, each parsed from text.
enum YAMLFileKind: String, CaseIterable, Sendable {
    case indicator, job, gesture

    func parse(_ text: String) throws(InputError) {
        switch self {
        case .indicator: _ = try IndicatorFile.parse(text, file: "f.yaml", directory: "")
        case .job: _ = try BuildFile.parse(text, file: "f.yaml", directory: "") { path, _, _ throws(InputError) in
                throw InputError(file: path, .file(.cannotOpen(errno: ENOENT)))
            }
        case .gesture: _ = try GestureFile.parse(text, file: "f.yaml")
        }
    }
}

/// `l0: &l0 [lol]` and `depth` lines of ten aliases each of the line before: `*l9` stands for 10⁹ values.
func billionLaughs(depth: Int = 9) -> String {
    var lines = ["l0: &l0 [lol]"]
    for level in 1...depth {
        lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ",") + "]")
    }
    return lines.joined(separator: "\n") + "\n"
}

private func failure(_ kind: YAMLFileKind, _ text: String) -> InputError? {
    do {
        try kind.parse(text)
        return nil
    } catch {
        return error
    }
}

/// `[` × `depth`, then `]` × `depth`.
private func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
}

/// A mapping `{x: &a [1 × 999], y: [*a × 248, 1 × extra]}`: 250,000 − 996 + `extra` values, aliases expanded.
private func budget(extra: Int) -> String {
    "x: &a [" + Array(repeating: "1", count: 999).joined(separator: ",") + "]\ny: ["
        + (Array(repeating: "*a", count: 248) + Array(repeating: "1", count: extra)).joined(separator: ",") + "]\n"
}

private let laughsCrossing = "f.yaml:7:10: the alias '*l5' takes the file past 250000 values (an alias counts as every value it stands for); at most 250000 are read"

/// One way to break a bound: a file's text and the error it gives.
struct YAMLLimitCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// The error as printed: `f.yaml:line:col: message`.
    let error: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ error: String) {
        (self.name, self.text, self.error) = (name, text, error)
    }
}

/// Each way to break a bound, with the error. The bounds are checked before any key is read, so every kind
/// of file gives the same error: the rows' top-level keys are no file's own.
let yamlLimitCases: [YAMLLimitCase] = [
    // Finding 14: the bomb as a key is refused where its aliases pass the budget, on its seventh line,
    // whatever its depth: nothing after that line is read.
    YAMLLimitCase("billion laughs as a mapping key", billionLaughs() + "? *l9\n: 1\n", laughsCrossing),
    YAMLLimitCase("billion laughs 30 levels deep", billionLaughs(depth: 30) + "? *l30\n: 1\n", laughsCrossing),
    YAMLLimitCase("billion laughs as a value", billionLaughs() + "x: *l9\n", laughsCrossing),
    YAMLLimitCase("billion laughs made inside one list",
     "x:\n  - &a [x, x, x, x, x, x, x, x, x, x]\n" + (1...8).map { level in
         "  - &\(Character(UnicodeScalar(97 + level)!)) [" + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]"
     }.joined(separator: "\n") + "\n",
     "f.yaml:7:13: the alias '*e' takes the file past 250000 values (an alias counts as every value it stands for); at most 250000 are read"),
    // Four levels stand for 11,111 values, within the budget: refused for being a list.
    YAMLLimitCase("an alias of a list as a key", billionLaughs(depth: 4) + "? *l4\n: 1\n",
     "f.yaml:6:3: a mapping key must be a single value, not an alias of a list or mapping ('*l4')"),
    YAMLLimitCase("an alias of a mapping as a key", "a: &m {b: 1}\n*m : 2\n",
     "f.yaml:2:1: a mapping key must be a single value, not an alias of a list or mapping ('*m')"),
    YAMLLimitCase("a flow list as a key", "[a, b]: 1\n", "f.yaml:1:1: a mapping key must be a single value, not a list"),
    YAMLLimitCase("a mapping as a complex key", "x: []\n? {a: 1}\n: 2\n", "f.yaml:2:3: a mapping key must be a single value, not a mapping"),
    YAMLLimitCase("a key inside a flow mapping that is a list", "x: {[a]: 1}\n", "f.yaml:1:5: a mapping key must be a single value, not a list"),
    // Finding 24, in the project's words. At 3,000 libyaml's own limit (1,000) is reached first, its
    // scanner running ahead through the line; at 65 the count here is.
    YAMLLimitCase("3000 nested lists", "x: \(nested(3000))\n", "f.yaml:1:67: lists and mappings nested deeper than 64 levels"),
    YAMLLimitCase("65 nested lists", "x: \(nested(64))\n", "f.yaml:1:67: lists and mappings nested deeper than 64 levels"),
    YAMLLimitCase("65 nested block mappings", (0..<65).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " 1\n",
     "f.yaml:65:65: lists and mappings nested deeper than 64 levels"),
    YAMLLimitCase("one value past the budget", budget(extra: 997),
     "f.yaml:2:2741: more than 250000 values in one file; at most 250000 are read"),
    YAMLLimitCase("a file of 4 MiB and one byte", "x: \"" + String(repeating: "a", count: (4 << 20) - 5) + "\"\n",
     "f.yaml: the indicator file is 4.1 MiB; indicator files larger than 4 MiB are refused"),
    YAMLLimitCase("YAML syntax, libyaml's words at its position", "x: [1, 2\ny: 3\n", "f.yaml:2:2: YAML: did not find expected ',' or ']'"),
]

@Test("every bound is an error at its position in indicator, job and gesture files",
      arguments: yamlLimitCases, YAMLFileKind.allCases)
func yamlLimits(row: YAMLLimitCase, kind: YAMLFileKind) {
    let (name, text, expected) = (row.name, row.text, row.error)
    let start = Date()
    let error = failure(kind, text)
    let seconds = Date().timeIntervalSince(start)
    // The size is named after the kind of file.
    let wanted = expected.replacingOccurrences(of: "indicator file", with: "\(kind == .job ? "job" : kind.rawValue) file")
    #expect(error?.description == wanted, "\(name): \(Excerpt(error?.description ?? "no error"))…\(error?.description.suffix(60) ?? "")")
    #expect(error?.kind == (name.hasPrefix("a file of") ? .unreadable : .invalidData), "\(name)")
    #expect(seconds < 2, "\(name): \(seconds) s")
}

@Test("the budget's edge: exactly 250,000 values pass the bounds")
func budgetEdge() {
    // Past the bounds, each file refuses its unknown key 'x': the bounds let it through.
    for kind in YAMLFileKind.allCases {
        let error = failure(kind, budget(extra: 996))
        #expect(error?.message.contains("unknown key 'x'") == true, "\(kind): \(String(describing: error))")
    }
}

@Test("anchors and aliases used as files mean them read as the values they stand for")
func aliasesAsMeant() throws {
    let job = try BuildFile.parse("""
        indicators:
          - {name: a, source: a.svg, style: &red {stroke: red, lineWidth: 3}}
          - {name: b, source: b.svg, style: *red}
        """, file: "job.yaml", directory: "")
    #expect(job.items.count == 2)
    let styles = try job.items.map { try $0.spec.get().overrides }
    #expect(styles[0] == styles[1])
    // An alias of a single value is a fine key.
    let spec = try IndicatorFile.parse("layers: [{&s source: a.svg}, {*s : b.svg}]\n", file: "i.yaml", directory: "")
    #expect(spec.layers.count == 2)
}

@Test("a quoted value in a message is cut to a short excerpt on one line", arguments: [
    ("fps: \"" + String(repeating: "9x", count: 2_000_000) + "\"\nlayers: [{source: a.svg}]\n",
     "i.yaml:1:6: fps must be a number, got '" + String(repeating: "9x", count: 24) + "…'"),
    ("easing: \"in\\nout\"\nlayers: [{source: a.svg}]\n",
     "i.yaml:1:9: easing must be linear, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), hold or steps(n), got 'in\\nout'"),
    // (An explicit key: YAML's implicit keys stop at 1,024 characters.)
    ("? " + String(repeating: "k", count: 100_000) + "\n: 1\nlayers: [{source: a.svg}]\n",
     "i.yaml:1:3: unknown key '" + String(repeating: "k", count: 48) + "…': expected 'size', 'padding', 'frame', 'scale', 'fit', 'smooth', 'trim', 'easing', 'merge', 'style', 'background', 'fps', 'labelDate', 'machine', 'stages', 'pull', 'ready', 'loading', 'closing', 'exhausted', 'layers', 'exports', 'appearances' or 'resources'"),
])
func excerpts(text: String, expected: String) {
    let error = failure(.indicator, text.replacingOccurrences(of: "f.yaml", with: "i.yaml"))
    #expect(error.map { "i" + $0.description.dropFirst() } == expected)
}
