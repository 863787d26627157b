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

    static func run(catalog: String? = nil) throws -> (status: Int32, output: String, archive: URL) {
        let directory = try Binary.temporaryDirectory()
        let archive = directory.appendingPathComponent("docs")
        let result = try ExternalProgram.run("/bin/sh", [script, binDirectory, archive.path] + (catalog.map { [$0] } ?? []))
        return (result.status, result.output, archive)
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
