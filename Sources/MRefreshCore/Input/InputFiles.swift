#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshSystem

/// Reads the files inputs name, refusing missing, unreadable or oversized files with an
/// ``InputError/Kind/unreadable`` error (exit 66).
///
/// A file named by a path must be a regular file (links followed): a FIFO, a device such as `/dev/zero`
/// or a socket is refused before it is opened, since opening a FIFO with no writer never returns. Only
/// standard input (`-`) may be a pipe or a device. Every input is read by `read(2)` into a buffer that
/// grows, and never past its limit: a regular file whose size is over the limit is refused before
/// reading, and anything else (standard input, a file in `/proc` that reports no size, a file that grows
/// while it is read) is read up to one byte past the limit, then refused. So an endless input ends in a
/// fraction of a second with at most the limit in memory.
public enum InputFiles {
    /// Inputs larger than this are refused, before or while reading: no icon or icon font is anywhere
    /// near it (Font Awesome's SVG font, 675 glyphs, is 0.4 MiB).
    public static let maximumBytes = 64 << 20

    /// The bytes of `spec`'s file, or of standard input for "-", at most ``maximumBytes``.
    public static func bytes(of spec: InputSpec) throws(InputError) -> [UInt8] {
        try bytes(of: spec, limit: maximumBytes, kind: .input)
    }

    /// The bytes of `spec`'s file, or of standard input for "-", refused past `limit` bytes.
    ///
    /// - Parameters:
    ///   - spec: the input: a file, or `-` for standard input.
    ///   - limit: the most bytes accepted; reading stops one byte past it.
    ///   - kind: what the file is, as the refusal names it in the plural ("inputs", "indicator files").
    public static func bytes(of spec: InputSpec, limit: Int, kind: FileKind) throws(InputError) -> [UInt8] {
        let name = spec.displayName
        let isStandardInput = spec.path == "-"
        let cannotOpen = { (error: Errno) in InputError(file: name, .file(.cannotOpen(errno: error.code))) }
        if !isStandardInput {
            // A named file must be a regular one, looked at before it is opened: opening a FIFO with no
            // writer blocks for ever (finding 30), and a device may act on being opened.
            let named: FileStatus
            do throws(Errno) { named = try FileStatus(path: spec.path) } catch { throw cannotOpen(error) }
            if let problem = FileProblem(notRegular: named.kind) { throw InputError(file: name, .file(problem)) }
        }
        // Non-blocking, so that a FIFO put in the file's place since it was looked at cannot block the open
        // either; the status then is of what was opened. (A regular file's reads never block.)
        let file: ReadableFile
        let status: FileStatus
        do throws(Errno) {
            file = isStandardInput ? .standardInput : try ReadableFile.open(spec.path)
            status = try file.status()
        } catch {
            throw cannotOpen(error)
        }
        if !isStandardInput, let problem = FileProblem(notRegular: status.kind) { throw InputError(file: name, .file(problem)) }
        guard status.kind != .directory else { throw InputError(file: name, .file(.directory)) }
        // Only a regular file's size means anything; pipes, devices and /proc files report 0 or a guess.
        let size = status.kind == .regular ? status.size : 0
        if size > limit {
            throw InputError(file: name, .file(.tooLarge(size: size, limit: limit, kind: kind)))
        }
        // Read to the end, not just `size` bytes: a regular file may grow while it is read.
        switch readToEnd(file, expected: size, limit: limit) {
        case .success(let bytes?): return bytes
        case .success(nil): throw InputError(file: name, .file(.endless(limit: limit, kind: kind)))
        case .failure(let failure): throw InputError(file: name, .file(.readFailed(errno: failure.code)))
        }
    }

    /// Everything `file` gives until its end, or nil once there is more than `limit` bytes (at most
    /// `limit` + 1 are read). `expected` is the size to make room for first (0 when unknown).
    ///
    /// A regular file lands in one buffer of its size. Anything else is read in pieces of 1 MiB joined at
    /// the end, not into one buffer that doubles: buffers outgrown on the way stay resident in the heap,
    /// which took an endless input refused at 64 MiB to 157 MB instead of about 90.
    static func readToEnd(_ file: ReadableFile, expected: Int, limit: Int) -> Result<[UInt8]?, Errno> {
        var pieces: [[UInt8]] = []
        var total = 0
        // One byte more than the size, so the read that finds the end needs no piece of its own.
        var pieceSize = expected > 0 ? min(expected, limit) + 1 : 1 << 20
        while total <= limit {
            let size = min(pieceSize, limit + 1 - total)
            let piece: [UInt8], ended: Bool
            switch file.readPiece(upTo: size) {
            case .success(let read): (piece, ended) = read
            case .failure(let failure): return .failure(failure)
            }
            total += piece.count
            if !piece.isEmpty { pieces.append(piece) }
            if ended { return .success(pieces.count == 1 ? pieces[0] : joined(pieces, count: total)) }
            pieceSize = 1 << 20
        }
        return .success(nil)
    }

    /// `pieces` one after another, in a buffer of exactly `count` bytes.
    private static func joined(_ pieces: [[UInt8]], count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes.append(contentsOf: piece) }
        return bytes
    }

    /// A size as people read it: "64 MiB", "4.5 MiB" (rounded up, so a file one byte over a limit never
    /// reads as the limit), or bytes under a MiB.
    package static func mebibytes(_ count: Int) -> String {
        let mebibyte = 1 << 20
        if count % mebibyte == 0 { return "\(count / mebibyte) MiB" }
        if count < mebibyte { return "\(count) bytes" }
        let tenths = (count * 10 + mebibyte - 1) / mebibyte
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}

extension InputFiles {
    /// What a path names, following symbolic links.
    package enum Kind: Sendable { case file, directory, other }

    /// What `path` names, or nil when nothing is there (or it cannot be looked at).
    package static func kind(of path: String) -> Kind? {
        guard let status = try? FileStatus(path: path) else { return nil }
        switch status.kind {
        case .regular: return .file
        case .directory: return .directory
        default: return .other
        }
    }

    /// The text of `spec`'s file: a file mrefresh reads as text (a gesture, indicator or job file),
    /// named `kind` in the error when it is not UTF-8 or longer than `limit` bytes.
    package static func text(of spec: InputSpec, kind: FileKind, limit: Int = maximumBytes) throws(InputError) -> String {
        try text(try bytes(of: spec, limit: limit, kind: kind), file: spec.displayName, kind: kind)
    }

    /// `bytes` as UTF-8 text, or an error naming `kind` and `file`.
    package static func text(_ bytes: [UInt8], file: String, kind: FileKind) throws(InputError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw InputError(file: file, .notUTF8(kind)) }
        return text
    }
}

extension InputSpec {
    /// Reads `argument` as ``init(resolving:fileExists:)`` does, against the real file system: an existing
    /// file (not a directory) whose name holds `#` is that file.
    package init(resolvingOnDisk argument: String) {
        self.init(resolving: argument) { path in InputFiles.kind(of: path) == .file }
    }
}
