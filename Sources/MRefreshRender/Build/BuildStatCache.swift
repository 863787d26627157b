import MRefreshCore
import MRefreshSystem

/// What a build folder's files were, by their metadata, when a build last knew them to hold the bytes their
/// manifests record: `.mrefresh-cache` at the top of the folder, as git's index is to a work tree.
///
/// A build skips an indicator only when its manifest records the current input hash and every file the
/// manifest lists is there with the bytes it records. Hashing every frame to prove the second part costs
/// more than everything else a no-op build does, so a file whose size, modification and change times
/// (nanoseconds) and inode are those recorded here is taken as unchanged without being read. Anything that
/// writes, replaces, renames over or re-links a file changes its change time or inode, which no program can
/// set back. A stamp is *racy*, as git calls it, when the file changed at or after the moment this cache
/// was written (its own modification time): a write in the same clock tick as the recording could keep
/// every number the same, so such files are hashed again, and the cache rewritten once they are confirmed.
///
/// The cache only ever saves work: a missing, unreadable or malformed cache (or a link where it should be,
/// which is not followed) is an empty one, and then every file is hashed as before. It is not part of the
/// build's output: `merge-shards.sh` neither copies it nor minds it.
package struct BuildStatCache: Sendable {
    /// A regular file's metadata as recorded.
    package struct Stamp: Equatable, Sendable {
        package var size: Int
        package var modified: Int64
        package var changed: Int64
        package var inode: UInt64
        package var device: UInt64

        /// The stamp of `status`; nil for anything but a regular file (a link is never taken for one).
        package init?(_ status: FileStatus?) {
            guard let status, status.kind == .regular else { return nil }
            size = status.size
            modified = status.modified
            changed = status.changed
            inode = status.inode
            device = status.device
        }

        init(size: Int, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
            (self.size, self.modified, self.changed, self.inode, self.device) = (size, modified, changed, inode, device)
        }
    }

    /// One indicator's folder as last confirmed.
    package struct Entry: Sendable {
        /// The input hash its manifest records.
        package var inputHash: String
        /// The manifest's own stamp: while it holds, the manifest lists what ``hashed`` and ``present`` say.
        package var manifest: Stamp
        /// Each file with a recorded SHA-256 (frames, sheets, animated PNGs) and its stamp.
        package var hashed: [(path: String, stamp: Stamp)]
        /// The other files the manifest lists, which need only be there as regular files.
        package var present: [String]
        /// The files the indicator read besides its inputs (its images), as read: the list whose hash its
        /// manifest records (`inputFilesHash`), which only the cache keeps.
        package var inputFiles = InputFileDigests(entries: [])

        /// The entry for `folder` as it is now, its manifest reading as `listing`; nil when a file is
        /// missing or not a regular file.
        package init?(listing: Manifest.Listing, inputHash: String, in folder: OutputDirectory) {
            guard let manifest = Stamp(folder.status(RenderRun.manifestFile)) else { return nil }
            self.inputHash = inputHash
            self.manifest = manifest
            hashed = []
            present = []
            for path in listing.paths {
                if listing.digests[path] != nil {
                    guard let stamp = Stamp(folder.status(path)) else { return nil }
                    hashed.append((path, stamp))
                } else {
                    present.append(path)
                }
            }
        }

        init(inputHash: String, manifest: Stamp, hashed: [(path: String, stamp: Stamp)], present: [String]) {
            (self.inputHash, self.manifest, self.hashed, self.present) = (inputHash, manifest, hashed, present)
        }
    }

    /// The cache's name at the top of the build's folder.
    package static let file = ".mrefresh-cache"

    /// Where a cache is kept: a name in a folder, `.mrefresh-cache` in the build's own unless a build
    /// whose folder ships whole (the SwiftPM plugin's resources) keeps it elsewhere.
    package struct Location: Sendable {
        package var folder: OutputDirectory
        package var name: String

        package init(folder: OutputDirectory, name: String = BuildStatCache.file) {
            self.folder = folder
            self.name = name
        }
    }
    /// The largest cache read: far above the stamps of any build's files (about 80 bytes a file).
    static let maximumBytes = 256 << 20
    /// The first line, naming the format (a cache of format 1 reads as none).
    static let header = "mrefresh build cache 2"

    /// Each indicator's entry by its name.
    package var entries: [String: Entry] = [:]
    /// When the cache read was written (its modification time): stamps at or after it are racy.
    private var writtenAt: Int64 = .min

    /// An empty cache: every file is hashed.
    package init() {}

    /// The cache at `location`, or an empty one when there is none that reads.
    package init(reading location: Location) {
        let (output, name) = (location.folder, location.name)
        guard let status = output.status(name), status.kind == .regular, status.size <= Self.maximumBytes,
              let bytes = output.read(name), let entries = Self.parse(bytes) else { return }
        self.entries = entries
        writtenAt = status.modified
    }

    /// Whether `folder` holds what the entry for `name` records, by stamps alone: the same input hash, the
    /// manifest and every hashed file unchanged and none of them racy, and every other file there. False
    /// when the stamps cannot tell; the caller then hashes. (The images the indicator read are the
    /// caller's to read again, on either path: `BuildRun.upToDateEntry`.)
    package func confirms(_ name: String, inputHash: String, in folder: OutputDirectory) -> Bool {
        guard let entry = entries[name], entry.inputHash == inputHash,
              holds(entry.manifest, Stamp(folder.status(RenderRun.manifestFile))) else { return false }
        for (path, stamp) in entry.hashed where !holds(stamp, Stamp(folder.status(path))) { return false }
        return entry.present.allSatisfy(folder.exists)
    }

    /// Whether a file stamped `now` is unchanged from `recorded`, and not racy.
    private func holds(_ recorded: Stamp, _ now: Stamp?) -> Bool {
        recorded == now && recorded.modified < writtenAt && recorded.changed < writtenAt
    }

    // MARK: The file

    /// The cache as written: the header, then per indicator a line `i` (name, input hash, the manifest's
    /// stamp), a line `h` per hashed file (path, stamp), a line `p` per other file (path) and a line `f`
    /// per file it read besides its inputs (path, SHA-256 or `-` for none), fields separated by tabs. Names and paths holding a tab or line break are left out (their indicators are
    /// then hashed).
    package var bytes: [UInt8] {
        var text = Self.header + "\n"
        // Inodes and devices are written as their 64 bits read signed, as they are read back.
        func stamp(_ s: Stamp) -> String {
            "\(s.size)\t\(s.modified)\t\(s.changed)\t\(Int64(bitPattern: s.inode))\t\(Int64(bitPattern: s.device))"
        }
        func plain(_ s: String) -> Bool { !s.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" } }
        for name in entries.keys.sorted() {
            let entry = entries[name]!
            guard plain(name), plain(entry.inputHash), entry.hashed.allSatisfy({ plain($0.path) }),
                  entry.present.allSatisfy(plain), entry.inputFiles.entries.allSatisfy({ plain($0.path) }) else { continue }
            text += "i\t\(name)\t\(entry.inputHash)\t\(stamp(entry.manifest))\n"
            for (path, s) in entry.hashed { text += "h\t\(path)\t\(stamp(s))\n" }
            for path in entry.present { text += "p\t\(path)\n" }
            for file in entry.inputFiles.entries { text += "f\t\(file.path)\t\(file.sha256 ?? "-")\n" }
        }
        return Array(text.utf8)
    }

    /// The entries of `bytes`; nil when they are not a cache of this format (then nothing is trusted).
    static func parse(_ bytes: [UInt8]) -> [String: Entry]? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        guard lines.popFirst().map({ String(decoding: $0, as: UTF8.self) }) == header else { return nil }
        if lines.last?.isEmpty == true { lines = lines.dropLast() }
        var entries: [String: Entry] = [:]
        var current: (name: String, entry: Entry)?
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard let kind = fields.first, kind.count == 1 else { return nil }
            switch (kind.first!, fields.count) {
            case (UInt8(ascii: "i"), 8):
                if let current { entries[current.name] = current.entry }
                guard let stamp = stamp(fields[3...]) else { return nil }
                current = (String(decoding: fields[1], as: UTF8.self),
                           Entry(inputHash: String(decoding: fields[2], as: UTF8.self), manifest: stamp, hashed: [], present: []))
            case (UInt8(ascii: "h"), 7):
                guard current != nil, let stamp = stamp(fields[2...]) else { return nil }
                current!.entry.hashed.append((String(decoding: fields[1], as: UTF8.self), stamp))
            case (UInt8(ascii: "p"), 2):
                guard current != nil else { return nil }
                current!.entry.present.append(String(decoding: fields[1], as: UTF8.self))
            case (UInt8(ascii: "f"), 3):
                guard current != nil else { return nil }
                let digest = String(decoding: fields[2], as: UTF8.self)
                current!.entry.inputFiles = InputFileDigests(entries: current!.entry.inputFiles.entries
                    + [.init(path: String(decoding: fields[1], as: UTF8.self), sha256: digest == "-" ? nil : digest)])
            default:
                return nil
            }
        }
        if let current { entries[current.name] = current.entry }
        return entries
    }

    /// A stamp from its five fields; nil when one is not a number.
    private static func stamp(_ fields: ArraySlice<ArraySlice<UInt8>>) -> Stamp? {
        guard fields.count == 5 else { return nil }
        let start = fields.startIndex
        guard let size = number(fields[start]), let modified = number(fields[start + 1]), let changed = number(fields[start + 2]),
              let inode = number(fields[start + 3]), let device = number(fields[start + 4]) else { return nil }
        return Stamp(size: Int(size), modified: modified, changed: changed, inode: UInt64(bitPattern: inode),
                     device: UInt64(bitPattern: device))
    }

    /// The decimal number `digits` spell (a `-` first for a negative one), as 64 bits; nil for anything
    /// else or a number past 19 digits. Inodes and devices past Int64's range keep their bits.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.count <= 20 else { return nil }
        var value: UInt64 = 0
        for byte in rest {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return negative ? -Int64(bitPattern: value) : Int64(bitPattern: value)
    }
}
