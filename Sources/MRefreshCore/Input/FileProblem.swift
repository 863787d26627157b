import MRefreshSystem

/// Why a file cannot be read (exit 66): the system's reason, or a limit it is past. The words are made
/// when the error is printed; an `errno` is kept as its number.
package enum FileProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be opened or looked at: `open(2)` or `fstat(2)`'s `errno`.
    case cannotOpen(errno: Int32)
    /// The path names a directory.
    case directory
    /// The path names something other than a regular file or a directory, refused before it is opened
    /// (a FIFO with no writer would block the open for ever): what it is, as the message says it.
    case notRegularFile(String)
    /// A regular file larger than the limit for its kind, refused before reading.
    case tooLarge(size: Int, limit: Int, kind: FileKind)
    /// A pipe, device or growing file that went past the limit for its kind while it was read.
    case endless(limit: Int, kind: FileKind)
    /// Reading failed part way: `read(2)`'s `errno`.
    case readFailed(errno: Int32)
    /// A text handed to a reader that is larger than the limit for its kind.
    case textTooLarge(size: Int, limit: Int, kind: FileKind)

    /// The message, without the file's name.
    package var description: String {
        switch self {
        case .cannotOpen(let code): Self.reason(code)
        case .directory: "is a directory, not a file"
        case .notRegularFile(let what): "is \(what), not a regular file"
        case let .tooLarge(size, limit, kind):
            "the file is \(InputFiles.mebibytes(size)); \(kind)s larger than \(InputFiles.mebibytes(limit)) are refused"
        case let .endless(limit, kind):
            "reading stopped at \(InputFiles.mebibytes(limit)); \(kind)s larger than \(InputFiles.mebibytes(limit)) are refused"
        case .readFailed(let code): "cannot be read (\(Self.reason(code)))"
        case let .textTooLarge(size, limit, kind):
            "the \(kind) is \(InputFiles.mebibytes(size)); \(kind)s larger than \(InputFiles.mebibytes(limit)) are refused"
        }
    }

    /// The refusal of a file of `kind`: nil for a regular file and a directory (which has its own
    /// message), else ``notRegularFile(_:)`` naming what it is.
    init?(notRegular kind: FileStatus.Kind) {
        switch kind {
        case .regular, .directory: return nil
        case .fifo: self = .notRegularFile("a FIFO")
        case .characterDevice, .blockDevice: self = .notRegularFile("a device")
        case .socket: self = .notRegularFile("a socket")
        case .symbolicLink, .unknown: self = .notRegularFile("a file of an unknown kind")
        }
    }

    /// What `code` means for a file being opened or read, as a user reads it.
    static func reason(_ code: Int32) -> String {
        switch Errno(code) {
        case .noSuchEntry, .notDirectory: "no such file"
        case .accessDenied, .notPermitted: "permission denied"
        case .isDirectory: "is a directory, not a file"
        case let other: other.reason
        }
    }
}

/// What a file mrefresh reads is, as messages name it: "indicator files larger than 4 MiB are refused".
public enum FileKind: String, Hashable, Sendable, CustomStringConvertible {
    /// An icon: SVG, path data or an SVG font.
    case input
    /// An indicator file (MRefresh.docc/IndicatorFiles.md).
    case indicatorFile = "indicator file"
    /// A job file (MRefresh.docc/JobFiles.md).
    case jobFile = "job file"
    /// A gesture file (MRefresh.docc/DesignRefreshMachine.md).
    case gestureFile = "gesture file"

    public var description: String { rawValue }
}
