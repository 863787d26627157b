import Foundation
import MRefreshCore
import Testing
@testable import MRefreshRender

// `make install`, `make deb` and `make dist` run Packaging/'s scripts on the release binary; these tests run
// the same scripts on the binary under test (the debug build in `make test`), so that no release build is
// needed here: what the scripts lay out and compute depends on the binary's help and shared libraries, which
// the tests read from the same binary.

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let packaging = root.appendingPathComponent("Packaging")

/// The Swift toolchain's runtime folder (libswiftCore.so…), which the debug binary links and no Debian
/// package provides: found from the `swift` on the PATH, as the build found it.
let toolchainRuntime: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for directory in paths {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift").resolvingSymlinksInPath()
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let runtime = swift.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
        if FileManager.default.fileExists(atPath: runtime.appendingPathComponent("libswiftCore.so").path) { return runtime.path }
    }
    return nil
}()

/// Runs a Packaging/ script; its standard output and error apart.
private func script(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Binary.Result {
    try program(packaging.appendingPathComponent(name).path, arguments, environment: environment)
}

private func program(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                     in directory: URL? = nil) throws -> Binary.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    nonisolated(unsafe) var errData = Data()
    let reader = DispatchGroup()
    DispatchQueue.global().async(group: reader) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    reader.wait()
    process.waitUntilExit()
    return Binary.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// Runs `body` on the binary laid out as `make install DESTDIR=<folder> PREFIX=/usr` lays it out, then
/// removes the folder.
private func withStaged<T>(_ body: (URL) throws -> T) throws -> T {
    let destination = try Binary.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: destination) }
    let run = try script("stage.sh", [Binary.url.path, destination.path, "/usr"])
    try #require(run.status == 0, "Packaging/stage.sh failed: \(run.stderr)")
    return try body(destination)
}

/// One installed file and what makes it the file its reader (bash, zsh, fish, man, the shell) looks for.
struct InstalledFile: CustomStringConvertible, Sendable {
    let path: String
    let executable: Bool
    /// A fact of the file, checked in the staged folder: nil when it holds, else what is wrong.
    let check: @Sendable (URL) throws -> String?
    var description: String { path }
}

private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

let installedFiles: [InstalledFile] = [
    InstalledFile(path: "/usr/bin/mrefresh", executable: true) { file in
        let installed = try program(file.path, ["--version"]), built = try Binary.run(["--version"])
        return installed.status == 0 && installed.stdout == built.stdout
            ? nil : "--version says \(installed.stdout.debugDescription), the built binary \(built.stdout.debugDescription)"
    },
    // bash-completion loads completions/<command> when <command> is first completed: sourcing it must
    // register a completion function for mrefresh.
    InstalledFile(path: "/usr/share/bash-completion/completions/mrefresh", executable: false) { file in
        let run = try program("/bin/bash", ["-c", "source \"$1\" && complete -p mrefresh", "bash", file.path])
        return run.status == 0 && run.stdout.contains("-F ") && run.stdout.hasSuffix(" mrefresh\n")
            ? nil : "bash registers no completion: \(run.stdout)\(run.stderr)"
    },
    // zsh's compinit reads the #compdef line of every _file on the fpath.
    InstalledFile(path: "/usr/share/zsh/site-functions/_mrefresh", executable: false) { file in
        try text(file).hasPrefix("#compdef mrefresh\n") ? nil : "no #compdef mrefresh line first"
    },
    InstalledFile(path: "/usr/share/fish/vendor_completions.d/mrefresh.fish", executable: false) { file in
        let lines = try text(file).split(separator: "\n")
        let subcommands = try helpSubcommands()
        let missing = subcommands.filter { name in !lines.contains { $0.contains("complete -c 'mrefresh'") && $0.contains(name) } }
        return missing.isEmpty ? nil : "fish completes no \(missing)"
    },
    InstalledFile(path: "/usr/share/man/man1/mrefresh.1", executable: false) { file in
        let run = try program("/usr/bin/man", ["-l", file.path], environment: ["MANPAGER": "cat", "MANWIDTH": "100"])
        return run.status == 0 && run.stdout.contains("MREFRESH(1)") && run.stderr.isEmpty
            ? nil : "man -l fails: \(run.stderr)"
    },
]

