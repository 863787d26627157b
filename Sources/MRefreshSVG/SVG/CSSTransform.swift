import MRefreshSyntax
import MRefreshCore

/// An element's CSS transform as SVG 2 and CSS Transforms 1–2 apply it: the `translate`, `rotate` and
/// `scale` properties, then the `transform` property's functions, all about `transform-origin` in the
/// reference box `transform-box` names. Values are kept as written and resolved where the element is
/// drawn, since percentages are of the box.
package struct CSSTransform: Sendable, Equatable {
    /// `transform-box`: what percentages and keywords of the origin and of `translate` are of.
    enum Box: Sendable, Equatable {
        /// The nearest viewport (SVG's default).
        case viewBox
        /// The element's geometry bounds (`fill-box`, and `content-box`, which is the same for SVG).
        case fillBox
        /// The bounds with the stroke (`stroke-box`, and `border-box`).
        case strokeBox

        init?(_ text: String) {
            switch text.trimmingSpaces().lowercased() {
            case "view-box": self = .viewBox
            case "fill-box", "content-box": self = .fillBox
            case "stroke-box", "border-box": self = .strokeBox
            default: return nil
            }
        }
    }

    /// The properties read here: CSS only, never presentation attributes.
    package static let properties: Set<String> = ["transform", "translate", "rotate", "scale", "transform-box"]

    /// The `transform` property's functions as written (nil for none).
    var functions: String?
    var translate: String?
    var rotate: String?
    var scale: String?
    var box = Box.viewBox

    /// No transform property set.
    package init() {}

    /// Whether any of the transform properties is set (the `transform` attribute then does not apply).
    var isSet: Bool { functions != nil || translate != nil || rotate != nil || scale != nil }

    /// Sets `property` from a declaration; false when `property` is not one of these or `value` is not one
    /// of its values (the declaration is then ignored, as CSS ignores invalid declarations).
    package mutating func apply(_ property: String, _ value: String) -> Bool {
        let text = value.trimmingSpaces()
        let none = text.lowercased() == "none"
        let probe = Rect(x: 0, y: 0, width: 100, height: 100)
        switch property {
        case "transform":
            guard none || Self.functions(text, in: probe, lengths: .init()) != nil else { return false }
            functions = none ? nil : text
        case "translate":
            guard none || Self.translate(text, in: probe, lengths: .init()) != nil else { return false }
            translate = none ? nil : text
        case "rotate":
            guard none || Self.rotate(text) != nil else { return false }
            rotate = none ? nil : text
        case "scale":
            guard none || Self.scale(text) != nil else { return false }
            scale = none ? nil : text
        case "transform-box":
            guard let box = Box(text) else { return false }
            self.box = box
        default: return false
        }
        return true
    }

    /// The transform (before its origin is applied), percentages of `box`: points are transformed by the
    /// functions, then scaled, rotated and translated. Nil when none is set.
    package func matrix(in box: Rect, lengths: SVGLength.Context) -> AffineTransform? {
        guard isSet else { return nil }
        var matrix = functions.flatMap { Self.functions($0, in: box, lengths: lengths) } ?? .identity
        if let scale = scale.flatMap(Self.scale) { matrix = matrix.then(.scale(scale.x, scale.y)) }
        if let angle = rotate.flatMap(Self.rotate) { matrix = matrix.then(.rotation(angle)) }
        if let offset = translate.flatMap({ Self.translate($0, in: box, lengths: lengths) }) {
            matrix = matrix.then(.translation(offset.x, offset.y))
        }
        return matrix
    }

    // MARK: Values

    /// `translate: x [y [z]]`: lengths or percentages of the box (z, a length, does nothing in 2D).
    static func translate(_ text: String, in box: Rect, lengths: SVGLength.Context) -> (x: Double, y: Double)? {
        let words = Self.words(text)
        guard (1...3).contains(words.count),
              let x = length(words[0], along: box.width, lengths),
              let y = words.count > 1 ? length(words[1], along: box.height, lengths) : 0 else { return nil }
        if words.count == 3 { guard let z = SVGLength.parse(words[2]), z.unit != .percent else { return nil } }
        return (x, y)
    }

    /// `rotate: angle` or `rotate: z angle` in radians; nil for rotations out of the plane.
    static func rotate(_ text: String) -> Double? {
        let words = Self.words(text.lowercased())
        switch words.count {
        case 1: return angle(words[0], unitless: false)
        case 2:
            if words[0] == "z" { return angle(words[1], unitless: false) }
            if words[1] == "z" { return angle(words[0], unitless: false) }
            return nil
        default: return nil
        }
    }

    /// `scale: x [y [z]]`: numbers or percentages.
    static func scale(_ text: String) -> (x: Double, y: Double)? {
        let words = Self.words(text)
        guard (1...3).contains(words.count), let x = factor(words[0]),
              let y = words.count > 1 ? factor(words[1]) : x else { return nil }
        if words.count == 3 { guard factor(words[2]) != nil else { return nil } }
        return (x, y)
    }

    /// A `transform` function list: `matrix`, `translate`, `translateX`/`Y`, `scale`, `scaleX`/`Y`, `rotate`,
    /// `rotateZ`, `skew`, `skewX`/`Y` with their units (angles in `deg`, `rad`, `grad` or `turn`; lengths in
    /// any CSS unit or a percentage of the box), arguments separated by commas. SVG's unitless numbers are
    /// taken as degrees and pixels too. Nil when any function is not one of these.
    static func functions(_ text: String, in box: Rect, lengths: SVGLength.Context) -> AffineTransform? {
        var matrix = AffineTransform.identity
        var rest = Substring(text)
        var count = 0
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].lowercased()
            let arguments = rest[rest.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingSpaces() }
            rest = rest[rest.index(after: close)...]
            count += 1
            guard count <= 256, !arguments.contains(""), let function = Self.function(name, arguments, in: box, lengths: lengths) else {
                return nil
            }
            // Functions apply right to left: the last one touches the points first.
            matrix = function.then(matrix)
        }
        return count > 0 ? matrix : nil
    }

    private static func function(_ name: String, _ a: [String], in box: Rect, lengths: SVGLength.Context) -> AffineTransform? {
        func x(_ i: Int) -> Double? { length(a[i], along: box.width, lengths) }
        func y(_ i: Int) -> Double? { length(a[i], along: box.height, lengths) }
        func turn(_ i: Int) -> Double? { angle(a[i], unitless: true) }
        switch (name, a.count) {
        case ("matrix", 6):
            let n = a.compactMap { Double($0) }
            guard n.count == 6, n.allSatisfy(\.isFinite) else { return nil }
            return AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case ("translate", 1): return x(0).map { .translation($0, 0) }
        case ("translate", 2): guard let tx = x(0), let ty = y(1) else { return nil }; return .translation(tx, ty)
        case ("translatex", 1): return x(0).map { .translation($0, 0) }
        case ("translatey", 1): return y(0).map { .translation(0, $0) }
        case ("scale", 1): return factor(a[0]).map { .scale($0, $0) }
        case ("scale", 2): guard let sx = factor(a[0]), let sy = factor(a[1]) else { return nil }; return .scale(sx, sy)
        case ("scalex", 1): return factor(a[0]).map { .scale($0, 1) }
        case ("scaley", 1): return factor(a[0]).map { .scale(1, $0) }
        case ("rotate", 1), ("rotatez", 1): return turn(0).map { .rotation($0) }
        case ("skew", 1): return turn(0).map { .skewX($0) }
        case ("skew", 2):
            guard let ax = turn(0), let ay = turn(1) else { return nil }
            return AffineTransform(a: 1, b: AffineTransform.skewY(ay).b, c: AffineTransform.skewX(ax).c, d: 1, e: 0, f: 0)
        case ("skewx", 1): return turn(0).map { .skewX($0) }
        case ("skewy", 1): return turn(0).map { .skewY($0) }
        default: return nil
        }
    }

    /// An angle in radians: `deg`, `rad`, `grad`, `turn`; a unitless number is degrees where `unitless`
    /// allows it (SVG's transform syntax), else only 0.
    static func angle(_ text: String, unitless: Bool) -> Double? {
        let units: [(String, Double)] = [("deg", .pi / 180), ("grad", .pi / 200), ("rad", 1), ("turn", 2 * .pi)]
        let word = text.lowercased()
        for (unit, factor) in units where word.hasSuffix(unit) {
            guard let value = Double(word.dropLast(unit.count)), value.isFinite else { return nil }
            return value * factor
        }
        guard let value = Double(word), value.isFinite, unitless || value == 0 else { return nil }
        return value * .pi / 180
    }

    /// A length in user units, a percentage of `size`.
    private static func length(_ text: String, along size: Double, _ lengths: SVGLength.Context) -> Double? {
        guard let length = SVGLength.parse(text) else { return nil }
        let value = length.pixels(lengths, percentOf: size)
        return value.isFinite ? value : nil
    }

    /// A scale factor: a number or a percentage.
    private static func factor(_ text: String) -> Double? {
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }
}
