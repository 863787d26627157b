#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few calls mrefresh makes on path strings rather than through a ``DirectoryDescriptor``: making the
/// output folder the user named, and asking why it could not be made.
package enum PathOperations {
    /// Makes the directory `path` and its missing parents (`mkdir -p`); the first failure, if any.
    package static func makeDirectories(_ path: String) -> Errno? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0, Errno.current != .exists { return Errno.current }
            prefix += "/"
        }
        return nil
    }

    /// Whether the process may create and remove names in the directory `path`.
    package static func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }
}
