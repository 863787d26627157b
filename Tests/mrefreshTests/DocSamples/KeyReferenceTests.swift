import Foundation
import MRefreshCore
import MRefreshFiles
import Testing

/// The key tables of IndicatorFiles.md, JobFiles.md and Commands.md (gesture files) against the readers: each table (marked
/// `<!-- keys: CONTEXT -->`) lists exactly the keys the reader accepts there, and each row's example
/// is read (and, for an indicator, loaded and walked) without an error.
///
/// The accepted keys are the reader's own words: a key it does not know (`zzz`) is refused with a
/// message naming every key it expected there, so a key added to the reader and not to the docs fails
/// here, with no list kept twice.
@Suite struct KeyReferenceTests {
    /// A row of a key table.
    struct Row: Sendable, CustomTestStringConvertible {
        let document: String
        let context: String
        let key: String
        let example: String
        var testDescription: String { "\(context): \(example)" }
    }

    /// Where each context's keys are read, and how an example of one is made a whole file.
    struct Context: Sendable, CustomTestStringConvertible {
        let name: String
        let document: String
        /// A file with the unknown key `zzz` where this context's keys go.
        let probe: String
        /// The file around one example of `key`.
        let file: @Sendable (_ key: String, _ example: String) -> String
        /// The reader of the file.
        var reader = Reader.indicator
        var testDescription: String { name }
    }

    /// The layer of a file whose example is not a layer's: a document with a viewBox, so `fit: viewbox`
    /// has one to place.
    static let layer = "layers: [{source: Examples/sync-arcs.svg}]"

    /// Which reader reads a context's file.
    enum Reader: Sendable { case indicator, job, gesture }

    static let contexts: [Context] = [
        Context(name: "indicator", document: "IndicatorFiles.md", probe: "zzz: 1\n\(layer)") { key, example in
            key == "layers" ? example : "\(example)\n\(layer)"
        },
        Context(name: "machine", document: "IndicatorFiles.md", probe: "machine: {zzz: 1}\n\(layer)") { _, example in
            "machine: {\(example)}\n\(layer)"
        },
        Context(name: "stages", document: "IndicatorFiles.md", probe: "stages: {zzz: 1}\n\(layer)") { _, example in
            // ready frames need the release trigger, exhausted frames the bottom edge.
            "machine: {trigger: release, edge: bottom}\nstages: {\(example)}\n\(layer)"
        },
        Context(name: "style", document: "IndicatorFiles.md", probe: "style: {zzz: 1}\n\(layer)") { _, example in
            "style: {\(example)}\n\(layer)"
        },
        Context(name: "layer", document: "IndicatorFiles.md", probe: "layers: [{path: \"M0 0H10\", zzz: 1}]") { key, example in
            let textKeys = ["text", "font", "position", "align", "color"]
            let others: [String] = switch key {
            case "source", "path": []
            case "text": ["position: [48, 48]"]
            case "position": ["text: \"Hi\""]
            case _ where textKeys.contains(key): ["text: \"Hi\"", "position: [48, 48]"]
            default: ["path: \"M0 0H10\""]
            }
            return "layers: [{\(([example] + others).joined(separator: ", "))}]"
        },
        Context(name: "draw", document: "IndicatorFiles.md", probe: "layers: [{path: \"M0 0H10\", draw: {zzz: 1}}]") { _, example in
            "layers: [{path: \"M0 0H10\", draw: {\(example)}}]"
        },
        Context(name: "text", document: "IndicatorFiles.md", probe: "layers: [{text: {zzz: \"a\"}, position: [1, 1]}]") { _, example in
            "layers: [{text: {\(example)}, position: [48, 48]}]"
        },
        Context(name: "keyframe", document: "IndicatorFiles.md", probe: "pull: [{at: 0, zzz: 1}]\n\(layer)") { key, example in
            (key == "at" ? "pull: [{\(example)}]" : "pull: [{at: 0, \(example)}]") + "\n\(layer)"
        },
        Context(name: "loop", document: "IndicatorFiles.md", probe: "loading: {period: 1, keys: [], zzz: 1}\n\(layer)") { key, example in
            "loading: {\(example), \(key == "period" ? "keys: [{at: 0}]" : "period: 1")}\n\(layer)"
        },
        Context(name: "timed", document: "IndicatorFiles.md", probe: "closing: {keys: [], zzz: 1}\n\(layer)") { key, example in
            "closing: {\(example)\(key == "keys" ? "" : ", keys: [{at: 1}]")}\n\(layer)"
        },
        Context(name: "appearance", document: "IndicatorFiles.md", probe: "appearances: {dark: {zzz: 1}}\n\(layer)") { _, example in
            "appearances: {dark: {\(example)}}\n\(layer)"
        },
        Context(name: "job", document: "JobFiles.md", probe: "zzz: 1\nindicators: []", file: { key, example in
            key == "indicators" ? example : "\(example)\nindicators: [{source: Examples/sync-arcs.svg}]"
        }, reader: .job),
        Context(name: "job-indicator", document: "JobFiles.md", probe: "indicators: [{zzz: 1}]", file: { key, example in
            key == "name" ? "indicators: [{\(example), source: Examples/sync-arcs.svg}]" : "indicators: [{\(example)}]"
        }, reader: .job),
        Context(name: "gesture", document: "Commands.md", probe: "zzz: 1\nsteps: [release]", file: { key, example in
            key == "steps" ? example : "\(example)\nsteps: [release]"
        }, reader: .gesture),
        Context(name: "step", document: "Commands.md", probe: "steps: [{zzz: 1}]", file: { _, example in
            "steps:\n  - \(example)"
        }, reader: .gesture),
        Context(name: "drag", document: "Commands.md", probe: "steps: [{drag: {to: 1, zzz: 1}}]", file: { key, example in
            "steps:\n  - drag: {\(example)\(key == "to" ? "" : ", to: 10")}"
        }, reader: .gesture),
    ]

