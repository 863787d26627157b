import Foundation
import PackagePlugin

/// The command plugin: `swift package --allow-writing-to-package-directory mrefresh <arguments>` runs
/// `mrefresh <arguments>` in the package's folder, so `mrefresh build mrefresh.yaml --out Sources/App/Frames`
/// writes frames into the package (which is why it asks for the permission).
@main
struct MRefreshCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "mrefresh")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Paths in the arguments are the package's, as a user types them at its root.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // mrefresh has said why on stderr; this says that it failed, which makes `swift package` fail.
            throw CommandFailure(status: process.terminationStatus)
        }
    }
}

/// mrefresh exited with `status` (the codes of DesignErrors.md) or was killed by it.
struct CommandFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String { "mrefresh exited with status \(status)" }
}
