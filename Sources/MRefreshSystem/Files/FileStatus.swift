#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a file: its kind, size, identity and times.
package struct FileStatus: Equatable, Sendable {
    /// What a name is.
    package enum Kind: Sendable {
        case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown
    }

    package var kind: Kind
    /// Bytes; meaningful for a regular file only (pipes, devices and /proc files report 0 or a guess).
    package var size: Int
    package var device: UInt64
    package var inode: UInt64
    /// The last change of the contents, in nanoseconds since 1970.
    package var modified: Int64
    /// The last change of the contents or attributes, in nanoseconds since 1970.
    package var changed: Int64

    /// What `path` names, links followed (`stat`) or not (`lstat`).
    package init(path: String, followingLinks: Bool = true) throws(Errno) {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { throw Errno.current }
        self.init(status)
    }

    /// What the open `descriptor` is (`fstat`).
    package init(descriptor: Int32) throws(Errno) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Errno.current }
        self.init(status)
    }

    /// What `stat` holds.
    init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        default: kind = .unknown
        }
        size = Int(status.st_size)
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        #if os(Linux)
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #else
        modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #endif
    }
}
