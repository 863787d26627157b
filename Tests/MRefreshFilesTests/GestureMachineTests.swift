import MRefreshCore
import Testing
@testable import MRefreshFiles

/// One rule of how a gesture file's `machine:` meets the indicator's: the base, the gesture file's
/// machine, the machine played.
struct GestureMachineCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let base: RefreshConfiguration
    let machine: String?
    let played: RefreshConfiguration
    var testDescription: String { rule }
}

private let bar = RefreshConfiguration(height: 48, startDistance: 4, endOffset: 16, trigger: .release, edge: .bottom)

private let gestureMachineCases: [GestureMachineCase] = [
    GestureMachineCase(rule: "no machine: the indicator's machine is played", base: bar, machine: nil, played: bar),
    GestureMachineCase(rule: "no machine and no indicator machine: the defaults", base: RefreshConfiguration(), machine: nil,
                       played: RefreshConfiguration()),
    GestureMachineCase(rule: "a key overrides that key only", base: bar, machine: "{edge: top}",
                       played: RefreshConfiguration(height: 48, startDistance: 4, endOffset: 16, trigger: .release, edge: .top)),
    GestureMachineCase(rule: "every key given: the gesture file's machine", base: bar,
                       machine: "{trigger: threshold, edge: top, height: 60, startDistance: 10, endOffset: 20}",
                       played: RefreshConfiguration()),
    GestureMachineCase(rule: "rules hold for the machine played: a start past the defaults' threshold is fine over a taller base",
                       base: RefreshConfiguration(height: 120), machine: "{startDistance: 90}",
                       played: RefreshConfiguration(height: 120, startDistance: 90)),
]

@Test("a gesture file's machine keys apply over the indicator's machine, key by key", arguments: gestureMachineCases)
func gestureMachine(_ row: GestureMachineCase) throws {
    let text = (row.machine.map { "machine: \($0)\n" } ?? "") + "steps: [release]"
    let script = try GestureFile.parse(text, file: "g.yaml", base: row.base)
    #expect(script.configuration == row.played)
}

@Test("the script says which machine keys the gesture file sets, and where")
func gestureMachineKeys() throws {
    let script = try GestureFile.parse("machine: {edge: top,\n  height: 48}\nsteps: [release]", file: "g.yaml", base: bar)
    #expect(script.machineKeys.mapValues { "\($0.line):\($0.column)" } == ["edge": "1:17", "height": "2:11"])
}

@Test("a rule broken by the machine played is an error at the gesture file's key")
func gestureMachineRule() {
    do {
        _ = try GestureFile.parse("machine: {startDistance: 50, endOffset: -20}\nsteps: [release]", file: "g.yaml",
                                  base: RefreshConfiguration(height: 60))
        Issue.record("accepted")
    } catch {
        #expect(error.location.map { "\($0.line):\($0.column)" } == "1:41")
        #expect(error.message.hasPrefix("machine: endOffset the threshold height + endOffset (40"), "\(error.description)")
        // The machine's own error, kept whole.
        #expect(error.cause == .configuration(RefreshConfigurationError(
            field: "endOffset", rule: .thresholdNotPastStart(threshold: 40, startDistance: 50))))
    }
}
