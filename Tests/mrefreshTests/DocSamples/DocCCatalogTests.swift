import Foundation
import Testing

/// The DocC catalog and the libraries' doc comments build with no DocC warning (`make docs`, through
/// Tests/Tools/docs.sh), so a broken symbol link or article link fails `make test`, not only `make docs`.
@Suite struct DocCCatalogTests {
    static let script = Documents.root.appendingPathComponent("Tests/Tools/docs.sh").path
    /// The debug build's folder, whose Modules/ the script reads.
    static var binDirectory: String { Binary.url.deletingLastPathComponent().path }

    /// Why the documentation cannot be built here, or nil.
    static var unavailable: String? {
        let docc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/docc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if docc == nil { return "docc is not on PATH (it ships with the Swift toolchain)" }
        if !FileManager.default.fileExists(atPath: binDirectory + "/Modules/MRefreshRender.swiftmodule") {
            return "no MRefreshRender module in \(binDirectory)/Modules"
        }
        return nil
    }

    /// Runs docs.sh into a temporary folder: the archive, and beside it `symbols/`, the public symbol graphs.
    static func run(catalog: String? = nil) throws -> (status: Int32, output: String, archive: URL) {
        let directory = try Binary.temporaryDirectory()
        let archive = directory.appendingPathComponent("docs")
        let symbols = directory.appendingPathComponent("symbols")
        let result = try ExternalProgram.run("/usr/bin/env", ["SYMBOLS_OUT=\(symbols.path)", "/bin/sh", script, binDirectory, archive.path]
                                             + (catalog.map { [$0] } ?? []))
        return (result.status, result.output, archive)
    }

    /// The most public declarations Core may have (issue 43): the pipeline's values an app or tool builds
    /// and reads; the rest is `package`, for mrefresh's own modules.
    static let coreBudget = 300

    /// Each library's public symbols (every declaration, enum cases and members included, as DocC lists them)
    /// and those without a doc comment, by their paths (`IndicatorSpec.canvas`).
    static func publicSymbols(in folder: URL, module: String) throws -> (all: [String], undocumented: [String]) {
        var all: [String] = []
        var undocumented: [String] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] where symbol["accessLevel"] as? String == "public" {
                let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                all.append(name)
                if symbol["docComment"] == nil { undocumented.append(name) }
            }
        }
        return (all.sorted(), undocumented.sorted())
    }

    @Test func catalogBuildsWithoutWarnings() throws {
        if let reason = Self.unavailable {
            print("DocCCatalogTests skipped: \(reason)")
            return
        }
        let (status, output, archive) = try Self.run()
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent()) }
        #expect(status == 0, "\(output)")
        for page in ["mrefresh/indicatorfiles", "mrefreshrender", "mrefreshcore/indicatorspec", "mrefreshfiles/indicatorfile"] {
            #expect(FileManager.default.fileExists(atPath: archive.path + "/data/documentation/\(page).json"), "no page \(page)")
        }

        // The public API: Core within its budget, and every public declaration of Core, SVG reading, the
        // machine and Render documented.
        let symbols = archive.deletingLastPathComponent().appendingPathComponent("symbols")
        let core = try Self.publicSymbols(in: symbols, module: "MRefreshCore")
        #expect(core.all.count <= Self.coreBudget, "MRefreshCore has \(core.all.count) public declarations")
        #expect(core.all.contains("IndicatorSpec.canvas") && core.all.contains("Indicator.timeline()"), "\(core.all)")
        for module in ["MRefreshCore", "MRefreshSVG", "MRefreshMachine", "MRefreshRender"] {
            let undocumented = try Self.publicSymbols(in: symbols, module: module).undocumented
            #expect(undocumented.isEmpty, "\(module): no doc comment on \(undocumented.joined(separator: ", "))")
        }
    }

    @Test func aBrokenLinkFailsTheBuild() throws {
        if let reason = Self.unavailable {
            print("DocCCatalogTests skipped: \(reason)")
            return
        }
        let copy = try Binary.temporaryDirectory().appendingPathComponent("MRefresh.docc")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Documents.root.appendingPathComponent(Documents.catalog), to: copy)
        let article = copy.appendingPathComponent("Fuzzing.md")
        try (String(contentsOf: article, encoding: .utf8) + "\nSee <doc:NoSuchArticle>.\n").write(to: article, atomically: true, encoding: .utf8)
        let (status, output, archive) = try Self.run(catalog: copy.path)
        defer { try? FileManager.default.removeItem(at: archive.deletingLastPathComponent()) }
        #expect(status == 1)
        #expect(output.contains("NoSuchArticle"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: archive.path), "a failed build left its archive")
    }
}
