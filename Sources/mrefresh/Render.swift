import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshRender

/// `mrefresh render`: the PNG frames of the indicator being pulled, loading and closing.
struct Render: ParsableCommand, DescribedArguments {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write the PNG frames of the indicator, stage by stage, and manifest.json.",
        discussion: """
            Several inputs (or the layers of one SVG) are the layers of one indicator; an indicator file \
            (.yaml, .yml or .json) describes one with its layers, keyframes and text, and options given with it \
            override its values. Frames are named \
            <stage>_<index>.png (pull, ready, loading, closing, exhausted), with @2x/@3x for extra scales, and written \
            atomically. A re-run removes the frames the previous manifest listed that it no longer makes; \
            other files are never touched. 0 frames skips a stage.
            """)

    @OptionGroup var input: InputOptions
    @OptionGroup var drawing: RenderOptions
    @Option(Described.frames) var frames: Int?
    @Option(Described.loadingFrames) var loadingFrames: Int?
    @Option(Described.loading) var loading: ProcessingAnimation?
    @Option(Described.closingFrames) var closingFrames: Int?
    @Option(Described.closing) var closing: EndAnimation?
    @Option(Described.labelDate) var labelDate: String?
    @Option(Described.out) var out: String
    @OptionGroup var jobs: JobsOption
    @OptionGroup var outputLock: OutputLockOption
    @Option(Described.export) var export: [Set<Export>]
    @Option(Described.appearances) var appearances: [Appearance]?
    @Flag(Described.sheet) var sheet: Bool
    @Flag(Described.quiet) var quiet: Bool
    @Flag(Described.json) var json: Bool

    /// The declarations above, for the fast path (``DirectRender``).
    static func describe<Command>(into table: inout ArgumentTable<Command>, at group: @escaping Access<Command, Self>) {
        table.add(InputOptions.self, in: group) { $1(&$0._input) }
        table.add(RenderOptions.self, in: group) { $1(&$0._drawing) }
        table.add(Described.frames, in: group) { $1(&$0._frames) }
        table.add(Described.loadingFrames, in: group) { $1(&$0._loadingFrames) }
        table.add(Described.loading, in: group) { $1(&$0._loading) }
        table.add(Described.closingFrames, in: group) { $1(&$0._closingFrames) }
        table.add(Described.closing, in: group) { $1(&$0._closing) }
        table.add(Described.labelDate, in: group) { $1(&$0._labelDate) }
        table.add(Described.out, in: group) { $1(&$0._out) }
        table.add(JobsOption.self, in: group) { $1(&$0._jobs) }
        table.add(OutputLockOption.self, in: group) { $1(&$0._outputLock) }
        table.add(Described.export, in: group) { $1(&$0._export) }
        table.add(Described.appearances, in: group) { $1(&$0._appearances) }
        table.add(Described.sheet, in: group) { $1(&$0._sheet) }
        table.add(Described.quiet, in: group) { $1(&$0._quiet) }
        table.add(Described.json, in: group) { $1(&$0._json) }
    }

    /// `render`'s arguments and options, its groups' included, for the fast path (``DirectRender``).
    static let table = ArgumentTable(describing: Render.self)

    static let defaultOutput = "frames"

    func validate() throws {
        try input.requireSome()
        for (name, value) in [("--frames", frames), ("--loading-frames", loadingFrames), ("--closing-frames", closingFrames)] {
            guard let value else { continue }
            guard (0...StageFrames.maximum).contains(value) else {
                throw ValidationError("\(name) must be between 0 and \(StageFrames.maximum), got \(value).")
            }
        }
        // An indicator file's own counts are checked once it is read.
        if input.indicatorFile == nil, let spec = try? makeSpec() {
            guard spec.stageFrames.total > 0 else { throw ValidationError("Every stage has 0 frames: nothing to render.") }
        }
    }

    /// The indicator the command line describes: an indicator file's spec or the product's defaults, then
    /// every option given.
    func makeSpec() throws(InputError) -> IndicatorSpec {
        var spec = try input.baseSpec()
        drawing.apply(to: &spec)
        if let labelDate { spec.labelDate = labelDate }
        if let frames { spec.frameCounts[.pull] = frames }
        if let loadingFrames { spec.frameCounts[.loading] = loadingFrames }
        if let closingFrames { spec.frameCounts[.closing] = closingFrames }
        if let loading { spec.use(loading) }
        if let closing { spec.use(closing) }
        // Every --export given adds to the list.
        if !export.isEmpty { spec.exports = export.reduce([.png]) { $0.union($1) } }
        if sheet { spec.exports.insert(.sheet) }
        if let appearances {
            // A name the file gives colours keeps them.
            let given = spec.appearances
            spec.appearances = appearances.map { name in given.last { $0.appearance == name } ?? AppearanceSpec(name) }
        }
        return spec
    }

    func run() throws {
        try reportingFailures(wording: ErrorWording(settings: SettingNames(drawing: drawing, indicatorFile: input.indicatorFile))) {
            let spec = try makeSpec()
            var settings = RenderPlan.Settings()
            // The asset catalog is named after the output folder: `frames` → frames.xcassets.
            settings.assetName = RenderPlan.assetName(ofOutput: out)
            // The preview page's title names the first input: the indicator file, the SVG or its #element.
            settings.title = input.inputs.first.flatMap { PreviewPage.title(of: InputSpec(resolvingOnDisk: $0)) }
            // One plan per appearance; what several say is said once.
            let plans = try RenderPlan.appearances(of: spec, settings: settings) { spec throws(IndicatorError) in try Indicator(spec) }
            InputOptions.printWarnings(plans.flatMap(\.inputWarnings).uniqued())
            var fromFile = Set(spec.frameCounts.keys)
            if loadingFrames != nil { fromFile.remove(.loading) }
            if closingFrames != nil { fromFile.remove(.closing) }
            if input.indicatorFile != nil,
               let warning = IndicatorWarnings.fixedFrameCounts(spec, fps: drawing.fps, fromFile: fromFile) {
                printError(ErrorWording().line(warning))
            }
            // Everything is checked: only now is the output directory touched.
            let output = try outputLock.open(out)
            let run = try RenderRun(plans: plans, output: output)
            plans.flatMap(\.exportWarnings).uniqued().forEach { printError(ErrorWording().exportWarningLine($0)) }
            let bar = ProgressBar(total: run.fileCount, enabled: !quiet && ProgressBar.stderrIsTerminal)
            let start = Date()
            defer { bar.finish() }
            let manifest = try run.run(jobs: jobs.workers) { done, total in bar.update(done) }
            if json {
                try StandardOutput.line(manifest.text)
            } else if !quiet {
                try StandardOutput.line(RenderSummary(manifest: manifest).line(out: out, seconds: Date().timeIntervalSince(start)))
            }
        }
    }
}
