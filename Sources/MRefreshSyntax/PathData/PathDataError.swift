/// Why path data was rejected, and where.
///
/// Errors are values: comparable in tests, with the position computed once, when the error is built.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the parser wanted at the error position, e.g. "a number after 'L'".
    public var expected: String
    /// What it found: a quoted character or "end of data".
    public var found: String
    /// Where, relative to the start of the path data text.
    public var location: SourceLocation
    /// The UTF-8 byte offset within the path data text (used to map the error into an enclosing file).
    public var byteOffset: Int

    /// Creates an error.
    public init(expected: String, found: String, location: SourceLocation, byteOffset: Int) {
        self.expected = expected
        self.found = found
        self.location = location
        self.byteOffset = byteOffset
    }

    /// The message without a position: "expected a number after 'L', found 'x'".
    public var message: String { "expected \(expected), found \(found)" }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
