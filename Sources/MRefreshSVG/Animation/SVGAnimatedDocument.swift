import MRefreshSyntax
import MRefreshCore

/// A document's SMIL animations, played: the document as it stands at any time, each animated attribute
/// set to its value then (SVG 1.1 §19.2), so the document reader draws that time's frame as it draws a still
/// document. Values are computed on text: colours in sRGB, everything else number by number
/// (``SMILNumbers``), discrete where values do not interpolate.
struct SVGAnimatedDocument: Sendable {
    let document: SVGDocument
    let animations: [SVGAnimation]
    /// The CSS animations running on elements, in document order (each element's in its list's order).
    let cssAnimations: [CSSAnimation]
    let timeline: SMILTimeline
    /// The animated elements, by byte offset.
    let targets: [Int: XMLElement]

    /// A problem with one animation element: it is not played.
    struct Problem: Sendable {
        var element: XMLElement
        var refusal: SVGAnimation.Refusal
    }

    /// The animations of `document` that it plays; nil when it has none. Elements in error are left out and
    /// reported through `problems`.
    init?(_ document: SVGDocument, horizon: Double, problems: inout [Problem]) {
        var animations: [SVGAnimation] = []
        var targets: [Int: XMLElement] = [:]
        // An explicit stack: documents may be deep.
        var stack: [XMLElement] = [document.root]
        while let element = stack.popLast() {
            for child in element.childElements.reversed() where !document.isForeign(child) {
                guard SVGUnsupported.playedAnimationElements.contains(child.localName) else {
                    stack.append(child)
                    continue
                }
                var target = element
                if let href = child.href?.value, href.hasPrefix("#") {
                    guard let referenced = document.ids[String(href.dropFirst())] else {
                        problems.append(Problem(element: child, refusal: .init(attribute: child.href, reason: "names no element of the document")))
                        continue
                    }
                    target = referenced
                }
                do throws(SVGAnimation.Refusal) {
                    let path = child.localName == "animateMotion" ? try Self.motionPath(of: child, in: document) : nil
                    animations.append(try SVGAnimation(child, target: target, motionPath: path))
                    targets[target.byteOffset] = target
                } catch {
                    problems.append(Problem(element: child, refusal: error))
                }
            }
        }
        // An animation that only an event or a script would start never starts in frames: said, not silent.
        for animation in animations where !animation.begins.contains(where: { if case .offset = $0 { true } else if case .syncbase = $0 { true } else { false } }) {
            problems.append(Problem(element: animation.element, refusal: .init(
                attribute: animation.element.attribute("begin"),
                reason: "waits for an event or a script, which frames never have: it never starts")))
        }
        var cssAnimations = Self.cssAnimations(in: document, targets: &targets, problems: &problems)
        guard !animations.isEmpty || !cssAnimations.isEmpty else { return nil }
        // Every frame computes every animation: a document with thousands is refused past the bound, in
        // one line at the first one left out.
        if animations.count + cssAnimations.count > Self.maximumAnimations {
            animations.sort { $0.element.byteOffset < $1.element.byteOffset }
            let kept = min(animations.count, Self.maximumAnimations)
            let first = kept < animations.count ? animations[kept].element : targets[cssAnimations[Self.maximumAnimations - kept].target]
            if let first {
                problems.append(Problem(element: first, refusal: .init(attribute: nil,
                    reason: "is past the document's \(Self.maximumAnimations)th animation: it and the ones after it are not played")))
            }
            animations = Array(animations.prefix(kept))
            cssAnimations = Array(cssAnimations.prefix(Self.maximumAnimations - kept))
        }
        // Document order: the stack walked children last to first.
        animations.sort { $0.element.byteOffset < $1.element.byteOffset }
        let timeline: SMILTimeline
        do throws(SMILTimeline.Runaway) {
            timeline = try SMILTimeline(animations, horizon: horizon)
        } catch {
            let animation = animations[error.animation]
            problems.append(Problem(element: animation.element, refusal: .init(
                attribute: animation.element.attribute("begin"),
                reason: "makes more than \(SMILTimeline.maximumIntervals) intervals: its begin chain never moves on")))
            return nil
        }
        self.document = document
        self.animations = animations
        self.cssAnimations = cssAnimations
        self.timeline = timeline
        self.targets = targets
    }

