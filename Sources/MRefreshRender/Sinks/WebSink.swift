import MRefreshCore

/// The web runtime (``MRefreshCore/Export/web``), `web/`: the refresh machine as an ES module
/// (`mrefresh-machine.js`, Web/machine.js as it is), the `<mrefresh-refresh>` custom element that plays the
/// indicator on a scroll container's pull (`mrefresh-refresh.js`), and `indicator.json`, what the element
/// plays: the machine's settings, the frame table, the canvas and the sprite sheets (the plan writes the
/// `sheet` export with it). Written once the manifest's parts are in, since it names the sheets.
package final class WebSink: ExportSink {
    /// The folder in the output folder.
    package static let folder = "web"
    /// The files in ``folder``, in the order they are written.
    package static let files = ["mrefresh-machine.js", "mrefresh-refresh.js", "indicator.json"]

    private let output: OutputDirectory
    private let plan: RenderPlan

    /// A sink writing into `output`'s ``folder``, opened (made when missing) now, before anything is drawn.
    init(plan: RenderPlan, output: OutputDirectory) throws(OutputError) {
        self.plan = plan
        self.output = output
        _ = try output.folder(Self.folder)
    }

    package static var spansAppearances: Bool { true }

    package static func make(plan: RenderPlan, output: OutputDirectory) throws(OutputError) -> WebSink? {
        try WebSink(plan: plan, output: output)
    }

    package static func summary(of manifest: Manifest) -> String? { manifest.web.isEmpty ? nil : "a web runtime (\(folder)/)" }

    package func finish(jobs: Int) throws -> Manifest.Part {
        .web(Self.files.map { "\(Self.folder)/\($0)" })
    }

    /// Writes the three files for `manifest` (the run's, every part added).
    package func complete(_ manifest: Manifest) throws {
        let data = Self.indicator(manifest, machine: plan.indicator?.spec.machine ?? RefreshConfiguration())
        let texts = [WebSources.machineJS, WebSources.refreshElementJS, data.text + "\n"]
        for (file, text) in zip(Self.files, texts) {
            try output.write(Array(text.utf8), to: "\(Self.folder)/\(file)")
        }
    }

    /// `indicator.json`: `machine` (``MRefreshMachine/RefreshConfiguration/json``), `canvas`, `table` (each
    /// stage's frame table, as `machine.js`'s `FrameTable` takes it) and `sheets` (each scale's image and
    /// atlas, relative to the file).
    static func indicator(_ manifest: Manifest, machine: RefreshConfiguration) -> JSON {
        let table = (try? manifest.frameTable()) ?? FrameTable(stages: [])
        return .object([
            ("machine", machine.json),
            ("canvas", .object([("width", .number(manifest.canvas.width)), ("height", .number(manifest.canvas.height))])),
            ("table", .array(table.stages.map(\.json))),
            ("sheets", .array(manifest.sheets.map { sheet in
                .object([("image", .string("../" + sheet.file)), ("atlas", .string("../" + sheet.atlas)), ("scale", .int(sheet.scale))])
            })),
        ])
    }
}
