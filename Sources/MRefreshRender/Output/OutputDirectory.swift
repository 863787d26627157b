#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore

import MRefreshSystem
import MRefreshSyntax

/// The directory frames go to, or a folder mrefresh made inside it (MRefresh.docc/DesignOutputFolder.md).
///
/// It is held open by a descriptor and everything inside is reached relative to it: a folder of ours is
/// opened without following links (a link or a file where one should be is an error, never followed),
/// every file is written atomically — made without a name, or under an unguessable one created
/// exclusively, then linked or renamed into place — so a reader never sees a half-written frame, an
/// interrupted run leaves at most a hidden temporary file behind, and a link planted at a final or a
/// temporary name is replaced, never written through. Removal unlinks names, never what links point to.
public struct OutputDirectory: Sendable {
    /// The directory's path, for messages and for the user's tools.
    public let path: String
    private let directory: DirectoryDescriptor

    /// Opens `path`, creating it (and its parents) when missing. `path` is the user's choice and may be
    /// a link to a directory.
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` when it cannot be created, is not a directory, or is
    ///   not writable.
    public init(_ path: String) throws(OutputError) {
        self.path = path
        if let kind = InputFiles.kind(of: path) {
            guard kind == .directory else {
                throw OutputError(.cannotCreate, path: path, reason: "exists and is not a directory")
            }
        } else if let failure = PathOperations.makeDirectories(path) {
            throw OutputError(.cannotCreate, path: path, reason: "cannot create the directory: \(Self.creationProblem(path, failure))")
        }
        switch DirectoryDescriptor.open(path: path) {
        case .success(let directory): self.directory = directory
        case .failure(let error): throw OutputError(.cannotCreate, path: path, reason: error.reason)
        }
        guard directory.isWritable else {
            throw OutputError(.cannotCreate, path: path, reason: "the directory is not writable")
        }
    }

    private init(path: String, directory: DirectoryDescriptor) {
        self.path = path
        self.directory = directory
    }

    /// The full path of `name` in this directory, for messages.
    public func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    // MARK: Folders

    /// The folder at `relative` (`res/drawable`, `icon`), each part made when missing and opened without
    /// following links.
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` naming the part that is a link, a file, or cannot be made.
    public func folder(_ relative: String) throws(OutputError) -> OutputDirectory {
        var current = self
        for part in relative.split(separator: "/").map(String.init) {
            current = try current.child(part, creating: true)
        }
        return current
    }

    /// The existing folder at `relative`, opened without following links; nil when any part is missing.
    ///
    /// - Throws: ``OutputError/Kind/cannotCreate`` when a part is a link or not a folder.
    public func existingFolder(_ relative: String) throws(OutputError) -> OutputDirectory? {
        var current = self
        for part in relative.split(separator: "/").map(String.init) {
            guard current.directory.kind(of: part) != nil else { return nil }
            current = try current.child(part, creating: false)
        }
        return current
    }

    /// The folder `name` directly in this one.
    private func child(_ name: String, creating: Bool) throws(OutputError) -> OutputDirectory {
        let path = file(name)
        guard Self.isPlainName(name) else {
            throw OutputError(.cannotCreate, path: path, reason: "not a name mrefresh makes a folder under")
        }
        switch directory.folder(name, creating: creating) {
        case .success(let opened):
            return OutputDirectory(path: path, directory: opened)
        case .failure(let error):
            throw OutputError(.cannotCreate, path: path, reason: folderProblem(name, error))
        }
    }

    /// Why the folder `name` could not be opened, as a user reads it.
    private func folderProblem(_ name: String, _ error: Errno) -> String {
        switch directory.kind(of: name) {
        case .link: "is a link; mrefresh does not follow links inside its output folder (remove it)"
        case .file, .other: "is not a folder (mrefresh makes a folder there)"
        case .folder, nil: error.reason
        }
    }

    /// The folder holding `relative`'s last part, and that part: made when `creating`, else nil when missing.
    private func parent(of relative: String, creating: Bool) throws(OutputError) -> (OutputDirectory, String)? {
        guard let slash = relative.lastIndex(of: "/") else { return (self, relative) }
        let folderPath = String(relative[..<slash])
        let name = String(relative[relative.index(after: slash)...])
        let folder = creating ? try self.folder(folderPath) : try existingFolder(folderPath)
        return folder.map { ($0, name) }
    }

    /// A name that stays in its folder: not empty, no `/`, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }

    // MARK: Writing

