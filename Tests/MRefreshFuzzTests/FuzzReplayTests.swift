import Foundation
import MRefreshFuzz
import Testing

/// Every committed input must come back from its target — no trap (which would end this process), no
/// broken promise — within a generous bound: a debug build, two cores shared with other tests. The fuzzer
/// holds release builds to 1 s an input.
let perInputBound = Duration.seconds(20)

/// Runs `inputs` through `target`, skipping (and saying so) those listed in `skipped`.
func replay(_ inputs: [FuzzInputs.Input], through target: FuzzTarget, skipping skipped: [String: String] = [:]) {
    let clock = ContinuousClock()
    for input in inputs {
        if let reason = skipped[input.name] {
            print("skipped \(input.name): known open (Tests/Fuzz/Regressions/KNOWN_OPEN.txt): \(reason)")
            continue
        }
        var report: FuzzReport?
        let elapsed = clock.measure { report = target.run(input.bytes) }
        #expect(report?.violations ?? [] == [], "\(input.name)")
        #expect(elapsed < perInputBound, "\(input.name) took \(elapsed)")
    }
}

@Test("every seed-corpus input returns from its target", arguments: FuzzTarget.allCases)
func seedCorpus(_ target: FuzzTarget) throws {
    let inputs = try FuzzInputs.inputs("Corpus", target)
    #expect(!inputs.isEmpty, "Tests/Fuzz/Corpus/\(target.rawValue) is empty: run `make fuzz-corpus`")
    replay(inputs, through: target)
}

@Test("every regression input returns from its target, but those still open", arguments: FuzzTarget.allCases)
func regressions(_ target: FuzzTarget) throws {
    replay(try FuzzInputs.inputs("Regressions", target), through: target, skipping: try FuzzInputs.knownOpen())
}

@Test("KNOWN_OPEN.txt lists only regression files that exist")
func knownOpenEntriesExist() throws {
    let existing = Set(try FuzzTarget.allCases.flatMap { try FuzzInputs.inputs("Regressions", $0) }.map(\.name))
    for entry in try FuzzInputs.knownOpen().keys.sorted() {
        #expect(existing.contains(entry), "KNOWN_OPEN.txt lists \(entry), which is not in Tests/Fuzz/Regressions")
    }
}

/// The names are the command-line interface of `make fuzz` and the folder names of the corpus.
@Test("target names", arguments: zip(FuzzTarget.allCases, ["path-data", "xml", "style", "svg-document", "gesture", "pipeline", "indicator", "vector-exports", "svg-animation"]))
func targetNames(_ target: FuzzTarget, name: String) {
    #expect(target.rawValue == name)
    #expect(FuzzTarget(rawValue: name) == target)
}

/// A table of small inputs, one per kind of outcome, checking what each target reports.
struct OutcomeCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let target: FuzzTarget
    let input: String
    /// The step expected to refuse the input, or nil when every step accepts it.
    let refusedBy: String?
    var testDescription: String { rule }
}

let outcomeCases: [OutcomeCase] = [
    OutcomeCase(rule: "path data accepted", target: .pathData, input: "M0 0L10 10", refusedBy: nil),
    OutcomeCase(rule: "path data refused strict, kept lenient", target: .pathData, input: "M0 0L10 x",
                refusedBy: "read strict"),
    OutcomeCase(rule: "XML accepted", target: .xml, input: "<svg><path d='M0 0'/></svg>", refusedBy: nil),
    OutcomeCase(rule: "XML refused", target: .xml, input: "<svg><path></svg>", refusedBy: "parse"),
    OutcomeCase(rule: "XML of a font: read with its glyphs but one hollowed, the same elements and the others' attributes",
                target: .xml, input: "<font x='1'><font-face a='1'/><glyph glyph-name='b' d='M0 0'/><glyph glyph-name='a'/>\n</font>",
                refusedBy: nil),
    OutcomeCase(rule: "XML of a font refused hollowed as whole", target: .xml,
                input: "<font><glyph glyph-name='b' d='1' d='2'/></font>", refusedBy: "parse"),
    OutcomeCase(rule: "style: a bad transform is refused with its offset", target: .style, input: "rotate(x)",
                refusedBy: "transform"),
    OutcomeCase(rule: "SVG document accepted", target: .svgDocument,
                input: "<svg viewBox='0 0 10 10'><path d='M0 0H5'/></svg>", refusedBy: nil),
    OutcomeCase(rule: "SVG document refused strict", target: .svgDocument,
                input: "<svg><path d='M0 0H'/></svg>", refusedBy: "load strict"),
    OutcomeCase(rule: "gesture played", target: .gesture, input: "steps: [{drag: {to: 100, duration: 0.2}}, release]",
                refusedBy: nil),
    OutcomeCase(rule: "gesture refused", target: .gesture, input: "steps: [jump]", refusedBy: "parse"),
    OutcomeCase(rule: "pipeline draws", target: .pipeline, input: "M0 0H10V10Z", refusedBy: nil),
    OutcomeCase(rule: "vector exports written", target: .vectorExports,
                input: "<svg viewBox='0 0 10 10'><path d='M1 1H9V9Z' stroke='red'/></svg>", refusedBy: nil),
    OutcomeCase(rule: "indicator: a layer named \"null\" is no number that is not finite in its Lottie document",
                target: .indicator, input: "layers: [{source: 'null'}, {source: 'a \\\"null\\\" b'}]", refusedBy: nil),
    OutcomeCase(rule: "vector exports: nothing to draw is refused", target: .vectorExports, input: "<svg/>",
                refusedBy: "load and fit"),
]

@Test("what each target reports", arguments: outcomeCases)
func outcomes(_ row: OutcomeCase) {
    let report = row.target.run(Array(row.input.utf8))
    #expect(report.violations == [])
    let refused = report.steps.first { if case .rejected = $0.outcome { true } else { false } }
    #expect(refused?.name == row.refusedBy, "\(report.description)")
}
