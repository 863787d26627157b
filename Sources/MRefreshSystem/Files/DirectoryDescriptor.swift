#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open directory, and every system call mrefresh makes inside its output folder, relative to it.
///
/// Everything below the directory is reached by name from this descriptor, never by a path string: a
/// folder is opened with `O_NOFOLLOW | O_DIRECTORY`, a file is created without a name (`O_TMPFILE`) or
/// under an unguessable one with `O_CREAT | O_EXCL | O_NOFOLLOW`, and a final name is replaced by
/// `renameat`, so a link planted anywhere inside the folder is never followed (MRefresh.docc/DesignOutputFolder.md). Each call
/// returns 0 / a descriptor, or the `errno` of its failure, for ``OutputDirectory`` to turn into errors.
package final class DirectoryDescriptor: Sendable {
    /// The descriptor, open for the lifetime of this object.
    package let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { systemClose(descriptor) }

    /// Opens the directory at `path`, following links: the user's own choice of `--out` may be one.
    package static func open(path: String) -> Result<DirectoryDescriptor, Errno> {
        let descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? .success(DirectoryDescriptor(descriptor: descriptor)) : .failure(Errno(errno))
    }

    /// Opens the folder `name` in this directory, creating it when `creating` and missing. A link there is
    /// not followed: it fails with `ELOOP` (or `ENOTDIR` for a link to a non-folder and for a file).
    package func folder(_ name: String, creating: Bool) -> Result<DirectoryDescriptor, Errno> {
        if creating, mkdirat(descriptor, name, 0o755) != 0, errno != EEXIST { return .failure(Errno(errno)) }
        let opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return opened >= 0 ? .success(DirectoryDescriptor(descriptor: opened)) : .failure(Errno(errno))
    }

    /// What `name` is, the name itself looked at (a link is a link, not what it points to); nil when missing.
    package func kind(of name: String) -> EntryKind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// What a name in a directory is.
    package enum EntryKind { case file, folder, link, other }

    /// What `stat(2)` says of `name` itself (a link is a link, not followed); nil when missing.
    package func status(of name: String) -> FileStatus? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStatus(status)
    }

    /// The bytes of the regular file `name` (a link there is not followed); nil when it is missing, not a
    /// regular file, larger than `limit`, or cannot be read.
    package func read(_ name: String, limit: Int) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { systemClose(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= limit else { return nil }
        // Read to the end of what is there, within the limit (the size read above may already be stale).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = systemRead(file, &chunk, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
        return nil
    }

    /// A new, empty file without a name in this directory (`O_TMPFILE`), open for writing; `EOPNOTSUPP` /
    /// `EISDIR` / `EINVAL` where the file system has no such files.
    /// Only Linux has such files; elsewhere, and in a portable build (`MREFRESH_PORTABLE`), the answer is
    /// always `EOPNOTSUPP`, and files are made under an unguessable name (``exclusiveFile()``).
    package func nameless() -> Result<Int32, Errno> {
        #if os(Linux) && !MREFRESH_PORTABLE
        let file = openat(descriptor, ".", Self.temporaryFileFlags, 0o644)
        return file >= 0 ? .success(file) : .failure(Errno(errno))
        #else
        return .failure(Errno(EOPNOTSUPP))
        #endif
    }

    /// A new file under a fresh unguessable name in this directory, open for writing, with that name: made
    /// with `O_CREAT | O_EXCL | O_NOFOLLOW`, so nothing already there (a planted link) is reused or followed.
    package func exclusiveFile() -> Result<(file: Int32, name: String), Errno> {
        while true {
            let name = Self.temporaryName()
            let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file >= 0 { return .success((file, name)) }
            // A name taken by chance (2⁻¹²⁸): draw again.
            if errno != EEXIST { return .failure(Errno(errno)) }
        }
    }

    /// Gives the open, nameless `file` the name `name` here; fails with `EEXIST` when the name is taken
    /// (linking never replaces or follows what is there). Linux only, as nameless files are.
    package func link(nameless file: Int32, as name: String) -> Errno? {
        #if os(Linux)
        // By the descriptor itself where the process may (AT_EMPTY_PATH needs the capability to read any
        // file: root in most CI containers), else through its /proc/self/fd entry.
        if linkat(file, "", descriptor, name, Self.emptyPath) == 0 { return nil }
        guard errno == ENOENT || errno == EPERM else { return Errno(errno) }
        return linkat(AT_FDCWD, "/proc/self/fd/\(file)", descriptor, name, AT_SYMLINK_FOLLOW) == 0 ? nil : Errno(errno)
        #else
        return Errno(EOPNOTSUPP)
        #endif
    }

    /// Gives the file `name` of `source` a second name `newName` here (never following a link at either).
    package func link(_ name: String, in source: DirectoryDescriptor, as newName: String) -> Errno? {
        linkat(source.descriptor, name, descriptor, newName, 0) == 0 ? nil : Errno(errno)
    }

    /// Renames `name` over `newName` in this directory: whatever `newName` was (a file, a link) is replaced.
    package func rename(_ name: String, over newName: String) -> Errno? {
        renameat(descriptor, name, descriptor, newName) == 0 ? nil : Errno(errno)
    }

    /// Removes the name `name` (a file or a link; never what a link points to).
    package func unlink(_ name: String) -> Errno? {
        unlinkat(descriptor, name, 0) == 0 ? nil : Errno(errno)
    }

    /// Removes the folder `name` when it is empty (a link there is not a folder and stays).
    package func removeFolder(_ name: String) -> Errno? {
        unlinkat(descriptor, name, AT_REMOVEDIR) == 0 ? nil : Errno(errno)
    }

    /// Whether the process may create and remove names here.
    package var isWritable: Bool { faccessat(descriptor, ".", W_OK | X_OK, 0) == 0 }

    /// Takes the exclusive lock on this directory (`flock`): at once, or `EWOULDBLOCK` when another process
    /// holds it and `waiting` is false. Held until the descriptor closes (the process ends).
    package func lock(waiting: Bool) -> Errno? {
        while flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) != 0 {
            if errno != EINTR { return Errno(errno) }
        }
        return nil
    }

    /// Writes all of `bytes` to `file`; the failure's `errno`, if any.
    package static func write(_ bytes: [UInt8], to file: Int32) -> Errno? {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withContiguousStorageIfAvailable { systemWrite(file, $0.baseAddress, $0.count) } ?? -1
            if count < 0 {
                if errno == EINTR { continue }
                return Errno(errno)
            }
            rest = rest.dropFirst(count)
        }
        return nil
    }

    /// Closes `file`, a descriptor from ``nameless()`` or ``exclusiveFile()``; the failure's `errno`, if any
    /// (a delayed write error on some file systems).
    package static func close(_ file: Int32) -> Errno? {
        systemClose(file) == 0 ? nil : Errno(errno)
    }

    /// A hidden name no one can guess ahead: 128 random bits.
    package static func temporaryName() -> String {
        var generator = SystemRandomNumberGenerator()
        let bits = [generator.next(), generator.next()] as [UInt64]
        return ".mrefresh-" + bits.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined() + ".tmp"
    }

    #if os(Linux)
    /// `AT_EMPTY_PATH` (not imported into Swift).
    private static let emptyPath: Int32 = 0x1000

    /// `O_TMPFILE | O_WRONLY | O_CLOEXEC`: a file with no name in the directory opened (Swift does not
    /// import the `O_TMPFILE` macro; it is `__O_TMPFILE | O_DIRECTORY` on every Linux architecture).
    private static let temporaryFileFlags: Int32 = 0o20_000_000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC
    #endif
}

// The C library's calls whose names the type's own members take (`open`, `read`, `write`, `close`), under
// names of their own; the module that holds them is Glibc on Linux and Darwin on macOS.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(file, buffer, count) }
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(file, buffer, count) }
@discardableResult private func systemClose(_ file: Int32) -> Int32 { close(file) }
