import MRefreshSyntax
import MRefreshCore

/// One SMIL animation element read (SVG 1.1 §19, SMIL 3.0 timing): what it animates, when, and through
/// which values. `SVGAnimatedDocument` plays them; `SMILTimeline` places their intervals.
struct SVGAnimation: Sendable {
    enum Kind: Sendable, Equatable {
        case animate
        case set
        /// `<animateTransform type="…">`: translate, scale, rotate, skewX or skewY.
        case transform(String)
        /// `<animateMotion>`: a move along a path (or through `values` points), turned as `rotate` says.
        case motion(MotionRotation)
    }

    /// `<animateMotion rotate="…">` (SVG 1.1 §19.2.12).
    enum MotionRotation: Sendable, Equatable {
        /// Along the path's direction.
        case auto
        /// Against it (the direction plus 180°).
        case autoReverse
        /// A fixed angle, in degrees (0 by default).
        case angle(Double)
    }

    enum CalcMode: String, Sendable {
        case discrete, linear, paced, spline
    }

    /// Where the values come from (SVG 1.1 §19.2.9): a `values` list, or `from`/`to`/`by`.
    enum Values: Sendable {
        case list([String])
        case fromTo(String, String)
        case fromBy(String, String)
        /// `by` alone: additive, from zero.
        case by(String)
        /// `to` alone: from the underlying value.
        case to(String)
        /// `<animateMotion>` along a path (its `path` attribute or an `<mpath>`), measured once.
        case path(PathMeasure)
    }

    /// The attribute name a motion animates: not an attribute of the element but the supplemental
    /// transform SVG puts in front of its `transform`.
    static let motionAttribute = "motion"

    var kind: Kind
    /// The element's own `id`, for other animations' syncbases.
    var id: String?
    /// The animated element's byte offset (its identity in the document).
    var target: Int
    var attribute: String
    var begins: [SMILTimeValue]
    var ends: [SMILTimeValue]
    /// The simple duration; nil when indefinite.
    var duration: Double?
    /// `repeatCount` (infinity for `indefinite`), nil when not given.
    var repeatCount: Double?
    /// `repeatDur` (infinity for `indefinite`), nil when not given.
    var repeatDuration: Double?
    /// `fill="freeze"`: the last value holds after the active end.
    var freezes: Bool
    var values: Values
    var keyTimes: [Double]?
    var keySplines: [[Double]]?
    /// `<animateMotion keyPoints>`: the fraction of the path's length reached at each key time.
    var keyPoints: [Double]?
    var calcMode: CalcMode
    /// `additive="sum"`.
    var additive: Bool
    /// `accumulate="sum"`.
    var accumulate: Bool
    /// The animation element, for messages, and the attribute its values come from.
    var element: XMLElement

    /// The longest simple duration or offset read, in seconds (longer values are refused as hostile).
    static let maximumSeconds = 86_400.0
    /// The most values one animation interpolates.
    static let maximumValues = 10_000

    /// Why an animation element is not played: its attribute and value (SMIL: an attribute in error disables
    /// the element).
    struct Refusal: Error, Sendable {
        var attribute: XMLAttribute?
        var reason: String
    }

