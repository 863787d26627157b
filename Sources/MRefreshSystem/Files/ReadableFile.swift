#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file open for reading: one named by a path (opened non-blocking, closed when this is released), or
/// standard input (never closed).
package final class ReadableFile {
    private let descriptor: Int32
    private let owned: Bool

    private init(descriptor: Int32, owned: Bool) {
        self.descriptor = descriptor
        self.owned = owned
    }

    deinit { if owned { _ = close(descriptor) } }

    /// Standard input, as the process was given it.
    package static var standardInput: ReadableFile { ReadableFile(descriptor: STDIN_FILENO, owned: false) }

    /// An open `descriptor` read as standard input would be, left open when this is released.
    package static func borrowing(_ descriptor: Int32) -> ReadableFile { ReadableFile(descriptor: descriptor, owned: false) }

    /// Opens `path` read-only, close-on-exec and non-blocking, so that a FIFO put there cannot block the
    /// open (a regular file's reads never block).
    package static func open(_ path: String) throws(Errno) -> ReadableFile {
        let descriptor = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Errno.current }
        return ReadableFile(descriptor: descriptor, owned: true)
    }

    /// What the open file is.
    package func status() throws(Errno) -> FileStatus { try FileStatus(descriptor: descriptor) }

    /// Reads at most `buffer.count` bytes into `buffer`: how many (0 at the end), or the failure. An
    /// interrupted read is made again; a descriptor left non-blocking with nothing to read yet (standard
    /// input, by whoever started us) is waited on.
    package func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return .success(count) }
            let failure = Errno.current
            if failure == .tryAgain || failure == .wouldBlock {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&waiting, 1, -1)
            } else if failure != .interrupted {
                return .failure(failure)
            }
        }
    }

    /// Reads up to `size` bytes into a new array, stopping early only at the end of the file: the bytes,
    /// whether the end was reached, or the failure.
    package func readPiece(upTo size: Int) -> Result<(bytes: [UInt8], ended: Bool), Errno> {
        var failure: Errno?
        var ended = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(size, 0)) { buffer, initialized in
            while initialized < size {
                let rest = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[initialized..<size])
                switch read(into: rest) {
                case .success(0):
                    ended = true
                    return
                case .success(let count):
                    initialized += count
                case .failure(let error):
                    failure = error
                    return
                }
            }
        }
        if let failure { return .failure(failure) }
        return .success((bytes, ended))
    }
}

// The C library's open(2) and read(2), under names the type's own members do not take.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(file, buffer, count) }