    /// Writes `bytes` to `name` (a file name, or a path through folders of ours) atomically.
    ///
    /// The file is written without a name (`O_TMPFILE`) and then linked into place: a reader sees no file
    /// or the whole one, and the slow part (allocating the inode, writing) happens outside the directory's
    /// lock, so workers writing frames to one directory do not queue behind each other. Replacing an
    /// existing file links it under an unguessable temporary name and renames that over the old one; file
    /// systems without `O_TMPFILE` get a file created exclusively under such a name, then the rename.
    ///
    /// The data is not forced to the disk first (no fsync): after a power cut a frame may be empty, which
    /// a re-run repairs, and forcing every frame would cost more than drawing it.
    ///
    /// - Throws: ``OutputError/Kind/writeFailed``; the final file is then untouched.
    public func write(_ bytes: [UInt8], to name: String) throws(OutputError) {
        guard let (folder, leaf) = try parent(of: name, creating: true) else { return }
        try folder.writeHere(bytes, to: leaf)
    }

    private func writeHere(_ bytes: [UInt8], to name: String) throws(OutputError) {
        let final = file(name)
        guard Self.isPlainName(name) else { throw OutputError(.writeFailed, path: final, reason: "not a file name") }
        if case .success(let nameless) = directory.nameless() {
            var failure = DirectoryDescriptor.write(bytes, to: nameless)
            defer { _ = DirectoryDescriptor.close(nameless) }
            if let failure { throw OutputError(.writeFailed, path: final, reason: failure.reason) }
            failure = directory.link(nameless: nameless, as: name)
            if failure == nil { return }
            if failure == Errno.exists {
                // Taken: link under a fresh hidden name, then rename that over the final one.
                for _ in 0..<8 {
                    let temporary = DirectoryDescriptor.temporaryName()
                    switch directory.link(nameless: nameless, as: temporary) {
                    case nil: return try renameIntoPlace(temporary, final: name)
                    case Errno.exists?: continue
                    case let other?: failure = other
                    }
                    break
                }
            }
            // Linking a nameless file is not allowed here (no /proc, say): write a named one below.
            if let failure, failure != Errno.exists, failure != Errno.noSuchEntry, failure != Errno.notPermitted, failure != Errno.accessDenied {
                throw OutputError(.writeFailed, path: final, reason: failure.reason)
            }
        }
        let created: (file: Int32, name: String)
        switch directory.exclusiveFile() {
        case .success(let file): created = file
        case .failure(let error): throw OutputError(.writeFailed, path: final, reason: error.reason)
        }
        var failure = DirectoryDescriptor.write(bytes, to: created.file)
        if let closing = DirectoryDescriptor.close(created.file), failure == nil { failure = closing }
        if let failure {
            _ = directory.unlink(created.name)
            throw OutputError(.writeFailed, path: final, reason: failure.reason)
        }
        try renameIntoPlace(created.name, final: name)
    }

    /// Renames our temporary `temporary` over `final`, removing it when that fails.
    private func renameIntoPlace(_ temporary: String, final: String) throws(OutputError) {
        if let failure = directory.rename(temporary, over: final) {
            _ = directory.unlink(temporary)
            throw OutputError(.writeFailed, path: file(final), reason: failure.reason)
        }
    }

    /// Puts the file `name` of `source` (a file this run wrote) into this directory as `newName`: a second
    /// link to the same file where the file system allows (no bytes copied), else a copy; atomically
    /// either way, replacing what `newName` was.
    ///
    /// - Throws: ``OutputError/Kind/writeFailed`` when `name` cannot be read or `newName` written.
    public func place(_ name: String, from source: OutputDirectory, as newName: String) throws(OutputError) {
        guard let (from, sourceName) = try source.parent(of: name, creating: false) else {
            throw OutputError(.writeFailed, path: file(newName), reason: "\(source.file(name)) cannot be read")
        }
        guard let (folder, leaf) = try parent(of: newName, creating: true) else { return }
        try folder.placeHere(sourceName, from: from, as: leaf)
    }

    private func placeHere(_ name: String, from source: OutputDirectory, as newName: String) throws(OutputError) {
        guard Self.isPlainName(name), Self.isPlainName(newName) else {
            throw OutputError(.writeFailed, path: file(newName), reason: "not a file name")
        }
        // Only our own regular files are linked; a link planted at the source name is not.
        if source.directory.kind(of: name) == .file {
            switch directory.link(name, in: source.directory, as: newName) {
            case nil: return
            case Errno.exists?:
                for _ in 0..<8 {
                    let temporary = DirectoryDescriptor.temporaryName()
                    switch directory.link(name, in: source.directory, as: temporary) {
                    case nil: return try renameIntoPlace(temporary, final: newName)
                    case Errno.exists?: continue
                    default: break
                    }
                    break
                }
            default: break
            }
        }
        // Another file system, or links not allowed: copy.
        guard let bytes = source.read(name) else {
            throw OutputError(.writeFailed, path: file(newName), reason: "\(source.file(name)) cannot be read")
        }
        try writeHere(bytes, to: newName)
    }

