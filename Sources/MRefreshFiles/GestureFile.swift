import MRefreshCore

/// Reads gesture files (MRefresh.docc/DesignRefreshMachine.md), YAML or JSON (JSON is YAML), into a `GestureScript`. Every
/// problem is an ``MRefreshCore/InputError`` at the line and column of the offending node.
public enum GestureFile {
    /// The most steps a gesture file may list, checked while reading.
    public static let maximumSteps = 10_000
    /// The longest script accepted, in seconds, checked before simulating.
    public static let maximumDuration = 600.0

    /// Reads the gesture file `text`, named `file` in messages.
    ///
    /// The file is a mapping with an optional `machine` (the ``MRefreshMachine/RefreshConfiguration`` fields) and
    /// `steps`: `drag: {to: D, duration: S}`, `hold: S`, `release`, `wait: S`, `finish`, `hasMoreData: B`.
    /// The machine played is `base` (the indicator's machine; the defaults without one) with the file's
    /// `machine` keys over it, key by key; the script's ``MRefreshCore/GestureScript/machineKeys`` says which.
    ///
    /// - Throws: ``MRefreshCore/InputError`` of kind ``MRefreshCore/InputError/Kind/invalidData``, at the offending node's line
    ///   and column when YAML knows it (a rule broken by a key of `base` alone: at the file's start).
    package static func parse(_ text: String, file: String, base: RefreshConfiguration = RefreshConfiguration())
        throws(InputError) -> GestureScript {
        let root = try NodeReader.root(of: text, file: file, kind: .gestureFile)
        return try Reader(file: file).script(root, base: base)
    }

    /// Walks the node tree, checking each value where it stands.
    private struct Reader {
        let nodes: NodeReader

        init(file: String) { nodes = NodeReader(file: file) }

        func fail(_ node: YAMLNode, _ rule: GestureFileRule) -> InputError { nodes.fail(node, .gestureFile(rule)) }
        func number(_ node: YAMLNode, _ name: String) throws(InputError) -> Double { try nodes.number(node, name) }
        func seconds(_ node: YAMLNode, _ name: String) throws(InputError) -> Double { try nodes.seconds(node, name) }
        func machine(_ node: YAMLNode) throws(InputError) -> (RefreshConfiguration, [String: YAMLNode]) { try nodes.machine(node) }

        func script(_ root: YAMLNode, base: RefreshConfiguration) throws(InputError) -> GestureScript {
            guard let mapping = root.mapping else { throw fail(root, .notMapping) }
            var configuration = RefreshConfiguration()
            var configurationNodes: [String: YAMLNode] = [:]
            var steps: [GestureScript.Step]?
            for (key, value) in mapping {
                switch key.string {
                case "machine": (configuration, configurationNodes) = try machine(value)
                case "steps": steps = try stepList(value)
                case let name? where IndicatorReader.topKeys.contains(name) || name == "indicators":
                    // An indicator or job file given where a gesture file is read.
                    throw fail(key, name == "indicators" ? .jobFileKey(name) : .indicatorFileKey(name))
                default: throw nodes.fail(key, .value(.unknownKey(key.string ?? "?", kind: "key", expected: ["machine", "steps"])))
                }
            }
            guard let steps else { throw fail(root, .missingSteps) }
            do {
                configuration = try base.replacing(configurationNodes.keys, from: configuration).validated()
            } catch {
                let node = configurationNodes[error.field] ?? root
                throw nodes.fail(node, .configuration(error))
            }
            let keys = configurationNodes.compactMapValues { NodeReader.location($0.mark) }
            let script = GestureScript(configuration: configuration, machineKeys: keys, steps: steps)
            guard script.duration <= GestureFile.maximumDuration else {
                throw fail(root, .tooLong(seconds: script.duration, limit: GestureFile.maximumDuration))
            }
            return script
        }

        func stepList(_ node: YAMLNode) throws(InputError) -> [GestureScript.Step] {
            guard let sequence = node.sequence else { throw fail(node, .stepsNotList) }
            guard sequence.count <= GestureFile.maximumSteps else {
                throw fail(node, .tooManySteps(sequence.count, limit: GestureFile.maximumSteps))
            }
            var steps: [GestureScript.Step] = []
            for item in sequence {
                if let word = item.scalar?.string {
                    switch word {
                    case "release": steps.append(.release)
                    case "finish": steps.append(.finish)
                    default: throw fail(item, .unknownStep(word))
                    }
                    continue
                }
                guard let mapping = item.mapping, mapping.count == 1, let (key, value) = mapping.first else {
                    throw fail(item, .notStep)
                }
                switch key.string {
                case "drag":
                    guard let fields = value.mapping else { throw fail(value, .dragNotMapping) }
                    var to: Double?, duration: Double?
                    for (k, v) in fields {
                        switch k.string {
                        case "to": to = try number(v, "drag.to")
                        case "duration": duration = try seconds(v, "drag.duration")
                        default: throw fail(k, .unknownDragKey(k.string ?? "?"))
                        }
                    }
                    guard let to else { throw fail(value, .dragNeedsTo) }
                    guard to >= 0 else { throw nodes.fail(value, .value(.negative("drag.to", got: to))) }
                    steps.append(.drag(to: to, duration: duration ?? 0))
                case "hold": steps.append(.hold(try seconds(value, "hold")))
                case "hasMoreData":
                    guard let flag = value.bool else { throw nodes.fail(value, .value(.notBoolean("hasMoreData"))) }
                    steps.append(.hasMoreData(flag))
                case "wait": steps.append(.wait(try seconds(value, "wait")))
                case "release", "finish":
                    throw fail(key, .stepTakesNoValue(key.string!))
                default:
                    throw fail(key, .unknownStep(key.string ?? "?"))
                }
            }
            return steps
        }
    }
}
