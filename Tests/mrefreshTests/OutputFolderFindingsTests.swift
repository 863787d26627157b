import Foundation
import Testing

// Findings 11, 12, 18, 19, 21 and 22 of ../shared/reliability-findings.md: the output folder may be
// hostile (planted links), the disk may fill, a run may be killed or meet another one, and still nothing
// outside `--out` is written or deleted and no manifest disagrees with the files beside it (MRefresh.docc/DesignOutputFolder.md).

private let fontAwesome = "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg"
private let refreshGlyph = "\(fontAwesome)#refresh"

/// Examples/sync-arcs.svg, the icon of the findings' commands.
private let syncArcs: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent("Examples/sync-arcs.svg").path
}()

/// A folder with the findings' icon in it, removed after `body`.
private func withProject(_ body: (URL) throws -> Void) throws {
    let directory = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(atPath: syncArcs, toPath: directory.appendingPathComponent("sync-arcs.svg").path)
    try body(directory)
}

/// What is wrong with the manifest in `folder` as a user's tools would find it: each file it lists that is
/// missing, a link, or (where the manifest records one) not of its SHA-256. Empty when every file matches,
/// and when there is no manifest at all (the next run redraws).
func manifestMismatches(_ folder: URL, manifest name: String = "manifest.json") throws -> [String] {
    let url = folder.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var listed: [(file: String, sha256: String?)] = []
    for key in ["frames", "sheets", "apng"] {
        for entry in object[key] as? [[String: Any]] ?? [] {
            if let file = entry["file"] as? String { listed.append((file, entry["sha256"] as? String)) }
            if let atlas = entry["atlas"] as? String { listed.append((atlas, nil)) }
        }
    }
    if let lottie = object["lottie"] as? String { listed.append((lottie, nil)) }
    for path in (object["android"] as? [String] ?? []) + (object["avd"] as? [String] ?? []) { listed.append((path, nil)) }
    if let catalog = object["xcassets"] as? [String: Any], let folderName = catalog["folder"] as? String {
        listed.append(("\(folderName)/Contents.json", nil))
        for set in catalog["imageSets"] as? [[String: Any]] ?? [] {
            let setFolder = "\(folderName)/\(set["name"] as? String ?? "?").imageset"
            listed.append(("\(setFolder)/Contents.json", nil))
            for file in set["files"] as? [String] ?? [] { listed.append(("\(setFolder)/\(file)", nil)) }
        }
    }
    var problems: [String] = []
    for (file, digest) in listed {
        let path = folder.appendingPathComponent(file).path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            problems.append("\(file): missing or not a regular file")
            continue
        }
        if let digest, try Hash.sha256(of: path) != digest { problems.append("\(file): differs from its sha256") }
    }
    return problems
}

/// SHA-256 through the system's own tool, independent of mrefresh's.
enum Hash {
    static func sha256(of path: String) throws -> String {
        let result = try ExternalRun.run("/usr/bin/sha256sum", [path])
        return String(result.stdout.prefix(64))
    }
}

/// Runs another program to its end.
enum ExternalRun {
    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil) throws -> Binary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Binary.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// `mrefresh arguments…` started in `directory` and left running; its stderr goes to `stderr` (a file).
private func start(_ arguments: [String], in directory: URL, stderr: URL? = nil) throws -> Process {
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    if let stderr {
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: stderr)
    } else {
        process.standardError = FileHandle.nullDevice
    }
    try process.run()
    return process
}

/// Waits (at most `seconds`) until `condition` holds.
private func waitUntil(_ seconds: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(5_000)
    }
    return condition()
}

/// Whether this process is root (tmpfs mounts and PID namespaces need it).
private let isRoot = getuid() == 0

/// Whether a tmpfs can be mounted here (root in a container that allows it): tried once.
private let canMountTmpfs: Bool = {
    guard isRoot, let directory = try? Binary.temporaryDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: directory) }
    guard let mount = try? ExternalRun.run("/bin/mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", directory.path]),
          mount.status == 0 else { return false }
    _ = try? ExternalRun.run("/bin/umount", [directory.path])
    return true
}()

/// Whether `unshare --pid --fork` runs here (root, and namespaces allowed).
private let canUnshare: Bool = {
    guard isRoot, let result = try? ExternalRun.run("/usr/bin/unshare", ["--pid", "--fork", "/bin/true"]) else { return false }
    return result.status == 0
}()

@Test("11: links planted at the old temporary names (pid 1 in a PID namespace) are never written through",
      .enabled(if: canUnshare, "needs root and PID namespaces (unshare --pid --fork): skipped here"))
