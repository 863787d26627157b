import Foundation

/// Runs the built `mrefresh` binary, as users do.
enum Binary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary: $MREFRESH_BIN (set by `make test`), else beside the test bundle in the build folder.
    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["MREFRESH_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // The test bundle may be a directory (…/mrefreshPackageTests.xctest/…): walk up to the build folder.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("mrefresh").path),
              directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("mrefresh")
    }

    /// Runs `mrefresh arguments…` in `directory`, feeding `stdin`.
    ///
    /// - Parameter deadline: seconds after which a run that has not ended is killed (its result then has
    ///   status −9), so that a hang fails its test instead of the whole suite. A guard, not a speed check.
    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
                    deadline: Double = 120) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: watchdog)
        defer { watchdog.cancel() }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes, at once, before waiting so a full pipe cannot block the child: stderr on another
        // thread while stdout is read here (thousands of warnings fill a pipe while stdout waits).
        let errorReader = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: errorReader) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorReader.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return Result(status: status, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
