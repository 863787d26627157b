/// Why a document is not well-formed (or exceeds a limit), and where.
///
/// A value: comparable in tests, its position computed once, when the error is built. The CLI prints it
/// as `name:line:column: message`, with the name of the ``XMLSource``.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, without a position: "expected '>' to close <path>, found 'x'".
    public var message: String
    /// Where in the file.
    public var location: SourceLocation

    /// Creates an error.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