func plantedTemporaryLinks() throws {
    try withProject { directory in
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("victim\n".utf8).write(to: victim)
        let first = try Binary.run(["render", "sync-arcs.svg", "--frames", "3", "--out", "o", "--quiet"], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        let out = directory.appendingPathComponent("o")
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent(".\(name).tmp-1").path,
                                                       withDestinationPath: victim.path)
        }
        let rerun = try ExternalRun.run("/usr/bin/unshare", ["--pid", "--fork", Binary.url.path, "render", "sync-arcs.svg",
                                                             "--frames", "3", "--stroke", "red", "--out", "o", "--quiet"], in: directory)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "victim\n", "a file outside --out was overwritten")
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where !name.hasPrefix(".") {
            let type = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.type] as? FileAttributeType
            #expect(type == .typeRegular, "\(name) is not a regular file")
        }
        #expect(try manifestMismatches(out) == [])
    }
}

@Test("12: a stale indicator folder that is a link is left alone, with a line, and nothing outside --out is deleted")
func staleLinkedIndicator() throws {
    try withProject { directory in
        let outside = directory.appendingPathComponent("outside")
        let build = directory.appendingPathComponent("b")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data("data\n".utf8).write(to: outside.appendingPathComponent("holiday.png"))
        // A manifest that would have holiday.png removed, were the link followed.
        try Data(#"{"generator":"mrefresh","canvas":{"width":8,"height":8},"scales":[1],"layers":[],"frames":[{"file":"holiday.png","stage":"pull","index":0,"state":"pulling","scale":1,"pixelWidth":8,"pixelHeight":8,"sha256":"00"}]}"#.utf8)
            .write(to: outside.appendingPathComponent("manifest.json"))
        try FileManager.default.createSymbolicLink(atPath: build.appendingPathComponent("old").path, withDestinationPath: outside.path)
        try Data(#"{"generator":"mrefresh","version":"0.3.0","indicators":[{"name":"old","manifest":"old/manifest.json","files":1}]}"#.utf8)
            .write(to: build.appendingPathComponent("index.json"))
        try Data("indicators: [{name: a, source: sync-arcs.svg, stages: {pull: 3}}]\n".utf8)
            .write(to: directory.appendingPathComponent("job.yaml"))
        let result = try Binary.run(["build", "job.yaml", "--out", "b", "--quiet"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "mrefresh: b/old: is a link; mrefresh does not follow links inside its output folder (remove it); left as it is (the indicator 'old' is no longer built)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == ["holiday.png", "manifest.json"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: build.appendingPathComponent("old").path) == outside.path)
    }
}

/// A folder of ours that is a link: where, and the command that meets it.
struct LinkedFolderCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Links made in the project folder (link → "outside") before the command runs.
    let links: [String]
    let arguments: [String]
    let status: Int32
    let stderr: String
    var testDescription: String { name }
}

@Test("22: a link where a folder of ours should be is refused (exit 73), never written through", arguments: [
    LinkedFolderCase(name: "res of the Android export", links: ["o5/res"],
                     arguments: ["render", "sync-arcs.svg", "--frames", "2", "--loading", "none", "--closing", "none",
                                 "--export", "android", "--out", "o5"],
                     status: 73, stderr: "o5/res: is a link; mrefresh does not follow links inside its output folder (remove it)\n"),
    LinkedFolderCase(name: "the asset catalog", links: ["o5/o5.xcassets"],
                     arguments: ["render", "sync-arcs.svg", "--frames", "2", "--loading", "none", "--closing", "none",
                                 "--export", "xcassets", "--out", "o5"],
                     status: 73, stderr: "o5/o5.xcassets: is a link; mrefresh does not follow links inside its output folder (remove it)\n"),
    LinkedFolderCase(name: "both, as the finding plants them", links: ["o5/res", "o5/o5.xcassets"],
                     arguments: ["render", "sync-arcs.svg", "--frames", "2", "--loading", "none", "--closing", "none",
                                 "--export", "android,xcassets", "--out", "o5"],
                     status: 73, stderr: "o5/o5.xcassets: is a link; mrefresh does not follow links inside its output folder (remove it)\n"),
    LinkedFolderCase(name: "res of the animated vectors", links: ["o5/res"],
                     arguments: ["render", "sync-arcs.svg", "--frames", "2", "--export", "avd", "--out", "o5"],
                     status: 73, stderr: "o5/res: is a link; mrefresh does not follow links inside its output folder (remove it)\n"),
    LinkedFolderCase(name: "a build's indicator folder", links: ["o5/a"],
                     arguments: ["build", "job.yaml", "--out", "o5", "--quiet"],
                     status: 73, stderr: "o5/a: is a link; mrefresh does not follow links inside its output folder (remove it)\n"),
])
func linkedFolders(_ row: LinkedFolderCase) throws {
    try withProject { directory in
        let outside = directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("o5"), withIntermediateDirectories: true)
        for link in row.links {
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(link).path, withDestinationPath: outside.path)
        }
        try Data("indicators: [{name: a, source: sync-arcs.svg, stages: {pull: 2}}]\n".utf8)
            .write(to: directory.appendingPathComponent("job.yaml"))
        let result = try Binary.run(row.arguments, in: directory)
        #expect(result.status == row.status)
        #expect(result.stderr == row.stderr)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [], "written outside --out")
        #expect(try manifestMismatches(directory.appendingPathComponent("o5")) == [])
    }
}

@Test("21: a second run into a folder in use waits for the first (or exits 73 with --no-wait); the manifest then matches")
func concurrentRuns() throws {
    try withProject { directory in
        let out = directory.appendingPathComponent("o")
        let first = try start(["render", refreshGlyph, "--frames", "200", "--stroke", "red", "--export", "sheet", "--out", "o",
                               "--quiet", "--jobs", "1"], in: directory)
        // Stopped once it has begun writing: it holds the folder.
        #expect(waitUntil { ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).count >= 20 })
        kill(first.processIdentifier, SIGSTOP)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        let refused = try Binary.run(["render", refreshGlyph, "--frames", "200", "--stroke", "blue", "--export", "sheet",
                                      "--out", "o", "--no-wait"], in: directory)
        #expect(refused.status == 73)
        #expect(refused.stderr == "o: another mrefresh run is writing into this folder\n")
        let log = directory.appendingPathComponent("second.log")
        let second = try start(["render", refreshGlyph, "--frames", "200", "--stroke", "blue", "--export", "sheet", "--out", "o",
                                "--quiet"], in: directory, stderr: log)
        #expect(waitUntil { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("waiting") })
        kill(first.processIdentifier, SIGCONT)
        first.waitUntilExit()
        second.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
        #expect(try String(contentsOf: log, encoding: .utf8) == "mrefresh: waiting for another mrefresh run to finish writing into o…\n")
        #expect(try manifestMismatches(out) == [])
        // The second run's drawing is what the folder holds: blue.
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        #expect((manifest["frames"] as? [Any])?.count == 255)
    }
}

@Test("18: a re-run killed with kill -9 mid-way leaves no manifest that lies; the next run redraws and matches")
func killedRerun() throws {
    try withProject { directory in
        let out = directory.appendingPathComponent("r")
        let first = try Binary.run(["render", refreshGlyph, "--frames", "60", "--export", "sheet,apng,lottie", "--out", "r", "--quiet"],
                                   in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        let frame = out.appendingPathComponent("pull_0030.png")
        let before = try Data(contentsOf: frame)
        let rerun = try start(["render", refreshGlyph, "--frames", "60", "--size", "512x512", "--export", "sheet,apng,lottie",
                               "--out", "r", "--quiet", "--jobs", "1"], in: directory)
        // Killed once it has replaced a few frames.
        #expect(waitUntil { (try? Data(contentsOf: frame)).map { $0 != before } ?? false })
        kill(rerun.processIdentifier, SIGKILL)
        rerun.waitUntilExit()
        #expect(try manifestMismatches(out) == [])
        let again = try Binary.run(["render", refreshGlyph, "--frames", "60", "--size", "512x512", "--export", "sheet,apng,lottie",
                                    "--out", "r", "--quiet"], in: directory)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
        #expect(try manifestMismatches(out) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") } == [],
                "hidden files left after a run that succeeded")
    }
}

@Test("19: a killed build leaves no manifest claiming its folder is up to date: the next build redraws it")
func killedBuild() throws {
    try withProject { directory in
        for (name, colour) in [("v1", "red"), ("v2", "blue")] {
            try Data("indicators: [{name: icon, source: \"\(refreshGlyph)\", size: 512x512, stages: {pull: 600}, style: {stroke: \(colour)}}]\n".utf8)
                .write(to: directory.appendingPathComponent("\(name).yaml"))
        }
        let out = directory.appendingPathComponent("out")
        #expect(try Binary.run(["build", "v1.yaml", "--out", "out", "--quiet"], in: directory).status == 0)
        let v2 = try start(["build", "v2.yaml", "--out", "out", "--quiet", "--jobs", "1"], in: directory)
        #expect(waitUntil { !FileManager.default.fileExists(atPath: out.appendingPathComponent("icon/manifest.json").path) })
        usleep(200_000)
        kill(v2.processIdentifier, SIGKILL)
        v2.waitUntilExit()
        #expect(try manifestMismatches(out.appendingPathComponent("icon")) == [])
        let again = try Binary.run(["build", "v1.yaml", "--out", "out"], in: directory)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("built 1 indicator (655 frames)"), "\(again.stdout)")
        #expect(try manifestMismatches(out.appendingPathComponent("icon")) == [])
        // Up to date now, and said so.
        let third = try Binary.run(["build", "v1.yaml", "--out", "out"], in: directory)
        #expect(third.stdout.hasPrefix("nothing to draw: 1 indicator up to date"), "\(third.stdout)")
    }
}

