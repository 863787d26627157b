import Foundation

/// Reads the files inputs name, refusing missing, unreadable or oversized files with an
/// ``InputError/Kind/unreadable`` error (exit 66).
public enum InputFiles {
    /// Inputs larger than this are refused before reading: no icon or icon font is anywhere near it.
    public static let maximumBytes = 64 << 20

    /// The bytes of `spec`'s file, or of standard input for "-".
    public static func bytes(of spec: InputSpec) throws(InputError) -> [UInt8] {
        let name = spec.displayName
        if spec.path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard data.count <= maximumBytes else {
                throw InputError(.unreadable, file: name, message: "input is larger than \(maximumBytes >> 20) MiB")
            }
            return [UInt8](data)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: spec.path, isDirectory: &isDirectory) else {
            throw InputError(.unreadable, file: name, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(.unreadable, file: name, message: "is a directory, not a file")
        }
        guard FileManager.default.isReadableFile(atPath: spec.path) else {
            throw InputError(.unreadable, file: name, message: "permission denied")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: spec.path))?[.size] as? Int,
           size > maximumBytes {
            throw InputError(.unreadable, file: name,
                             message: "file is \(size >> 20) MiB; inputs larger than \(maximumBytes >> 20) MiB are refused")
        }
        guard let data = FileManager.default.contents(atPath: spec.path) else {
            throw InputError(.unreadable, file: name, message: "cannot be read")
        }
        return [UInt8](data)
    }
}

extension InputFiles {
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
        self.init(resolving: argument) { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
