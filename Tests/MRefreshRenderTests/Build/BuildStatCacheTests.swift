import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

// Issue 46: a no-op build checks each file by the metadata it recorded (size, modification and change
// times in nanoseconds, inode), as git's index does, and hashes only what changed; whatever is done to a
// frame behind its back, the indicator is redrawn, so the manifest never lies.

/// Two small indicators, `a` and `b`, as a build plans them.
private func plan() -> BuildPlan {
    var spec = IndicatorSpec(layers: [LayerSpec(source: .pathData("M2 2L20 4Q12 22 4 18Z", name: "icon"))])
    spec.canvas = Size(width: 24, height: 24)
    spec.padding = 2
    spec.frameCounts = [.pull: 6, .loading: 2, .closing: 2]
    return BuildPlan([("a", .success(spec)), ("b", .success(spec))])
}

/// A build into `folder`: which indicators it drew (by name) and how many files its check hashed.
private func build(_ folder: URL) throws -> (drawn: [String], hashed: Int) {
    let run = BuildRun(plan: plan(), output: try OutputDirectory(folder.path))
    let outcomes = try run.run(jobs: 2)
    let drawn = zip(run.plan.items, outcomes).compactMap { item, outcome -> String? in
        if case .built = outcome { return item.name }
        return nil
    }
    return (drawn, run.hashedFiles)
}

/// A built folder whose cache vouches for every file: built, then checked once more after the clock
/// moved on, so no stamp is racy.
private func settledBuild() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stat-cache-\(UUID().uuidString)")
    #expect(try build(folder).drawn == ["a", "b"])
    Thread.sleep(forTimeInterval: 0.05)
    #expect(try build(folder).drawn == [])
    return folder
}

private func setModified(_ path: String, to seconds: TimeInterval) throws {
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
}

private func modified(_ path: String) throws -> TimeInterval {
    try (FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date).timeIntervalSince1970
}

/// What is done to `a/pull_0003.png` behind the build's back.
enum Tampering: String, CaseIterable, Sendable {
    /// A byte appended.
    case edited
    /// Other bytes of the same size written in place, its modification time set back to the old one.
    case rewrittenInPlaceSameSizeSameTime
    /// A file of the same size renamed over it, its modification time set to the old one.
    case replacedSameSizeSameTime
    /// Removed.
    case removed
    /// A link to a copy of its own bytes in its place.
    case swappedForLink

    func apply(to frame: URL) throws {
        let path = frame.path
        let bytes = try Data(contentsOf: frame)
        let time = try modified(path)
        var other = bytes
        other[other.count - 1] ^= 0xFF
        switch self {
        case .edited:
            try (bytes + [0]).write(to: frame)
        case .rewrittenInPlaceSameSizeSameTime:
            let handle = try FileHandle(forWritingTo: frame)
            try handle.write(contentsOf: other)
            try handle.close()
            try setModified(path, to: time)
        case .replacedSameSizeSameTime:
            let temporary = frame.deletingLastPathComponent().appendingPathComponent("replacement.tmp")
            try other.write(to: temporary)
            try setModified(temporary.path, to: time)
            #expect(rename(temporary.path, path) == 0)
        case .removed:
            try FileManager.default.removeItem(at: frame)
        case .swappedForLink:
            let copy = frame.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("copy.png")
            try bytes.write(to: copy)
            try FileManager.default.removeItem(at: frame)
            try FileManager.default.createSymbolicLink(at: frame, withDestinationURL: copy)
        }
    }
}

@Suite("the build's file-metadata cache")
struct BuildStatCacheTests {
    @Test("a settled no-op build reads no frame and writes nothing")
    func noOpHashesNothing() throws {
        let folder = try settledBuild()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(BuildStatCache.file).path
        let before = try modified(cache)
        let again = try build(folder)
        #expect(again.drawn == [] && again.hashed == 0)
        #expect(try modified(cache) == before, "a no-op build rewrote its cache")
    }

    @Test("whatever is done to a frame, its indicator is redrawn and the other is not", arguments: Tampering.allCases)
    func tamperedFrameRedraws(_ tampering: Tampering) throws {
        let folder = try settledBuild()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = folder.appendingPathComponent("a/pull_0003.png")
        let original = try Data(contentsOf: frame)
        try tampering.apply(to: frame)
        let result = try build(folder)
        #expect(result.drawn == ["a"])
        // Drawn again as it was, and a plain file again.
        #expect(try Data(contentsOf: frame) == original)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: frame.path)) == nil, "the link is still there")
    }

    @Test("a stamp no older than the cache is racy: its file is hashed, and the cache rewritten once it is confirmed")
    func racyStampsAreHashed() throws {
        let folder = try settledBuild()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As if the cache had been written in the same tick as every file: its time set back before them.
        let cache = folder.appendingPathComponent(BuildStatCache.file).path
        try setModified(cache, to: try modified(folder.appendingPathComponent("a/pull_0000.png").path) - 1)
        let racy = try build(folder)
        #expect(racy.drawn == [] && racy.hashed == 2 * 10)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try build(folder).hashed == 0)
    }

    @Test("a cache that does not read, or a link in its place, only costs hashing; the link is not followed",
          arguments: ["garbage", "link", "truncated"])
    func unreadableCache(_ kind: String) throws {
        let folder = try settledBuild()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(BuildStatCache.file)
        let elsewhere = folder.deletingLastPathComponent().appendingPathComponent("elsewhere-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let text = try String(contentsOf: cache, encoding: .utf8)
        switch kind {
        case "garbage": try "mrefresh build cache 1\ni\ta\tx\t1\t2\n".write(to: cache, atomically: true, encoding: .utf8)
        case "truncated": try String(text.prefix(text.count / 2)).write(to: cache, atomically: true, encoding: .utf8)
        default:
            try text.write(to: elsewhere, atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: cache)
            try FileManager.default.createSymbolicLink(at: cache, withDestinationURL: elsewhere)
        }
        let result = try build(folder)
        #expect(result.drawn == [])
        #expect(result.hashed > 0 && result.hashed <= 2 * 10)
        if kind == "link" {
            #expect(try String(contentsOf: elsewhere, encoding: .utf8) == text, "the link's target was written")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path)) == nil, "the link is still there")
        }
    }

    @Test("the cache reads back as written")
    func roundTrip() throws {
        let folder = try settledBuild()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(BuildStatCache.file)))
        let entries = try #require(BuildStatCache.parse(bytes))
        #expect(Set(entries.keys) == ["a", "b"])
        #expect(entries["a"]?.hashed.count == 10 && entries["a"]?.hashed.first?.path == "pull_0000.png")
        var cache = BuildStatCache()
        cache.entries = entries
        #expect(cache.bytes == bytes)
    }
}