    /// An `<animateMotion>`'s path: the `d` of the `<path>` its first working `<mpath>` names (without that
    /// path's transform), else its own `path` attribute; nil when it has neither. Path data in error is
    /// followed up to the error, as a `<path>` draws.
    private static func motionPath(of element: XMLElement, in document: SVGDocument) throws(SVGAnimation.Refusal) -> Path? {
        for mpath in element.childElements where mpath.localName == "mpath" && !document.isForeign(mpath) {
            guard let href = mpath.href?.value.trimmingSpaces(), href.hasPrefix("#"),
                  let path = document.ids[String(href.dropFirst())], path.localName == "path" else { continue }
            return Self.path(path.attribute("d")?.value ?? "")
        }
        guard let text = element.attribute("path")?.value else { return nil }
        let path = Self.path(text)
        guard !path.isEmpty else { throw .init(attribute: element.attribute("path"), reason: "is not path data") }
        return path
    }

    private static func path(_ text: String) -> Path {
        var parser = PathDataParser(text)
        var builder = PathBuilder()
        try? parser.parse(into: &builder)
        return builder.path
    }

    /// The CSS animations of `document`'s elements: each element's cascaded `animation` properties naming
    /// a `@keyframes` rule of its style sheets.
    /// The most animations (SMIL elements and CSS animations) a document plays.
    static let maximumAnimations = 2_000

    /// What a CSS animation may animate: the properties and geometry attributes the reader draws.
    static let drawnProperties: Set<String> = SVGComputedStyle.properties.union(CSSTransform.properties)
        .union(["x", "y", "width", "height", "r", "cx", "cy", "rx", "ry", "stop-color", "stop-opacity"])

    /// `animation-*` longhands that change what plays in ways frames of document time cannot follow.
    static let unplayedLonghands = ["animation-timeline", "animation-composition", "animation-range",
                                    "animation-range-start", "animation-range-end", "animation-trigger"]

    private static func cssAnimations(in document: SVGDocument, targets: inout [Int: XMLElement],
                                      problems: inout [Problem]) -> [CSSAnimation] {
        let sheet = document.styleSheet
        let inSheet = !sheet.keyframes.isEmpty && (sheet.declares("animation") || sheet.declares("animation-name"))
        guard !sheet.keyframes.isEmpty else { return [] }
        var made: [CSSAnimation] = []
        var stack: [XMLElement] = [document.root]
        while let element = stack.popLast() {
            stack.append(contentsOf: element.childElements.reversed().filter { !document.isForeign($0) })
            let inline = element.attribute("style")?.value
            guard inSheet || inline?.contains("animation") == true else { continue }
            let cascade = document.cascadedDeclarations(for: element).filter { $0.property.hasPrefix("animation") }
            let running = CSSAnimation.animations(declared: cascade, target: element.byteOffset, keyframes: sheet.keyframes)
            if !running.isEmpty {
                made += running
                targets[element.byteOffset] = element
                // What is outside what mrefresh plays is said, once per element and property.
                for (property, value) in cascade where unplayedLonghands.contains(property) && value.trimmingSpaces() != "auto"
                    && value.trimmingSpaces() != "replace" && value.trimmingSpaces() != "normal" {
                    let why = property == "animation-composition" ? "each animation replaces the value below it"
                        : "frames follow the document's time"
                    problems.append(Problem(element: element, refusal: .init(attribute: nil,
                        reason: "has \(property): \(Excerpt(value)), which is not played: \(why)")))
                }
                var said: Set<String> = []
                for animation in running {
                    for property in animation.properties where !drawnProperties.contains(property) && said.insert(property).inserted {
                        problems.append(Problem(element: element, refusal: .init(attribute: nil,
                            reason: "animates \(property) (@keyframes \(animation.keyframes.name)), which mrefresh does not draw")))
                    }
                }
            }
        }
        return made
    }

