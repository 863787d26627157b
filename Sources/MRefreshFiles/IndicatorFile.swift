import Foundation
import MRefreshCore
import Yams

/// Reads indicator files (DESIGN.md §12), YAML or JSON, into an ``IndicatorSpec``. Every problem (an
/// unknown key, a wrong type, a value out of range) is an ``InputError`` at the offending node's line and
/// column. Every key is optional except `layers`; the spec's defaults fill the rest.
public enum IndicatorFile {
    /// Whether `path` names an indicator file (by its extension: .yaml, .yml, .json).
    public static func isIndicatorFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return [".yaml", ".yml", ".json"].contains { lower.hasSuffix($0) }
    }

    /// The most layers an indicator file may list.
    public static let maximumLayers = 256
    /// The most keyframes one stage of one layer may list.
    public static let maximumKeyframes = 1_000

    /// Reads the indicator file `text`, named `file` in messages; layer sources are read relative to
    /// `directory` (the file's own folder).
    public static func parse(_ text: String, file: String, directory: String) throws(InputError) -> IndicatorSpec {
        let root = try NodeReader.root(of: text, file: file, empty: "the indicator file is empty: expected 'layers'")
        return try IndicatorReader(nodes: NodeReader(file: file), directory: directory).spec(root)
    }
}

/// Walks an indicator file's node tree.
struct IndicatorReader {
    let nodes: NodeReader
    let directory: String

    func fail(_ node: Node, _ message: String) -> InputError { nodes.fail(node, message) }

    static let topKeys = ["size", "padding", "frame", "scale", "fit", "smooth", "trim", "easing", "merge", "style",
                          "background", "fps", "labelDate", "machine", "stages", "pull", "ready", "loading", "closing", "exhausted",
                          "layers", "exports"]

    func spec(_ root: Node) throws(InputError) -> IndicatorSpec {
        var spec = IndicatorSpec()
        let applied = try apply(root, to: &spec, context: "an indicator file")
        try finish(&spec, applied, root: root)
        return spec
    }

    /// What ``apply(_:to:context:extra:)`` found besides the spec's values.
    struct Applied {
        /// Each machine key's node, for the machine's rule errors.
        var machineNodes: [String: Node] = [:]
        var layersNode: Node?
        /// The keys the caller takes itself (a job file's `name`, `file`, `glyphs`, `each`), with their nodes.
        var extra: [String: (key: Node, value: Node)] = [:]
    }

    /// Sets every key of the mapping `root` on `spec` (a key given replaces the spec's value); keys in
    /// `extra` are handed back instead of refused.
    func apply(_ root: Node, to spec: inout IndicatorSpec, context: String, extra: Set<String> = []) throws(InputError)
        -> Applied {
        var applied = Applied()
        for (name, key, value) in try nodes.mapping(root, context) {
            if extra.contains(name) {
                applied.extra[name] = (key, value)
                continue
            }
            switch name {
            case "size": spec.canvas = try size(value)
            case "padding": spec.padding = try nodes.number(value, "padding", in: 0...4096)
            case "frame":
                let v = try nodes.numbers(value, "frame", count: 4)
                guard v[2] > 0, v[3] > 0, v.allSatisfy({ abs($0) <= 4096 }) else {
                    throw fail(value, "frame must be [x, y, w, h] with a positive width and height within 4096 points")
                }
                spec.frame = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            case "scale": spec.scales = try scales(value)
            case "fit": spec.fit = try nodes.choice(value, "fit", as: FitMode.self)
            case "smooth": spec.smooth = try nodes.integer(value, "smooth", in: 0...12)
            case "trim": spec.trim = try nodes.choice(value, "trim", as: TrimMode.self)
            case "easing": spec.easing = try easing(value, "easing")
            case "merge": spec.merge = try nodes.bool(value, "merge")
            case "style": spec.overrides = try style(value)
            case "background":
                spec.background = try nodes.string(value, "background").lowercased() == "transparent" ? nil : try color(value, "background")
            case "fps": spec.fps = try nodes.number(value, "fps", in: 0.001...1000)
            case "labelDate": spec.labelDate = try nodes.string(value, "labelDate")
            case "machine": (spec.machine, applied.machineNodes) = try nodes.machine(value)
            case "stages": spec.frameCounts = try stages(value)
            case "pull": spec.choreography.pull = try track(value, "pull")
            case "ready":
                let (track, duration) = try timedTrack(value, "ready", durationKey: "duration")
                spec.choreography.ready = track
                if let duration { spec.readyDuration = duration }
            case "loading":
                if let animation = try preset(value, "loading", as: ProcessingAnimation.self, or: "{period, keys}") {
                    spec.use(animation)
                } else {
                    spec.choreography.loading = try loop(value, "loading")
                }
            case "closing":
                if let animation = try preset(value, "closing", as: EndAnimation.self, or: "{duration, keys}") {
                    spec.use(animation)
                } else {
                    let (track, duration) = try timedTrack(value, "closing", durationKey: "duration")
                    spec.choreography.closing = track
                    if let duration { spec.closingDuration = duration }
                }
            case "exhausted": spec.choreography.exhausted = try track(value, "exhausted")
            case "layers": applied.layersNode = value
            case "exports": spec.exports = try exports(value)
            default:
                throw fail(key, "unknown key '\(name)': expected \(NodeReader.alternatives(Self.topKeys + extra.sorted()))")
            }
        }
        return applied
    }

