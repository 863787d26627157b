#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output, every write of it checked: the one way the commands print results (DESIGN.md §17:
/// write errors, standard output's included, end with exit 74 and say where).
///
/// `print` buffers and drops errors: `mrefresh inspect x.svg --json > /dev/full` exited 0 with nothing
/// written. Lines go out with write(2) at once (no buffer to flush, so nothing is lost at exit), and
/// ``close()`` closes the descriptor at the end, which reports what a file system defers to then.
enum StandardOutput {
    /// Writes `text` and a line break.
    ///
    /// - Throws: ``CommandFailure`` (exit 74) naming the system's reason.
    static func line(_ text: String) throws(CommandFailure) {
        var bytes = Array((text + "\n").utf8)
        while !bytes.isEmpty {
            // A pipe may take part of a long line: the rest is written next.
            let written = systemWrite(STDOUT_FILENO, bytes, bytes.count)
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            bytes.removeFirst(written)
        }
    }

    /// Closes standard output once everything is written.
    ///
    /// - Throws: ``CommandFailure`` (exit 74) when the close reports an error (a write the file system
    ///   had deferred); a descriptor that was never open is not an error.
    static func close() throws(CommandFailure) {
        guard systemClose(STDOUT_FILENO) != 0 else { return }
        let code = errno
        guard code != EBADF, code != EINTR else { return }
        throw failure(code)
    }

    private static func failure(_ code: Int32) -> CommandFailure {
        CommandFailure(mapping: CommandError.cannotWriteStandardOutput(errno: code))
    }
}

/// Standard error: messages, warnings and the progress bar, written at once with write(2). A failed write
/// is let go: there is nowhere left to say it.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let written = systemWrite(STDERR_FILENO, bytes, bytes.count)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes.removeFirst(written)
        }
    }
}

// The C library's write(2) and close(2) under names of their own: the enums above have members named
// `close`, and the module that holds the C library is Glibc on Linux, Darwin on macOS.
private func systemWrite(_ descriptor: Int32, _ bytes: [UInt8], _ count: Int) -> Int { write(descriptor, bytes, count) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