@Test("an up-to-date check trusts only files that still match their manifest: a changed frame is redrawn")
func tamperedFrameIsRedrawn() throws {
    try withProject { directory in
        try Data("indicators: [{name: a, source: sync-arcs.svg, stages: {pull: 3}}]\n".utf8)
            .write(to: directory.appendingPathComponent("job.yaml"))
        #expect(try Binary.run(["build", "job.yaml", "--out", "b", "--quiet"], in: directory).status == 0)
        try Data("not the frame".utf8).write(to: directory.appendingPathComponent("b/a/pull_0001.png"))
        let again = try Binary.run(["build", "job.yaml", "--out", "b"], in: directory)
        #expect(again.stdout.hasPrefix("built 1 indicator"), "\(again.stdout)")
        #expect(try manifestMismatches(directory.appendingPathComponent("b/a")) == [])
    }
}

/// A way the disk runs out under a re-run.
enum FullDisk: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// A 16 MB tmpfs filled to 400 kB free, as the finding ran it (root only).
    case tmpfs
    /// A limit on the size of any one file (`ulimit -f`, SIGXFSZ ignored): writes fail with EFBIG. Runs
    /// anywhere.
    case fileSizeLimit
    var testDescription: String { rawValue }
}

@Test("18: a re-run on a full disk exits 74 naming the file and leaves no manifest that lies; fault injection",
      arguments: FullDisk.allCases)
