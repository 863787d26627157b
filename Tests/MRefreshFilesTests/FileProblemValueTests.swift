import MRefreshCore
import Testing
@testable import MRefreshFiles

/// One broken file and the cause its error carries: the reader's own value, compared whole.
struct FileProblemCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let kind: YAMLFileKind
    let text: String
    let cause: InputError.Cause
    /// `line:column`, or nil for an error without a position.
    let position: String?
    var testDescription: String { "\(kind.rawValue): \(rule)" }
}

let fileProblemCases: [FileProblemCase] = [
    FileProblemCase(rule: "an empty file", kind: .indicator, text: "", cause: .yaml(.empty(.indicatorFile)), position: nil),
    FileProblemCase(rule: "an empty job file", kind: .job, text: "# nothing", cause: .yaml(.empty(.jobFile)), position: nil),
    FileProblemCase(rule: "a duplicate key, at the second", kind: .gesture, text: "steps: []\nsteps: []",
                    cause: .yaml(.duplicateKeys(["steps"], firstLine: 1)), position: "2:1"),
    FileProblemCase(rule: "a list as a key", kind: .indicator, text: "? [1]\n: 2", cause: .yaml(.collectionKey(isMapping: false)),
                    position: "1:3"),
    FileProblemCase(rule: "a number that is not one", kind: .indicator, text: "fps: fast\nlayers: [{path: M0 0H1}]",
                    cause: .value(.notNumber("fps", found: "fast")), position: "1:6"),
    FileProblemCase(rule: "a number out of its range", kind: .indicator, text: "padding: 5000\nlayers: [{path: M0 0H1}]",
                    cause: .value(.numberOutOfRange("padding", 0...4096, got: 5000)), position: "1:10"),
    FileProblemCase(rule: "a choice that is none of its values", kind: .indicator, text: "fit: wide\nlayers: [{path: M0 0H1}]",
                    cause: .value(.notChoice("fit", choices: FitMode.allCases.map(\.rawValue), found: "wide")), position: "1:6"),
    FileProblemCase(rule: "an unknown layer key", kind: .indicator, text: "layers: [{path: M0 0H1, fill: red}]",
                    cause: .value(.unknownKey("fill", kind: "layer key", expected: IndicatorReader.layerKeys)), position: "1:25"),
    FileProblemCase(rule: "an unknown machine key", kind: .gesture, text: "machine: {colour: red}\nsteps: []",
                    cause: .value(.unknownMachineKey("colour")), position: "1:11"),
    FileProblemCase(rule: "a job file's key in an indicator file", kind: .indicator, text: "indicators: []",
                    cause: .indicatorFile(.jobFileKey("indicators")), position: "1:1"),
    FileProblemCase(rule: "draw.end before draw.start", kind: .indicator, text: "layers: [{path: M0 0H1, draw: {start: 0.5, end: 0.2}}]",
                    cause: .indicatorFile(.drawEndBeforeStart(start: 0.5, end: 0.2)), position: "1:31"),
    FileProblemCase(rule: "no room inside the padding", kind: .indicator, text: "size: 20x20\npadding: 10\nlayers: [{path: M0 0H1}]",
                    cause: .indicatorFile(.noRoom(padding: 10, canvas: Size(width: 20, height: 20))), position: "1:1"),
    FileProblemCase(rule: "two indicators of one name", kind: .job,
                    text: "indicators: [{name: a, source: x.svg}, {name: a, source: y.svg}]",
                    cause: .jobFile(.sameName("a")), position: "1:40"),
    FileProblemCase(rule: "a name that cannot be a folder", kind: .job, text: "indicators: [{name: '..', source: x.svg}]",
                    cause: .jobFile(.folderName("..", .unusable)), position: "1:21"),
    FileProblemCase(rule: "an indicator file's key in a job file", kind: .job, text: "size: 64x64",
                    cause: .jobFile(.indicatorFileKey("size")), position: "1:1"),
    FileProblemCase(rule: "a drag without a distance", kind: .gesture, text: "steps: [{drag: {duration: 1}}]",
                    cause: .gestureFile(.dragNeedsTo), position: "1:16"),
    FileProblemCase(rule: "a negative drag", kind: .gesture, text: "steps: [{drag: {to: -4}}]",
                    cause: .value(.negative("drag.to", got: -4)), position: "1:16"),
    FileProblemCase(rule: "an indicator file's key in a gesture file", kind: .gesture, text: "steps: []\nsize: 3",
                    cause: .gestureFile(.indicatorFileKey("size")), position: "2:1"),
]

@Test("a file reader's error carries its rule as a value", arguments: fileProblemCases)
func fileProblemValues(_ row: FileProblemCase) {
    do {
        try row.kind.parse(row.text)
        Issue.record("accepted")
    } catch {
        #expect(error.cause == row.cause, "\(error.description)")
        #expect(error.kind == .invalidData)
        #expect(error.location.map { "\($0.line):\($0.column)" } == row.position, "\(error.description)")
    }
}

@Test("problems of different readers, or of different values, are different errors")
func readerProblemsCompareByValue() {
    #expect(InputError.Cause.value(.notBoolean("merge")) == .value(.notBoolean("merge")))
    #expect(InputError.Cause.value(.notBoolean("merge")) != .value(.notBoolean("lenient")))
    #expect(InputError.Cause.jobFile(.needsOneKind) != .gestureFile(.notStep))
    #expect(Set([InputError.Cause.yaml(.tooDeep(limit: 64)), .yaml(.tooDeep(limit: 64))]).count == 1)
}