/// The subcommands `mrefresh --help` lists (its SUBCOMMANDS section, up to the blank line).
private func helpSubcommands() throws -> [String] {
    let help = try Binary.run(["--help"]).stdout
    guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").last?.components(separatedBy: "\n\n").first
    else { return [] }
    return section.split(separator: "\n").compactMap { line in
        guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
        return line.split(separator: " ").first.map(String.init)
    }
}

/// The long options and positional arguments a help text lists (`--out`, `<input>`): its lines that start,
/// two spaces in, with an option or an argument.
private func helpEntries(_ help: String) -> Set<String> {
    var entries: Set<String> = []
    for line in help.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
        let words = line.dropFirst(2).split(separator: " ")
        if let first = words.first, first.hasPrefix("<") { entries.insert(String(first)); continue }
        for word in words {
            let name = word.trimmingCharacters(in: CharacterSet(charactersIn: ","))
            guard name.hasPrefix("-") else { break }
            if name.hasPrefix("--") { entries.insert(name) }
        }
    }
    return entries
}

/// The long options and positional arguments of each command's list in the mdoc source: "" for the top
/// level, then each `.It Em <subcommand>` up to the next.
private func manEntries(_ mdoc: String) -> [String: Set<String>] {
    var entries: [String: Set<String>] = ["": []]
    var command = ""
    for line in mdoc.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard words.first == ".It", words.count > 1 else { continue }
        if words[1] == "Em" {
            command = words[2]
            entries[command] = []
            continue
        }
        for (index, word) in words.enumerated().dropFirst() where index + 1 < words.count {
            if word == "Fl", words[index + 1].hasPrefix("-") { entries[command, default: []].insert("-" + words[index + 1]) }
            if word == "Ar", index == 1 { entries[command, default: []].insert("<\(words[index + 1])>") }
        }
    }
    return entries
}

@Suite("Packaging: make install, make deb, make dist")
struct PackagingTests {
    @Test("make install lays out the binary, the completions of bash, zsh and fish, and the man page", arguments: installedFiles)
    func installed(file: InstalledFile) throws {
        try withStaged { destination in
            let url = destination.appendingPathComponent(String(file.path.dropFirst()))
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let mode = try #require(attributes[.posixPermissions] as? Int)
            #expect(mode == (file.executable ? 0o755 : 0o644), "\(file.path): mode \(String(mode, radix: 8))")
            if let problem = try file.check(url) { Issue.record("\(file.path): \(problem)") }
        }
    }

    /// A library the binary links is loaded at every start and is a dependency of the package; the static
    /// release build cannot link libcurl at all (`make release` failed when a dependency pulled in URLSession).
    @Test("the binary links neither Foundation's URLSession nor libcurl")
    func noNetworkingLibraries() throws {
        let libraries = try neededLibraries(of: Binary.url)
        #expect(!libraries.contains { $0.contains("libcurl") || $0.contains("FoundationNetworking") }, "\(libraries)")
    }

    /// The binary's ELF NEEDED entries, as readelf prints them; none is a failure (every binary names libc).
    private func neededLibraries(of binary: URL) throws -> [Substring] {
        let needed = try program("/usr/bin/readelf", ["-d", binary.path])
        try #require(needed.status == 0, "\(needed.stderr)")
        let libraries = needed.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        try #require(!libraries.isEmpty, "readelf found no NEEDED entries")
        return libraries
    }

