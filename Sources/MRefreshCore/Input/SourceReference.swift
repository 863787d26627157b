/// A place in an input: the file as the user named it and, when known, a position in it.
public struct SourceReference: Hashable, Sendable {
    /// The input as named ("<stdin>" for standard input, "--path" for path data given as an option).
    public var file: String
    /// The position of the element or glyph, when the input has positions.
    public var location: SourceLocation?

    /// Creates a reference.
    public init(file: String, location: SourceLocation? = nil) {
        self.file = file
        self.location = location
    }

    /// An input error at this place.
    public func error(_ message: String) -> InputError {
        InputError(.invalidData, file: file, location: location, message: message)
    }
}
