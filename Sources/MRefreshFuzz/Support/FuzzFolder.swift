import Foundation

/// The folder the targets' documents are read from, made once per process: beside them lie files an
/// `<image href>` can reach as a user's can, and that once hung a render (finding 30): `fifo.png`, a FIFO
/// nothing writes to, which a reader that opened it would wait on for ever (the fuzzer's one-second limit
/// makes that a finding), and `dev.png`, a link out to /dev/zero (refused as outside the folder). It is
/// removed when the process exits.
enum FuzzFolder {
    /// The folder's path; where it cannot be made, the working folder (then only data: images load).
    static let path: String = {
        let folder = NSTemporaryDirectory() + "mrefresh-fuzz-\(getpid())"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return "." }
        _ = mkfifo(folder + "/fifo.png", 0o600)
        _ = symlink("/dev/zero", folder + "/dev.png")
        atexit { try? FileManager.default.removeItem(atPath: FuzzFolder.path) }
        return folder
    }()

    /// The document `name` in the folder.
    static func document(_ name: String) -> String { path + "/" + name }
}