    /// The document at `t` seconds: every animated attribute at its value then. Presentation properties go
    /// into the element's `style` (as an animation's value wins over the style sheet's and the attribute's,
    /// not over `!important`); geometry and transforms into their attributes.
    func xml(at t: Double) -> XMLDocument {
        // The sandwich (SMIL 3.0 §5.4.5.1): animations that began later, then later in the document, are on top.
        let order = animations.indices.compactMap { index -> (Int, Double, (iteration: Double, progress: Double))? in
            guard let position = timeline.position(of: index, at: t, animation: animations[index]) else { return nil }
            let begin = timeline.intervals[index].last { $0.begin <= t }?.begin ?? 0
            return (index, begin, position)
        }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        var values: [Int: [(attribute: String, value: String, origin: XMLAttribute, css: Bool)]] = [:]
        for (index, _, position) in order {
            let animation = animations[index]
            guard let target = targets[animation.target] else { continue }
            let current = values[animation.target]?.last { $0.attribute == animation.attribute }?.value
                ?? baseValue(animation.attribute, of: target)
            let value = Self.value(of: animation, at: position, underlying: current)
            let origin = animation.element.attribute("values") ?? animation.element.attribute("to")
                ?? animation.element.attribute("by") ?? animation.element.attribute("path") ?? animation.element.attribute("attributeName")
                ?? XMLAttribute(name: animation.attribute, value: "", on: animation.element)
            values[animation.target, default: []].removeAll { $0.attribute == animation.attribute }
            values[animation.target, default: []].append((animation.attribute, value, origin, false))
        }
        // CSS animations on top of SMIL's: each property of each animation running, in order.
        for animation in cssAnimations {
            guard let target = targets[animation.target], let (progress, _) = animation.progress(at: t) else { continue }
            let origin = target.attribute("style") ?? XMLAttribute(name: "style", value: "", on: target)
            for property in animation.properties {
                let current = values[animation.target]?.last { $0.attribute == property }?.value ?? baseValue(property, of: target)
                guard let value = animation.value(of: property, at: progress, underlying: current) else { continue }
                values[animation.target, default: []].removeAll { $0.attribute == property }
                values[animation.target, default: []].append((property, value, origin, true))
            }
        }
        var changes: [Int: @Sendable (XMLElement) -> XMLElement] = [:]
        for (offset, set) in values {
            changes[offset] = { element in
                var element = element
                var style: [String] = []
                var motion: (value: String, origin: XMLAttribute)?
                for (attribute, value, origin, css) in set {
                    if attribute == SVGAnimation.motionAttribute, !css {
                        motion = (value, origin)
                        continue
                    }
                    // A CSS animation's transforms are the CSS properties (about transform-origin), SMIL's the attribute.
                    if SVGComputedStyle.properties.contains(attribute) || (css && CSSTransform.properties.contains(attribute)) {
                        style.append("\(attribute): \(value)")
                    } else {
                        element = element.setting(XMLAttribute(name: attribute, value: value, madeFrom: origin))
                    }
                }
                if !style.isEmpty, let origin = set.first(where: { SVGComputedStyle.properties.contains($0.attribute) || $0.css })?.origin ?? set.first?.origin {
                    let inline = element.attribute("style")?.value ?? ""
                    let text = (inline.isEmpty ? "" : inline + "; ") + style.joined(separator: "; ")
                    element = element.setting(XMLAttribute(name: "style", value: text, madeFrom: origin))
                }
                // Motion is a transform in front of the element's own, animated or not (SVG 1.1 §19.2.12).
                if let motion, !motion.value.isEmpty {
                    let own = element.attribute("transform")?.value ?? ""
                    element = element.setting(XMLAttribute(name: "transform", value: motion.value + (own.isEmpty ? "" : " " + own),
                                                           madeFrom: motion.origin))
                }
                return element
            }
        }
        return document.xml.replacing(changes)
    }

