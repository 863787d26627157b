import MRefreshCore
import MRefreshSyntax

/// A rule of indicator files (MRefresh.docc/IndicatorFiles.md) that a file breaks, with the values that break it. The
/// shared value rules are ``ValueProblem``'s.
public enum IndicatorFileRule: ReaderProblem {
    /// A job file's key (`indicators`, `defaults`) where an indicator file is read.
    case jobFileKey(String)
    /// A gesture file's key (`steps`) where an indicator file is read.
    case gestureFileKey(String)
    /// `frame:` without a positive width and height, or beyond the canvas bounds.
    case frameOutOfBounds
    /// The padding leaves no drawable frame in the canvas.
    case noRoom(padding: Double, canvas: Size)
    case missingLayers
    case noLayers
    case tooManyLayers(Int, limit: Int)
    /// More than one of `source`, `path` and `text` in one layer.
    case severalSources
    /// A layer without `source`, `path` or `text`.
    case noSource
    /// A point (`position`, `origin`) beyond the canvas bounds.
    case pointOutOfBounds(String)
    /// A keyframe's `translate` beyond the canvas bounds.
    case translationOutOfBounds
    /// A keyframe's `[sx, sy]` scale beyond ±1000.
    case scaleOutOfBounds
    case textLayerNeedsPosition
    /// `position`, `font`, `align` or `color` on a vector layer.
    case textKeysOnVectorLayer
    case unknownTextState(String)
    /// Two names of one state (`pulling` and `pull`) in one text layer.
    case sameTextState(String, String, RefreshState)
    case textTooLong(String, count: Int, limit: Int)
    /// A text layer's font asks for a size past `TextSpec/maximumFontSize`.
    case fontTooLarge(Double, limit: Double)
    case sizeNotDimensions(found: String)
    case sizeOutOfRange(limit: Double)
    case scalesNotDistinct
    case notEasing(String, found: String)
    case notColor(String, found: String)
    case drawEndBeforeStart(start: Double, end: Double)
    /// A scalar that names no preset where a preset or a shape of keys is taken.
    case notPreset(String, presets: [String], shape: String)
    case missingKeys(stage: String)
    case missingPeriod(stage: String)
    case keyframesNotList(stage: String)
    case tooManyKeyframes(Int, limit: Int)
    case keyframeNeedsAt(stage: String, end: Double)
    /// An appearance listed twice in `appearances`.
    case sameAppearance(String)
    /// A value left empty by an unquoted `#` after it, which YAML reads as a comment.
    case commentedOut(String, String)
    /// `appearances` naming none.
    case noAppearances
    /// An appearance's variables that refer to each other in a cycle.
    case variableCycle([String])
    /// A key of an appearance's `variables` that is not a custom property's name.
    case notVariableName(found: String)
    /// An appearance's variable whose value is longer than the limit.
    case variableTooLong(String, limit: Int)
    /// An appearance's `recolor` or `variables` with more entries than the limit.
    case tooManyEntries(String, count: Int, limit: Int)

    public var description: String {
        switch self {
        case .jobFileKey(let key): "'\(Excerpt(key))' is a job file's key: a job file lists indicators to build"
        case .gestureFileKey(let key): "'\(Excerpt(key))' is a gesture file's key: a gesture file is simulated, not drawn"
        case .frameOutOfBounds: "frame must be [x, y, w, h] with a positive width and height within 4096 points"
        case let .noRoom(padding, canvas):
            "padding \(NodeReader.text(padding)) leaves no room in a \(NodeReader.text(canvas.width))x\(NodeReader.text(canvas.height)) canvas"
        case .missingLayers: "missing 'layers': the list of the indicator's layers"
        case .noLayers: "'layers' must be a list of at least one layer"
        case let .tooManyLayers(count, limit): "\(count) layers; at most \(limit) are drawn"
        case .severalSources: "a layer has one of 'source', 'path' or 'text'"
        case .noSource: "a layer needs 'source' (a file, file#id or font.svg#glyph), 'path' (path data) or 'text'"
        case .pointOutOfBounds(let name): "\(name) must lie within 4096 points"
        case .translationOutOfBounds: "translate must stay within 4096 points"
        case .scaleOutOfBounds: "scale must be within ±1000"
        case .textLayerNeedsPosition: "a text layer needs 'position': [x, y] in canvas points"
        case .textKeysOnVectorLayer: "'position', 'font', 'align' and 'color' belong to text layers; style a vector layer with 'style'"
        case .unknownTextState(let name):
            "unknown text state '\(Excerpt(name))': expected 'pulling' (or the stage name 'pull'), 'ready', 'loading', 'closing' or 'exhausted'"
        case let .sameTextState(name, first, state): "text.\(name) and text.\(first) are one state (\(state.rawValue)): give one of them"
        case let .textTooLong(name, count, limit): "text.\(name) holds \(count) characters; at most \(limit) are drawn"
        case let .fontTooLarge(size, limit):
            "font asks for a size of \(NodeReader.text(size)); text layers are drawn at most \(NodeReader.text(limit)) points high"
        case .sizeNotDimensions(let found): "size must be WIDTHxHEIGHT in points, like 96x96, got '\(Excerpt(found))'"
        case .sizeOutOfRange(let limit): "size must be 1…\(Int(limit)) points a side"
        case .scalesNotDistinct: "scale must list distinct scales from 1 to 4"
        case let .notEasing(name, found):
            "\(name) must be linear, ease-in, ease-out, ease-in-out, cubic-bezier(x1,y1,x2,y2), hold or steps(n), got '\(Excerpt(found))'"
        case let .notColor(name, found): "\(name) must be a colour (#rgb, #rrggbb, rgb(), a CSS name), got '\(Excerpt(found))'"
        case let .drawEndBeforeStart(start, end):
            "draw.end (\(NodeReader.text(end))) must come after draw.start (\(NodeReader.text(start)))"
        case let .notPreset(name, presets, shape): "\(name) must be a preset (\(NodeReader.alternatives(presets))) or \(shape)"
        case .missingKeys(let stage): "\(stage) needs 'keys'"
        case .missingPeriod(let stage): "\(stage) needs 'period': the seconds of one loop"
        case .keyframesNotList(let stage): "\(stage) keyframes must be a list of {at, …}"
        case let .tooManyKeyframes(count, limit): "\(count) keyframes; at most \(limit) a stage"
        case let .keyframeNeedsAt(stage, end): "a keyframe needs 'at': where it sits in \(stage) (0…\(NodeReader.text(end)))"
        case .sameAppearance(let name): "appearance '\(name)' is listed twice"
        case .variableCycle(let names):
            "variables \(names.joined(separator: ", ")) refer to each other in a cycle, so none of them has a value"
        case let .commentedOut(name, comment):
            "\(name) is empty: '\(Excerpt(comment))' after it is a YAML comment (a '#' after a space starts one); quote it: \(name): \"\(Excerpt(comment))\""
        case .noAppearances: "appearances must name at least one of \(NodeReader.alternatives(Appearance.allCases.map(\.rawValue)))"
        case .notVariableName(let found):
            "a variable's name starts with '--' (--accent), as CSS custom properties do, got '\(Excerpt(found))'"
        case let .variableTooLong(name, limit): "\(name)'s value is longer than \(limit) characters"
        case let .tooManyEntries(name, count, limit): "\(name) has \(count) entries; at most \(limit) are read"
        }
    }
}

extension InputError.Cause {
    /// A rule of indicator files (``MRefreshFiles/IndicatorFileRule``), wrapped as its value.
    package static func indicatorFile(_ rule: IndicatorFileRule) -> Self { .reader(AnyReaderProblem(rule)) }
}