    /// Checks the whole: the machine's rules, the layers (read from `applied`'s node when `readsLayers`),
    /// room in the canvas.
    func finish(_ spec: inout IndicatorSpec, _ applied: Applied, root: Node, readsLayers: Bool = true) throws(InputError) {
        do {
            spec.machine = try spec.machine.validated()
        } catch {
            throw fail(applied.machineNodes[error.field] ?? root, "machine: \(error.description)")
        }
        if readsLayers { try readLayers(&spec, applied.layersNode, root: root) }
        let drawable = spec.drawableFrame
        guard drawable.width > 0, drawable.height > 0 else {
            throw fail(root, "padding \(NodeReader.text(spec.padding)) leaves no room in a \(NodeReader.text(spec.canvas.width))x\(NodeReader.text(spec.canvas.height)) canvas")
        }
    }

    func readLayers(_ spec: inout IndicatorSpec, _ layersNode: Node?, root: Node) throws(InputError) {
        guard let layersNode else { throw fail(root, "missing 'layers': the list of the indicator's layers") }
        guard let list = layersNode.sequence, !list.isEmpty else { throw fail(layersNode, "'layers' must be a list of at least one layer") }
        guard list.count <= IndicatorFile.maximumLayers else {
            throw fail(layersNode, "\(list.count) layers; at most \(IndicatorFile.maximumLayers) are drawn")
        }
        spec.layers = []
        for item in list { spec.layers.append(try layer(item)) }
    }

    static let layerKeys = ["source", "path", "text", "font", "position", "align", "color", "style", "draw", "origin",
                            "pull", "ready", "loading", "closing", "exhausted"]

