import MRefreshSyntax
import MRefreshCore

/// One CSS animation running on an element (CSS Animations 1): a `@keyframes` rule played with the
/// element's `animation` properties. `SVGAnimatedDocument` plays them after its SMIL animations.
struct CSSAnimation: Sendable {
    enum Direction: String, Sendable {
        case normal, reverse, alternate
        case alternateReverse = "alternate-reverse"
    }

    /// The animated element's byte offset.
    var target: Int
    var keyframes: CSSKeyframes
    var duration: Double
    var delay: Double
    /// `infinite` is infinity.
    var iterations: Double
    var direction: Direction
    var fillsBackwards: Bool
    var fillsForwards: Bool
    var timing: CSSTiming
    /// `animation-play-state: paused`: held where it starts.
    var paused: Bool

    /// The longest duration or delay read, as for SMIL.
    static let maximumSeconds = SVGAnimation.maximumSeconds

    /// The animations `declared` (the element's cascaded `animation` and `animation-*` values, in cascade
    /// order) run on the element at `target`, each naming a rule of `keyframes`; names without a rule run
    /// nothing, as in browsers.
    static func animations(declared: [(property: String, value: String)], target: Int,
                           keyframes: [String: CSSKeyframes]) -> [CSSAnimation] {
        // Longhands over the shorthand, as the cascade leaves them: the last declaration of each wins.
        var shorthand: [[String]] = []
        var longhands: [String: [String]] = [:]
        for (property, value) in declared {
            let items = Self.topLevelItems(value)
            if property == "animation" {
                shorthand = items.map { item in item.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) }
                longhands = [:]
            } else if property.hasPrefix("animation-") {
                longhands[String(property.dropFirst("animation-".count))] = items
            }
        }
        var parsed = shorthand.map(Self.shorthand)
        if let names = longhands["name"] {
            parsed = names.indices.map { index in parsed.indices.contains(index) ? parsed[index] : Parts() }
            for (index, name) in names.enumerated() { parsed[index].name = name }
        }
        var made: [CSSAnimation] = []
        for (index, var parts) in parsed.enumerated() {
            func longhand(_ name: String) -> String? {
                longhands[name].map { $0.isEmpty ? "" : $0[index % $0.count] }
            }
            if let text = longhand("duration") { parts.duration = Self.seconds(text) }
            if let text = longhand("delay") { parts.delay = Self.seconds(text) }
            if let text = longhand("iteration-count") { parts.iterations = text == "infinite" ? .infinity : Double(text) }
            if let text = longhand("direction") { parts.direction = Direction(rawValue: text) }
            if let text = longhand("fill-mode") { parts.fillMode = text }
            if let text = longhand("timing-function") { parts.timing = CSSTiming(text) }
            if let text = longhand("play-state") { parts.paused = text == "paused" }
            // Not given: the default; given but not valid: the animation does not run.
            func resolved<T>(_ value: T??, _ fallback: T?) -> T? {
                switch value {
                case .none: fallback
                case .some(let given): given
                }
            }
            guard let name = parts.name, name != "none", let rule = keyframes[name],
                  let duration = resolved(parts.duration, nil), duration > 0, duration <= maximumSeconds,
                  let iterations = resolved(parts.iterations, 1), iterations >= 0, let direction = resolved(parts.direction, .normal),
                  let timing = resolved(parts.timing, CSSTiming("ease")), let delay = resolved(parts.delay, 0),
                  abs(delay) <= maximumSeconds else { continue }
            let fill = parts.fillMode ?? "none"
            made.append(CSSAnimation(target: target, keyframes: rule, duration: duration, delay: delay, iterations: iterations,
                                     direction: direction, fillsBackwards: fill == "backwards" || fill == "both",
                                     fillsForwards: fill == "forwards" || fill == "both", timing: timing, paused: parts.paused))
        }
        return made
    }

    /// `value`'s comma-separated items, commas inside parentheses (`cubic-bezier(…)`) kept.
    static func topLevelItems(_ value: String) -> [String] {
        var items: [String] = [], current = "", depth = 0
        for character in value {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == ",", depth == 0 {
                items.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current.trimmingSpaces())
        return items
    }

    /// What one item of the shorthand says, each part nil when not given (or not valid: `Double??`).
    struct Parts {
        var name: String?
        var duration: Double??
        var delay: Double??
        var iterations: Double??
        var direction: Direction??
        var fillMode: String?
        var timing: CSSTiming??
        var paused = false
    }

    /// `animation: spin 1s linear infinite`: the first time is the duration, the second the delay; keywords
    /// by kind; the remaining name is the keyframes' name.
    static func shorthand(_ words: [String]) -> Parts {
        var parts = Parts()
        var index = 0
        while index < words.count {
            var word = words[index]
            // A timing function with spaces inside its parentheses: join to its closing parenthesis.
            if word.contains("("), !word.contains(")") {
                while index + 1 < words.count, !word.contains(")") { index += 1; word += " " + words[index] }
            }
            index += 1
            if let time = seconds(word), word.hasSuffix("s") {
                if parts.duration == nil { parts.duration = time } else { parts.delay = time }
            } else if let timing = CSSTiming(word) {
                parts.timing = timing
            } else if word == "infinite" {
                parts.iterations = .infinity
            } else if let count = Double(word) {
                parts.iterations = count
            } else if let direction = Direction(rawValue: word) {
                parts.direction = direction
            } else if ["none", "forwards", "backwards", "both"].contains(word), parts.fillMode == nil, word != "none" || parts.name != nil {
                parts.fillMode = word
            } else if word == "running" || word == "paused" {
                parts.paused = word == "paused"
            } else {
                parts.name = word
            }
        }
        return parts
    }

    /// A CSS time: `1.5s`, `200ms`; nil for anything else.
    static func seconds(_ text: String) -> Double? {
        let value = text.trimmingSpaces()
        if value.hasSuffix("ms") { return Double(value.dropLast(2)).map { $0 / 1000 }.flatMap { $0.isFinite ? $0 : nil } }
        if value.hasSuffix("s") { return Double(value.dropLast()).flatMap { $0.isFinite ? $0 : nil } }
        return nil
    }

    /// Where the animation is at `t` seconds: the keyframes' progress (direction applied, not yet eased),
    /// and whether the iteration runs backwards; nil when it has no effect then.
    func progress(at t: Double) -> (progress: Double, reversed: Bool)? {
        // Paused, it holds at document time 0: `-delay` into its timeline (a negative delay is already under way).
        let local = paused ? -delay : t - delay
        let active = duration * iterations
        var overall: Double
        if local < 0 {
            guard fillsBackwards else { return nil }
            overall = 0
        } else if local >= active {
            guard fillsForwards else { return nil }
            overall = iterations
        } else {
            overall = local / duration
        }
        var iteration = overall.rounded(.down)
        var fraction = overall - iteration
        // At the end of a whole iteration the last frame shows (fraction 1 of the iteration before).
        if overall >= iterations, fraction == 0, iterations > 0 {
            iteration -= 1
            fraction = 1
        }
        let reversed: Bool = switch direction {
        case .normal: false
        case .reverse: true
        case .alternate: iteration.truncatingRemainder(dividingBy: 2) == 1
        case .alternateReverse: iteration.truncatingRemainder(dividingBy: 2) == 0
        }
        return (reversed ? 1 - fraction : fraction, reversed)
    }

    /// The value of `property` at keyframe progress `p`, over `underlying` (the value without the animation,
    /// which keyframes that do not set it take).
    func value(of property: String, at p: Double, underlying: String) -> String? {
        var frames = keyframes.keyframes.compactMap { frame -> (offset: Double, value: String, timing: CSSTiming?)? in
            guard let value = frame.declarations.last(where: { $0.property == property })?.value else { return nil }
            let timing = frame.declarations.last { $0.property == "animation-timing-function" }.flatMap { CSSTiming($0.value) }
            return (frame.offset, value, timing)
        }
        guard !frames.isEmpty else { return nil }
        if frames[0].offset > 0 { frames.insert((0, underlying, nil), at: 0) }
        if frames[frames.count - 1].offset < 1 { frames.append((1, underlying, nil)) }
        let segment = min(max((frames.lastIndex { $0.offset <= p } ?? 0), 0), frames.count - 2)
        guard segment >= 0, frames.count >= 2 else { return frames[0].value }
        let start = frames[segment], end = frames[segment + 1]
        let span = end.offset - start.offset
        let local = span > 0 ? min(max((p - start.offset) / span, 0), 1) : 1
        let eased = (start.timing ?? timing)(local)
        var a = SMILValue(start.value, attribute: property), b = SMILValue(end.value, attribute: property)
        if ["transform", "translate", "rotate", "scale"].contains(property) {
            // Angles interpolate in one unit, whatever unit each keyframe wrote.
            if case .numbers(let n) = a { a = .numbers(Self.canonical(n, property: property)) }
            if case .numbers(let n) = b { b = .numbers(Self.canonical(n, property: property)) }
            // `none` is the other value's identity: rotate(0deg), scale(1), translate(0px)…
            if Self.isNone(start.value), case .numbers(let other) = b { a = .numbers(Self.identity(of: other, property: property)) }
            if Self.isNone(end.value), case .numbers(let other) = a { b = .numbers(Self.identity(of: other, property: property)) }
        }
        guard a.matches(b) else { return eased < 0.5 ? start.value : end.value }
        return a.interpolated(to: b, eased).text
    }

    /// A transform value (of `property`) in one unit per kind, so keyframes written differently interpolate:
    /// angles in degrees (`turn`, `rad`, `grad` converted, a unitless 0 given `deg`), lengths of
    /// `translate` with a unitless 0 given `px`.
    static func canonical(_ numbers: SMILNumbers, property: String) -> SMILNumbers {
        var pieces = numbers.pieces
        var values = numbers.numbers
        for (index, function) in functions(of: numbers, property: property).enumerated() {
            let after = pieces[index + 1]
            let unitless = after.first.map { !($0.isLetter || $0 == "%") } ?? true
            if function.hasPrefix("rotate") || function.hasPrefix("skew") {
                if unitless {
                    pieces[index + 1] = "deg" + after
                    continue
                }
                for (unit, factor) in [("turn", 360.0), ("grad", 0.9), ("rad", 180 / Double.pi)] where after.lowercased().hasPrefix(unit) {
                    values[index] *= factor
                    pieces[index + 1] = "deg" + after.dropFirst(unit.count)
                    break
                }
            } else if function.hasPrefix("translate"), unitless {
                pieces[index + 1] = "px" + after
            }
        }
        // `translate: x` is `translate: x 0px`.
        if property == "translate", values.count == 1 {
            let unit = String(pieces[1].prefix { $0.isLetter || $0 == "%" })
            let rest = String(pieces[1].dropFirst(unit.count))
            values.append(0)
            pieces[1] = unit + " "
            pieces.append("px" + rest)
        }
        return SMILNumbers(pieces: pieces, numbers: values)
    }

    static func isNone(_ value: String) -> Bool {
        let text = value.trimmingSpaces()
        return text.isEmpty || text == "none"
    }

    /// The transform list `numbers` with each function's identity: 1 in a scale, 0 elsewhere (for the
    /// `scale` property 1, for `translate` and `rotate` 0).
    static func identity(of numbers: SMILNumbers, property: String = "transform") -> SMILNumbers {
        SMILNumbers(pieces: numbers.pieces, numbers: functions(of: numbers, property: property).map { $0.hasPrefix("scale") ? 1 : 0 })
    }

    /// The transform function each number of `numbers` is an argument of, lowercased (`rotate`, `scalex`);
    /// for the `translate`, `rotate` and `scale` properties, the property.
    private static func functions(of numbers: SMILNumbers, property: String) -> [String] {
        var function = property == "transform" ? "" : property
        return numbers.numbers.indices.map { index in
            let before = numbers.pieces[index]
            if let open = before.lastIndex(of: "(") {
                function = String(before[..<open]).split(whereSeparator: { $0 == " " || $0 == ")" || $0 == "," }).last
                    .map { $0.lowercased() } ?? ""
            }
            return function
        }
    }

    /// The properties its keyframes set.
    var properties: [String] {
        var seen: [String] = []
        for frame in keyframes.keyframes {
            for declaration in frame.declarations where declaration.property != "animation-timing-function" && !seen.contains(declaration.property) {
                seen.append(declaration.property)
            }
        }
        return seen
    }
}

