import Foundation
import Testing

/// The SwiftPM plugins as an app's package uses them: Tests/Fixtures/PluginFixture depends on this package
/// by path, its `Spinner` target has an mrefresh.yaml and the build tool plugin, and its own tests read the
/// frames back through `Bundle.module` and ask the generated tables which frame a pull shows.
///
/// Its build folder is `.build/plugin-fixture`, kept between runs: the first run compiles mrefresh and its
/// dependencies again for the fixture (about 1.5 min on two cores), later runs only what changed. Serialized:
/// both tests use that folder.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct PluginFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixture = root.appendingPathComponent("Tests/Fixtures/PluginFixture")
    static let scratch = root.appendingPathComponent(".build/plugin-fixture")

    /// Runs `swift <arguments>` on the fixture package with its build folder.
    static func swift(_ command: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalProgram.run("/usr/bin/env", ["swift", command, "--package-path", fixture.path, "--scratch-path", scratch.path] + arguments)
    }

    @Test("the fixture builds with the build tool plugin and its tests read a generated frame")
    func fixtureTestsPass() throws {
        let result = try Self.swift("test", [])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Test run with 3 tests in 1 suite passed"), "\(result.output)")
        // The generated tables and the fixture's code compile without warnings (seen when they compile).
        let warnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && ($0.contains("PluginFixture") || $0.contains("MRefreshFrames"))
        }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    }

    @Test("the command plugin runs mrefresh in the package, and only with the permission to write there")
    func commandPlugin() throws {
        let out = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let arguments = ["mrefresh", "build", "Sources/Spinner/mrefresh.yaml", "--out", out.path, "--quiet"]
        let refused = try Self.swift("package", arguments)
        #expect(refused.status != 0)
        #expect(refused.output.contains("--allow-writing-to-package-directory"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("index.json").path))

        let allowed = try Self.swift("package", ["--allow-writing-to-package-directory"] + arguments)
        #expect(allowed.status == 0, "\(allowed.output)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("sync-arcs/pull_0005@2x.png").path))

        // mrefresh's own failures fail the command: a job file that is not there (exit 66).
        let missing = try Self.swift("package", ["--allow-writing-to-package-directory", "mrefresh", "build", "nope.yaml", "--out", out.path])
        #expect(missing.status != 0)
        #expect(missing.output.contains("nope.yaml") && missing.output.contains("mrefresh exited with status 66"), "\(missing.output)")
    }
}
