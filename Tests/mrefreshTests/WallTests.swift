import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let sources = root.appendingPathComponent("Sources")

/// Where a target's C calls may live: Cairo's in `Cairo/`, libyaml's in `YAML/`, every other C library's
/// in `Native/`; the operating system's (Glibc, Darwin, CMalloc) only in the MRefreshSystem target, which
/// is native through and through and so not listed here. Only those folders may hold pointers (`Unsafe…`, `Unmanaged`, `OpaquePointer`); every C call is wrapped once there.
private let nativeFolders: [String: Set<String>] = [
    "Cairo": ["CCairo", "CJPEG", "CWebP"], "Native": ["CDeflate", "CZlib", "CLibFuzzer"], "YAML": ["CLibYAML"],
]
/// Every Swift target but MRefreshSystem, which is native through and through.
private let nativeTargets = swiftTargets.filter { $0 != "MRefreshSystem" }

/// What the lowest targets may import of the package's own modules: the operating system's place and the
/// syntax layer (what the text says) nothing, Core only those and the machine, SVG reading only those and
/// Core (Core never reads SVG). Package.swift says the same; this keeps a dependency from being added there
/// unnoticed.
private let allowedImports: [String: Set<String>] = [
    "MRefreshSystem": ["CMalloc"], "MRefreshSyntax": [], "MRefreshMachine": [],
    "MRefreshCore": ["MRefreshMachine", "MRefreshSyntax", "MRefreshSystem"],
    "MRefreshSVG": ["MRefreshCore", "MRefreshSyntax", "MRefreshSystem"],
]

