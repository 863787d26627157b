#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A ``FileWatcher`` on POSIX `stat` alone, for systems without inotify (macOS) and for portable builds
/// (`MREFRESH_PORTABLE`): every ``interval`` it looks at each watched file (through its name, so a save
/// that renames a new file over it is seen: another inode), and reports the changed ones together once
/// a look finds nothing new for ``debounce``.
package final class PollingWatcher: FileWatcher {
    /// How often the files are looked at.
    package let interval: Duration
    /// How long the files must stay unchanged before the changes are reported.
    package let debounce: Duration
    private let onChange: @Sendable (Set<String>) -> Void

    private struct State {
        /// Each watched file, and what the last look saw (nil: no file there).
        var files: [String: FileStatus?] = [:]
    }
    private let state = Mutex(State())
    private let worker = WorkerStop()

    /// Starts a watcher (watching nothing yet) whose changes are reported to `onChange`, on its own thread.
    package init(interval: Duration = .milliseconds(100), debounce: Duration = .milliseconds(100),
                onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.interval = interval
        self.debounce = debounce
        self.onChange = onChange
        DetachedThread.start { [self] in look() }
    }

    package func watch(_ paths: Set<String>) throws(FileWatchError) {
        state.withLock { state in
            var files: [String: FileStatus?] = [:]
            // A file already watched keeps what was last seen of it; a new one starts from now.
            for path in paths { files[path] = state.files[path] ?? Self.signature(of: path) }
            state.files = files
        }
    }

    package func stop() { worker.stop() }

    deinit { stop() }

    /// The looking thread.
    private func look() {
        var pending: Set<String> = []
        var quiet = Duration.zero
        while !worker.isRequested {
            let nanoseconds = interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000
            usleep(UInt32(clamping: nanoseconds / 1000))
            let changed = state.withLock { state -> Set<String> in
                var changed: Set<String> = []
                for (path, seen) in state.files {
                    let now = Self.signature(of: path)
                    if now != seen {
                        changed.insert(path)
                        state.files[path] = now
                    }
                }
                return changed
            }
            if changed.isEmpty {
                quiet += interval
                if !pending.isEmpty && quiet >= debounce {
                    let report = pending
                    pending = []
                    onChange(report)
                }
            } else {
                pending.formUnion(changed)
                quiet = .zero
            }
        }
        worker.finished()
    }

    /// What `stat` sees of `path` now (following links, as the renders read it): enough to tell any save
    /// (a new inode, a new size, a new time); nil when nothing is there.
    static func signature(of path: String) -> FileStatus? {
        try? FileStatus(path: path)
    }
}

/// The watcher this system has: inotify on Linux, polling elsewhere and in a portable build.
package enum FileWatchers {
    /// A watcher reporting changes to `onChange`, on a thread of its own.
    ///
    /// - Throws: ``FileWatchError`` when inotify cannot be set up.
    package static func make(onChange: @escaping @Sendable (Set<String>) -> Void) throws(FileWatchError) -> any FileWatcher {
        #if os(Linux) && !MREFRESH_PORTABLE
        return try InotifyWatcher(onChange: onChange)
        #else
        return PollingWatcher(onChange: onChange)
        #endif
    }
}
