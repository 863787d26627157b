import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MRefreshCore
import MRefreshFiles
import MRefreshRender

/// `mrefresh simulate`: play a scripted gesture against the refresh machine and record what happens.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play a gesture file against the refresh state machine: timeline.json and one frame per tick.",
        discussion: """
            The gesture file (YAML or JSON) holds the machine's configuration and the steps: \
            drag: {to: D, duration: S}, hold: S, release, wait: S, finish. The simulation ticks at --fps \
            and writes DIR/timeline.json (every tick's pull, inset, state and progress; every event) and, \
            unless --no-frames, DIR/tick_0000.png … showing the indicator as the user would see it, drawn \
            with the same options as render. --preview draws the whole scroll view instead.

            The machine simulated is the indicator file's machine: (the defaults without one) with the \
            gesture file's machine: keys over it, key by key: a gesture file without machine: plays the \
            indicator's own edge and trigger. A key both files set to different values is a warning naming \
            both; the gesture file's value is played.
            """)

    @Option(help: ArgumentHelp("The gesture file (YAML or JSON).", valueName: "file"))
    var gesture: String

    @OptionGroup var input: InputOptions
    @OptionGroup var drawing: RenderOptions

    @Option(help: ArgumentHelp("Loading animation: blink (default), rotate, pulse or none.", valueName: "name"))
    var loading: ProcessingAnimation?

    @Option(help: ArgumentHelp("Closing animation: shrink-fade (default), fade or none.", valueName: "name"))
    var closing: EndAnimation?

    @Option(name: [.long, .customShort("o")], help: ArgumentHelp("Output directory (created when missing).", valueName: "dir"))
    var out = "simulation"

    @Flag(name: .customLong("no-frames"), help: "Write timeline.json only.")
    var noFrames = false

    @Flag(help: "Draw the whole scroll view: content rows that move with the pull and the indicator above them.")
    var preview = false

    @OptionGroup var jobs: JobsOption

    @OptionGroup var outputLock: OutputLockOption

    @Flag(name: [.long, .customShort("q")], help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if noFrames && preview { throw ValidationError("--preview draws frames; it cannot go with --no-frames.") }
        if !noFrames { try input.requireSome() }
    }

    func run() throws {
        try reportingFailures(wording: ErrorWording(settings: SettingNames(drawing: drawing, indicatorFile: input.indicatorFile))) {
            let gestureFile = InputSpec(path: gesture, fragment: nil)
            let text = try YAMLLimits.text(of: gestureFile, kind: .gestureFile)
            // The indicator's machine is the base even without frames: it is the control being simulated.
            var spec = input.isEmpty ? IndicatorSpec() : try input.baseSpec()
            let script = try GestureFile.parse(text, file: gestureFile.displayName, base: spec.machine)
            InputOptions.printWarnings(machineContradictions(script, gestureFile: gestureFile.displayName, indicator: spec))
            drawing.apply(to: &spec)
            spec.machine = script.configuration
            if let loading { spec.use(loading) }
            if let closing { spec.use(closing) }
            guard Int(script.duration * spec.fps) < Simulation.maximumTicks else {
                throw CommandError.tooManyTicks(seconds: script.duration, fps: spec.fps, limit: Simulation.maximumTicks)
            }
            let simulation: Simulation
            do {
                simulation = try Simulation(script, fps: spec.fps)
            } catch let error as RefreshConfigurationError {
                throw InputError(file: gestureFile.displayName, .configuration(error))
            }
            // The frames and what draws them, planned (checked against the limits) before the output folder is made.
            var plan: RenderPlan?
            if !noFrames {
                // The preview draws the indicator over its own background.
                if preview { spec.background = nil }
                let indicator = try Indicator(spec)
                let renderer = FrameRenderer(indicator)
                let scene: any FrameDrawing = preview
                    ? ScrollViewPreview(indicator: renderer, configuration: script.configuration)
                    : renderer
                var settings = RenderPlan.Settings()
                settings.hasClock = true
                let timeline = Timeline(simulation: simulation, readyDuration: spec.readyDuration, closingDuration: spec.closingDuration)
                plan = try RenderPlan(drawing: scene, timeline: timeline, scales: spec.scales, indicator: indicator, settings: settings)
                InputOptions.printWarnings(plan?.inputWarnings ?? [])
            }
            let output = try outputLock.open(out)
            if let plan {
                let bar = ProgressBar(total: plan.fileCount, enabled: !quiet && ProgressBar.stderrIsTerminal)
                defer { bar.finish() }
                _ = try plan.run(into: output, jobs: jobs.workers) { done, _ in bar.update(done) }
            }
            try output.write(Array((simulation.timelineJSON.text + "\n").utf8), to: "timeline.json")
            if !quiet {
                let refreshes = simulation.events.filter { $0.effect == .refresh }.count
                let last = simulation.ticks.last?.state.rawValue ?? "idle"
                try StandardOutput.line("simulated \(simulation.ticks.count) ticks at \(Int(spec.fps)) fps: \(refreshes) refresh\(refreshes == 1 ? "" : "es"), ending \(last); wrote \(out)/timeline.json\(noFrames ? "" : " and \(simulation.ticks.count) frames")")
            }
        }
    }

    /// One warning per machine key the indicator file and the gesture file both set, to different values:
    /// at the gesture file's key, naming both values (the gesture file's is played).
    func machineContradictions(_ script: GestureScript, gestureFile: String, indicator spec: IndicatorSpec) -> [InputError] {
        let indicatorFile = input.indicatorFile.map { InputSpec(path: $0, fragment: nil).displayName } ?? "the indicator file"
        return RefreshConfiguration.keys.compactMap { key in
            guard spec.machineKeys.contains(key), let location = script.machineKeys[key],
                  let played = script.configuration.text(ofKey: key), let own = spec.machine.text(ofKey: key),
                  played != own else { return nil }
            return InputError(file: gestureFile, location: location,
                              .gestureFile(.machineKeyDiffers(key: key, played: played, own: own, indicatorFile: indicatorFile)),
                              consequence: .simulated(played))
        }
    }
}
