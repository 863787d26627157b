#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process itself: ending it at once, signals, and short waits on the calling thread.
package enum ProcessControl {
    /// The signals a command-line program ends on: Ctrl-C, `kill`, and the terminal closing.
    package static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Makes the process ignore `signal`'s default action (a dispatch source still hears it).
    package static func ignore(signal number: Int32) {
        signal(number, SIG_IGN)
    }

    /// Ends the process with `status` (atexit handlers run, as `exit(3)` runs them).
    package static func exit(_ status: Int32) -> Never {
        systemExit(status)
    }

    /// Writes `mrefresh: message` to standard error and ends the process with status 70 (sysexits'
    /// EX_SOFTWARE): for a failure met where nothing can be thrown (a library that could not be loaded,
    /// reached on a path that did not check it first), reported as the one line every error is.
    package static func fail(_ message: String) -> Never {
        let line = Array("mrefresh: \(message)\n".utf8)
        line.withUnsafeBufferPointer { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
        systemExit(70)
    }

    /// The environment variable `name`, or nil when it is not set.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Blocks the calling thread for about `microseconds`.
    package static func sleep(microseconds: UInt32) {
        _ = usleep(microseconds)
    }
}

private func systemExit(_ status: Int32) -> Never { exit(status) }