func fullDisk(_ disk: FullDisk) throws {
    if disk == .tmpfs, !canMountTmpfs {
        print("skipped: the tmpfs case of the full-disk test needs root and tmpfs mounts, which this machine does not allow")
        return
    }
    try withProject { directory in
        let mount = directory.appendingPathComponent("m")
        try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
        if disk == .tmpfs {
            #expect(try ExternalRun.run("/bin/mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", mount.path]).status == 0)
        }
        defer { if disk == .tmpfs { _ = try? ExternalRun.run("/bin/umount", [mount.path]) } }
        let arguments = ["render", refreshGlyph, "--frames", "60", "--export", "sheet,apng,lottie", "--out", "m/r", "--quiet"]
        #expect(try Binary.run(arguments, in: directory).status == 0)
        let bigger = arguments + ["--size", "512x512"]
        let result: Binary.Result
        switch disk {
        case .tmpfs:
            let free = try ExternalRun.run("/bin/df", ["-k", "--output=avail", mount.path]).stdout
                .split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
            let fill = try ExternalRun.run("/bin/dd", ["if=/dev/zero", "of=\(mount.path)/fill", "bs=4k", "count=\((free - 400) / 4)"])
            #expect(fill.status == 0)
            result = try Binary.run(bigger, in: directory)
        case .fileSizeLimit:
            // 64 kB per file: the first 512 px frame over it fails.
            let command = "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\""
            result = try ExternalRun.run("/bin/sh", ["-c", command, Binary.url.path] + bigger, in: directory)
        }
        #expect(result.status == 74)
        let reason = disk == .tmpfs ? "No space left on device" : "File too large"
        #expect(result.stderr.hasPrefix("m/r/") && result.stderr.hasSuffix(": \(reason)\n") && result.stderr.split(separator: "\n").count == 1,
                "\(result.stderr)")
        let out = mount.appendingPathComponent("r")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path),
                "the old manifest stays beside new frames")
        #expect(try manifestMismatches(out) == [])
        if disk == .tmpfs {
            // Room again: the next run redraws the folder and its manifest matches.
            try FileManager.default.removeItem(at: mount.appendingPathComponent("fill"))
            #expect(try Binary.run(bigger, in: directory).status == 0)
            #expect(try manifestMismatches(out) == [])
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.json").path))
        }
    }
}

@Test("an --out name longer than the file system allows says so (exit 73), not 'The file name is invalid'")
func overlongOutputName() throws {
    try withProject { directory in
        let name = String(repeating: "n", count: 300)
        let result = try Binary.run(["render", "sync-arcs.svg", "--frames", "2", "--out", "o/\(name)"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr == "o/\(name): cannot create the directory: a name in the path is longer than the file system allows (255 bytes)\n")
    }
}
