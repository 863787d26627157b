/// A failure to write output: the directory cannot be made or is in use (exit 73), or a write failed
/// (exit 74).
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What failed, which decides the exit code.
    public enum Kind: Hashable, Sendable {
        /// The output directory cannot be created or is not a writable directory.
        case cannotCreate
        /// Writing or renaming a file failed.
        case writeFailed
        /// Another run holds the directory's lock, and this one was asked not to wait.
        case inUse
    }

    /// What failed.
    public var kind: Kind
    /// The path concerned.
    public var path: String
    /// What went wrong, e.g. "permission denied".
    public var reason: String

    /// Creates an output error.
    public init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
