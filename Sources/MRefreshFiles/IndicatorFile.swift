#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

/// Reads indicator files (MRefresh.docc/IndicatorFiles.md), YAML or JSON, into an ``MRefreshCore/IndicatorSpec``. Every problem (an
/// unknown key, a wrong type, a value out of range) is an ``MRefreshCore/InputError`` at the offending node's line and
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
        let root = try NodeReader.root(of: text, file: file, kind: .indicatorFile)
        return try IndicatorReader(nodes: NodeReader(file: file, text: text), directory: directory).spec(root)
    }
}

/// Walks an indicator file's node tree.
struct IndicatorReader {
    let nodes: NodeReader
    let directory: String

    func fail(_ node: YAMLNode, _ rule: IndicatorFileRule) -> InputError { nodes.fail(node, .indicatorFile(rule)) }

    static let topKeys = ["size", "padding", "frame", "scale", "fit", "smooth", "trim", "easing", "merge", "style",
                          "background", "fps", "labelDate", "machine", "stages", "pull", "ready", "loading", "closing", "exhausted",
                          "layers", "exports", "appearances", "resources"]

    func spec(_ root: YAMLNode) throws(InputError) -> IndicatorSpec {
        var spec = IndicatorSpec()
        let applied = try apply(root, to: &spec, context: Self.fileContext)
        try finish(&spec, applied, root: root)
        return spec
    }

    /// What an indicator file's top level is called in errors.
    static let fileContext = "an indicator file"

    /// What ``apply(_:to:context:extra:)`` found besides the spec's values.
    struct Applied {
        /// Each machine key's node, for the machine's rule errors.
        var machineNodes: [String: YAMLNode] = [:]
        var layersNode: YAMLNode?
        /// The keys the caller takes itself (a job file's `name`, `file`, `glyphs`, `each`), with their nodes.
        var extra: [String: (key: YAMLNode, value: YAMLNode)] = [:]
    }

