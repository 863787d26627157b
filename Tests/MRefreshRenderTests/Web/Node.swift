import Foundation

/// Node.js (Debian's `nodejs`, which `make deps` installs), for the tests that run mrefresh's JavaScript.
enum Node {
    /// The first `node` on PATH, else /usr/bin/node.
    static var executable: String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/node"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/node"
    }

    /// Runs node with `arguments`; its exit status and both streams.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Standard error goes to a file: a full pipe on a second stream would stall node while the first is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-node-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let outputBytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorBytes = (try? Data(contentsOf: errorFile)) ?? Data()
        return (process.terminationStatus, String(decoding: outputBytes, as: UTF8.self), String(decoding: errorBytes, as: UTF8.self))
    }
}