    func layer(_ node: Node) throws(InputError) -> LayerSpec {
        let entries = try nodes.mapping(node, "a layer")
        var source: LayerSpec.Source?
        var layer = LayerSpec(source: .pathData("", name: ""),
                              location: SourceReference(file: nodes.file, location: NodeReader.location(node.mark)))
        var strings: [RefreshState: String]?
        var font = TextSpec.defaultFont, position: Point?, alignment = TextSpec.Alignment.center, textColor: Color?
        var textNode: Node?
        for (name, key, value) in entries {
            switch name {
            case "source":
                guard source == nil else { throw fail(key, "a layer has one of 'source', 'path' or 'text'") }
                let text = try nodes.string(value, "source")
                source = .input(InputSpec(resolvingOnDisk: resolved(text)))
            case "path":
                guard source == nil else { throw fail(key, "a layer has one of 'source', 'path' or 'text'") }
                let location = NodeReader.location(value.mark)
                source = .pathData(try nodes.string(value, "path"), name: "\(nodes.file):\(location?.line ?? 0):\(location?.column ?? 0)")
            case "text":
                guard source == nil else { throw fail(key, "a layer has one of 'source', 'path' or 'text'") }
                strings = try texts(value)
                textNode = value
                source = .pathData("", name: "")
            case "font": font = try nodes.string(value, "font")
            case "position":
                let v = try nodes.numbers(value, "position", count: 2)
                guard v.allSatisfy({ abs($0) <= 4096 }) else { throw fail(value, "position must lie within 4096 points") }
                position = Point(v[0], v[1])
            case "align": alignment = try nodes.choice(value, "align", as: TextSpec.Alignment.self)
            case "color": textColor = try color(value, "color")
            case "style": layer.style = try style(value)
            case "draw": layer.draw = try draw(value)
            case "origin":
                let v = try nodes.numbers(value, "origin", count: 2)
                guard v.allSatisfy({ abs($0) <= 4096 }) else { throw fail(value, "origin must lie within 4096 points") }
                layer.origin = Point(v[0], v[1])
            case "pull": layer.choreography.pull = try track(value, "pull")
            case "ready": layer.choreography.ready = try timedTrack(value, "ready", durationKey: nil).0
            case "loading": layer.choreography.loading = try loop(value, "loading")
            case "closing": layer.choreography.closing = try timedTrack(value, "closing", durationKey: nil).0
            case "exhausted": layer.choreography.exhausted = try track(value, "exhausted")
            default:
                throw fail(key, "unknown layer key '\(name)': expected \(NodeReader.alternatives(Self.layerKeys))")
            }
        }
        if let strings {
            guard let position else { throw fail(textNode ?? node, "a text layer needs 'position': [x, y] in canvas points") }
            layer.source = .text(TextSpec(strings: strings, font: font, position: position, alignment: alignment, color: textColor))
        } else if let source {
            layer.source = source
            if position != nil || textColor != nil {
                throw fail(node, "'position', 'font', 'align' and 'color' belong to text layers; style a vector layer with 'style'")
            }
        } else {
            throw fail(node, "a layer needs 'source' (a file, file#id or font.svg#glyph), 'path' (path data) or 'text'")
        }
        return layer
    }

    /// A source path as written, relative to the indicator file's folder unless absolute (or `-`).
    func resolved(_ path: String) -> String {
        path == "-" || path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    }

    func texts(_ node: Node) throws(InputError) -> [RefreshState: String] {
        var strings: [RefreshState: String] = [:]
        if let single = node.scalar?.string {
            for state in [RefreshState.pulling, .ready, .loading, .closing, .exhausted] { strings[state] = single }
            return strings
        }
        for (name, key, value) in try nodes.mapping(node, "text") {
            guard let state = RefreshState(rawValue: name), state != .idle else {
                throw fail(key, "unknown text state '\(name)': expected \(NodeReader.alternatives(["pulling", "ready", "loading", "closing", "exhausted"]))")
            }
            let string = try nodes.string(value, "text.\(name)")
            guard string.count <= TextSpec.maximumLength else {
                throw fail(value, "text.\(name) holds \(string.count) characters; at most \(TextSpec.maximumLength) are drawn")
            }
            strings[state] = string
        }
        return strings
    }

    func size(_ node: Node) throws(InputError) -> Size {
        let size: Size
        if let text = node.scalar?.string {
            guard let read = Size(dimensions: text) else {
                throw fail(node, "size must be WIDTHxHEIGHT in points, like 96x96, got '\(text)'")
            }
            size = read
        } else {
            let values = try nodes.numbers(node, "size", count: 2)
            size = Size(width: values[0], height: values[1])
        }
        let sides = 1...IndicatorSpec.maximumCanvasSide
        guard sides.contains(size.width), sides.contains(size.height) else {
            throw fail(node, "size must be 1…\(Int(IndicatorSpec.maximumCanvasSide)) points a side")
        }
        return size
    }

    func scales(_ node: Node) throws(InputError) -> [Int] {
        let items = node.sequence ?? [node]
        var scales: [Int] = []
        for item in items { scales.append(try nodes.integer(item, "scale", in: 1...4)) }
        guard !scales.isEmpty, Set(scales).count == scales.count else { throw fail(node, "scale must list distinct scales from 1 to 4") }
        return scales
    }

    /// `exports: [sheet, apng]` (or one name): PNG frames are always written.
    func exports(_ node: Node) throws(InputError) -> Set<Export> {
        var exports: Set<Export> = [.png]
        for item in node.sequence ?? [node] { exports.insert(try nodes.choice(item, "export", as: Export.self)) }
        return exports
    }

