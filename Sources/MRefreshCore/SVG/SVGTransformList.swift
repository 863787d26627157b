import Foundation

/// The `transform` attribute (SVG 2 §8.5, with the grammar of CSS Transforms 1 §7.1 "Syntax of the SVG
/// transform attribute").
public enum SVGTransformList {
    /// Reads a `transform` attribute into the single transform it describes.
    ///
    /// The functions are `matrix(a b c d e f)`, `translate(tx [ty])`, `scale(sx [sy])`,
    /// `rotate(angle [cx cy])` (degrees, clockwise on screen), `skewX(angle)` and `skewY(angle)` (degrees).
    /// Function names are case-sensitive; whitespace may come before the `(`. Arguments are SVG numbers
    /// separated by whitespace and/or one comma, or by nothing where the numbers stay apart (`1-2`,
    /// `.5.5`). Functions are separated by whitespace and/or one comma, or by nothing (as every browser
    /// reads them; CSS Transforms 1 relaxed SVG 1.1's grammar to match). An empty or all-whitespace value,
    /// and the CSS keyword `none`, are the identity.
    ///
    /// - Returns: the transform mapping the element's user space into its parent's: for `"A B"` a point
    ///   is transformed by B first, then by A. It may be singular (`scale(0)`), which is valid SVG and
    ///   draws nothing; check ``AffineTransform/determinant`` before handing it to Cairo, which refuses
    ///   singular matrices.
    /// - Throws: the first ``SVGSyntaxError``, at the offending byte.
    public static func parse(_ text: String) throws(SVGSyntaxError) -> AffineTransform {
        if text.trimmingXMLWhitespace == "none" { return .identity }
        var scanner = AttributeScanner(text)
        var result = AffineTransform.identity
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let start = scanner.index
            // "A B" is A·B: the later function applies to the point first.
            result = try function(&scanner).then(result)
            // Finite numbers can still multiply out of range (scale(1e200) scale(1e200)); a renderer
            // given infinities or NaN would draw garbage or fail, so say which function overflowed.
            guard result.coefficients.allSatisfy(\.isFinite) else {
                throw SVGSyntaxError(expected: "a transform within range",
                                     found: "'\(Excerpt(scanner.text(start..<scanner.index)))'", byteOffset: start)
            }
            let comma = scanner.skipCommaWhitespace()
            // A comma promises another function.
            if comma && scanner.isAtEnd {
                throw scanner.error(expected: "a transform function after ','")
            }
        }
        return result
    }

    /// The functions and how many numbers each takes.
    private static let arities: [String: [Int]] = [
        "matrix": [6], "translate": [1, 2], "scale": [1, 2], "rotate": [1, 3], "skewX": [1], "skewY": [1],
    ]

    /// One function call at the cursor, as a transform.
    private static func function(_ scanner: inout AttributeScanner) throws(SVGSyntaxError) -> AffineTransform {
        let nameStart = scanner.index
        let name = scanner.scanWord()
        guard let arity = arities[name] else {
            throw scanner.error(expected: "a transform function (matrix, translate, scale, rotate, skewX or skewY)",
                                at: nameStart)
        }
        scanner.skipWhitespace()
        guard scanner.consume(UInt8(ascii: "(")) else {
            throw scanner.error(expected: "'(' after \(name)")
        }
        let arguments = try numbers(in: name, arity: arity, &scanner)
        return transform(name, arguments)
    }

    /// The arguments up to and including the closing parenthesis.
    private static func numbers(in name: String, arity: [Int], _ scanner: inout AttributeScanner)
        throws(SVGSyntaxError) -> [Double] {
        let most = arity.max()!
        var values: [Double] = []
        scanner.skipWhitespace()
        while true {
            if scanner.peek == UInt8(ascii: ")") && arity.contains(values.count) {
                scanner.index += 1
                return values
            }
            if values.count == most {
                let noun = most == 1 ? "number" : "numbers"
                throw scanner.error(expected: "')' after \(most) \(noun) in \(name)()")
            }
            let start = scanner.index
            guard let value = scanner.scanNumber() else {
                // With an acceptable count so far, the parenthesis could have come instead.
                let or = values.isEmpty || !arity.contains(values.count) ? "" : " or ')'"
                throw scanner.error(expected: "a number\(or) in \(name)()")
            }
            guard value.isFinite else {
                throw SVGSyntaxError(expected: "a number within range in \(name)()",
                                     found: "'\(Excerpt(scanner.text(start..<scanner.index)))'", byteOffset: start)
            }
            values.append(value)
            if scanner.skipCommaWhitespace() {
                // A comma promises another number.
                guard let next = scanner.peek, AttributeScanner.startsNumber(next) else {
                    throw scanner.error(expected: "a number after ',' in \(name)()")
                }
            }
        }
    }

    /// The transform of one function with a valid number of arguments.
    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform {
        switch name {
        case "matrix":
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case "translate":
            // A missing ty is 0.
            return .translation(v[0], v.count > 1 ? v[1] : 0)
        case "scale":
            // A missing sy equals sx.
            return .scale(v[0], v.count > 1 ? v[1] : v[0])
        case "rotate":
            let rotation = rotation(degrees: v[0])
            guard v.count == 3 else { return rotation }
            // rotate(a cx cy) is translate(cx cy) rotate(a) translate(−cx −cy).
            return AffineTransform.translation(-v[1], -v[2]).then(rotation).then(.translation(v[1], v[2]))
        case "skewX":
            return .skewX(v[0] * .pi / 180)
        default:  // skewY
            return .skewY(v[0] * .pi / 180)
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
