import MRefreshCore
import Yams

/// The values an indicator file's keys hold: texts, sizes, scales, exports, stage counts, easings, colours,
/// styles and draw-on settings, each read with its position for errors.
extension IndicatorReader {
    /// The states a text layer's strings are named by: the state names, and the stage names as well
    /// (`pull` is the pulling state; the other stages share their states' names).
    static let textStates: [(names: [String], state: RefreshState)] = [
        (["pulling", "pull"], .pulling), (["ready"], .ready), (["loading"], .loading), (["closing"], .closing),
        (["exhausted"], .exhausted),
    ]

    func texts(_ node: Node) throws(InputError) -> [RefreshState: String] {
        var strings: [RefreshState: String] = [:]
        if let single = node.scalar?.string {
            for state in [RefreshState.pulling, .ready, .loading, .closing, .exhausted] { strings[state] = single }
            return strings
        }
        var namedBy: [RefreshState: String] = [:]
        for (name, key, value) in try nodes.mapping(node, "text") {
            guard let state = Self.textStates.first(where: { $0.names.contains(name) })?.state else {
                throw fail(key, "unknown text state '\(Excerpt(name))': expected 'pulling' (or the stage name 'pull'), 'ready', 'loading', 'closing' or 'exhausted'")
            }
            if let first = namedBy[state] {
                throw fail(key, "text.\(name) and text.\(first) are one state (\(state.rawValue)): give one of them")
            }
            namedBy[state] = name
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
                throw fail(node, "size must be WIDTHxHEIGHT in points, like 96x96, got '\(Excerpt(text))'")
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
                throw fail(key, "unknown stage '\(Excerpt(name))': expected \(NodeReader.alternatives(Stage.allCases.map(\.rawValue)))")
            }
            counts[stage] = try nodes.integer(value, "stages.\(name)", in: 0...StageFrames.maximum)
        }
        return counts
    }

    func easing(_ node: Node, _ name: String) throws(InputError) -> Easing {
        guard let text = node.scalar?.string, let easing = Easing(text) else {
            throw fail(node, "\(name) must be linear, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), hold or steps(n), got '\(Excerpt(node.string ?? "a \(nodes.kind(node))"))'")
        }
        return easing
    }

    func color(_ node: Node, _ name: String) throws(InputError) -> Color {
        guard let text = node.scalar?.string, let color = Color(css: text) else {
            throw fail(node, "\(name) must be a colour (#rgb, #rrggbb, rgb(), a CSS name), got '\(Excerpt(node.string ?? "a \(nodes.kind(node))"))'")
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
                throw fail(key, "unknown style key '\(Excerpt(name))': expected \(NodeReader.alternatives(["stroke", "fill", "lineWidth", "lineCap", "lineJoin", "fillIn"]))")
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
                throw fail(key, "unknown draw key '\(Excerpt(name))': expected \(NodeReader.alternatives(["start", "end", "trim", "easing"]))")
            }
        }
        if let start = draw.start, let end = draw.end, end <= start {
            throw fail(node, "draw.end (\(NodeReader.text(end))) must come after draw.start (\(NodeReader.text(start)))")
        }
        return draw
    }
}
