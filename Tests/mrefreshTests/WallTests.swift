import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let sources = root.appendingPathComponent("Sources")

/// Where a target's C calls may live: Cairo's in `Cairo/`, every other C library's in `Native/`. Only those
/// folders may hold pointers (`Unsafe…`, `Unmanaged`, `OpaquePointer`); every C call is wrapped once there.
private let nativeFolders: [String: Set<String>] = ["Cairo": ["CCairo"], "Native": ["CDeflate", "CZlib", "CMalloc"]]
private let nativeTargets = ["MRefreshPNG", "MRefreshRender", "MRefreshPNGComparison", "MRefreshPreview"]

/// What the lowest targets may import of the package's own modules: the syntax layer (what the text says)
/// nothing, Core only the syntax layer. Package.swift says the same; this keeps a dependency from being
/// added there unnoticed.
private let allowedImports: [String: Set<String>] = ["MRefreshSyntax": [], "MRefreshCore": ["MRefreshSyntax"]]

/// Every module under Sources/ (Swift targets and C modules), by folder name.
private let packageModules: Set<String> = Set((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])

/// The Swift targets under Sources/, by folder name.
private let swiftTargets: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return names.filter { name in
        let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(name).path)
        return (files?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
    }.sorted()
}()

/// Tests/Tools/folder-graph.py's verdict per target (run once): its folder loops, none when it prints
/// "no folder loops".
private let folderLoops: Result<[String: [String]], ScriptFailed> = {
    let script = root.appendingPathComponent("Tests/Tools/folder-graph.py").path
    let run: (status: Int32, output: String)
    do {
        run = try ExternalProgram.run("/usr/bin/python3", [script, sources.path])
    } catch {
        return .failure(ScriptFailed(output: "python3 could not be run: \(error)"))
    }
    guard run.status == 0 else { return .failure(ScriptFailed(output: run.output)) }
    var loops: [String: [String]] = [:]
    for line in run.output.split(separator: "\n") where !line.hasPrefix(" ") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let verdict = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        loops[String(line[..<colon])] = verdict == "no folder loops" ? [] : verdict.components(separatedBy: "; ")
    }
    return .success(loops)
}()

private struct ScriptFailed: Error, CustomStringConvertible, Sendable {
    var output: String
    var description: String { "folder-graph.py failed: \(output)" }
}

/// The walls between parts of the code that the compiler cannot keep inside one target: folders that depend
/// on each other one way only, and C calls and pointers in the folders named for them.
@Suite("Walls")
struct WallTests {
    @Test("no folder of a target names another that names it back", arguments: swiftTargets)
    func noFolderLoops(target: String) throws {
        let loops = try #require(try folderLoops.get()[target], "folder-graph.py says nothing of \(target)")
        #expect(loops.isEmpty,
                "\(target): \(loops.joined(separator: "; ")) (python3 Tests/Tools/folder-graph.py Sources -v says why)")
    }

    @Test("the syntax layer imports nothing of mrefresh's; Core imports only the syntax layer",
          arguments: allowedImports.keys.sorted())
    func importsOnlyBelow(target: String) throws {
        let allowed = try #require(allowedImports[target])
        let directory = sources.appendingPathComponent(target)
        let files = try #require(FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String])
        #expect(files.contains { $0.hasSuffix(".swift") }, "no Swift files in \(target)")
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // `import X`, `@testable import X`, `internal import X`, `@_spi(…) import X`, `import struct X.Y`.
                let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !modifiers.contains($0) }
                guard words.first == "import", let module = words.last?.split(separator: ".").first.map(String.init)
                else { continue }
                if packageModules.contains(module), !allowed.contains(module) {
                    Issue.record("\(target)/\(file):\(number + 1) imports \(module)")
                }
            }
        }
    }

    @Test("C modules and pointers only in the folders named for them", arguments: nativeTargets)
    func nativeCodeInPlace(target: String) throws {
        let directory = sources.appendingPathComponent(target)
        let files = try #require(FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String])
        #expect(files.contains { $0.hasSuffix(".swift") }, "no Swift files in \(target)")
        for file in files where file.hasSuffix(".swift") {
            let folder = file.contains("/") ? String(file.split(separator: "/")[0]) : ""
            let allowed = nativeFolders[folder] ?? []
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Comments may name anything.
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                let place = "\(target)/\(file):\(number + 1)"
                if code.hasPrefix("import C"), let module = code.split(separator: " ").last {
                    #expect(allowed.contains(String(module)),
                            "\(place) imports \(module) outside \(moduleFolder(String(module)))/")
                }
                let pointers = code.range(of: #"unsafe|Unmanaged|OpaquePointer"#, options: [.regularExpression, .caseInsensitive])
                if allowed.isEmpty, pointers != nil {
                    Issue.record("\(place) uses pointers outside Cairo/ and Native/: \(code.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }
}

/// The folder a C module's calls belong in.
private func moduleFolder(_ module: String) -> String {
    nativeFolders.first { $0.value.contains(module) }?.key ?? "Native"
}
