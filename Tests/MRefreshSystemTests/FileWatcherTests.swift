import Foundation
import MRefreshSystem
import Synchronization
import Testing

/// The preview's file watchers, inotify (Linux) and polling (macOS, and the portable build): what editors
/// do to a file is reported once, as that file.
@Suite("File watchers", .serialized)
struct FileWatcherTests {
    /// Which watcher.
    enum Kind: String, CaseIterable, Sendable {
        case inotify, polling

        func make(_ onChange: @escaping @Sendable (Set<String>) -> Void) throws -> any FileWatcher {
            switch self {
            case .inotify: try InotifyWatcher(onChange: onChange)
            case .polling: PollingWatcher(onChange: onChange)
            }
        }
    }

    /// How a save reaches the disk.
    enum Save: String, CaseIterable, Sendable {
        /// Written in place (`atomically: false`), as nano and `>` do.
        case inPlace
        /// Written to a new file renamed over the old one, as vim, VS Code and most editors do.
        case rename
        /// Three writes in a row, 20 ms apart: one report after they stop.
        case burst
    }

    @Test("a watched file's save is reported once, as its path; an unwatched neighbour's is not",
          arguments: Kind.allCases, Save.allCases)
    func reportsSaves(kind: Kind, save: Save) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let watched = folder.appendingPathComponent("tray.svg"), other = folder.appendingPathComponent("other.svg")
        try "<svg/>".write(to: watched, atomically: false, encoding: .utf8)
        try "<svg/>".write(to: other, atomically: false, encoding: .utf8)
        let reports = Mutex<[Set<String>]>([])
        let watcher = try kind.make { changed in reports.withLock { $0.append(changed) } }
        defer { watcher.stop() }
        try watcher.watch([watched.path])

        try "<svg></svg>".write(to: other, atomically: true, encoding: .utf8)
        switch save {
        case .inPlace: try "<svg><g/></svg>".write(to: watched, atomically: false, encoding: .utf8)
        case .rename: try "<svg><g/></svg>".write(to: watched, atomically: true, encoding: .utf8)
        case .burst:
            for n in 0..<3 {
                try "<svg>\(n)</svg>".write(to: watched, atomically: false, encoding: .utf8)
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        let deadline = Date().addingTimeInterval(2)
        while reports.withLock({ $0.isEmpty }), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        // Longer than the debounce: a second report would have come by now.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(reports.withLock { $0 } == [[watched.standardizedFileURL.path]])
    }

    @Test("after stop(), nothing is reported", arguments: Kind.allCases)
    func stops(kind: Kind) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.yaml")
        try "layers: []".write(to: file, atomically: false, encoding: .utf8)
        let reports = Mutex(0)
        let watcher = try kind.make { _ in reports.withLock { $0 += 1 } }
        try watcher.watch([file.path])
        watcher.stop()
        try "layers: [x]".write(to: file, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(reports.withLock { $0 } == 0)
    }

    @Test("inotify: a folder that does not exist cannot be watched, an error naming it")
    func missingFolder() throws {
        let watcher = try InotifyWatcher { _ in }
        defer { watcher.stop() }
        #expect(throws: FileWatchError.self) { try watcher.watch(["/nonexistent-\(UUID().uuidString)/x.svg"]) }
    }
}
