import Foundation
import MRefreshCore

#if canImport(Glibc)
import Glibc
#endif

/// The directory frames go to. Every file is written atomically: to a temporary name in the same
/// directory, then renamed over the final name, so a reader never sees a half-written frame and an
/// interrupted run leaves at most a temporary file behind, never a broken frame.
public struct OutputDirectory: Sendable {
    /// The directory's path.
    public let path: String

    /// Opens `path`, creating it (and its parents) when missing.
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` when it cannot be created, is not a directory, or is
    ///   not writable.
    public init(_ path: String) throws(OutputError) {
        self.path = path
        if let kind = InputFiles.kind(of: path) {
            guard kind == .directory else {
                throw OutputError(.cannotCreate, path: path, reason: "exists and is not a directory")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw OutputError(.cannotCreate, path: path, reason: "cannot create the directory: \(Self.creationProblem(path, error))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw OutputError(.cannotCreate, path: path, reason: "the directory is not writable")
        }
    }

    /// Where `name` is written before it is renamed into place: a hidden name of this process's.
    private func temporaryFile(for name: String) -> String {
        file(".\(name).tmp-\(getpid())")
    }

    /// The full path of `name` in this directory.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Writes `bytes` to `name` atomically.
    ///
    /// The file is written without a name (`O_TMPFILE`) and then linked into place: a reader sees no file
    /// or the whole one, and the slow part (allocating the inode, writing) happens outside the directory's
    /// lock, so workers writing frames to one directory do not queue behind each other. Replacing an
    /// existing file links to a temporary name and renames it over the old one; file systems without
    /// `O_TMPFILE` get a named temporary file and a rename.
    ///
    /// The data is not forced to the disk first (no fsync): after a power cut a frame may be empty, which
    /// a re-run repairs, and forcing every frame would cost more than drawing it.
    ///
    /// - Throws: ``OutputError/Kind/writeFailed``; the final file is then untouched.
    public func write(_ bytes: [UInt8], to name: String) throws(OutputError) {
        let final = file(name)
        let temporary = temporaryFile(for: name)
        #if os(Linux)
        if try writeLinked(bytes, to: final, replacingThrough: temporary) { return }
        #endif
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(errno, writing: final) }
        var failure = Self.write(bytes, to: descriptor)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, final) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Self.failure(failure, writing: final)
        }
    }

    /// Puts the file at `source` (a path) into this directory as `name`: a second link to the same file
    /// where the file system allows (no bytes copied), else a copy; atomically either way.
    ///
    /// - Throws: ``OutputError/Kind/writeFailed`` when `source` cannot be read or `name` written.
    public func place(_ source: String, as name: String) throws(OutputError) {
        let final = file(name)
        if Glibc.link(source, final) == 0 { return }
        if errno == EEXIST {
            let temporary = temporaryFile(for: name)
            unlink(temporary)
            if Glibc.link(source, temporary) == 0 {
                guard rename(temporary, final) == 0 else {
                    let failure = errno
                    unlink(temporary)
                    throw Self.failure(failure, writing: final)
                }
                return
            }
        }
        // Another file system, or links not allowed: copy.
        guard let bytes = try? InputFiles.bytes(of: InputSpec(path: source, fragment: nil)) else {
            throw OutputError(.writeFailed, path: final, reason: "\(source) cannot be read")
        }
        try write(bytes, to: name)
    }

    #if os(Linux)
    /// Writes `bytes` as a nameless file and links it to `final` (or, when `final` exists, to `temporary`
    /// renamed over it). False when this file system or process cannot: the caller writes a named file.
    private func writeLinked(_ bytes: [UInt8], to final: String, replacingThrough temporary: String) throws(OutputError) -> Bool {
        let anonymous = open(path, Self.temporaryFileFlags, 0o644)
        guard anonymous >= 0 else { return false }
        defer { close(anonymous) }
        let failure = Self.write(bytes, to: anonymous)
        guard failure == 0 else { throw Self.failure(failure, writing: final) }
        if Self.link(anonymous, to: final) == 0 { return true }
        guard errno == EEXIST, Self.link(anonymous, to: temporary) == 0 else { return false }
        guard rename(temporary, final) == 0 else {
            let failure = errno
            unlink(temporary)
            throw Self.failure(failure, writing: final)
        }
        return true
    }

    /// Gives the open, nameless file `descriptor` the name `path`: by the descriptor itself where the
    /// process may (`AT_EMPTY_PATH` needs the capability to read any file: root in most CI containers),
    /// else through its `/proc/self/fd` entry. 0, or -1 with `errno` set.
    private static func link(_ descriptor: Int32, to path: String) -> Int32 {
        if linkat(descriptor, "", AT_FDCWD, path, emptyPath) == 0 { return 0 }
        guard errno == ENOENT || errno == EPERM else { return -1 }
        return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW)
    }

    /// `AT_EMPTY_PATH` (not imported into Swift).
    private static let emptyPath: Int32 = 0x1000

    /// `O_TMPFILE | O_WRONLY | O_CLOEXEC`: a file with no name in the directory opened (Swift does not
    /// import the `O_TMPFILE` macro; it is `__O_TMPFILE | O_DIRECTORY` on every Linux architecture).
    private static let temporaryFileFlags: Int32 = 0o20_000_000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC
    #endif

    /// The error for `errno` `code` while writing `path`.
    private static func failure(_ code: Int32, writing path: String) -> OutputError {
        OutputError(.writeFailed, path: path, reason: String(cString: strerror(code)))
    }

    /// Writes all of `bytes` to `descriptor`; the `errno` of a failure, or 0.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
            return 0
        } catch {
            let ns = error as NSError
            if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                return Int32(underlying.code)
            }
            return EIO
        }
    }

    /// Whether `name` exists (without reading it).
    public func exists(_ name: String) -> Bool {
        access(file(name), F_OK) == 0
    }

    /// The bytes of `name`, or nil when it does not exist or cannot be read.
    public func read(_ name: String) -> [UInt8]? {
        try? InputFiles.bytes(of: InputSpec(path: file(name), fragment: nil))
    }

    /// Removes `name` when it is a regular file; missing files are fine.
    public func remove(_ name: String) {
        let full = file(name)
        if let kind = InputFiles.kind(of: full), kind != .directory { unlink(full) }
    }

    /// Removes the folder `name` when it is empty; anything in it keeps it.
    public func removeEmptyFolder(_ name: String) {
        rmdir(file(name))
    }

    /// Why `path` could not be created, told from the nearest part of it that exists: a file where a
    /// directory must be, or a directory that is not writable; else the system's reason.
    private static func creationProblem(_ path: String, _ error: Error) -> String {
        var ancestor = path
        repeat {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        } while !ancestor.isEmpty && ancestor != "/" && InputFiles.kind(of: ancestor) == nil
        let existing = ancestor.isEmpty ? "." : ancestor
        if let kind = InputFiles.kind(of: existing), kind != .directory { return "\(existing) is not a directory" }
        if access(existing, W_OK | X_OK) != 0 { return "\(existing) is not writable" }
        return reason(error)
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
