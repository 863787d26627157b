/// The `points` attribute of `<polyline>` and `<polygon>` (SVG 2 §10.6): x,y coordinate pairs.
public enum SVGPointList {
    /// Reads a `points` attribute.
    ///
    /// Numbers follow the path-data grammar and may be separated by whitespace and/or one comma, or by
    /// nothing where they stay apart (`1-2`, `.5.5`); whitespace may surround the list. An empty list is
    /// valid and draws nothing.
    ///
    /// - Throws: an ``SVGSyntaxError`` at the first byte that does not fit — including the end of a list
    ///   with an odd number of coordinates (an error in SVG 1.1) — whose ``SVGSyntaxError/partial`` holds
    ///   every complete pair before it, so a lenient reader can render up to the error as SVG asks.
    public static func parse(_ text: String) throws(SVGSyntaxError) -> [CoordinatePair] {
        var scanner = AttributeScanner(text)
        var points: [CoordinatePair] = []
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let x = try coordinate(&scanner, expected: "a number in points", partial: points)
            scanner.skipCommaWhitespace()
            let y = try coordinate(&scanner, expected: "a y coordinate after \(number(x)) in points",
                                   partial: points)
            points.append(CoordinatePair(x, y))
            if scanner.skipCommaWhitespace() && scanner.isAtEnd {
                // A comma promises another coordinate.
                throw scanner.error(expected: "a number after ',' in points", partial: points)
            }
        }
        return points
    }

    /// One finite number at the cursor.
    private static func coordinate(_ scanner: inout AttributeScanner, expected: String, partial: [CoordinatePair])
        throws(SVGSyntaxError) -> Double {
        let start = scanner.index
        guard let value = scanner.scanNumber() else {
            throw scanner.error(expected: expected, partial: partial)
        }
        guard value.isFinite else {
            throw SVGSyntaxError(expected: "a number within range in points",
                                 found: "'\(Excerpt(scanner.text(start..<scanner.index)))'", byteOffset: start,
                                 partial: partial)
        }
        return value
    }

    /// A coordinate as a message quotes it: integers without a fractional part.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
