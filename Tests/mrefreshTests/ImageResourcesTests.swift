import Foundation
import MRefreshRender
import Testing

/// `--resources DIR` (issue 46): the folders besides a document's own that its `<image>` files may be read
/// from, as `render`, `simulate`, `inspect` and `preview` take them, a job file's folder for `build`, and an
/// indicator or job file's `resources:`. Where a path leads (links and `..` followed) is what is checked.
struct ImageResourcesCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The command line, run in the folder ``ImageResourcesTests/layout`` makes; `ROOT` becomes its path.
    let arguments: [String]
    let status: Int32
    /// The whole of stderr, one line each.
    let stderr: [String]
    /// Whether `inspect` lists the image as a layer (for `inspect` command lines).
    var drawn: Bool?
    var testDescription: String { name }
}

private let png = "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAE0lEQVR4nGNkaGDACpiwC9NHAgBOGgCM+bm6KwAAAABJRU5ErkJggg=="

private func document(_ href: String) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
      <image href="\(href)" width="24" height="18"/>
      <path d="M4 22h16" stroke="black" stroke-width="2"/>
    </svg>
    """
}

private let cases: [ImageResourcesCase] = [
    ImageResourcesCase(name: "an image beside the document's folder is refused, naming the flag",
                       arguments: ["render", "icons/icon.svg", "--frames", "2", "--loading-frames", "0", "--closing-frames", "0", "--out", "o", "--quiet"],
                       status: 0, stderr: ["icons/icon.svg:2:16: warning: image '../shared/pic.png' is outside the document's folder; allow its folder with --resources DIR; it is not drawn"]),
    ImageResourcesCase(name: "under --strict the refusal is an error, exit 65",
                       arguments: ["render", "icons/icon.svg", "--strict", "--out", "o"],
                       status: 65, stderr: ["icons/icon.svg:2:16: image '../shared/pic.png' is outside the document's folder; allow its folder with --resources DIR"]),
    ImageResourcesCase(name: "--resources allows the folder", arguments: ["inspect", "icons/icon.svg", "--resources", "shared"],
                       status: 0, stderr: [], drawn: true),
    ImageResourcesCase(name: "an absolute path into an allowed folder is read", arguments: ["inspect", "icons/absolute.svg", "--resources", "ROOT/shared"],
                       status: 0, stderr: [], drawn: true),
    ImageResourcesCase(name: "a link in an allowed folder leading out of it is refused",
                       arguments: ["inspect", "icons/link.svg", "--resources", "shared"], status: 0,
                       stderr: ["icons/link.svg:2:16: warning: image '../shared/out/secret.png' is outside the document's folder and the resource folders; allow its folder with --resources DIR; it is not drawn"],
                       drawn: false),
    ImageResourcesCase(name: "'..' out of an allowed folder is refused",
                       arguments: ["inspect", "icons/dots.svg", "--resources", "shared"], status: 0,
                       stderr: ["icons/dots.svg:2:16: warning: image '../shared/../other/secret.png' is outside the document's folder and the resource folders; allow its folder with --resources DIR; it is not drawn"],
                       drawn: false),
    ImageResourcesCase(name: "'..' through a link is where the link leads: refused",
                       arguments: ["inspect", "icons/link-dots.svg", "--resources", "shared"], status: 0,
                       stderr: ["icons/link-dots.svg:2:16: warning: image '../shared/out/../other/secret.png' is outside the document's folder and the resource folders; allow its folder with --resources DIR; it is not drawn"],
                       drawn: false),
    ImageResourcesCase(name: "a missing file in an allowed folder is said so", arguments: ["inspect", "icons/missing.svg", "--resources", "shared"],
                       status: 0, stderr: ["icons/missing.svg:2:16: warning: image '../shared/none.png' cannot be read: no such file; it is not drawn"],
                       drawn: false),
    ImageResourcesCase(name: "--resources of no folder is a usage error", arguments: ["render", "icons/icon.svg", "--resources", "nowhere"],
                       status: 64, stderr: ["mrefresh render: --resources 'nowhere' is not a folder; see 'mrefresh render --help'"]),
    ImageResourcesCase(name: "simulate takes --resources", arguments: ["simulate", "icons/icon.svg", "--resources", "shared", "--no-frames", "--out", "s", "--gesture", "gesture.yaml"],
                       status: 0, stderr: []),
    ImageResourcesCase(name: "an indicator file's resources: are relative to it", arguments: ["render", "icons/indicator.yaml", "--out", "o", "--quiet"],
                       status: 0, stderr: []),
    ImageResourcesCase(name: "build allows the job file's folder", arguments: ["build", "job.yaml", "--out", "b", "--quiet"],
                       status: 0, stderr: []),
    ImageResourcesCase(name: "a job file's resources: allow a folder beside it", arguments: ["build", "icons/job-resources.yaml", "--out", "b", "--quiet"],
                       status: 0, stderr: []),
    ImageResourcesCase(name: "build names the job file's resources key", arguments: ["build", "icons/job.yaml", "--out", "b", "--quiet"],
                       status: 0, stderr: ["icons/icon.svg:2:16: warning: image '../shared/pic.png' is outside the document's folder and the resource folders; allow its folder with the job file's 'resources'; it is not drawn (indicator icon)"]),
]

@Suite struct ImageResourcesTests {
    /// icons/ (the documents), shared/pic.png, other/secret.png and shared/out → ../other.
    static func layout(in root: URL) throws {
        let manager = FileManager.default
        for folder in ["icons", "shared", "other"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let image = try #require(Data(base64Encoded: png))
        try image.write(to: root.appendingPathComponent("shared/pic.png"))
        try image.write(to: root.appendingPathComponent("other/secret.png"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("shared/out").path, withDestinationPath: "../other")
        let documents = [
            "icon.svg": "../shared/pic.png", "absolute.svg": root.appendingPathComponent("shared/pic.png").path,
            "link.svg": "../shared/out/secret.png", "dots.svg": "../shared/../other/secret.png",
            "link-dots.svg": "../shared/out/../other/secret.png", "missing.svg": "../shared/none.png",
        ]
        for (name, href) in documents {
            try document(href).write(to: root.appendingPathComponent("icons/\(name)"), atomically: true, encoding: .utf8)
        }
        let files = [
            "icons/indicator.yaml": "resources: [../shared]\nstages: {pull: 2, loading: 0, closing: 0}\nlayers: [{source: icon.svg}]\n",
            "job.yaml": "defaults: {stages: {pull: 2, loading: 0, closing: 0}}\nindicators: [{name: icon, source: icons/icon.svg}]\n",
            "icons/job.yaml": "defaults: {stages: {pull: 2, loading: 0, closing: 0}}\nindicators: [{name: icon, source: icon.svg}]\n",
            "icons/job-resources.yaml": "defaults: {resources: ../shared, stages: {pull: 2, loading: 0, closing: 0}}\nindicators: [{name: icon, source: icon.svg}]\n",
            "gesture.yaml": "steps: [{drag: {to: 100, duration: 0.1}}, release, {wait: 0.1}]\n",
        ]
        for (name, text) in files { try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    @Test("image files are read from the document's folder and the folders allowed, wherever links and '..' lead", arguments: cases)
    func resources(_ row: ImageResourcesCase) throws {
        let root = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.layout(in: root)
        let arguments = row.arguments.map { $0.replacingOccurrences(of: "ROOT", with: root.path) }
        let result = try Binary.run(arguments, in: root)
        #expect(result.status == row.status, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").map(String.init) == row.stderr)
        if let drawn = row.drawn {
            #expect(result.stdout.contains("image1") == drawn, "\(result.stdout)")
        }
    }

    @Test("preview draws an image from a folder --resources allows, and none without it")
    func preview() throws {
        let root = try Binary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.layout(in: root)
        try """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6"><image href="../shared/pic.png" width="8" height="6"/></svg>
            """.write(to: root.appendingPathComponent("icons/only-image.svg"), atomically: true, encoding: .utf8)
        /// The opaque pixels of the last pull frame the preview serves.
        func opaquePixels(_ extra: [String]) throws -> Int {
            let preview = try PreviewProcess(["preview", "icons/only-image.svg", "--port", "0"] + extra, in: root)
            defer { preview.kill() }
            let data = try preview.data()
            let last = try #require(data.images.keys.filter { $0.hasPrefix("pull_") }.max())
            let frame = try ImageSurface(png: try preview.get("/" + last).body)
            _ = try preview.interrupt()
            return frame.pixels.filter { $0 >> 24 == 0xFF }.count
        }
        #expect(try opaquePixels([]) == 0)
        #expect(try opaquePixels(["--resources", "shared"]) > 1000)
    }

    @Test("--resources is in the help of render, simulate, inspect and preview")
    func helpLists() throws {
        for command in ["render", "simulate", "inspect", "preview"] {
            let help = try Binary.run(["help", command])
            #expect(help.stdout.contains("--resources <dir>"), "\(command)")
        }
    }
}
