import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs a script of Packaging/ with `arguments`.
private func packaging(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run(root.appendingPathComponent("Packaging/" + script).path, arguments)
}

/// Every regular file under `folder`, by its path inside it, with its bytes.
private func files(under folder: URL) throws -> [String: Data] {
    let names = try #require(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String])
    var result: [String: Data] = [:]
    for name in names {
        var isFolder: ObjCBool = false
        let url = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            result[name] = try Data(contentsOf: url)
        }
    }
    return result
}

/// The SwiftPM artifact bundle (`make artifactbundle`) and the plugin package on it (Packaging/swiftpm):
/// what an app's package uses instead of building mrefresh (issue 42).
@Suite("Artifact bundle and binary plugins", .serialized, .timeLimit(.minutes(30)))
struct ArtifactBundleTests {
    /// The bundle of the binary under test, made once.
    static let bundle: Result<URL, ScriptError> = {
        do {
            let output = try Binary.temporaryDirectory()
            let made = try packaging("artifactbundle.py", [output.path, Binary.url.path + "=x86_64-unknown-linux-gnu"])
            guard made.status == 0 else { return .failure(ScriptError(output: made.output)) }
            return .success(URL(fileURLWithPath: made.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        } catch {
            return .failure(ScriptError(output: "\(error)"))
        }
    }()

    struct ScriptError: Error, CustomStringConvertible {
        var output: String
        var description: String { "artifactbundle.py failed: \(output)" }
    }

    @Test("make artifactbundle: info.json of schema 1.0 names the executable for x86_64 Linux, whose binary runs; the checksum is compute-checksum's; the same bytes twice")
    func bundleContents() throws {
        let zip = try Self.bundle.get()
        let version = try Binary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(zip.lastPathComponent == "mrefresh-\(version).artifactbundle.zip")
        let unpacked = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: unpacked) }
        #expect(try ExternalProgram.run("/usr/bin/unzip", ["-q", zip.path, "-d", unpacked.path]).status == 0)
        let bundle = unpacked.appendingPathComponent("mrefresh.artifactbundle")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["mrefresh"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == version)
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        #expect(variants.first?["supportedTriples"] as? [String] == ["x86_64-unknown-linux-gnu"])
        let path = try #require(variants.first?["path"] as? String)
        let run = try ExternalProgram.run(bundle.appendingPathComponent(path).path, ["--version"])
        #expect(run.status == 0 && run.output.trimmingCharacters(in: .whitespacesAndNewlines) == version, "\(run.output)")

        let checksum = try String(contentsOf: zip.appendingPathExtension("checksum"), encoding: .utf8)
        let computed = try ExternalProgram.run("/usr/bin/env", ["swift", "package", "compute-checksum", zip.path])
        #expect(computed.status == 0 && checksum == computed.output, "\(computed.output)")

        let again = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: again) }
        #expect(try packaging("artifactbundle.py", [again.path, Binary.url.path + "=x86_64-unknown-linux-gnu"]).status == 0)
        #expect(try Data(contentsOf: again.appendingPathComponent(zip.lastPathComponent)) == Data(contentsOf: zip))
    }

    @Test("the plugin package declares its two plugins exactly as the mrefresh package does (one truth in two manifests)")
    func pluginDeclarationsAgree() throws {
        func declarations(_ manifest: String) throws -> String {
            let text = try String(contentsOf: root.appendingPathComponent(manifest), encoding: .utf8)
            let start = try #require(text.range(of: #".plugin(name: "MRefreshFramesPlugin", capability:"#), "\(manifest)")
            let end = try #require(text.range(of: "dependencies: [\"mrefresh\"]\n        ),", range: start.upperBound..<text.endIndex),
                                   "\(manifest)")
            return String(text[start.lowerBound..<end.upperBound])
        }
        let packaged = try declarations("Packaging/swiftpm/Package.swift")
        #expect(packaged == (try declarations("Package.swift")))
        #expect(packaged.contains("MRefreshCommandPlugin"))
    }

    @Test("a second variant (the macOS build the release adds) is listed with its triples, in a folder of its own")
    func twoVariants() throws {
        let output = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        // Any executable stands for the Mac's binary here: only the first one is asked its version.
        let made = try packaging("artifactbundle.py", [output.path, Binary.url.path + "=x86_64-unknown-linux-gnu",
                                                       "/bin/true=arm64-apple-macosx,x86_64-apple-macosx"])
        try #require(made.status == 0, "\(made.output)")
        let zip = made.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let info = try ExternalProgram.run("/usr/bin/unzip", ["-p", zip, "mrefresh.artifactbundle/info.json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any])
        let variants = try #require(((object["artifacts"] as? [String: Any])?["mrefresh"] as? [String: Any])?["variants"] as? [[String: Any]])
        #expect(variants.compactMap { $0["supportedTriples"] as? [String] }
                    == [["x86_64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"]])
        let paths = variants.compactMap { $0["path"] as? String }
        #expect(Set(paths.map { $0.split(separator: "/")[0] }).count == 2, "\(paths)")
    }

    static let refused: [([String], Int32)] = [
        (["BINARY=x86_64 linux"], 64), (["/nonexistent/mrefresh=x86_64-unknown-linux-gnu"], 66),
        (["BINARY=x86_64-unknown-linux-gnu", "BINARY=x86_64-unknown-linux-gnu"], 64), ([], 64),
    ]

    @Test("artifactbundle.py refuses what it cannot bundle, with one line and the exit code", arguments: refused)
    func refusals(arguments: [String], status: Int32) throws {
        let output = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let filled = arguments.map { $0.replacingOccurrences(of: "BINARY", with: Binary.url.path) }
        let run = try packaging("artifactbundle.py", arguments.isEmpty ? [] : [output.path] + filled)
        #expect(run.status == status, "\(run.output)")
        #expect(run.output.split(separator: "\n").count == 1, "\(run.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    /// A frame file as the two builds can be compared: the bytes, but for the manifests' and the index's
    /// `inputHash`, which hashes the inputs' absolute paths (the two fixtures are in two folders).
    static func comparable(_ name: String, _ bytes: Data) -> Data {
        guard name.hasSuffix(".json"), let text = String(data: bytes, encoding: .utf8) else { return bytes }
        let masked = text.replacingOccurrences(of: #""inputHash":"[0-9a-f]{64}""#, with: #""inputHash":"""#, options: .regularExpression)
        return Data(masked.utf8)
    }

    @Test("the fixture app builds its frames with the binary plugin, cold and warm, compiling nothing of mrefresh's; the frames are the source-built plugin's, byte for byte")
    func fixtureOnTheBinaryPlugin() throws {
        let zip = try Self.bundle.get()
        let work = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let plugins = work.appendingPathComponent("mrefresh-plugins")
        let rendered = try ExternalProgram.run(root.appendingPathComponent("Packaging/swiftpm/render.sh").path,
                                               [zip.path, plugins.path, "--local"])
        try #require(rendered.status == 0, "\(rendered.output)")

        // The fixture, its dependency on the mrefresh package swapped for the plugin package.
        // Named as the fixture is, so that SwiftPM gives it the same identity and output folders.
        let app = work.appendingPathComponent("PluginFixture")
        try FileManager.default.copyItem(at: PluginFixtureTests.fixture, to: app)
        try? FileManager.default.removeItem(at: app.appendingPathComponent("Package.resolved"))
        let manifest = app.appendingPathComponent("Package.swift")
        let original = try String(contentsOf: manifest, encoding: .utf8)
        let swapped = original
            .replacingOccurrences(of: #".package(name: "mrefresh", path: "../../..")"#, with: #".package(name: "mrefresh-plugins", path: "\#(plugins.path)")"#)
            .replacingOccurrences(of: #"package: "mrefresh")"#, with: #"package: "mrefresh-plugins")"#)
        try #require(swapped.contains("mrefresh-plugins") && !swapped.contains("../../.."))
        try swapped.write(to: manifest, atomically: true, encoding: .utf8)

        let scratch = work.appendingPathComponent("build")
        func build() throws -> (status: Int32, output: String, seconds: Double) {
            let start = Date()
            let run = try ExternalProgram.run("/usr/bin/env", ["swift", "build", "-v", "--package-path", app.path, "--scratch-path", scratch.path])
            return (run.status, run.output, Date().timeIntervalSince(start))
        }
        let cold = try build()
        try #require(cold.status == 0, "\(cold.output.suffix(3000))")
        // Nothing of mrefresh's is compiled, and no module map of a C library is read.
        for module in ["MRefreshCore", "MRefreshRender", "MRefreshSyntax", "CCairo", "ArgumentParser"] {
            #expect(!cold.output.contains("-module-name \(module)"), "\(module) was compiled")
        }
        #expect(!cold.output.contains("cairo.h"))
        // Warm: a changed input runs the plugin again, with everything else built.
        let svg = app.appendingPathComponent("Sources/Spinner/sync-arcs.svg")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: svg.path)
        let warm = try build()
        #expect(warm.status == 0, "\(warm.output.suffix(3000))")
        // The bundle's binary, as SwiftPM unpacked it, ran the build again (-v prints its command line).
        let ranFromBundle = warm.output.split(separator: "\n").contains {
            $0.contains("mrefresh.artifactbundle/") && $0.contains("/bin/mrefresh build ") && $0.contains("mrefresh.yaml --out")
        }
        #expect(ranFromBundle, "the bundle's mrefresh did not run again: \(warm.output.suffix(2000))")
        print("binary plugin: cold \(Int(cold.seconds.rounded())) s, warm \(Int(warm.seconds.rounded())) s")

        let tests = try ExternalProgram.run("/usr/bin/env", ["swift", "test", "--package-path", app.path, "--scratch-path", scratch.path])
        #expect(tests.status == 0 && tests.output.contains("Test run with 3 tests in 1 suite passed"), "\(tests.output.suffix(3000))")

        // The source-built plugin's frames (PluginFixtureTests' build folder, built here if it is not yet).
        let source = try PluginFixtureTests.swift("build", [])
        try #require(source.status == 0, "\(source.output.suffix(3000))")
        let frames = "plugins/outputs/pluginfixture/Spinner/destination/MRefreshFramesPlugin/MRefreshFrames"
        let fromBinary = try files(under: scratch.appendingPathComponent(frames))
        let fromSource = try files(under: PluginFixtureTests.scratch.appendingPathComponent(frames))
        #expect(!fromBinary.isEmpty)
        #expect(fromBinary.keys.sorted() == fromSource.keys.sorted())
        for (name, bytes) in fromBinary where Self.comparable(name, bytes) != fromSource[name].map({ Self.comparable(name, $0) }) {
            Issue.record("\(name) differs between the binary and the source-built plugin")
        }
    }
}
