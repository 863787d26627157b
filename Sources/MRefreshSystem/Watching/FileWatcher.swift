/// Tells when files change on disk: `mrefresh preview` re-renders when its indicator file or one of the
/// inputs it reads is saved.
///
/// A watcher watches the folders the files are in, not the files: editors save by writing a new file and
/// renaming it over the old one, which a watch on the old file's inode would never see.
package protocol FileWatcher: AnyObject, Sendable {
    /// Watches exactly `paths` (absolute) from now on: changes to other files are not reported.
    ///
    /// - Throws: ``FileWatchError`` when a folder cannot be watched.
    func watch(_ paths: Set<String>) throws(FileWatchError)

    /// Stops watching; no change is reported after it returns.
    func stop()
}

/// Why files cannot be watched.
package struct FileWatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder, or "" for the watcher itself.
    package var path: String
    /// The system's words for the failure.
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { path.isEmpty ? "cannot watch files: \(reason)" : "cannot watch \(path): \(reason)" }
}
