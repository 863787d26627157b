import MRefreshSystem

/// Standard output, every write of it checked: the one way the commands print results (MRefresh.docc/DesignOutputFolder.md:
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
        if let failure = StandardStream.output.write(Array((text + "\n").utf8)) { throw Self.failure(failure) }
    }

    /// Closes standard output once everything is written.
    ///
    /// - Throws: ``CommandFailure`` (exit 74) when the close reports an error (a write the file system
    ///   had deferred); a descriptor that was never open is not an error.
    static func close() throws(CommandFailure) {
        if let failure = StandardStream.output.close() { throw Self.failure(failure) }
    }

    private static func failure(_ failure: Errno) -> CommandFailure {
        CommandFailure(mapping: CommandError.cannotWriteStandardOutput(errno: failure.code))
    }
}

/// Standard error: messages, warnings and the progress bar, written at once with write(2). A failed write
/// is let go: there is nowhere left to say it.
enum StandardError {
    static func write(_ text: String) {
        _ = StandardStream.error.write(Array(text.utf8))
    }
}