    /// Swift's static-stdlib link line names `-lstdc++` itself; the release build's flags must turn that
    /// name into GCC's archives (libstdc++ and the unwinder), so that the binary loads neither libstdc++ nor
    /// libgcc_s at each start, and must export no symbol. Checked as Swift links: a C++ program that throws
    /// and catches, linked with `-lstdc++` after the flags, whose NEEDED entries must name neither library,
    /// which must export nothing, and which must still run and unwind.
    @Test("the release flags link libstdc++ and the unwinder statically and export nothing; the program runs and unwinds")
    func releaseLinkFlags() throws {
        let folder = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = try script("release-link.sh", [folder.appendingPathComponent("link").path])
        try #require(flags.status == 0, "\(flags.stderr)")
        let words = flags.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
        try #require(words.count == 4 && words[0] == "-Xlinker" && words[1].hasPrefix("-L/") && words[2] == "-Xlinker"
                        && words[3].hasPrefix("--version-script=/"),
                     "release-link.sh printed \(flags.stdout.debugDescription) (is libstdc++-dev installed?)")
        let source = folder.appendingPathComponent("hello.cpp")
        try #"""
            #include <string>
            #include <cstdio>
            #include <stdexcept>
            #include <random>
            int twice(int n) { if (n > 1) throw std::runtime_error("unwound"); return twice(n + 1) * 2; }
            int main() {
                std::string s = "static ";
                try { twice(0); } catch (const std::exception &e) { s += e.what(); }
                std::random_device device;
                unsigned a = device(), b = device(), c = device();
                if (a == b && b == c) s += " (not random)";
                std::puts(s.c_str());
                return 0;
            }
            """#.write(to: source, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("hello")
        let link = try program("/usr/bin/gcc", ["-x", "c++", source.path, "-o", output.path, words[1], words[3].replacingOccurrences(of: "--version-script=", with: "-Wl,--version-script="), "-lstdc++"])
        try #require(link.status == 0, "\(link.stderr)")
        let needed = try program("/usr/bin/readelf", ["-d", output.path])
        #expect(!needed.stdout.contains("libstdc++") && !needed.stdout.contains("libgcc_s"), "\(needed.stdout)")
        let exported = try program("/usr/bin/nm", ["-D", "--defined-only", output.path])
        #expect(exported.stdout.isEmpty, "exported: \(exported.stdout)")
        // std::random_device's arc4random is the flags' own: nothing needs a glibc newer than 2.35.
        let imported = try program("/usr/bin/objdump", ["-T", output.path]).stdout
        let newest = imported.split(separator: "GLIBC_2.").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }.max() ?? 0
        #expect(newest <= 35, "needs glibc 2.\(newest): \(imported)")
        let run = try program(output.path, [])
        #expect(run.status == 0 && run.stdout == "static unwound\n", "\(run)")
        // make release builds with these flags, and without SwiftPM's RUNPATH.
        let release = try program("/usr/bin/make", ["-n", "-C", root.path, "release"])
        #expect(release.stdout.contains("--static-swift-stdlib --disable-local-rpath -Xlinker -L/"), "\(release.stdout)")
        #expect(release.stdout.contains("-Xlinker --version-script=/"), "\(release.stdout)")
    }

    /// Cairo and its twenty libraries are loaded when the process first draws, on a second core
    /// (CairoLibrary), and libjpeg and libwebp when an image of theirs is first decoded (ImageLibraries), not
    /// by the loader before `main`: the binary must not name them.
    @Test("the binary does not link Cairo, pixman, X11's libraries, libjpeg or libwebp: it loads each when it needs it")
    func loadedLibrariesAreNotLinked() throws {
        let libraries = try neededLibraries(of: Binary.url)
        for name in ["libcairo", "libpixman", "libX11", "libjpeg", "libwebp"] {
            #expect(!libraries.contains { $0.contains(name) }, "\(name): \(libraries)")
        }
        let ldd = try program("/usr/bin/ldd", [Binary.url.path])
        for name in ["libcairo", "libjpeg", "libwebp"] { #expect(!ldd.stdout.contains(name), "\(ldd.stdout)") }
    }

    @Test("stage.sh --list, which make uninstall removes, names exactly the files make install installs")
    func listIsWhatIsInstalled() throws {
        let listed = try script("stage.sh", ["--list", "/usr"]).stdout.split(separator: "\n").map(String.init)
        let files = try withStaged { destination in
            try #require(FileManager.default.enumerator(atPath: destination.path)?.allObjects as? [String])
                .filter { path in
                    var directory: ObjCBool = false
                    return FileManager.default.fileExists(atPath: destination.appendingPathComponent(path).path, isDirectory: &directory)
                        && !directory.boolValue
                }
        }
        #expect(Set(listed) == Set(files.map { "/" + $0 }))
        #expect(Set(listed) == Set(installedFiles.map(\.path)))
    }

    @Test("make uninstall removes what make install put and nothing else")
    func uninstall() throws {
        let destination = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: destination) }
        #expect(try script("stage.sh", [Binary.url.path, destination.path, "/usr"]).status == 0)
        let neighbour = destination.appendingPathComponent("usr/bin/another-tool")
        try "#!/bin/sh\n".write(to: neighbour, atomically: true, encoding: .utf8)
        let run = try program("/usr/bin/make", ["-s", "-C", root.path, "uninstall", "DESTDIR=\(destination.path)", "PREFIX=/usr"])
        #expect(run.status == 0, "\(run.stderr)")
        let left = try #require(FileManager.default.enumerator(atPath: destination.path)?.allObjects as? [String])
            .filter { !((try? FileManager.default.attributesOfItem(atPath: destination.appendingPathComponent($0).path)[.type]
                as? FileAttributeType) == .typeDirectory) }
        #expect(left == ["usr/bin/another-tool"])
    }

    @Test("the man page lists every subcommand, option and argument `mrefresh help` lists, and no other")
    func manPageAgreesWithHelp() throws {
        try withStaged { destination in try manPageAgrees(destination.appendingPathComponent("usr/share/man/man1/mrefresh.1")) }
    }

    private func manPageAgrees(_ page: URL) throws {
        let man = manEntries(try text(page))
        // `help` is a subcommand too (`mrefresh help render`), which --help names only in its last line.
        let subcommands = try helpSubcommands() + ["help"]
        #expect(subcommands.count >= 5, "--help lists \(subcommands)")
        #expect(Set(man.keys) == Set([""] + subcommands), "man page's commands: \(man.keys.sorted())")
        #expect(man[""] == helpEntries(try Binary.run(["--help"]).stdout))
        for subcommand in subcommands {
            let help = try Binary.run(["help", subcommand])
            #expect(help.status == 0)
            #expect(man[subcommand] == helpEntries(help.stdout), "mrefresh \(subcommand)")
        }
        // And it renders: groff reads every macro (no warnings) and the text shows each option.
        let rendered = try program("/usr/bin/groff", ["-mandoc", "-Tutf8", "-ww", "-rLL=1000n", "-P-cbu", page.path])
        #expect(rendered.status == 0 && rendered.stderr.isEmpty, "groff: \(rendered.stderr)")
        for option in man.values.flatMap({ $0 }) where option.hasPrefix("--") {
            #expect(rendered.stdout.contains(option), "rendered page lacks \(option)")
        }
    }

    /// The packages of the libraries `binary` names (ELF NEEDED), found independently of depends.sh: ldd's
    /// path for each, then dpkg -S on it, its resolved path or their /usr twins; nil for a library no package
    /// holds. Then the packages the binary loads at run time: Cairo's, Pango's, libjpeg's and libwebpdemux's (the
    /// sonames CairoLibrary.swift, Pango.swift and ImageLibraries.swift dlopen) and the default font's (the file fontconfig picks for TextSpec's family).
    private func expectedPackages(_ binary: URL) throws -> (needed: [(library: String, package: String?)], runtime: [String]) {
        let needed = try neededLibraries(of: binary).compactMap { line -> String? in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
        let ldd = try program("/usr/bin/ldd", [binary.path]).stdout.split(separator: "\n")
        let paths = needed.map { soname in
            let line = ldd.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ") || $0.contains("/" + soname + " ") }
            return line.flatMap { $0.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("/") } }.map(String.init) ?? soname
        }
        let cache = try program("/sbin/ldconfig", ["-p"]).stdout.split(separator: "\n")
        func installed(_ soname: String) throws -> String {
            try #require(cache.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ") }?
                .split(separator: " ").last.map(String.init), "\(soname) is not installed")
        }
        let loadedPaths = try [CairoLibrary.library, Pango.library, ImageLibraries.jpegLibrary, ImageLibraries.webpLibrary]
            .map(installed)
        let family = String(TextSpec.defaultFont.split(separator: " ").dropLast().joined(separator: " "))
        let fontPath = try program("/usr/bin/fc-match", ["-f", "%{file}", family]).stdout

        // Every path dpkg may have registered each under, asked in one dpkg -S (each call reads its whole list).
        func candidates(_ path: String) -> [String] {
            guard path.hasPrefix("/") else { return [] }
            return [path, URL(fileURLWithPath: path).resolvingSymlinksInPath().path].flatMap { candidate in
                [candidate, candidate.hasPrefix("/usr/") ? String(candidate.dropFirst(4)) : "/usr" + candidate]
            }
        }
        let query = try program("/usr/bin/dpkg", ["-S"] + Set((paths + loadedPaths + [fontPath]).flatMap(candidates)).sorted()).stdout
        var owners: [String: String] = [:]
        for line in query.split(separator: "\n") {
            guard let separator = line.range(of: ": /") else { continue }
            let package = line[..<separator.lowerBound].split(separator: ",")[0].split(separator: ":")[0]
            owners[String(line[line.index(before: separator.upperBound)...])] = String(package)
        }
        func owner(_ path: String) -> String? { candidates(path).lazy.compactMap { owners[$0] }.first }
        let loaded = try loadedPaths.map { path in try #require(owner(path), "no package holds \(path)") }
        let font = try #require(owner(fontPath), "no package holds \(fontPath), fontconfig's \(family)")
        return (paths.map { ($0, owner($0)) }, loaded + [font])
    }

    /// depends.sh's arguments for `binary`: --unpackaged-ok with the toolchain's runtime where it links it.
    private func dependsArguments(_ binary: URL, unpackaged: [String]) throws -> [String] {
        guard !unpackaged.isEmpty else { return [binary.path] }
        let runtime = try #require(toolchainRuntime, "the Swift toolchain's runtime folder is not found from PATH")
        return ["--unpackaged-ok", runtime, binary.path]
    }

    @Test("Depends: the package of every library the binary names, Cairo's, Pango's, libjpeg's and libwebp's (dlopened) and the default font's; a library no package holds refuses")
    func depends() throws {
        let binary = Binary.url
        let expected = try expectedPackages(binary)
        let unpackaged = expected.needed.filter { $0.package == nil }.map(\.library)
        if !unpackaged.isEmpty {
            // The debug binary links the toolchain's Swift runtime: refused as it is, passed with the folder allowed.
            let refused = try script("depends.sh", [binary.path])
            #expect(refused.status == 1)
            for library in unpackaged { #expect(refused.stderr.contains(library), "refusal does not name \(library)") }
        }
        let run = try script("depends.sh", try dependsArguments(binary, unpackaged: unpackaged))
        #expect(run.status == 0, "\(run.stderr)")
        let entries = run.stdout.trimmingCharacters(in: .newlines).components(separatedBy: ", ")
        let packages = entries.map { String($0.split(separator: " ").first ?? "") }
        #expect(Set(packages) == Set(expected.needed.compactMap(\.package) + expected.runtime), "Depends: \(run.stdout)")
        #expect(packages.count == Set(packages).count, "a package listed twice: \(run.stdout)")
        // libc is named by every binary: its entry carries the lowest version the symbols used need.
        #expect(entries.contains { $0.hasPrefix("libc6 (>= 2.") }, "Depends: \(run.stdout)")
    }

    @Test("make deb: a .deb dpkg reads, with the installed files, the copyright, the gzipped man page and the computed Depends")
    func deb() throws {
        let output = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let expected = try expectedPackages(Binary.url)
        let unpackaged = expected.needed.filter { $0.package == nil }.map(\.library)
        let arguments = try dependsArguments(Binary.url, unpackaged: unpackaged) + [output.path]
        let built = try script("deb.sh", arguments, environment: ["MREFRESH_DEB_COMPRESSION": "none"])
        #expect(built.status == 0, "\(built.stderr)")
        let deb = built.stdout.trimmingCharacters(in: .newlines)
        let version = try Binary.run(["--version"]).stdout.trimmingCharacters(in: .newlines)
        let architecture = try program("/usr/bin/dpkg", ["--print-architecture"]).stdout.trimmingCharacters(in: .newlines)
        #expect(deb == output.path + "/mrefresh_\(version)_\(architecture).deb")

        let contents = try program("/usr/bin/dpkg-deb", ["--contents", deb]).stdout.split(separator: "\n")
            .compactMap { $0.split(separator: " ").last.map { String($0.dropFirst()) } }.filter { !$0.hasSuffix("/") }
        let files = installedFiles.map(\.path).map { $0.hasSuffix(".1") ? $0 + ".gz" : $0 } + ["/usr/share/doc/mrefresh/copyright"]
        #expect(Set(contents) == Set(files))
        let field = { (name: String) in try program("/usr/bin/dpkg-deb", ["--field", deb, name]).stdout.trimmingCharacters(in: .newlines) }
        #expect(try field("Package") == "mrefresh")
        #expect(try field("Version") == version)
        // depends.sh's value (its own test checks it in full): the same packages.
        let depends = try field("Depends").components(separatedBy: ", ").map { String($0.split(separator: " ")[0]) }
        #expect(Set(depends) == Set(expected.needed.compactMap(\.package) + expected.runtime), "Depends: \(depends)")

        let check = try program("/usr/bin/sha256sum", ["-c", URL(fileURLWithPath: deb).lastPathComponent + ".sha256"], in: output)
        #expect(check.status == 0 && check.stdout.contains(": OK"), "\(check.stdout)\(check.stderr)")

        // The same binary gives the same bytes: the ar members' and the files' times are SOURCE_DATE_EPOCH's,
        // not the clock's (a second later, as the times are whole seconds).
        Thread.sleep(forTimeInterval: 1.1)
        let again = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: again) }
        let rebuilt = try script("deb.sh", try dependsArguments(Binary.url, unpackaged: unpackaged) + [again.path],
                                 environment: ["MREFRESH_DEB_COMPRESSION": "none"])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: deb)) == Data(contentsOf: URL(fileURLWithPath: rebuilt.stdout.trimmingCharacters(in: .newlines))))
    }

    @Test("make dist: a .tar.gz of the installed files and copyright under one folder, and a .sha256 sha256sum -c accepts")
    func dist() throws {
        let output = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let built = try script("dist.sh", [Binary.url.path, output.path])
        #expect(built.status == 0, "\(built.stderr)")
        let tarball = URL(fileURLWithPath: built.stdout.trimmingCharacters(in: .newlines))
        let folder = tarball.lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
        let check = try program("/usr/bin/sha256sum", ["-c", tarball.lastPathComponent + ".sha256"], in: output)
        #expect(check.status == 0 && check.stdout.contains(": OK"), "\(check.stdout)\(check.stderr)")
        let listing = try program("/bin/tar", ["-tzf", tarball.path]).stdout.split(separator: "\n").map(String.init)
            .filter { !$0.hasSuffix("/") }
        let expected = installedFiles.map { folder + $0.path.replacingOccurrences(of: "/usr", with: "") }
            + [folder + "/share/doc/mrefresh/copyright"]
        #expect(Set(listing) == Set(expected))
        // The same binary gives the same bytes (fixed owners, times and order), so the .sha256 can be compared.
        let again = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: again) }
        #expect(try script("dist.sh", [Binary.url.path, again.path]).status == 0)
        #expect(try Data(contentsOf: tarball) == Data(contentsOf: again.appendingPathComponent(tarball.lastPathComponent)))
    }
}
