import MRefreshCore

/// The values an indicator file's keys hold: texts, sizes, scales, exports, stage counts, easings, colours,
/// styles and draw-on settings, each read with its position for errors.
extension IndicatorReader {
    /// The states a text layer's strings are named by: the state names, and the stage names as well
    /// (`pull` is the pulling state; the other stages share their states' names).
    static let textStates: [(names: [String], state: RefreshState)] = [
        (["pulling", "pull"], .pulling), (["ready"], .ready), (["loading"], .loading), (["closing"], .closing),
        (["exhausted"], .exhausted),
    ]

    func texts(_ node: YAMLNode) throws(InputError) -> [RefreshState: String] {
        var strings: [RefreshState: String] = [:]
        if let single = node.scalar?.string {
            for state in [RefreshState.pulling, .ready, .loading, .closing, .exhausted] { strings[state] = single }
            return strings
        }
        var namedBy: [RefreshState: String] = [:]
        for (name, key, value) in try nodes.mapping(node, "text") {
            guard let state = Self.textStates.first(where: { $0.names.contains(name) })?.state else {
                throw fail(key, .unknownTextState(name))
            }
            if let first = namedBy[state] {
                throw fail(key, .sameTextState(name, first, state))
            }
            namedBy[state] = name
            let string = try nodes.string(value, "text.\(name)")
            guard string.count <= TextSpec.maximumLength else {
                throw fail(value, .textTooLong(name, count: string.count, limit: TextSpec.maximumLength))
            }
            strings[state] = string
        }
        return strings
    }

    func size(_ node: YAMLNode) throws(InputError) -> Size {
        let size: Size
        if let text = node.scalar?.string {
            guard let read = Size(dimensions: text) else {
                throw fail(node, .sizeNotDimensions(found: text))
            }
            size = read
        } else {
            let values = try nodes.numbers(node, "size", count: 2)
            size = Size(width: values[0], height: values[1])
        }
        let sides = 1...IndicatorSpec.maximumCanvasSide
        guard sides.contains(size.width), sides.contains(size.height) else {
            throw fail(node, .sizeOutOfRange(limit: IndicatorSpec.maximumCanvasSide))
        }
        return size
    }

    func scales(_ node: YAMLNode) throws(InputError) -> [Int] {
        let items = node.sequence ?? [node]
        var scales: [Int] = []
        for item in items { scales.append(try nodes.integer(item, "scale", in: 1...4)) }
        guard !scales.isEmpty, Set(scales).count == scales.count else { throw fail(node, .scalesNotDistinct) }
        return scales
    }

    /// `exports: [sheet, apng]` (or one name): PNG frames are always written.
    func exports(_ node: YAMLNode) throws(InputError) -> Set<Export> {
        var exports: Set<Export> = [.png]
        for item in node.sequence ?? [node] { exports.insert(try nodes.choice(item, "export", as: Export.self)) }
        return exports
    }

    func stages(_ node: YAMLNode) throws(InputError) -> [Stage: Int] {
        var counts: [Stage: Int] = [:]
        for (name, key, value) in try nodes.mapping(node, "stages") {
            guard let stage = Stage(rawValue: name) else {
                throw nodes.fail(key, .value(.unknownKey(name, kind: "stage", expected: Stage.allCases.map(\.rawValue))))
            }
            counts[stage] = try nodes.integer(value, "stages.\(name)", in: 0...StageFrames.maximum)
        }
        return counts
    }

    func easing(_ node: YAMLNode, _ name: String) throws(InputError) -> Easing {
        guard let text = node.scalar?.string, let easing = Easing(text) else {
            throw fail(node, .notEasing(name, found: nodes.found(node)))
        }
        return easing
    }

    func color(_ node: YAMLNode, _ name: String) throws(InputError) -> Color {
        if let (comment, location) = nodes.commentedOut(node) {
            throw InputError(file: nodes.file, location: location, .indicatorFile(.commentedOut(name, comment)))
        }
        guard let text = node.scalar?.string, let color = Color(css: text) else {
            throw fail(node, .notColor(name, found: nodes.found(node)))
        }
        return color
    }

    func style(_ node: YAMLNode) throws(InputError) -> StyleOverrides {
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
                throw nodes.fail(key, .value(.unknownKey(name, kind: "style key",
                                                         expected: ["stroke", "fill", "lineWidth", "lineCap", "lineJoin", "fillIn"])))
            }
        }
        return style
    }

    func draw(_ node: YAMLNode) throws(InputError) -> LayerSpec.DrawOn {
        if node.scalar?.string == "none" { return LayerSpec.DrawOn(whole: true) }
        var draw = LayerSpec.DrawOn()
        for (name, key, value) in try nodes.mapping(node, "draw (or 'none')") {
            switch name {
            case "start": draw.start = try nodes.number(value, "draw.start", in: 0...0.999999)
            case "end": draw.end = try nodes.number(value, "draw.end", in: 0...1)
            case "trim": draw.trim = try nodes.choice(value, "draw.trim", as: TrimMode.self)
            case "easing": draw.easing = try easing(value, "draw.easing")
            default:
                throw nodes.fail(key, .value(.unknownKey(name, kind: "draw key", expected: ["start", "end", "trim", "easing"])))
            }
        }
        if let start = draw.start, let end = draw.end, end <= start {
            throw fail(node, .drawEndBeforeStart(start: start, end: end))
        }
        return draw
    }
}
