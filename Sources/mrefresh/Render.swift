import ArgumentParser
import Foundation
import MRefreshCore
import MRefreshRender

/// `mrefresh render`: the PNG frames of the indicator being pulled, loading and closing.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames drawn while pulling, progress 0 … 1 (default 60).", valueName: "n"))
    var frames: Int?

    @Option(name: .customLong("loading-frames"), parsing: .unconditional,
            help: ArgumentHelp("Frames of one loop of the loading animation (default: one period at --fps).", valueName: "n"))
    var loadingFrames: Int?

    @Option(help: ArgumentHelp("Loading animation: blink (default), rotate, pulse or none.", valueName: "name"))
    var loading: ProcessingAnimation?

    @Option(name: .customLong("closing-frames"), parsing: .unconditional,
            help: ArgumentHelp("Frames of the closing animation (default: its duration at --fps).", valueName: "n"))
    var closingFrames: Int?

    @Option(help: ArgumentHelp("Closing animation: shrink-fade (default), fade or none.", valueName: "name"))
    var closing: EndAnimation?

    @Option(name: .customLong("label-date"),
            help: ArgumentHelp("What a text layer's {updated} says (a render has no clock; without this such a line is not drawn, with a warning).",
                               valueName: "text"))
    var labelDate: String?

    @Option(help: ArgumentHelp("Output directory (created when missing).", valueName: "dir"))
    var out = Render.defaultOutput

    static let defaultOutput = "frames"

    @OptionGroup var jobs: JobsOption

    @OptionGroup var outputLock: OutputLockOption

    @Option(help: ArgumentHelp("What to write besides the PNG frames and manifest.json, comma-separated: png, sheet, apng, xcassets, android, lottie, avd (default png).",
                               discussion: "png (the frames, always written); sheet (per scale, every frame in one image, sheet[@Nx].png, with a TexturePacker JSON Hash atlas, sheet[@Nx].json, for PixiJS and Phaser); apng (per stage and scale an animated PNG, <stage>[@Nx].png: loading loops, the others play once); xcassets (an Xcode asset catalog named after the output folder, one image set per frame at 1x/2x/3x); android (res/: every frame at mdpi…xxxhdpi, a level-list for the pull, animation-lists for loading and closing); lottie (indicator.json: the vector layers drawn on and moved as the frames show them, stages as markers, for lottie-ios, lottie-android and lottie-web); avd (res/drawable and res/animator: Android AnimatedVectorDrawables of the pull's draw-on and the loading loop). Text layers, and gradients an export cannot carry as drawn, are named in a warning.",
                               valueName: "list"),
            transform: OptionValues.exports)
    var export: Set<Export>?

    @Flag(help: "Also write the sprite sheets: the same as --export sheet.")
    var sheet = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print the manifest to stdout.")
    var json = false

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
        if let export { spec.exports = export.union([.png]) }
        if sheet { spec.exports.insert(.sheet) }
        return spec
    }

    func run() throws {
        try reportingFailures(wording: ErrorWording(settings: SettingNames(drawing: drawing, indicatorFile: input.indicatorFile))) {
            let spec = try makeSpec()
            guard spec.stageFrames.total > 0 else { throw CommandError.nothingToRender }
            let indicator = try Indicator(spec)
            InputOptions.printWarnings(indicator.warningsBeforeDrawing())
            var fromFile = Set(spec.frameCounts.keys)
            if loadingFrames != nil { fromFile.remove(.loading) }
            if closingFrames != nil { fromFile.remove(.closing) }
            if input.indicatorFile != nil,
               let warning = IndicatorWarnings.fixedFrameCounts(spec, fps: drawing.fps, fromFile: fromFile) {
                printError(ErrorWording().line(warning))
            }
            let timeline = try indicator.timeline()
            let renderer = FrameRenderer(indicator)
            try RenderLimits.standard.check(
                RenderLimits.Job(drawing: renderer, frames: timeline.frames, scales: spec.scales, exports: spec.exports))
            // Everything is checked: only now is the output directory touched.
            let output = try outputLock.open(out)
            var run = RenderRun(indicator: indicator, timeline: timeline, output: output)
            // The asset catalog is named after the output folder: `frames` → frames.xcassets.
            run.assetName = RenderRun.assetName(ofOutput: out)
            run.exportWarnings.forEach { printError(ErrorWording().exportWarningLine($0)) }
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
