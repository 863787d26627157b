#if os(Linux)
import Glibc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A ``FileWatcher`` on Linux's inotify: one watch per folder holding a watched file; changes are reported
/// together once the folders have been quiet for ``debounce`` (an editor's save is several events: write
/// a temporary file, rename it, set its attributes).
package final class InotifyWatcher: FileWatcher {
    /// How long the folders must be quiet before the changes are reported.
    package let debounce: Duration
    private let descriptor: Int32
    private let onChange: @Sendable (Set<String>) -> Void
    private struct State {
        /// The watched files, by folder.
        var files: [String: Set<String>] = [:]
        /// Each folder's watch.
        var watches: [String: Int32] = [:]
    }
    private let state = Mutex(State())
    private let worker = WorkerStop()

    /// Starts a watcher (watching nothing yet) whose changes are reported to `onChange`, on its own thread.
    ///
    /// - Throws: ``FileWatchError`` when inotify cannot be set up (too many instances).
    package init(debounce: Duration = .milliseconds(100), onChange: @escaping @Sendable (Set<String>) -> Void)
        throws(FileWatchError) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw FileWatchError(path: "", reason: Errno.current.reason) }
        self.descriptor = descriptor
        self.debounce = debounce
        self.onChange = onChange
        DetachedThread.start { [self] in readEvents() }
    }

    package func watch(_ paths: Set<String>) throws(FileWatchError) {
        var byFolder: [String: Set<String>] = [:]
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            byFolder[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
        }
        let result: Result<Void, FileWatchError> = state.withLock { state in
            for (folder, watch) in state.watches where byFolder[folder] == nil {
                inotify_rm_watch(descriptor, watch)
                state.watches[folder] = nil
            }
            for folder in byFolder.keys where state.watches[folder] == nil {
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB)
                let watch = inotify_add_watch(descriptor, folder, mask)
                guard watch >= 0 else { return .failure(FileWatchError(path: folder, reason: Errno.current.reason)) }
                state.watches[folder] = watch
            }
            state.files = byFolder
            return .success(())
        }
        try result.get()
    }

    /// The reading thread sees the request within one poll and closes the descriptor itself.
    package func stop() { worker.stop() }

    deinit { stop() }

    /// The reading thread: collects the changed files of the watched folders and reports them when quiet.
    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending: Set<String> = []
        let quietMilliseconds = Int32(debounce.components.seconds * 1000 + debounce.components.attoseconds / 1_000_000_000_000_000)
        while !worker.isRequested {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // Quiet for the debounce time with changes pending: report them; otherwise wake to see whether to stop.
            let ready = poll(&request, 1, pending.isEmpty ? 50 : quietMilliseconds)
            if ready == 0 {
                if !pending.isEmpty {
                    let changed = pending
                    pending = []
                    onChange(changed)
                }
                continue
            }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            pending.formUnion(changedFiles(in: buffer[..<count]))
        }
        close(descriptor)
        worker.finished()
    }

    /// The watched files named by the `inotify_event`s in `bytes`.
    private func changedFiles(in bytes: ArraySlice<UInt8>) -> Set<String> {
        let (watches, files) = state.withLock { ($0.watches, $0.files) }
        let folders = Dictionary(watches.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        var changed: Set<String> = []
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let event = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self) }
            let nameStart = offset + header
            let nameEnd = min(nameStart + Int(event.len), bytes.endIndex)
            let name = String(decoding: bytes[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            if let folder = folders[event.wd], files[folder]?.contains(name) == true {
                changed.insert(folder == "/" ? "/" + name : folder + "/" + name)
            }
            offset = nameEnd
        }
        return changed
    }
}
#endif
