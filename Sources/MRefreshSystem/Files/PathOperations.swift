#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few calls mrefresh makes on path strings rather than through a ``DirectoryDescriptor``: making the
/// output folder the user named, asking why it could not be made, and where a path really leads.
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

    /// The absolute path `path` leads to, every link, `.` and `..` resolved in turn as the kernel follows
    /// them (`realpath(3)`: `link/..` is the parent of the link's target, not the folder holding the link);
    /// the error when some part of it does not exist or cannot be searched.
    package static func realPath(_ path: String) -> Result<String, Errno> {
        guard let resolved = realpath(path, nil) else { return .failure(Errno.current) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }
}
