import MRefreshCore
import MRefreshPNG
import MRefreshSVG

/// The files an indicator read besides its inputs (its SVG documents' images, ``MRefreshCore/FileRead``),
/// each with the SHA-256 of the bytes read, or none when it could not be read: what a build checks, with
/// the input hash, before it calls an indicator's frames up to date.
///
/// The input hash is made before anything is drawn, from the spec and the files it names; which images a
/// document reads is known only once it is read. So the manifest records only their hash
/// (`inputFilesHash`: no paths of the machine that built it travel with the frames), and the build's
/// cache (`.mrefresh-cache`) the list itself. A manifest with that hash whose list the cache does not
/// hold is redrawn.
package struct InputFileDigests: Equatable, Sendable {
    /// One file as it was read.
    package struct Entry: Equatable, Sendable {
        package var path: String
        /// Nil: the file could not be read (missing, unreadable, over the image bound).
        package var sha256: String?

        package init(path: String, sha256: String?) {
            self.path = path
            self.sha256 = sha256
        }

        init(_ read: FileRead) {
            self.init(path: read.path, sha256: read.bytes.map(SHA256.hexDigest))
        }
    }

    /// By path, one entry each.
    package private(set) var entries: [Entry]

    package init(entries: [Entry]) {
        var seen: Set<String> = []
        self.entries = entries.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// The files `indicators` read (every appearance's): the first read of each path counts.
    package init(_ indicators: [Indicator]) {
        self.init(entries: indicators.flatMap(\.filesRead).map(Entry.init))
    }

    /// What the manifest records: the SHA-256 of the list, nil when it is empty (as for every indicator
    /// without images read from files).
    package var hash: String? {
        entries.isEmpty ? nil : SHA256.hexDigest(Array(entries.map { "\($0.path)\t\($0.sha256 ?? "-")\n" }.joined().utf8))
    }

    /// Whether every file reads now as it did: the same bytes, or still none.
    package var holdNow: Bool {
        entries.allSatisfy { Entry(FileRead.current($0.path)) == $0 }
    }
}