    /// Each animation, as `inspect` lists it: SMIL's elements, then the CSS animations (as `@keyframes name`).
    var entries: [InputAnimation.Entry] {
        let css = cssAnimations.compactMap { animation -> InputAnimation.Entry? in
            guard let target = targets[animation.target] else { return nil }
            let repeats = animation.iterations == .infinity ? "indefinite"
                : animation.iterations == 1 ? "once" : "\(SMILNumbers.format(animation.iterations)) times"
            return InputAnimation.Entry(element: "@keyframes \(animation.keyframes.name)", location: target.location,
                                        target: target.localName, targetLocation: target.location,
                                        attribute: animation.properties.joined(separator: ","), duration: animation.duration,
                                        repeats: repeats + (animation.direction == .normal ? "" : ", \(animation.direction.rawValue)"))
        }
        return smilEntries + css
    }

    private var smilEntries: [InputAnimation.Entry] {
        animations.map { animation in
            let target = targets[animation.target]
            let repeats: String = switch (animation.repeatCount, animation.repeatDuration) {
            case (.infinity?, _), (_, .infinity?): "indefinite"
            case (let count?, nil): count == 1 ? "once" : "\(SMILNumbers.format(count)) times"
            case (nil, let duration?): "for \(SMILNumbers.format(duration)) s"
            case (let count?, let duration?): "\(SMILNumbers.format(count)) times, at most \(SMILNumbers.format(duration)) s"
            case (nil, nil): "once"
            }
            return InputAnimation.Entry(element: animation.element.localName, location: animation.element.location,
                                        target: target?.localName ?? "?", targetLocation: target?.location ?? animation.element.location,
                                        attribute: animation.attribute, duration: animation.duration, repeats: repeats)
        }
    }

    /// The value of `attribute` on `element` before animation: its transform list, the cascade's value for a
    /// property, the attribute, or the initial value.
    private func baseValue(_ attribute: String, of element: XMLElement) -> String {
        if attribute == SVGAnimation.motionAttribute { return "" }
        if attribute != "transform", CSSTransform.properties.contains(attribute) {
            return document.declaredValue(attribute, of: element) ?? "none"
        }
        if SVGComputedStyle.properties.contains(attribute) {
            if let value = document.declaredValue(attribute, of: element) { return value }
        } else if let value = element.attribute(attribute)?.value {
            return value
        }
        return Self.initialValues[attribute] ?? (attribute == "transform" ? "" : "0")
    }

    static let initialValues: [String: String] = [
        "opacity": "1", "fill-opacity": "1", "stroke-opacity": "1", "stroke-width": "1", "fill": "black", "stroke": "none",
        "visibility": "visible", "display": "inline", "stroke-dasharray": "none", "stroke-miterlimit": "4", "stop-opacity": "1",
    ]

