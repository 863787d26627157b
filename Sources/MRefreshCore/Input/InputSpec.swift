/// An input as named on the command line: a file (or `-` for stdin), optionally with a `#fragment`
/// selecting an element id of an SVG document or a glyph-name of an SVG font.
public struct InputSpec: Hashable, Sendable {
    /// The file path, or "-" for standard input.
    public var path: String
    /// The part after the last `#`, if any.
    public var fragment: String?

    /// Splits `argument` at its last `#` (a `#` with nothing after it is kept as part of the path).
    public init(_ argument: String) {
        if let hash = argument.lastIndex(of: "#"), argument.index(after: hash) != argument.endIndex,
           hash != argument.startIndex {
            path = String(argument[..<hash])
            fragment = String(argument[argument.index(after: hash)...])
        } else {
            path = argument
            fragment = nil
        }
    }

    /// Reads `argument` as a file when a file of that exact name exists (so `invalid-#RRGGBB-1.svg` is
    /// that file), else splits it at its last `#` like ``init(_:)``.
    ///
    /// - Parameters:
    ///   - argument: the input as given (`icon.svg#arrow`, `-`).
    ///   - fileExists: whether a file (not a directory) exists at a path; the caller's file system.
    public init(resolving argument: String, fileExists: (String) -> Bool) {
        if argument != "-", argument.contains("#"), fileExists(argument) {
            self.init(path: argument, fragment: nil)
        } else {
            self.init(argument)
        }
    }

    /// Creates a spec from its parts.
    public init(path: String, fragment: String?) {
        self.path = path
        self.fragment = fragment
    }

    /// The name used in messages.
    public var displayName: String { path == "-" ? "<stdin>" : path }
}
