/// Why an SVG attribute value (a transform list, a `points` list…) was rejected, and where.
///
/// The position is a UTF-8 byte offset within the attribute value, so the document reader can map it to
/// `file:line:column` through the attribute's place in the source. Errors are values, comparable in tests.
public struct SVGSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected and what was found, e.g. "expected a number in translate(), found 'x'".
    public var message: String
    /// The UTF-8 byte offset of the problem within the attribute value (the value's length at its end).
    public var byteOffset: Int
    /// The points read before the error, for ``SVGPointList/parse(_:)``: every complete pair, so a
    /// lenient reader can render up to the error. Empty for every other syntax.
    public var partial: [CoordinatePair]

    /// Creates an error.
    public init(message: String, byteOffset: Int, partial: [CoordinatePair] = []) {
        self.message = message
        self.byteOffset = byteOffset
        self.partial = partial
    }

    /// Creates an error saying what was expected and what was found instead.
    public init(expected: String, found: String, byteOffset: Int, partial: [CoordinatePair] = []) {
        self.init(message: "expected \(expected), found \(found)", byteOffset: byteOffset, partial: partial)
    }

    /// `byte N: message`; the document reader prints the message after its own `file:line:column`.
    public var description: String { "byte \(byteOffset): \(message)" }
}
