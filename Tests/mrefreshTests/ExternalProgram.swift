import Foundation

/// Runs the programs the tests take as independent checks (Python, apngdis, aapt), collecting what they
/// print on both streams.
enum ExternalProgram {
    static let aapt = "/usr/bin/aapt"
    static let frameworkResources = "/usr/share/android-framework-res/framework-res.apk"

    /// Whether aapt and the framework's resources it compiles against are installed.
    static var aaptAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: aapt) && FileManager.default.fileExists(atPath: frameworkResources)
    }

    /// Runs `executable` with `arguments` (in `directory`, with `environment` added to this process's).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Packages the resources in `res` with aapt against the Android framework's, as an app build would
    /// (API 24: vector drawables' `fillType` and animators' keyframes), in `directory`.
    static func aaptPackage(_ res: URL, in directory: URL) throws -> (status: Int32, output: String) {
        let manifest = directory.appendingPathComponent("AndroidManifest.xml")
        try """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.mrefresh.check"><uses-sdk android:minSdkVersion="24"/><application/></manifest>
            """.write(to: manifest, atomically: true, encoding: .utf8)
        return try run(aapt, ["package", "-f", "-M", manifest.path, "-S", res.path, "-I", frameworkResources,
                              "-F", directory.appendingPathComponent("check.apk").path])
    }
}
