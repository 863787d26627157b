import Foundation

/// Runs programs installed on the machine (python3, pngfix) as independent checks.
enum ExternalTools {
    /// The absolute path of `name` on PATH, or nil.
    static func path(of name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments`, feeding `input` on stdin; returns the exit status and
    /// stdout (stderr is appended to stdout so a failure message shows up in the test).
    static func run(_ executable: String, _ arguments: [String], input: [UInt8]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        // Written from another thread: a large input could otherwise fill the pipe while the child
        // is blocked writing its own large output.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Fixtures beside the tests, found from this source file's location (no resource bundle needed).
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}
