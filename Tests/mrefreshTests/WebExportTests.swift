import Foundation
import MRefreshMachine
import Testing

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("--export web")
struct WebExportTests {
    @Test("writes the machine module as it is in the repository, the element, and indicator.json with the machine, the frame table Swift reads from the manifest, and the sheets it writes with them")
    func webFiles() throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Binary.run(["render", repository.appendingPathComponent("Examples/sync-arcs.svg").path, "--frames", "8", "--scale", "1,2",
                                  "--export", "web", "--out", directory.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 sheets with their atlases and a web runtime (web/)"), "\(run.stdout)")
        let web = directory.appendingPathComponent("web")
        #expect(try FileManager.default.contentsOfDirectory(atPath: web.path).sorted() == ["indicator.json", "mrefresh-machine.js", "mrefresh-refresh.js"])
        #expect(try Data(contentsOf: web.appendingPathComponent("mrefresh-machine.js"))
                == Data(contentsOf: repository.appendingPathComponent("Sources/MRefreshRender/Web/machine.js")))
        #expect(try Data(contentsOf: web.appendingPathComponent("mrefresh-refresh.js"))
                == Data(contentsOf: repository.appendingPathComponent("Sources/MRefreshRender/Web/refresh-element.js")))

        let manifestBytes = try Data(contentsOf: directory.appendingPathComponent("manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestBytes) as? [String: Any])
        #expect(manifest["web"] as? [String] == ["web/mrefresh-machine.js", "web/mrefresh-refresh.js", "web/indicator.json"])
        let indicator = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: web.appendingPathComponent("indicator.json"))) as? [String: Any])
        let machine = try #require(indicator["machine"] as? [String: Any])
        #expect(machine["trigger"] as? String == "threshold" && machine["height"] as? Double == 60 && machine["threshold"] as? Double == 80)
        let sheets = (indicator["sheets"] as? [[String: Any]] ?? []).map { "\($0["image"] ?? "") \($0["atlas"] ?? "") \($0["scale"] ?? "")" }
        #expect(sheets == ["../sheet.png ../sheet.json 1", "../sheet@2x.png ../sheet@2x.json 2"])
        for sheet in ["sheet.png", "sheet.json", "sheet@2x.png", "sheet@2x.json"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(sheet).path), "\(sheet)")
        }
        // The table the element plays is the one Swift reads from the manifest.
        let table = try FrameTable(manifestBytes: Array(manifestBytes))
        let stages = try #require(indicator["table"] as? [[String: Any]])
        #expect(stages.map { $0["stage"] as? String ?? "" } == table.stages.map(\.stage.rawValue))
        #expect(stages.map { $0["count"] as? Int ?? -1 } == table.stages.map(\.count))
        #expect(stages.map { $0["pullDistances"] as? [Double] ?? [] } == table.stages.map(\.pullDistances))
        #expect(stages.map { $0["seconds"] as? Double } == table.stages.map(\.seconds))
    }

    @Test("a run without the export removes what it wrote and leaves what it did not; a link where web/ goes is refused before anything is drawn")
    func removedAndRefused() throws {
        let directory = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = repository.appendingPathComponent("Examples/sync-arcs.svg").path
        let out = directory.appendingPathComponent("out")
        #expect(try Binary.run(["render", svg, "--frames", "4", "--export", "web", "--out", out.path, "--quiet"]).status == 0)
        let mine = out.appendingPathComponent("web/notes.txt")
        try "mine".write(to: mine, atomically: true, encoding: .utf8)
        #expect(try Binary.run(["render", svg, "--frames", "4", "--out", out.path, "--quiet"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("web").path) == ["notes.txt"])
        // Emptied by the run, the folder goes too.
        try FileManager.default.removeItem(at: mine)
        #expect(try Binary.run(["render", svg, "--frames", "4", "--export", "web", "--out", out.path, "--quiet"]).status == 0)
        #expect(try Binary.run(["render", svg, "--frames", "4", "--out", out.path, "--quiet"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("web").path))

        // web/ as a link to a folder outside: refused, nothing written there.
        let outside = directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("web").path, withDestinationPath: outside.path)
        let refused = try Binary.run(["render", svg, "--frames", "4", "--export", "web", "--out", out.path])
        #expect(refused.status == 73, "\(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains("web"), "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
