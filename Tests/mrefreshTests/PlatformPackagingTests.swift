import Foundation
import Testing
@testable import MRefreshFiles

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private func text(_ relative: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
}

/// Every match of `pattern`'s first group in `text`.
private func captures(_ pattern: String, in text: String) throws -> [String] {
    let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
}

/// The Homebrew names Package.swift declares for its system libraries.
private func packageBrewNames() throws -> Set<String> {
    let lists = try captures(#"\.brew\(\[([^\]]*)\]\)"#, in: try text("Package.swift"))
    return Set(lists.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) } })
}

/// macOS, as far as it can be checked here: the Homebrew formula, the GitHub workflow whose macOS job is
/// the one place Darwin's code compiles, and the package's Homebrew providers name the same libraries, and
/// the Linux job runs what .ci/run runs (issue 41).
@Suite("macOS packaging and CI")
struct PlatformPackagingTests {
    /// What mrefresh loads at run time without linking it: Pango, for text layers.
    static let loadedLibraries: Set<String> = ["pango"]

    @Test("the formula depends on every Homebrew library Package.swift names, and Pango")
    func formulaDependencies() throws {
        let formula = try text("Packaging/homebrew/mrefresh.rb")
        let runtime = Set(try captures(#"^\s*depends_on "([^"]+)"\s*$"#, in: formula))
        let brew = try packageBrewNames()
        #expect(brew == ["cairo", "libdeflate", "jpeg-turbo", "webp", "libyaml"])
        #expect(runtime == brew.union(Self.loadedLibraries))
        #expect(try captures(#"^\s*depends_on "([^"]+)" => :build"#, in: formula) == ["pkgconf"])
    }

    @Test("the workflow: Linux runs make test and make test-portable; macOS installs the formula's libraries, builds and tests")
    func workflow() throws {
        let file = ".github/workflows/ci.yml"
        let workflow = try YAMLComposer.root(of: try text(file), file: file, kind: .jobFile)
        let jobs = try #require(workflow["jobs"])
        func runs(_ job: String) throws -> [String] {
            let steps = try #require(jobs[job]?["steps"]?.sequence, "no steps in \(job)")
            return steps.compactMap { $0["run"]?.string }
        }
        #expect(try runs("linux") == ["make test", "make test-portable"])
        #expect(jobs["linux"]?["container"]?.string?.hasSuffix("-bookworm") == true)
        let ci = try text(".ci/run")
        #expect(ci.contains("\nmake test\nmake test-portable\n"), ".ci/run and the Linux job run different things")

        #expect(jobs["macos"]?["runs-on"]?.string?.hasPrefix("macos-") == true)
        let macOS = try runs("macos")
        let install = try #require(macOS.first { $0.hasPrefix("brew install ") })
        let installed = Set(install.dropFirst("brew install ".count).split(separator: " ").map(String.init))
        #expect(installed == (try packageBrewNames()).union(Self.loadedLibraries).union(["pkgconf"]))
        #expect(macOS.contains("swift build --build-tests"))
        #expect(macOS.contains { $0.contains("swift test") })
        for script in try runs("linux") + macOS {
            #expect(try ExternalProgram.run("/bin/sh", ["-n", "-c", script]).status == 0, "\(script)")
        }
    }

    @Test("make source and make formula: a tarball of the sources, the same bytes twice, and the formula filled in for it")
    func sourceAndFormula() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mrefresh-source-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try ExternalProgram.run(root.appendingPathComponent("Packaging/source.sh").path, [output.path])
        try #require(first.status == 0, "\(first.output)")
        let tarball = URL(fileURLWithPath: first.output.trimmingCharacters(in: .whitespacesAndNewlines))
        let name = tarball.lastPathComponent
        #expect(name.hasPrefix("mrefresh-") && name.hasSuffix(".tar.gz") && !name.contains("linux"))
        let bytes = try Data(contentsOf: tarball)
        let again = try ExternalProgram.run(root.appendingPathComponent("Packaging/source.sh").path, [output.path])
        #expect(again.status == 0)
        #expect(try Data(contentsOf: tarball) == bytes, "two tarballs of one commit differ")
        let listing = try ExternalProgram.run("/bin/tar", ["-tzf", tarball.path])
        let folder = String(name.dropLast(".tar.gz".count)) + "/"
        let entries = Set(listing.output.split(separator: "\n").map(String.init))
        for expected in ["Package.swift", "Makefile", "Sources/MRefreshSystem/Files/FileStatus.swift", "Packaging/homebrew/mrefresh.rb"] {
            let present = entries.contains(folder + expected)
            #expect(present, "\(expected) is not in \(name)")
        }
        let builds = entries.filter { $0.hasPrefix(folder + ".build") }
        #expect(builds.isEmpty, "\(builds.prefix(3))")

        let formula = try ExternalProgram.run(root.appendingPathComponent("Packaging/homebrew/formula.sh").path,
                                              [tarball.path, "https://example.org/team/mrefresh/"])
        try #require(formula.status == 0, "\(formula.output)")
        let sum = try ExternalProgram.run("/usr/bin/sha256sum", [tarball.path]).output.prefix(64)
        let version = name.dropFirst("mrefresh-".count).dropLast(".tar.gz".count)
        #expect(formula.output.contains("  url \"https://example.org/team/mrefresh/releases/download/v\(version)/\(name)\"\n"))
        #expect(formula.output.contains("  sha256 \"\(sum)\"\n"))
        #expect(formula.output.contains("  homepage \"https://example.org/team/mrefresh\"\n"))
        let code = formula.output.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        #expect(!code.contains { $0.contains("@") }, "a field of the template is left unfilled")
    }

    @Test("formula.sh refuses a tarball that is missing or not named for a version, with the exit codes of MRefresh.docc/DesignErrors.md",
          arguments: [("/nonexistent/mrefresh-1.0.0.tar.gz", Int32(66)), ("/etc/hostname", 65)])
    func formulaRefusals(path: String, status: Int32) throws {
        let run = try ExternalProgram.run(root.appendingPathComponent("Packaging/homebrew/formula.sh").path, [path, "https://example.org/x"])
        #expect(run.status == status, "\(run.output)")
        #expect(run.output.split(separator: "\n").count == 1, "\(run.output)")
    }
}
