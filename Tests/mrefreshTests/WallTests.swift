import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let sources = root.appendingPathComponent("Sources")

/// The targets whose folders still name each other in loops, each waiting for its own rework, and why: every
/// other target must have none, and these must still have some (else take them off the list).
private let knownFolderLoops: [String: String] = [
    "MRefreshFuzz": "its shared helpers at the root and the targets in Targets/ call each other",
    "mrefresh": "its commands at the root and the option groups in Options/, redone with the option declarations",
]

/// Where a target's C calls may live: Cairo's in `Cairo/`, every other C library's in `Native/`. Only those
/// folders may hold pointers (`Unsafe…`, `Unmanaged`, `OpaquePointer`); every C call is wrapped once there.
private let nativeFolders: [String: Set<String>] = ["Cairo": ["CCairo"], "Native": ["CDeflate", "CZlib", "CMalloc"]]
private let nativeTargets = ["MRefreshPNG", "MRefreshRender", "MRefreshPNGComparison"]

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
        if let why = knownFolderLoops[target] {
            #expect(!loops.isEmpty, "\(target) has no folder loops left: take it off knownFolderLoops (\(why))")
        } else {
            #expect(loops.isEmpty,
                    "\(target): \(loops.joined(separator: "; ")) (python3 Tests/Tools/folder-graph.py Sources -v says why)")
        }
    }

    @Test("the known exceptions are targets")
    func exceptionsExist() {
        #expect(Set(knownFolderLoops.keys).isSubset(of: swiftTargets))
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