/// A CSS easing function: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `cubic-bezier(…)`,
/// `steps(n, position)`, `step-start`, `step-end`.
enum CSSTiming: Sendable {
    case cubic(Double, Double, Double, Double)
    case steps(Int, String)
    case linear

    init?(_ text: String) {
        let value = text.trimmingSpaces().lowercased()
        switch value {
        case "linear": self = .linear
        case "ease": self = .cubic(0.25, 0.1, 0.25, 1)
        case "ease-in": self = .cubic(0.42, 0, 1, 1)
        case "ease-out": self = .cubic(0, 0, 0.58, 1)
        case "ease-in-out": self = .cubic(0.42, 0, 0.58, 1)
        case "step-start": self = .steps(1, "start")
        case "step-end": self = .steps(1, "end")
        default:
            let numbers = SMILNumbers(value).numbers
            if value.hasPrefix("cubic-bezier("), value.hasSuffix(")"), numbers.count == 4,
               (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) {
                self = .cubic(numbers[0], numbers[1], numbers[2], numbers[3])
            } else if value.hasPrefix("steps("), value.hasSuffix(")"), let count = numbers.first, count >= 1, count <= 10_000, count == count.rounded() {
                let words = value.dropFirst(6).dropLast().split(separator: ",").map { $0.trimmingSpaces() }
                let position = words.count > 1 ? words[1] : "end"
                guard ["start", "end", "jump-start", "jump-end", "jump-none", "jump-both"].contains(position),
                      position != "jump-none" || count >= 2 else { return nil }
                self = .steps(Int(count), position)
            } else {
                return nil
            }
        }
    }

    func callAsFunction(_ p: Double) -> Double {
        switch self {
        case .linear: return p
        case let .cubic(x1, y1, x2, y2): return Easing.cubicBezier(x1, y1, x2, y2)(p)
        case let .steps(n, position):
            let steps = Double(n)
            var step = (p * steps).rounded(.down)
            if position == "start" || position == "jump-start" || position == "jump-both" { step += 1 }
            if p >= 0, step < 0 { step = 0 }
            let jumps: Double = switch position {
            case "jump-none": steps - 1
            case "jump-both": steps + 1
            default: steps
            }
            return min(step / jumps, 1)
        }
    }
}
