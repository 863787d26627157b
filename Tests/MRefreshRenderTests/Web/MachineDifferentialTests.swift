import Foundation
import MRefreshMachine
import Testing

/// The machine in Swift and the machine in JavaScript are one machine: the same seeded event scripts, played
/// on `RefreshPlayer` here and on `machine.js`'s under Node, give the same states, effects, frames, content
/// offsets and clocks after every event (doubles compared exactly: both do the same IEEE operations in the
/// same order). A rule changed on one side alone fails here.
@Suite("Swift and JavaScript machines")
struct MachineDifferentialTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let machineJS = repository.appendingPathComponent("Sources/MRefreshRender/Web/machine.js")
    static let walker = repository.appendingPathComponent("Tests/Tools/machine-walk.mjs")
    static let scriptCount = 400

    @Test("400 seeded scripts walk the same on both machines")
    func sameWalks() throws {
        let scripts = (1...Self.scriptCount).map { EventScript(seed: UInt64($0)) }
        let javascript = try Self.walk(scripts, machine: Self.machineJS)
        let differences = Self.differences(scripts, javascript)
        #expect(differences.isEmpty, "\(differences.count) scripts differ; the first: \(differences.first ?? "")")
        // The scripts reach every state and every stage, so no rule goes unwalked.
        var states = Set<RefreshState>(), stages = Set<Stage>()
        for script in scripts {
            var player = try RefreshPlayer(configuration: script.configuration, table: script.table)
            for event in script.events {
                _ = player.handle(event)
                states.insert(player.machine.state)
                if let frame = player.frame { stages.insert(frame.stage) }
            }
        }
        #expect(states == Set(RefreshState.allCases))
        #expect(stages == Set(Stage.allCases))
    }

    /// machine.js with one rule changed, as a careless edit would: the comparison must see each.
    @Test("a rule changed in machine.js alone is caught", arguments: [
        ("the threshold is reached at equality", "return this.pull > this.configuration.threshold;", "return this.pull >= this.configuration.threshold;"),
        ("the state clock is not reset", "if (effects.some(e => e.type === \"stateChanged\")) this.secondsInState = 0;", ""),
        ("no slack in timed frames", "const step = seconds * rate + 1e-9;", "const step = seconds * rate;"),
        ("release restarts the inset animation", "if (this.inset !== this.configuration.height) this.setInset", "this.setInset"),
        ("an exhausted bar collapses", "return m.state === \"exhausted\" ? m.configuration.height : this.shownInset;", "return this.shownInset;"),
    ])
    func mutationCaught(rule: String, original: String, changed: String) throws {
        let source = try String(contentsOf: Self.machineJS, encoding: .utf8)
        #expect(source.contains(original), "machine.js no longer has the line this test changes: \(original)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-mutant-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let mutant = folder.appendingPathComponent("machine.mjs")
        try source.replacingOccurrences(of: original, with: changed).write(to: mutant, atomically: true, encoding: .utf8)
        let scripts = (1...Self.scriptCount).map { EventScript(seed: UInt64($0)) }
        let differences = Self.differences(scripts, try Self.walk(scripts, machine: mutant))
        #expect(!differences.isEmpty, "\(rule): no script saw the change")
    }

    // MARK: - Walking

    /// One event's outcome.
    struct Step: Equatable, CustomStringConvertible {
        var state: RefreshState
        var frame: FrameTable.Frame?
        var offset: Double
        var seconds: Double
        var ready: Double
        var effects: [RefreshEffect]

        var description: String {
            "state \(state.rawValue), frame \(frame.map { $0.name } ?? "none"), offset \(offset), "
                + "\(seconds) s in state, ready at \(ready) s, effects \(effects)"
        }
    }

    /// The Swift player's steps.
    static func swiftSteps(_ script: EventScript) throws -> [Step] {
        var player = try RefreshPlayer(configuration: script.configuration, table: script.table)
        return script.events.map { event in
            let effects = player.handle(event)
            return Step(state: player.machine.state, frame: player.frame, offset: player.contentOffset,
                        seconds: player.secondsInState, ready: player.readySeconds, effects: effects)
        }
    }

    /// Each script whose steps differ: its seed, the event, and both sides' steps.
    static func differences(_ scripts: [EventScript], _ javascript: [[Step]]) -> [String] {
        var found: [String] = []
        for (index, script) in scripts.enumerated() {
            guard let swift = try? swiftSteps(script) else {
                found.append("seed \(index + 1): Swift refuses the configuration")
                continue
            }
            let js = index < javascript.count ? javascript[index] : []
            guard swift.count == js.count else {
                found.append("seed \(index + 1): \(swift.count) Swift steps, \(js.count) JavaScript steps")
                continue
            }
            if let at = swift.indices.first(where: { swift[$0] != js[$0] }) {
                found.append("seed \(index + 1), event \(at) (\(script.events[at])): Swift \(swift[at]); JavaScript \(js[at])")
            }
        }
        return found
    }

    /// Runs `machine` (a machine.js) under Node on `scripts` and reads its steps.
    static func walk(_ scripts: [EventScript], machine: URL) throws -> [[Step]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("scripts.json")
        try JSON.array(scripts.map(\.json)).text.write(to: input, atomically: true, encoding: .utf8)
        let (status, output, errors) = try Node.run([walker.path, machine.path, input.path])
        guard status == 0 else { throw WalkError(message: "node exited with \(status): \(errors)") }
        guard let parsed = JSON(parsing: Array(output.utf8)), let walks = parsed.array else {
            throw WalkError(message: "node printed no JSON array: \(output.prefix(200))")
        }
        return try walks.map { walk in try (walk.array ?? []).map(step) }
    }

    struct WalkError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    static func step(_ json: JSON) throws -> Step {
        func fail(_ what: String) -> WalkError { WalkError(message: "machine-walk.mjs printed \(what): \(json.text.prefix(300))") }
        guard let state = json["state"]?.string.flatMap(RefreshState.init(rawValue:)),
              let offset = json["offset"]?.double, let seconds = json["seconds"]?.double, let ready = json["ready"]?.double,
              let effectList = json["effects"]?.array else { throw fail("a step without its fields") }
        var frame: FrameTable.Frame?
        if let pair = json["frame"]?.array {
            guard pair.count == 2, let stage = pair[0].string.flatMap(Stage.init(rawValue:)), let index = pair[1].int else {
                throw fail("a frame that is not [stage, index]")
            }
            frame = FrameTable.Frame(stage: stage, index: index)
        }
        let effects = try effectList.map { e throws(WalkError) -> RefreshEffect in
            func state(_ key: String) throws(WalkError) -> RefreshState {
                guard let value = e[key]?.string.flatMap(RefreshState.init(rawValue:)) else { throw fail("an effect without \(key)") }
                return value
            }
            func number(_ key: String) throws(WalkError) -> Double {
                guard let value = e[key]?.double else { throw fail("an effect without \(key)") }
                return value
            }
            switch e["type"]?.string {
            case "stateChanged": return .stateChanged(from: try state("from"), to: try state("to"))
            case "progress":
                guard let beyond = e["beyondThreshold"]?.bool else { throw fail("a progress without beyondThreshold") }
                return .progress(try number("progress"), beyondThreshold: beyond)
            case "refresh": return .refresh
            case "startAnimating": return .startAnimating
            case "stopAnimating": return .stopAnimating
            case "setInset": return .setInset(target: try number("target"), duration: try number("duration"))
            case "finishIgnored": return .finishIgnored(in: try state("state"))
            default: throw fail("an unknown effect")
            }
        }
        return Step(state: state, frame: frame, offset: offset, seconds: seconds, ready: ready, effects: effects)
    }
}
