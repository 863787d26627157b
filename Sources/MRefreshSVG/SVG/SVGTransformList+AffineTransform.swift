import MRefreshSyntax
import MRefreshCore

extension SVGTransformList {
    /// Reads a `transform` attribute (``SVGTransformList``) into the single transform it describes.
    ///
    /// - Returns: the transform mapping the element's user space into its parent's: for `"A B"` a point
    ///   is transformed by B first, then by A. It may be singular (`scale(0)`), which is valid SVG and
    ///   draws nothing; check ``MRefreshCore/AffineTransform/determinant`` before handing it to Cairo, which refuses
    ///   singular matrices. An empty value and `none` are the identity.
    /// - Throws: the first ``SVGSyntaxError``, at the offending byte: the list's own, or a product that
    ///   leaves the range of doubles, at the function that made it so.
    package static func parse(_ text: String) throws(SVGSyntaxError) -> AffineTransform {
        var list = SVGTransformList(text)
        var result = AffineTransform.identity
        while let written = try list.next() {
            // "A B" is A·B: the later function applies to the point first.
            result = AffineTransform(written.function).then(result)
            // Finite numbers can still multiply out of range (scale(1e200) scale(1e200)); a renderer
            // given infinities or NaN would draw garbage or fail, so say which function overflowed.
            guard result.coefficients.allSatisfy(\.isFinite) else {
                throw SVGSyntaxError(expected: "a transform within range",
                                     found: "'\(Excerpt(list.text(written.bytes)))'", byteOffset: written.bytes.lowerBound)
            }
        }
        return result
    }
}

extension AffineTransform {
    /// The transform of one function of a `transform` attribute.
    package init(_ function: SVGTransformFunction) {
        switch function {
        case let .matrix(a, b, c, d, e, f):
            self.init(a: a, b: b, c: c, d: d, e: e, f: f)
        case let .translate(x, y):
            self = .translation(x, y)
        case let .scale(x, y):
            self = .scale(x, y)
        case let .rotate(degrees, nil):
            self = Self.rotation(degrees: degrees)
        case let .rotate(degrees, center?):
            // rotate(a cx cy) is translate(cx cy) rotate(a) translate(−cx −cy).
            self = AffineTransform.translation(-center.x, -center.y).then(Self.rotation(degrees: degrees))
                .then(.translation(center.x, center.y))
        case .skewX(let degrees):
            self = .skewX(degrees * .pi / 180)
        case .skewY(let degrees):
            self = .skewY(degrees * .pi / 180)
        }
    }

    /// A rotation by `degrees`, exact for multiples of 90° (so a quarter-turned icon keeps integer
    /// coordinates instead of picking up 6e-17 from cos(π/2)).
    static func rotation(degrees: Double) -> AffineTransform {
        let turns = degrees / 90
        guard turns == turns.rounded(), abs(turns) < 1e15 else { return .rotation(degrees * .pi / 180) }
        let quarter = Int(turns.truncatingRemainder(dividingBy: 4))
        let (s, c): (Double, Double) = switch (quarter + 4) % 4 {
        case 0: (0, 1)
        case 1: (1, 0)
        case 2: (0, -1)
        default: (-1, 0)
        }
        return AffineTransform(a: c, b: s, c: -s, d: c, e: 0, f: 0)
    }
}
