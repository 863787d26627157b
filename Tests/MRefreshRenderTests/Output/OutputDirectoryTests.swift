import Foundation
import Synchronization
import Testing
@testable import MRefreshRender

/// A new, empty directory under the system's temporary directory, removed after `body`.
private func withScratchDirectory(_ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
}

@Test("a write creates the file whole, replaces an existing one, and leaves nothing else behind")
func outputDirectoryWrites() throws {
    try withScratchDirectory { path in
        let output = try OutputDirectory(path)
        try output.write(Array("first".utf8), to: "a.png")
        #expect(output.read("a.png") == Array("first".utf8))
        try output.write(Array("second, longer".utf8), to: "a.png")
        #expect(output.read("a.png") == Array("second, longer".utf8))
        try output.write([], to: "empty.png")
        #expect(output.read("empty.png") == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == ["a.png", "empty.png"])
        // Readable by everyone, as files written with open(…, 0644) are (the umask permitting).
        let mode = try FileManager.default.attributesOfItem(atPath: output.file("a.png"))[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o444 } == 0o444)
    }
}

@Test("a replaced file is never seen half-written: a reader gets the old bytes or the new ones")
func outputDirectoryReplacesAtomically() throws {
    try withScratchDirectory { path in
        let output = try OutputDirectory(path)
        let versions = [[UInt8](repeating: 1, count: 1 << 20), [UInt8](repeating: 2, count: 1 << 20)]
        try output.write(versions[0], to: "frame.png")
        let done = Mutex(false)
        let torn = Mutex(0)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                for round in 1...40 {
                    do { try output.write(versions[round % 2], to: "frame.png") } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
                done.withLock { $0 = true }
            } else {
                while !done.withLock({ $0 }) {
                    if let seen = output.read("frame.png"), !versions.contains(seen) { torn.withLock { $0 += 1 } }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(torn.withLock { $0 } == 0)
        #expect(output.read("frame.png") == versions[0])
    }
}

@Test("a directory that cannot be written to is refused before anything is drawn")
func outputDirectoryRefusesFiles() throws {
    try withScratchDirectory { path in
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let file = path + "/plain"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(throws: OutputError.self) { try OutputDirectory(file) }
        // Below a file: the message names the file that is in the way, not the system's error code.
        let error = #expect(throws: OutputError.self) { try OutputDirectory(file + "/frames/x") }
        #expect(error?.description == "\(file)/frames/x: cannot create the directory: \(file) is not a directory")
    }
}

@Test("place puts a file in as a second link where it can, replacing an old one, and copies across file systems")
func outputDirectoryPlaces() throws {
    try withScratchDirectory { path in
        let output = try OutputDirectory(path)
        try output.write(Array("frame".utf8), to: "a.png")
        let catalog = try output.folder("set")
        try catalog.place("a.png", from: output, as: "a.png")
        #expect(catalog.read("a.png") == Array("frame".utf8))
        let inode = { (file: String) in (try? FileManager.default.attributesOfItem(atPath: file))?[.systemFileNumber] as? Int }
        #expect(inode(output.file("a.png")) == inode(catalog.file("a.png")), "a second link, not a copy")
        // Replacing: the new frame is placed over the old one.
        try output.write(Array("frame, redrawn".utf8), to: "a.png")
        try catalog.place("a.png", from: output, as: "a.png")
        #expect(catalog.read("a.png") == Array("frame, redrawn".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.path) == ["a.png"])
        // Another file system (when the machine has a RAM one): a copy.
        let shm = "/dev/shm/mrefresh-place-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: shm, withIntermediateDirectories: false)) != nil else { return }
        defer { try? FileManager.default.removeItem(atPath: shm) }
        let elsewhere = try OutputDirectory(shm)
        try elsewhere.write(Array("elsewhere".utf8), to: "b.png")
        try catalog.place("b.png", from: elsewhere, as: "b.png")
        #expect(catalog.read("b.png") == Array("elsewhere".utf8))
        #expect(throws: OutputError.self) { try catalog.place("missing.png", from: output, as: "c.png") }
    }
}

/// A link planted in the output folder, and what it must not do.
struct PlantedLinkCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// Where the link is planted, given the file name written.
    let link: @Sendable (String) -> String
    var testDescription: String { name }
}

@Test("links planted at temporary or final names are never written through (finding 11)", arguments: [
    PlantedLinkCase(name: "the old temporary name, .<file>.tmp-<pid>") { ".\($0).tmp-\(getpid())" },
    PlantedLinkCase(name: "the final name") { $0 },
])
func plantedLinksAreReplaced(_ row: PlantedLinkCase) throws {
    try withScratchDirectory { path in
        let output = try OutputDirectory(path + "/out")
        let victim = path + "/victim.txt"
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("victim".utf8)))
        // Written once before the links are planted (so the second write replaces), then again after.
        for name in ["a.png", "b.png"] { try output.write(Array("first".utf8), to: name) }
        for name in ["a.png", "b.png", "c.png"] {
            let link = output.file(row.link(name))
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        }
        for name in ["a.png", "b.png", "c.png"] { try output.write(Array("second".utf8), to: name) }
        try output.folder("set").place("a.png", from: output, as: "a.png")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "victim")
        for name in ["a.png", "b.png", "c.png"] {
            let type = try FileManager.default.attributesOfItem(atPath: output.file(name))[.type] as? FileAttributeType
            #expect(type == .typeRegular, "\(name)")
            #expect(output.read(name) == Array("second".utf8))
        }
    }
}