    // MARK: Reading and removing

    /// Whether `name` exists as a regular file (a link there does not count, and is not followed).
    public func exists(_ name: String) -> Bool {
        guard let (folder, leaf) = try? parent(of: name, creating: false) else { return false }
        return folder.directory.kind(of: leaf) == .file
    }

    /// What `name` is and when it last changed, the name itself looked at (a link is not followed); nil when
    /// missing or under a link.
    package func status(_ name: String) -> FileStatus? {
        guard let (folder, leaf) = try? parent(of: name, creating: false), Self.isPlainName(leaf) else { return nil }
        return folder.directory.status(of: leaf)
    }

    /// The largest file ``read(_:)`` reads: far above any frame or manifest mrefresh writes.
    static let maximumReadBytes = 1 << 32

    /// The bytes of the regular file `name`, or nil when it does not exist, is a link, or cannot be read.
    public func read(_ name: String) -> [UInt8]? {
        guard let (folder, leaf) = try? parent(of: name, creating: false), Self.isPlainName(leaf) else { return nil }
        return folder.directory.read(leaf, limit: Self.maximumReadBytes)
    }

    /// Removes the name `name` when it is a file or a link (never what a link points to, never a folder);
    /// missing files, and names under a link, are left alone.
    public func remove(_ name: String) {
        guard let (folder, leaf) = try? parent(of: name, creating: false), Self.isPlainName(leaf) else { return }
        switch folder.directory.kind(of: leaf) {
        case .file, .link: _ = folder.directory.unlink(leaf)
        default: break
        }
    }

    /// Removes the folder `name` when it is empty; anything in it keeps it, and a link there stays.
    public func removeEmptyFolder(_ name: String) {
        guard let (folder, leaf) = try? parent(of: name, creating: false), Self.isPlainName(leaf) else { return }
        _ = folder.directory.removeFolder(leaf)
    }

    /// What `name` is, looked at without following a link; nil when missing.
    func kind(of name: String) -> DirectoryDescriptor.EntryKind? {
        guard let (folder, leaf) = try? parent(of: name, creating: false) else { return nil }
        return folder.directory.kind(of: leaf)
    }

    /// Renames `name` over `newName` in this directory (both plain names): a link at `newName` is replaced.
    /// False when `name` is missing or the rename fails.
    @discardableResult
    func rename(_ name: String, over newName: String) -> Bool {
        Self.isPlainName(name) && Self.isPlainName(newName) && directory.rename(name, over: newName) == nil
    }

    // MARK: Locking

    /// Takes the exclusive lock on this directory, held until the process ends: one run per folder. When
    /// another process holds it, `onWait` is called once and the lock is waited for, or, when `waiting` is
    /// false, this throws.
    ///
    /// - Throws: ``OutputError/Kind/inUse`` when the folder is in use and `waiting` is false;
    ///   ``OutputError/Kind/cannotCreate`` when the lock cannot be taken at all.
    public func lock(waiting: Bool, onWait: () -> Void = {}) throws(OutputError) {
        switch directory.lock(waiting: false) {
        case nil: return
        case Errno.wouldBlock?:
            guard waiting else {
                throw OutputError(.inUse, path: path, reason: "another mrefresh run is writing into this folder")
            }
            onWait()
            if let failure = directory.lock(waiting: true) {
                throw OutputError(.cannotCreate, path: path, reason: "cannot lock the folder: \(failure.reason)")
            }
        case let failure?:
            throw OutputError(.cannotCreate, path: path, reason: "cannot lock the folder: \(failure.reason)")
        }
    }

    /// Why `path` could not be created, told from the nearest part of it that exists: a file where a
    /// directory must be, or a directory that is not writable; else the system's reason.
    private static func creationProblem(_ path: String, _ error: Errno) -> String {
        var ancestor = path
        repeat {
            ancestor = PathText.folder(of: ancestor)
        } while !ancestor.isEmpty && ancestor != "/" && InputFiles.kind(of: ancestor) == nil
        let existing = ancestor.isEmpty ? "." : ancestor
        if let kind = InputFiles.kind(of: existing), kind != .directory { return "\(existing) is not a directory" }
        if !PathOperations.isWritableDirectory(existing) { return "\(existing) is not writable" }
        if error == Errno.nameTooLong { return "a name in the path is longer than the file system allows (255 bytes)" }
        return error.reason
    }
}