    /// The value `animation` gives its attribute at `position`, over `underlying`.
    static func value(of animation: SVGAnimation, at position: (iteration: Double, progress: Double), underlying: String) -> String {
        var items: [String]
        var additive = animation.additive
        // A motion through `values` points is a translation, as `animateTransform type="translate"` is.
        let transformType: String? = switch animation.kind {
        case .transform(let type): type
        case .motion: "translate"
        case .animate, .set: nil
        }
        let normal = { (text: String) in transformType.map { transformParameters(text, type: $0) } ?? text }
        switch animation.values {
        case .path(let measure): return motion(animation, along: measure, at: position, underlying: underlying)
        case .list(let list): items = list.map(normal)
        case let .fromTo(from, to): items = [normal(from), normal(to)]
        case let .fromBy(from, by):
            let start = SMILValue(normal(from), attribute: animation.attribute)
            items = [normal(from), start.adding(SMILValue(normal(by), attribute: animation.attribute)).text]
        case .by(let by):
            let step = SMILValue(normal(by), attribute: animation.attribute)
            items = [step.adding(step, times: -1).text, normal(by)]
            additive = true
        case .to(let to):
            items = animation.kind == .set ? [to] : [transformType == nil ? underlying : normal("0"), normal(to)]
            additive = false
        }
        let parsed = items.map { SMILValue($0, attribute: animation.attribute) }
        let interpolates = animation.calcMode != .discrete && parsed.count > 1 && parsed.allSatisfy { $0.matches(parsed[0]) }
        let p = position.progress
        var value: SMILValue
        var text: String
        if parsed.count == 1 {
            value = parsed[0]
            text = items[0]
        } else if !interpolates {
            let index = discreteIndex(animation, count: items.count, progress: p)
            value = parsed[index]
            text = items[index]
        } else {
            var times = animation.keyTimes ?? parsed.indices.map { Double($0) / Double(parsed.count - 1) }
            if animation.calcMode == .paced {
                let steps = zip(parsed, parsed.dropFirst()).map { $0.distance(to: $1) }
                let total = steps.reduce(0, +)
                if total > 0 {
                    var sum = 0.0
                    times = [0] + steps.map { sum += $0; return sum / total }
                }
            }
            let (segment, local) = segment(animation, times: times, progress: p)
            value = parsed[segment].interpolated(to: parsed[segment + 1], local)
            text = value.text
        }
        if animation.accumulate, position.iteration > 0, let last = parsed.last, value.matches(last) {
            value = value.adding(last, times: position.iteration)
            text = value.text
        }
        if let transformType {
            let function = "\(transformType)(\(text))"
            return additive && !underlying.trimmingSpaces().isEmpty ? underlying + " " + function : function
        }
        if additive {
            let base = SMILValue(underlying, attribute: animation.attribute)
            if base.matches(value) { return base.adding(value).text }
        }
        return text
    }

    /// The value a discrete animation of `count` values shows at `progress`: the last key time reached, or
    /// equal shares of the duration.
    private static func discreteIndex(_ animation: SVGAnimation, count: Int, progress: Double) -> Int {
        if let times = animation.keyTimes { return times.lastIndex { $0 <= progress } ?? 0 }
        return min(Int(progress * Double(count)), count - 1)
    }

