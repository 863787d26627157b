#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with write(2) at once: no buffer to flush, so nothing is
/// lost at exit, and every failure is seen.
package enum StandardStream: Sendable {
    case output, error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `bytes` (a pipe may take part of them at a time); the failure, if any.
    package func write(_ bytes: [UInt8]) -> Errno? {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if Errno.current == .interrupted { continue }
                return Errno.current
            }
            // A descriptor that takes nothing: give up rather than spin.
            if count == 0 { return nil }
            rest = rest.dropFirst(count)
        }
        return nil
    }

    /// Closes the stream: what a file system deferred to the close is reported then. A stream that was
    /// never open, or a close interrupted by a signal, is not a failure.
    package func close() -> Errno? {
        guard systemClose(descriptor) != 0 else { return nil }
        let failure = Errno.current
        return failure == .badDescriptor || failure == .interrupted ? nil : failure
    }

    /// Whether the stream is a terminal.
    package var isTerminal: Bool { isatty(descriptor) == 1 }
}

// The C library's write(2) and close(2), under names the type's own members do not take.
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(file, buffer, count) }
private func systemClose(_ file: Int32) -> Int32 { close(file) }