@Test("reading, checking and removing never go through a link: a link is not our file")
func linksAreNotOurs() throws {
    try withScratchDirectory { path in
        let output = try OutputDirectory(path + "/out")
        let outside = path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: outside + "/x.png", contents: Data("theirs".utf8)))
        try FileManager.default.createSymbolicLink(atPath: output.file("x.png"), withDestinationPath: outside + "/x.png")
        try FileManager.default.createSymbolicLink(atPath: output.file("res"), withDestinationPath: outside)
        #expect(output.read("x.png") == nil)
        #expect(!output.exists("x.png"))
        #expect(output.read("res/x.png") == nil)
        #expect(!output.exists("res/x.png"))
        output.remove("res/x.png")
        output.removeEmptyFolder("res")
        #expect(FileManager.default.fileExists(atPath: outside + "/x.png"))
        #expect(throws: OutputError.self) { try output.folder("res/drawable") }
        #expect(throws: OutputError.self) { try output.write([1], to: "res/drawable/a.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["x.png"])
        // Removing the link itself is fine: it is a name in our folder, and what it points to stays.
        output.remove("x.png")
        #expect(!FileManager.default.fileExists(atPath: output.file("x.png")))
        #expect(FileManager.default.fileExists(atPath: outside + "/x.png"))
    }
}

@Test("one run per folder: a second lock on the folder is refused without waiting")
func outputDirectoryLocks() throws {
    try withScratchDirectory { path in
        let first = try OutputDirectory(path)
        try first.lock(waiting: false)
        // flock locks belong to the open file: a second open of the folder is a second run.
        let second = try OutputDirectory(path)
        let error = #expect(throws: OutputError.self) { try second.lock(waiting: false) }
        #expect(error?.kind == .inUse)
    }
}

@Test("the exports take the output folder's own name, `.` and `..` resolved from the working directory",
      arguments: [
          ("frames", "frames"), ("out/My Icons/", "My Icons"), ("out/frames/.", "frames"), ("a/b/..", "a"),
          (".", "<working directory>"), ("./", "<working directory>"), ("/", "Indicator"),
      ])
func exportsAreNamedAfterTheOutputFolder(_ path: String, _ expected: String) {
    let name = expected == "<working directory>"
        ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent : expected
    #expect(RenderPlan.assetName(ofOutput: path) == name)
}
