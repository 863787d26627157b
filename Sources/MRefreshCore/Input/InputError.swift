/// A problem with an input: where it is and what is wrong, printed compiler-style.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem, which decides the exit code.
    public enum Kind: Hashable, Sendable {
        /// The input's content is wrong (path data, XML, SVG): exit 65.
        case invalidData
        /// The input is missing or cannot be read: exit 66.
        case unreadable
    }

    public var kind: Kind
    /// The input as the user named it ("-" is stdin, shown as "<stdin>").
    public var file: String
    /// Where in the file, when known.
    public var location: SourceLocation?
    /// What is wrong, without the position.
    public var message: String
    /// As a warning (lenient reading), what was done instead of refusing: "the path is kept up to here".
    public var consequence: String?

    /// Creates an input error.
    public init(_ kind: Kind, file: String, location: SourceLocation? = nil, message: String, consequence: String? = nil) {
        self.kind = kind
        self.file = file
        self.location = location
        self.message = message
        self.consequence = consequence
    }

    /// What lenient reading does with path data after its first error.
    public static let pathKept = "the path is kept up to here"

    /// `file:line:col: message`, or `file: message` without a position.
    public var description: String {
        if let location { return "\(file):\(location.line):\(location.column): \(message)" }
        return "\(file): \(message)"
    }
}
