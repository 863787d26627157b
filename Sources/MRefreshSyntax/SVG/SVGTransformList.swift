/// The `transform` attribute (SVG 2 §8.5, with the grammar of CSS Transforms 1 §7.1 "Syntax of the SVG
/// transform attribute"), read one function at a time.
///
/// The functions are `matrix(a b c d e f)`, `translate(tx [ty])`, `scale(sx [sy])`,
/// `rotate(angle [cx cy])` (degrees, clockwise on screen), `skewX(angle)` and `skewY(angle)` (degrees).
/// Function names are case-sensitive; whitespace may come before the `(`. Arguments are SVG numbers
/// separated by whitespace and/or one comma, or by nothing where the numbers stay apart (`1-2`,
/// `.5.5`). Functions are separated by whitespace and/or one comma, or by nothing (as every browser
/// reads them; CSS Transforms 1 relaxed SVG 1.1's grammar to match). An empty or all-whitespace value,
/// and the CSS keyword `none`, have no functions (the identity).
///
/// Like svgtypes' transform-list parser it yields the functions as written, in order; MRefreshCore
/// multiplies them into one matrix (`SVGTransformList.parse(_:)`) as they come, so a product that
/// overflows is reported at its function before a syntax error further on.
public struct SVGTransformList {
    private var scanner: AttributeScanner
    /// Whether the last function was followed by a comma and then the end: an error, reported by the
    /// next call (after the caller has used that function).
    private var commaAtEnd = false

    /// A reader of the functions of `text`.
    public init(_ text: String) {
        scanner = AttributeScanner(text)
        if text.trimmingXMLWhitespace == "none" { scanner.index = scanner.bytes.count }
        scanner.skipWhitespace()
    }

    /// The next function and the bytes of the value that wrote it (for quoting it in a message), or nil
    /// after the last one.
    ///
    /// - Throws: the first ``SVGSyntaxError``, at the offending byte; the functions before it were returned.
    public mutating func next() throws(SVGSyntaxError) -> (function: SVGTransformFunction, bytes: Range<Int>)? {
        // A comma promises another function.
        if commaAtEnd { throw scanner.error(expected: "a transform function after ','") }
        guard !scanner.isAtEnd else { return nil }
        let start = scanner.index
        let function = try Self.function(&scanner)
        let bytes = start..<scanner.index
        if scanner.skipCommaWhitespace() && scanner.isAtEnd { commaAtEnd = true }
        return (function, bytes)
    }

    /// The text of the value between two byte offsets (a function ``next()`` returned), to quote it.
    public func text(_ bytes: Range<Int>) -> String {
        scanner.text(bytes)
    }

    /// The functions and how many numbers each takes.
    private static let arities: [String: [Int]] = [
        "matrix": [6], "translate": [1, 2], "scale": [1, 2], "rotate": [1, 3], "skewX": [1], "skewY": [1],
    ]

    /// One function call at the cursor.
    private static func function(_ scanner: inout AttributeScanner) throws(SVGSyntaxError) -> SVGTransformFunction {
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
        return function(name, arguments)
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

    /// One function with a valid number of arguments, its omitted arguments filled in.
    private static func function(_ name: String, _ v: [Double]) -> SVGTransformFunction {
        switch name {
        case "matrix":
            .matrix(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case "translate":
            // A missing ty is 0.
            .translate(x: v[0], y: v.count > 1 ? v[1] : 0)
        case "scale":
            // A missing sy equals sx.
            .scale(x: v[0], y: v.count > 1 ? v[1] : v[0])
        case "rotate":
            .rotate(degrees: v[0], center: v.count == 3 ? CoordinatePair(v[1], v[2]) : nil)
        case "skewX":
            .skewX(degrees: v[0])
        default:  // skewY
            .skewY(degrees: v[0])
        }
    }
}

/// One function of a `transform` attribute, as written (angles in degrees), omitted arguments filled in.
public enum SVGTransformFunction: Hashable, Sendable {
    /// `matrix(a b c d e f)`: the map (x, y) → (a·x + c·y + e, b·x + d·y + f).
    case matrix(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)
    /// `translate(tx [ty])`; a missing ty is 0.
    case translate(x: Double, y: Double)
    /// `scale(sx [sy])`; a missing sy equals sx.
    case scale(x: Double, y: Double)
    /// `rotate(angle [cx cy])`: clockwise on screen, about the origin or about `center`.
    case rotate(degrees: Double, center: CoordinatePair?)
    /// `skewX(angle)`.
    case skewX(degrees: Double)
    /// `skewY(angle)`.
    case skewY(degrees: Double)
}