    func stages(_ node: Node) throws(InputError) -> [Stage: Int] {
        var counts: [Stage: Int] = [:]
        for (name, key, value) in try nodes.mapping(node, "stages") {
            guard let stage = Stage(rawValue: name) else {
                throw fail(key, "unknown stage '\(name)': expected \(NodeReader.alternatives(Stage.allCases.map(\.rawValue)))")
            }
            counts[stage] = try nodes.integer(value, "stages.\(name)", in: 0...StageFrames.maximum)
        }
        return counts
    }

    func easing(_ node: Node, _ name: String) throws(InputError) -> Easing {
        guard let text = node.scalar?.string, let easing = Easing(text) else {
            throw fail(node, "\(name) must be linear, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), hold or steps(n), got '\(node.string ?? "a \(nodes.kind(node))")'")
        }
        return easing
    }

    func color(_ node: Node, _ name: String) throws(InputError) -> Color {
        guard let text = node.scalar?.string, let color = Color(css: text) else {
            throw fail(node, "\(name) must be a colour (#rgb, #rrggbb, rgb(), a CSS name), got '\(node.string ?? "a \(nodes.kind(node))")'")
        }
        return color
    }

    func style(_ node: Node) throws(InputError) -> StyleOverrides {
        var style = StyleOverrides()
        for (name, key, value) in try nodes.mapping(node, "style") {
            switch name {
            case "stroke": style.stroke = .some(value.scalar?.string.lowercased() == "none" ? nil : try color(value, "stroke"))
            case "fill": style.fill = .some(value.scalar?.string.lowercased() == "none" ? nil : try color(value, "fill"))
            case "lineWidth": style.lineWidth = try nodes.number(value, "lineWidth", in: 0.001...1000)
            case "lineCap": style.lineCap = try nodes.choice(value, "lineCap", as: LineCap.self)
            case "lineJoin": style.lineJoin = try nodes.choice(value, "lineJoin", as: LineJoin.self)
            case "fillIn": style.fillIn = try nodes.number(value, "fillIn", in: 0...1)
            default:
                throw fail(key, "unknown style key '\(name)': expected \(NodeReader.alternatives(["stroke", "fill", "lineWidth", "lineCap", "lineJoin", "fillIn"]))")
            }
        }
        return style
    }

    func draw(_ node: Node) throws(InputError) -> LayerSpec.DrawOn {
        if node.scalar?.string == "none" { return LayerSpec.DrawOn(whole: true) }
        var draw = LayerSpec.DrawOn()
        for (name, key, value) in try nodes.mapping(node, "draw (or 'none')") {
            switch name {
            case "start": draw.start = try nodes.number(value, "draw.start", in: 0...0.999999)
            case "end": draw.end = try nodes.number(value, "draw.end", in: 0...1)
            case "trim": draw.trim = try nodes.choice(value, "draw.trim", as: TrimMode.self)
            case "easing": draw.easing = try easing(value, "draw.easing")
            default:
                throw fail(key, "unknown draw key '\(name)': expected \(NodeReader.alternatives(["start", "end", "trim", "easing"]))")
            }
        }
        if let start = draw.start, let end = draw.end, end <= start {
            throw fail(node, "draw.end (\(NodeReader.text(end))) must come after draw.start (\(NodeReader.text(start)))")
        }
        return draw
    }

    /// Keyframes placed over 0…1.
    func track(_ node: Node, _ stage: String) throws(InputError) -> KeyframeTrack {
        KeyframeTrack(try keyframes(node, stage, end: 1))
    }

    /// A track given as keys, or as {duration, keys} where `durationKey` allows it.
    /// A whole-indicator preset named by a scalar (`loading: rotate`), or nil when `node` is not a scalar
    /// (keys follow instead); `shape` is what else the key may hold, for the message.
    func preset<T: RawRepresentable & CaseIterable>(_ node: Node, _ name: String, as type: T.Type,
                                                    or shape: String) throws(InputError) -> T? where T.RawValue == String {
        guard let text = node.scalar?.string else { return nil }
        guard let preset = T(rawValue: text) else {
            throw fail(node, "\(name) must be a preset (\(NodeReader.alternatives(T.allCases.map(\.rawValue)))) or \(shape)")
        }
        return preset
    }