    /// The interval of `times` that `progress` is in (a value's index, at most the second last) and how far
    /// through it, eased by the interval's key spline under `calcMode="spline"`.
    private static func segment(_ animation: SVGAnimation, times: [Double], progress p: Double) -> (index: Int, local: Double) {
        let segment = min(max(times.lastIndex { $0 <= p } ?? 0, 0), times.count - 2)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((p - times[segment]) / span, 0), 1) : 1
        if animation.calcMode == .spline, let splines = animation.keySplines, segment < splines.count {
            let s = splines[segment]
            local = Easing.cubicBezier(s[0], s[1], s[2], s[3])(local)
        }
        return (segment, local)
    }

    /// An `<animateMotion>` along a path at `position` (SVG 1.1 §19.2.12): the point at the progress's
    /// fraction of the path's length (or the `keyPoints` fraction at that key time), as
    /// `translate(x y) rotate(a)`, the angle along the path for `rotate="auto"`. SVG puts it in front of the
    /// element's transform; `additive="sum"` composes it after the motions below it.
    private static func motion(_ animation: SVGAnimation, along measure: PathMeasure, at position: (iteration: Double, progress: Double),
                               underlying: String) -> String {
        var fraction = position.progress
        if let points = animation.keyPoints, let times = animation.keyTimes {
            if animation.calcMode == .discrete || points.count == 1 {
                fraction = points[discreteIndex(animation, count: points.count, progress: fraction)]
            } else {
                let (segment, local) = segment(animation, times: times, progress: fraction)
                fraction = points[segment] + (points[segment + 1] - points[segment]) * local
            }
        } else if animation.calcMode == .spline, let s = animation.keySplines?.first {
            fraction = Easing.cubicBezier(s[0], s[1], s[2], s[3])(fraction)
        } else if animation.calcMode == .discrete {
            fraction = fraction < 1 ? 0 : 1
        }
        let length = fraction * measure.totalLength
        guard var point = measure.point(atLength: length) else { return underlying }
        if animation.accumulate, position.iteration > 0, let end = measure.point(atLength: measure.totalLength) {
            point = Point(point.x + end.x * position.iteration, point.y + end.y * position.iteration)
        }
        var function = "translate(\(SMILNumbers.format(point.x)) \(SMILNumbers.format(point.y)))"
        let degrees: Double
        switch animation.kind {
        case .motion(.auto): degrees = (measure.tangent(atLength: length)?.angle ?? 0) * 180 / .pi
        case .motion(.autoReverse): degrees = (measure.tangent(atLength: length)?.angle ?? 0) * 180 / .pi + 180
        case .motion(.angle(let angle)): degrees = angle
        default: degrees = 0
        }
        if degrees != 0 { function += " rotate(\(SMILNumbers.format(degrees)))" }
        return animation.additive && !underlying.trimmingSpaces().isEmpty ? underlying + " " + function : function
    }

    /// An `animateTransform` value as its function's full parameter list: `translate(tx, ty = 0)`,
    /// `scale(sx, sy = sx)`, `rotate(a, cx = 0, cy = 0)`, `skewX(a)`, `skewY(a)`.
    static func transformParameters(_ text: String, type: String) -> String {
        let n = SMILNumbers(text).numbers
        let first = n.first ?? 0
        let parameters: [Double] = switch type {
        case "translate": [first, n.count > 1 ? n[1] : 0]
        case "scale": [first, n.count > 1 ? n[1] : first]
        case "rotate": [first, n.count > 1 ? n[1] : 0, n.count > 2 ? n[2] : 0]
        default: [first]
        }
        return parameters.map(SMILNumbers.format).joined(separator: " ")
    }

    /// The loop the loading stage plays, in frames at `fps`: the least common multiple of the periods of the
    /// animations that repeat for ever (each rounded to whole frames), or, when none does, until the last
    /// animation ends; at most `cap` seconds (`capped` then). Nil when nothing moves after time 0.
    func loop(fps: Double, cap: Double) -> (frames: Int, capped: Bool)? {
        let most = max(1, Int((cap * fps).rounded()))
        var periods: [Int] = []
        for (index, animation) in animations.enumerated() {
            let endless = animation.repeatCount == .infinity || animation.repeatDuration == .infinity
            if endless, let duration = animation.duration {
                periods.append(max(1, Int((duration * fps).rounded())))
            } else if let last = timeline.intervals[index].suffix(3).map(\.begin) as [Double]?, last.count == 3,
                      abs((last[2] - last[1]) - (last[1] - last[0])) < 1e-6, last[2] - last[1] > 0 {
                // A chain that loops through syncbases: its begins repeat with a period.
                periods.append(max(1, Int(((last[2] - last[1]) * fps).rounded())))
            }
        }
        for animation in cssAnimations where animation.iterations == .infinity && !animation.paused {
            let period = animation.duration * (animation.direction == .alternate || animation.direction == .alternateReverse ? 2 : 1)
            periods.append(max(1, Int((period * fps).rounded())))
        }
        if !periods.isEmpty {
            var loop = 1
            for period in periods {
                loop = loop / gcd(loop, period) * period
                if loop > most { return (most, true) }
            }
            return (loop, false)
        }
        let end = (timeline.intervals.flatMap { $0 }.map(\.end) + cssAnimations.map { $0.delay + $0.duration * $0.iterations })
            .filter(\.isFinite).max() ?? 0
        guard end > 0 else { return nil }
        let frames = max(1, Int((end * fps).rounded()))
        return frames > most ? (most, true) : (frames, false)
    }

    private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