    /// The keys the reader names when refusing `zzz` in `context`.
    static func acceptedKeys(_ context: Context) -> Set<String> {
        var message = ""
        do {
            switch context.reader {
            case .indicator: _ = try IndicatorFile.parse(context.probe, file: "probe.yaml", directory: Documents.root.path)
            case .job: _ = try BuildFile.parse(context.probe, file: "probe.yaml", directory: Documents.root.path)
            case .gesture: _ = try GestureFile.parse(context.probe, file: "probe.yaml")
            }
        } catch {
            message = error.message
        }
        guard let expected = message.range(of: "expected ") else { return [] }
        let list = message[expected.upperBound...]
        let quoted = list.matches(of: /'([^']+)'/).map { String($0.output.1) }
        let names = quoted.isEmpty
            ? list.replacingOccurrences(of: " or ", with: ", ").components(separatedBy: ", ").map { $0.trimmingCharacters(in: .whitespaces) }
            : quoted
        var keys = Set(names)
        // A job file's indicator takes every indicator-file key besides its own.
        if context.name == "job-indicator", let indicator = contexts.first(where: { $0.name == "indicator" }) {
            keys.subtract(acceptedKeys(indicator))
        }
        return keys
    }

    /// The rows of the table marked `<!-- keys: context -->` in `document`: first cell the key, last the
    /// example, each in code voice.
    static func rows(_ context: String, in document: String) -> [Row] {
        let lines = Documents.text("\(Documents.catalog)/\(document)").components(separatedBy: "\n")
        guard let marker = lines.firstIndex(of: "<!-- keys: \(context) -->") else { return [] }
        var rows: [Row] = []
        for line in lines[(marker + 3)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, let last = cells.last else { continue }
            rows.append(Row(document: document, context: context, key: first.trimmingCharacters(in: ["`"]),
                            example: last.trimmingCharacters(in: ["`"])))
        }
        return rows
    }

    @Test(arguments: contexts)
    func tableListsEveryKeyTheReaderAccepts(_ context: Context) {
        let accepted = Self.acceptedKeys(context)
        #expect(!accepted.isEmpty, "the reader's message for an unknown key in \(context.name) named no keys")
        let documented = Set(Self.rows(context.name, in: context.document).map(\.key))
        #expect(accepted.subtracting(documented).isEmpty,
                "\(context.document), table '\(context.name)': missing \(accepted.subtracting(documented).sorted())")
        #expect(documented.subtracting(accepted).isEmpty,
                "\(context.document), table '\(context.name)': the reader does not accept \(documented.subtracting(accepted).sorted())")
    }

    static var allRows: [Row] { contexts.flatMap { rows($0.name, in: $0.document) } }

    @Test(arguments: allRows)
    func exampleIsRead(_ row: Row) throws {
        let context = try #require(Self.contexts.first { $0.name == row.context })
        // A step that takes no value (`release`) is its own example.
        #expect(row.example.hasPrefix(row.key + ":") || row.example == row.key,
                "the example of \(row.key) does not set it: \(row.example)")
        let file = context.file(row.key, row.example)
        do {
            switch context.reader {
            case .indicator:
                let spec = try IndicatorFile.parse(file, file: "example.yaml", directory: Documents.root.path)
                let indicator = try Indicator(spec)
                _ = try indicator.timeline()
            case .job: _ = try BuildFile.parse(file, file: "example.yaml", directory: Documents.root.path)
            case .gesture: _ = try GestureFile.parse(file, file: "example.yaml")
            }
        } catch {
            Issue.record("\(row.document), \(row.context) example \(row.example): \(error)\n\(file)")
        }
    }
}