    func timedTrack(_ node: Node, _ stage: String, durationKey: String?) throws(InputError) -> (KeyframeTrack, Double?) {
        guard node.mapping != nil else { return (try track(node, stage), nil) }
        var keys: [Keyframe]?, duration: Double?
        for (name, key, value) in try nodes.mapping(node, stage) {
            switch name {
            case "keys": keys = try keyframes(value, stage, end: 1)
            case durationKey where durationKey != nil: duration = try nodes.number(value, "\(stage).duration", in: 0...10)
            default:
                throw fail(key, "unknown \(stage) key '\(name)': expected \(NodeReader.alternatives(["keys"] + (durationKey.map { [$0] } ?? [])))")
            }
        }
        guard let keys else { throw fail(node, "\(stage) needs 'keys'") }
        return (KeyframeTrack(keys), duration)
    }

    /// The loading loop: {period, keys}, keys placed in seconds within the period.
    func loop(_ node: Node, _ stage: String) throws(InputError) -> KeyframeTrack {
        var period: Double?, keysNode: Node?
        for (name, key, value) in try nodes.mapping(node, "\(stage) ({period, keys})") {
            switch name {
            case "period": period = try nodes.number(value, "\(stage).period", in: 0.001...IndicatorSpec.maximumLoadingPeriod)
            case "keys": keysNode = value
            default: throw fail(key, "unknown \(stage) key '\(name)': expected 'period' or 'keys'")
            }
        }
        guard let period else { throw fail(node, "\(stage) needs 'period': the seconds of one loop") }
        guard let keysNode else { throw fail(node, "\(stage) needs 'keys'") }
        return KeyframeTrack(try keyframes(keysNode, stage, end: period), end: period, loops: true)
    }

    static let keyframeKeys = ["at", "translate", "rotate", "scale", "opacity", "stroke", "fill", "easing"]

    func keyframes(_ node: Node, _ stage: String, end: Double) throws(InputError) -> [Keyframe] {
        guard let list = node.sequence else { throw fail(node, "\(stage) keyframes must be a list of {at, …}") }
        guard list.count <= IndicatorFile.maximumKeyframes else {
            throw fail(node, "\(list.count) keyframes; at most \(IndicatorFile.maximumKeyframes) a stage")
        }
        var keys: [Keyframe] = []
        for item in list {
            var key = Keyframe(at: -1)
            for (name, keyNode, value) in try nodes.mapping(item, "a keyframe") {
                switch name {
                case "at": key.at = try nodes.number(value, "\(stage) at", in: 0...end)
                case "translate":
                    let v = try nodes.numbers(value, "translate", count: 2)
                    guard v.allSatisfy({ abs($0) <= 4096 }) else { throw fail(value, "translate must stay within 4096 points") }
                    key.translate = Vector(v[0], v[1])
                case "rotate": key.rotation = Keyframe.radians(degrees: try nodes.number(value, "rotate", in: -36_000...36_000))
                case "scale":
                    if value.sequence != nil {
                        let v = try nodes.numbers(value, "scale", count: 2)
                        guard v.allSatisfy({ abs($0) <= 1000 }) else { throw fail(value, "scale must be within ±1000") }
                        key.scale = Vector(v[0], v[1])
                    } else {
                        let s = try nodes.number(value, "scale", in: -1000...1000)
                        key.scale = Vector(s, s)
                    }
                case "opacity": key.opacity = try nodes.number(value, "opacity", in: 0...1)
                case "stroke": key.stroke = try color(value, "stroke")
                case "fill": key.fill = try color(value, "fill")
                case "easing": key.easing = try easing(value, "easing")
                default:
                    throw fail(keyNode, "unknown keyframe key '\(name)': expected \(NodeReader.alternatives(Self.keyframeKeys))")
                }
            }
            guard key.at >= 0 else { throw fail(item, "a keyframe needs 'at': where it sits in \(stage) (0…\(NodeReader.text(end)))") }
            keys.append(key)
        }
        return keys
    }
}