    /// Reads `element` (a SMIL animation element) that animates `target`; `motionPath` is an
    /// `<animateMotion>`'s path, from its `<mpath>` or its `path` attribute.
    init(_ element: XMLElement, target: XMLElement, motionPath: Path? = nil) throws(Refusal) {
        let name = element.localName
        func value(_ attribute: String) -> XMLAttribute? { element.attribute(attribute) }
        func refuse(_ attribute: String, _ reason: String) -> Refusal { Refusal(attribute: value(attribute), reason: reason) }
        switch name {
        case "set": kind = .set
        case "animateTransform":
            let type = value("type")?.value.trimmingSpaces() ?? "translate"
            guard ["translate", "scale", "rotate", "skewX", "skewY"].contains(type) else {
                throw refuse("type", "is not translate, scale, rotate, skewX or skewY")
            }
            kind = .transform(type)
        case "animateMotion":
            let text = value("rotate")?.value.trimmingSpaces() ?? "0"
            switch text {
            case "auto": kind = .motion(.auto)
            case "auto-reverse": kind = .motion(.autoReverse)
            default:
                guard let angle = Double(text), angle.isFinite else { throw refuse("rotate", "is not auto, auto-reverse or an angle") }
                kind = .motion(.angle(angle))
            }
        default: kind = .animate
        }
        id = value("id")?.value
        self.target = target.byteOffset
        self.element = element
        let isMotion = if case .motion = kind { true } else { false }
        guard let attributeName = isMotion ? Self.motionAttribute : value("attributeName")?.value.trimmingSpaces(),
              !attributeName.isEmpty else {
            throw Refusal(attribute: nil, reason: "names no attribute (attributeName)")
        }
        attribute = kind == .animate || kind == .set || isMotion ? attributeName : "transform"
        if case .transform = kind, attributeName != "transform", attributeName != "gradientTransform",
           attributeName != "patternTransform" {
            throw refuse("attributeName", "is not a transform")
        }

        func seconds(_ attribute: String, indefinite: Double?) throws(Refusal) -> Double?? {
            guard let text = value(attribute)?.value.trimmingSpaces() else { return .none }
            if text == "indefinite", let indefinite { return .some(indefinite) }
            if text == "indefinite" || text == "media" { return .some(nil) }
            guard let seconds = SMILClockValue.seconds(text), seconds <= Self.maximumSeconds else {
                throw refuse(attribute, "is not a clock value of at most a day")
            }
            return .some(seconds)
        }
        switch try seconds("dur", indefinite: nil) {
        case .none, .some(.none): duration = nil
        case .some(.some(let seconds)):
            guard seconds > 0 else { throw refuse("dur", "is not more than 0") }
            duration = seconds
        }
        if let text = value("repeatCount")?.value.trimmingSpaces() {
            if text == "indefinite" {
                repeatCount = .infinity
            } else {
                guard let count = Double(text), count.isFinite, count > 0, count <= 1e6 else {
                    throw refuse("repeatCount", "is not a count above 0 (or indefinite)")
                }
                repeatCount = count
            }
        } else {
            repeatCount = nil
        }
        repeatDuration = try seconds("repeatDur", indefinite: .infinity) ?? nil
        freezes = value("fill")?.value.trimmingSpaces() == "freeze"
        additive = value("additive")?.value.trimmingSpaces() == "sum"
        accumulate = value("accumulate")?.value.trimmingSpaces() == "sum"

        func times(_ attribute: String, default fallback: [SMILTimeValue]) throws(Refusal) -> [SMILTimeValue] {
            guard let text = value(attribute)?.value else { return fallback }
            guard let list = SMILTimeValue.list(text), list.count <= 256 else { throw refuse(attribute, "is not a list of time values") }
            for case .offset(let offset) in list where abs(offset) > Self.maximumSeconds {
                throw refuse(attribute, "is more than a day away")
            }
            return list
        }
        begins = try times("begin", default: [.offset(0)])
        ends = try times("end", default: [])

        if let motionPath, isMotion {
            // A path wins over values, from, to and by (SVG 1.1 §19.2.12).
            values = .path(PathMeasure(motionPath))
        } else if let list = value("values") {
            guard let items = SMILLists.values(list.value), items.count <= Self.maximumValues else {
                throw refuse("values", "is not a list of at most \(Self.maximumValues) values")
            }
            values = .list(items)
        } else if let to = value("to")?.value {
            values = value("from").map { .fromTo($0.value, to) } ?? .to(to)
        } else if let by = value("by")?.value {
            values = value("from").map { .fromBy($0.value, by) } ?? .by(by)
        } else {
            throw Refusal(attribute: nil, reason: isMotion ? "has no path (path, mpath, values, to or by)" : "has no values (values, to or by)")
        }
        if kind == .set, case .to = values {} else if kind == .set {
            throw refuse("to", "is missing: <set> takes a to value")
        }
        // Motion is paced by default: even speed along the path.
        let defaultMode: CalcMode = kind == .set ? .discrete : isMotion ? .paced : .linear
        if let text = value("calcMode")?.value.trimmingSpaces() {
            guard let mode = CalcMode(rawValue: text) else { throw refuse("calcMode", "is not discrete, linear, paced or spline") }
            calcMode = kind == .set ? .discrete : mode
        } else {
            calcMode = defaultMode
        }
        if isMotion, case .path = values, let text = value("keyPoints")?.value, calcMode != .paced {
            guard let points = SMILLists.keyPoints(text), points.count <= Self.maximumValues else {
                throw refuse("keyPoints", "is not a list of fractions in 0…1")
            }
            keyPoints = points
        } else {
            keyPoints = nil
        }
        let count: Int = switch values {
        case .list(let items): items.count
        case .path: keyPoints?.count ?? 2
        default: 2
        }
        if case .path = values, keyPoints == nil {
            // Along a path without keyPoints, progress is the fraction of its length: keyTimes have nothing to time.
            keyTimes = nil
        } else if let text = value("keyTimes")?.value, calcMode != .paced {
            guard let times = SMILLists.keyTimes(text), times.count == count, times.first == 0,
                  calcMode == .discrete || times.last == 1 else {
                throw refuse("keyTimes", "does not list \(count) times from 0\(calcMode == .discrete ? "" : " to 1"), each after the last")
            }
            keyTimes = times
        } else {
            keyTimes = nil
        }
        if keyPoints != nil, keyTimes == nil {
            throw refuse("keyPoints", "needs keyTimes, one per point")
        }
        if calcMode == .spline {
            guard let text = value("keySplines")?.value, let splines = SMILLists.keySplines(text), splines.count == count - 1 else {
                throw refuse("keySplines", "does not hold \(count - 1) groups of four numbers in 0…1")
            }
            keySplines = splines
        } else {
            keySplines = nil
        }
    }
}