/// The one place that talks to the operating system (issue 41): the only target that imports the C
/// library's module, and the only one with Linux's own calls, each behind `#if os(Linux)`.
private let platformTarget = "MRefreshSystem"
/// The C library's module on each system Swift runs on, and glibc's own extras.
private let systemModules: Set<String> = ["Glibc", "Darwin", "Musl", "Bionic", "WASILibc", "ucrt", "WinSDK", "CMalloc"]
/// Calls, constants and files only Linux has: inotify, epoll, mallopt, the socket flags Darwin lacks,
/// stat's Linux field names, /proc, and the rest of the Linux-only calls a program like this might reach for.
private let linuxOnly = #"\b(inotify_\w+|IN_[A-Z_]+|epoll_\w+|EPOLL\w+|mallopt|M_MMAP_THRESHOLD|M_TRIM_THRESHOLD|MSG_NOSIGNAL|SOCK_CLOEXEC|SOCK_NONBLOCK|st_[amc]tim|sendfile|accept4|pipe2|eventfd\w*|timerfd_\w+|signalfd|getrandom|memfd_create|sched_getaffinity|sched_setaffinity|sched_getcpu|pthread_attr_setaffinity_np|cpu_set_t|MADV_POPULATE_WRITE|mrefresh_zero_data_start|mrefresh_image_end|prctl|statx|O_TMPFILE|emptyPath|temporaryFileFlags)\b|/proc/"#

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

    @Test("the lowest layers import only what is below them: Syntax and System nothing, Core no SVG reading",
          arguments: allowedImports.keys.sorted())
    func importsOnlyBelow(target: String) throws {
        let allowed = try #require(allowedImports[target])
        for line in try swiftLines(of: target) {
            if let module = importedModule(line.text), packageModules.contains(module), !allowed.contains(module) {
                Issue.record("\(line.place) imports \(module)")
            }
        }
    }

    @Test("what an app links imports nothing at all: no Foundation, no C, none of mrefresh's")
    func machineImportsNothing() throws {
        for line in try swiftLines(of: "MRefreshMachine") {
            if let module = importedModule(line.text) { Issue.record("\(line.place) imports \(module)") }
        }
    }

    @Test("C modules and pointers only in the folders named for them", arguments: nativeTargets)
    func nativeCodeInPlace(target: String) throws {
        for line in try swiftLines(of: target) {
            let allowed = nativeFolders[line.folder] ?? []
            // Comments may name anything.
            let code = line.text.range(of: "//").map { line.text[..<$0.lowerBound] } ?? line.text
            if let module = importedModule(code), module.hasPrefix("C") {
                #expect(allowed.contains(module), "\(line.place) imports \(module) outside \(moduleFolder(module))/")
            }
            // Swift's pointer types and calls (`nonisolated(unsafe)` is a concurrency promise, not a pointer).
            let pointers = code.range(of: #"\bUnsafe\w*|\bunsafe[A-Z]\w*|withUnsafe\w*|Unmanaged|OpaquePointer"#, options: .regularExpression)
            if allowed.isEmpty, pointers != nil {
                Issue.record("\(line.place) uses pointers outside Cairo/ and Native/: \(code.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}

extension WallTests {
    @Test("only MRefreshSystem imports the C library's module (Glibc, Darwin)", arguments: swiftTargets)
    func systemImportsInOnePlace(target: String) throws {
        guard target != platformTarget else { return }
        for line in try swiftLines(of: target) {
            let code = line.text.range(of: "//").map { line.text[..<$0.lowerBound] } ?? line.text
            if let module = importedModule(code), systemModules.contains(module) {
                Issue.record("\(line.place) imports \(module): system calls belong in \(platformTarget)")
            }
        }
    }

    @Test("Linux-only calls only in MRefreshSystem, each behind #if os(Linux)", arguments: swiftTargets)
    func linuxOnlyCallsGuarded(target: String) throws {
        var conditions: [(condition: String, inElse: Bool)] = []
        for line in try swiftLines(of: target) {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#if ") {
                conditions.append((String(text.dropFirst(4)), false))
            } else if text.hasPrefix("#elseif "), !conditions.isEmpty {
                conditions[conditions.count - 1] = (String(text.dropFirst(8)), false)
            } else if text == "#else", !conditions.isEmpty {
                conditions[conditions.count - 1].inElse = true
            } else if text == "#endif" {
                _ = conditions.popLast()
            }
            let code = line.text.range(of: "//").map { line.text[..<$0.lowerBound] } ?? line.text
            // Strings may name /proc, but only code that runs on Linux reads it.
            guard code.range(of: linuxOnly, options: .regularExpression) != nil else { continue }
            let onLinuxOnly = conditions.contains { frame in
                let negated = frame.condition.contains("!os(Linux)")
                return frame.condition.contains("os(Linux)") && (negated ? frame.inElse : !frame.inElse)
            }
            #expect(target == platformTarget, "\(line.place) calls what only Linux has: it belongs in \(platformTarget)")
            #expect(onLinuxOnly, "\(line.place) calls what only Linux has outside '#if os(Linux)'")
        }
    }
}

/// The targets linked into the `mrefresh` binary or shipped as libraries: every Swift target but those only the
/// benchmark and the fuzzer build (so a new target is watched from its first file).
private let productTargets = swiftTargets.filter {
    !["mrefresh-bench", "MRefreshPNGComparison", "MRefreshFuzz", "mrefresh-fuzz"].contains($0)
}

extension WallTests {
    /// Full Foundation brings ICU's tables, 34 MB of the binary that an SVG renderer never reads (issue 41):
    /// the product's code imports FoundationEssentials wherever it exists (Linux), Foundation only where it
    /// does not (Darwin, whose Foundation the system ships), in the one form below.
    @Test("the product imports Foundation only where FoundationEssentials is missing", arguments: productTargets)
    func foundationEssentialsOnly(target: String) throws {
        let lines = try swiftLines(of: target)
        for (index, line) in lines.enumerated() {
            let text = line.text.trimmingCharacters(in: .whitespaces)
            guard importedModule(line.text) == "Foundation" else { continue }
            let guarded = text == "import Foundation" && index >= 3
                && lines[index - 1].text.trimmingCharacters(in: .whitespaces) == "#else"
                && lines[index - 2].text.trimmingCharacters(in: .whitespaces) == "import FoundationEssentials"
                && lines[index - 3].text.trimmingCharacters(in: .whitespaces) == "#if canImport(FoundationEssentials)"
            #expect(guarded, "\(line.place) imports Foundation outside '#if canImport(FoundationEssentials) … #else'")
        }
    }
}

/// One line of a target's Swift file: where it is, and its text.
private struct SourceLine {
    /// `Target/Folder/File.swift:12`.
    var place: String
    /// The file's top folder inside the target ("" for a file at the target's root).
    var folder: String
    var text: Substring
}

/// Every line of every Swift file of `target`; a target without Swift files is an error (a renamed target).
private func swiftLines(of target: String) throws -> [SourceLine] {
    let directory = sources.appendingPathComponent(target)
    let files = try #require(FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String])
    #expect(files.contains { $0.hasSuffix(".swift") }, "no Swift files in \(target)")
    var lines: [SourceLine] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
        let folder = file.contains("/") ? String(file.split(separator: "/")[0]) : ""
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines.append(SourceLine(place: "\(target)/\(file):\(number + 1)", folder: folder, text: line))
        }
    }
    return lines
}

/// The module a line imports: `import X`, `@testable import X`, `internal import X`, `@_spi(…) import X`,
/// `import struct X.Y`; nil for any other line.
private func importedModule(_ line: Substring) -> String? {
    let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !modifiers.contains($0) }
    guard words.first == "import" else { return nil }
    return words.last?.split(separator: ".").first.map(String.init)
}

/// The folder a C module's calls belong in.
private func moduleFolder(_ module: String) -> String {
    nativeFolders.first { $0.value.contains(module) }?.key ?? "Native"
}