    /// Sets every key of the mapping `root` on `spec` (a key given replaces the spec's value); keys in
    /// `extra` are handed back instead of refused.
    func apply(_ root: YAMLNode, to spec: inout IndicatorSpec, context: String, extra: Set<String> = []) throws(InputError)
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
                    throw fail(value, .frameOutOfBounds)
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
            case "machine":
                (spec.machine, applied.machineNodes) = try nodes.machine(value)
                spec.machineKeys = Set(applied.machineNodes.keys)
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
                    spec.playsInputAnimation = false
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
            case "appearances": spec.appearances = try appearances(value)
            case "resources":
                // Folders, relative to this file's, an SVG input's images may also be read from.
                spec.resourceFolders += try (value.sequence ?? [value]).map { item throws(InputError) in resolved(try nodes.string(item, "resources")) }
            case "indicators" where context == Self.fileContext, "defaults" where context == Self.fileContext:
                // A job file given where an indicator file is read: `mrefresh render mrefresh.yaml`.
                throw fail(key, .jobFileKey(name))
            case "steps" where context == Self.fileContext:
                throw fail(key, .gestureFileKey(name))
            default:
                throw nodes.fail(key, .value(.unknownKey(name, kind: "key", expected: Self.topKeys + extra.sorted())))
            }
        }
        return applied
    }

    /// Checks the whole: the machine's rules, the layers (read from `applied`'s node when `readsLayers`),
    /// room in the canvas.
    func finish(_ spec: inout IndicatorSpec, _ applied: Applied, root: YAMLNode, readsLayers: Bool = true) throws(InputError) {
        do {
            spec.machine = try spec.machine.validated()
        } catch {
            throw nodes.fail(applied.machineNodes[error.field] ?? root, .configuration(error))
        }
        if readsLayers { try readLayers(&spec, applied.layersNode, root: root) }
        let drawable = spec.drawableFrame
        guard drawable.width > 0, drawable.height > 0 else {
            throw fail(root, .noRoom(padding: spec.padding, canvas: spec.canvas))
        }
    }

    func readLayers(_ spec: inout IndicatorSpec, _ layersNode: YAMLNode?, root: YAMLNode) throws(InputError) {
        guard let layersNode else { throw fail(root, .missingLayers) }
        guard let list = layersNode.sequence, !list.isEmpty else { throw fail(layersNode, .noLayers) }
        guard list.count <= IndicatorFile.maximumLayers else {
            throw fail(layersNode, .tooManyLayers(list.count, limit: IndicatorFile.maximumLayers))
        }
        spec.layers = []
        for item in list { spec.layers.append(try layer(item)) }
    }

    static let layerKeys = ["source", "path", "text", "font", "position", "align", "color", "style", "draw", "origin",
                            "pull", "ready", "loading", "closing", "exhausted", "animation", "at"]

    func layer(_ node: YAMLNode) throws(InputError) -> LayerSpec {
        let entries = try nodes.mapping(node, "a layer")
        var source: LayerSpec.Source?
        var layer = LayerSpec(source: .pathData("", name: ""),
                              location: SourceReference(file: nodes.file, location: NodeReader.location(node.mark)))
        var strings: [RefreshState: String]?
        var font = TextSpec.defaultFont, position: Point?, alignment = TextSpec.Alignment.center, textColor: Color?
        var textNode: YAMLNode?
        for (name, key, value) in entries {
            layer.keyLocations[name] = SourceReference(file: nodes.file, location: NodeReader.location(value.mark))
            switch name {
            case "source":
                guard source == nil else { throw fail(key, .severalSources) }
                let text = try nodes.string(value, "source")
                source = .input(InputSpec(resolvingOnDisk: resolved(text)))
            case "path":
                guard source == nil else { throw fail(key, .severalSources) }
                let location = NodeReader.location(value.mark)
                source = .pathData(try nodes.string(value, "path"), name: "\(nodes.file):\(location?.line ?? 0):\(location?.column ?? 0)")
                layer.pathText = nodes.embedded(value)
            case "text":
                guard source == nil else { throw fail(key, .severalSources) }
                strings = try texts(value)
                textNode = value
                source = .pathData("", name: "")
            case "font":
                font = try nodes.string(value, "font")
                if let size = TextSpec.fontSize(in: font), size > TextSpec.maximumFontSize {
                    throw fail(value, .fontTooLarge(size, limit: TextSpec.maximumFontSize))
                }
            case "position":
                let v = try nodes.numbers(value, "position", count: 2)
                guard v.allSatisfy({ abs($0) <= 4096 }) else { throw fail(value, .pointOutOfBounds("position")) }
                position = Point(v[0], v[1])
            case "align": alignment = try nodes.choice(value, "align", as: TextSpec.Alignment.self)
            case "color": textColor = try color(value, "color")
            case "style": layer.style = try style(value)
            case "draw": layer.draw = try draw(value)
            case "origin":
                let v = try nodes.numbers(value, "origin", count: 2)
                guard v.allSatisfy({ abs($0) <= 4096 }) else { throw fail(value, .pointOutOfBounds("origin")) }
                layer.origin = Point(v[0], v[1])
            case "pull": layer.choreography.pull = try track(value, "pull")
            case "ready": layer.choreography.ready = try timedTrack(value, "ready", durationKey: nil).0
            case "loading": layer.choreography.loading = try loop(value, "loading")
            case "closing": layer.choreography.closing = try timedTrack(value, "closing", durationKey: nil).0
            case "exhausted": layer.choreography.exhausted = try track(value, "exhausted")
            case "animation": layer.sourceAnimation = try nodes.choice(value, "animation", as: LayerSpec.SourceAnimation.self)
            case "at": layer.sourceTime = try nodes.number(value, "at", in: 0...86_400)
            default:
                throw nodes.fail(key, .value(.unknownKey(name, kind: "layer key", expected: Self.layerKeys)))
            }
        }
        if let strings {
            guard let position else { throw fail(textNode ?? node, .textLayerNeedsPosition) }
            layer.source = .text(TextSpec(strings: strings, font: font, position: position, alignment: alignment, color: textColor))
        } else if let source {
            layer.source = source
            if position != nil || textColor != nil {
                throw fail(node, .textKeysOnVectorLayer)
            }
        } else {
            throw fail(node, .noSource)
        }
        return layer
    }

    /// A source path as written, relative to the indicator file's folder unless absolute (or `-`).
    func resolved(_ path: String) -> String {
        path == "-" || path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
    }
}
