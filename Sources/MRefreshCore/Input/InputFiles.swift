import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads the files inputs name, refusing missing, unreadable or oversized files with an
/// ``InputError/Kind/unreadable`` error (exit 66).
public enum InputFiles {
    /// Inputs larger than this are refused before reading: no icon or icon font is anywhere near it.
    public static let maximumBytes = 64 << 20

    /// The bytes of `spec`'s file, or of standard input for "-".
    public static func bytes(of spec: InputSpec) throws(InputError) -> [UInt8] {
        let name = spec.displayName
        let isStandardInput = spec.path == "-"
        let descriptor = isStandardInput ? STDIN_FILENO : open(spec.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(.unreadable, file: name, message: reason(errno)) }
        defer { if !isStandardInput { close(descriptor) } }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError(.unreadable, file: name, message: reason(errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw InputError(.unreadable, file: name, message: "is a directory, not a file")
        }
        let size = Int(status.st_size)
        if size > maximumBytes {
            throw InputError(.unreadable, file: name,
                             message: "file is \(size >> 20) MiB; inputs larger than \(maximumBytes >> 20) MiB are refused")
        }
        // Read to the end, not just `size` bytes: pipes and files in /proc report no size, and a file may grow.
        let data: Data
        do {
            data = try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
        } catch {
            throw InputError(.unreadable, file: name, message: "cannot be read (\((error as NSError).localizedDescription))")
        }
        guard data.count <= maximumBytes else {
            throw InputError(.unreadable, file: name, message: "input is larger than \(maximumBytes >> 20) MiB")
        }
        return [UInt8](data)
    }
}

extension InputFiles {
    /// What a path names, following symbolic links.
    public enum Kind: Sendable { case file, directory, other }

    /// What `path` names, or nil when nothing is there (or it cannot be looked at).
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// What `code` means for a file being opened or read, as a user reads it.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory, not a file"
        default: String(cString: strerror(code))
        }
    }

    /// The text of `spec`'s file: a file mrefresh reads as text (a gesture, indicator or job file),
    /// named `kind` in the error when it is not UTF-8.
    public static func text(of spec: InputSpec, kind: String) throws(InputError) -> String {
        try text(try bytes(of: spec), file: spec.displayName, kind: kind)
    }

    /// `bytes` as UTF-8 text, or an error naming `kind` and `file`.
    public static func text(_ bytes: [UInt8], file: String, kind: String) throws(InputError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(.invalidData, file: file, message: "the \(kind) is not valid UTF-8")
        }
        return text
    }
}

extension InputSpec {
    /// Reads `argument` as ``init(resolving:fileExists:)`` does, against the real file system: an existing
    /// file (not a directory) whose name holds `#` is that file.
    public init(resolvingOnDisk argument: String) {
        self.init(resolving: argument) { path in InputFiles.kind(of: path) == .file }
    }
}
